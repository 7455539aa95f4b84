#include "protocol.h"

#include "config.h"

namespace protocol {

namespace {

const char kHex[] = "0123456789ABCDEF";

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isUpperHex(char c) { return isDigit(c) || (c >= 'A' && c <= 'F'); }
uint8_t hexValue(char c) { return static_cast<uint8_t>(isDigit(c) ? c - '0' : c - 'A' + 10); }

// A decimal without leading zeros ("0" itself is fine), at most `max`.
bool parseUint(const char* text, uint8_t length, uint32_t max, uint16_t* out) {
  if (length == 0 || length > 5 || (length > 1 && text[0] == '0')) return false;
  uint32_t value = 0;
  for (uint8_t i = 0; i < length; i++) {
    if (!isDigit(text[i])) return false;
    value = value * 10 + static_cast<uint32_t>(text[i] - '0');
  }
  if (value > max) return false;
  *out = static_cast<uint16_t>(value);
  return true;
}

bool sameWord(const char* text, uint8_t length, const char* word) {
  uint8_t i = 0;
  for (; i < length; i++) {
    if (word[i] != text[i]) return false;
  }
  return word[i] == '\0';
}

// The leading seq when it is a well-formed number followed by a space, else 0.
uint16_t leadingSeq(const char* text, uint8_t length) {
  uint8_t digits = 0;
  while (digits < length && isDigit(text[digits])) digits++;
  uint16_t seq = 0;
  if (digits < length && text[digits] == ' ' && parseUint(text, digits, kMaxSeq, &seq)) return seq;
  return 0;
}

ServerLine refused(Refusal refusal, uint16_t seq) {
  ServerLine line = {};
  line.refusal = refusal;
  line.seq = seq;
  return line;
}

struct VerbName {
  const char* name;
  Verb verb;
  uint8_t args;
};

const VerbName kVerbs[] = {
    {"HELLO", Verb::kHello, 0}, {"ACK", Verb::kAck, 1},     {"ROLL", Verb::kRoll, 0},
    {"SHOW", Verb::kShow, 1},   {"LAMPS", Verb::kLamps, 1}, {"BEEP", Verb::kBeep, 2},
};

constexpr uint8_t kMaxArgs = 2;

}  // namespace

uint16_t nextSeq(uint16_t seq) { return seq >= kMaxSeq ? 1 : static_cast<uint16_t>(seq + 1); }

uint8_t checksum(const char* text, uint8_t length) {
  uint8_t x = 0;
  for (uint8_t i = 0; i < length; i++) x ^= static_cast<uint8_t>(text[i]);
  return x;
}

LineBuilder::LineBuilder(uint16_t seq) { number(seq); }

void LineBuilder::append(char c) {
  // Room is kept for `*CS\n`; the box's own lines never come near the limit.
  if (length_ < kMaxLine - 4) text_[length_++] = c;
}

LineBuilder& LineBuilder::word(const char* text) {
  append(' ');
  while (*text) append(*text++);
  return *this;
}

LineBuilder& LineBuilder::number(uint32_t value) {
  char digits[10];
  uint8_t count = 0;
  do {
    digits[count++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  if (length_ != 0) append(' ');
  while (count > 0) append(digits[--count]);
  return *this;
}

const char* LineBuilder::finish() {
  const uint8_t cs = checksum(text_, length_);
  text_[length_++] = '*';
  text_[length_++] = kHex[cs >> 4];
  text_[length_++] = kHex[cs & 0x0F];
  text_[length_++] = '\n';
  text_[length_] = '\0';
  return text_;
}

const char* refusalName(Refusal refusal) {
  switch (refusal) {
    case Refusal::kBadChecksum:
      return "BADCS";
    case Refusal::kUnknown:
      return "UNKNOWN";
    case Refusal::kBadArgument:
      return "BADARG";
    case Refusal::kTooLong:
      return "TOOLONG";
    case Refusal::kNone:
      break;
  }
  return "";
}

ServerLine parseServerLine(const char* text, uint8_t length) {
  if (length + 1 > kMaxLine) return refused(Refusal::kTooLong, 0);
  // A frame ends in `*` and two upper-case hex digits: without them nothing can be trusted.
  if (length < 3 || text[length - 3] != '*' || !isUpperHex(text[length - 2]) ||
      !isUpperHex(text[length - 1])) {
    return refused(Refusal::kBadChecksum, leadingSeq(text, length));
  }
  const uint8_t bodyLength = static_cast<uint8_t>(length - 3);
  const uint8_t cs = static_cast<uint8_t>(hexValue(text[length - 2]) << 4 | hexValue(text[length - 1]));
  if (checksum(text, bodyLength) != cs) {
    return refused(Refusal::kBadChecksum, leadingSeq(text, bodyLength));
  }

  // `<seq> <VERB>`: a checksummed line with a broken seq is refused as a bad argument.
  uint8_t at = 0;
  while (at < bodyLength && text[at] != ' ') at++;
  uint16_t seq = 0;
  if (at == bodyLength || !parseUint(text, at, kMaxSeq, &seq)) {
    return refused(Refusal::kBadArgument, 0);
  }
  const uint8_t verbStart = ++at;
  while (at < bodyLength && text[at] != ' ') at++;
  const uint8_t verbLength = static_cast<uint8_t>(at - verbStart);
  const VerbName* known = nullptr;
  for (const VerbName& candidate : kVerbs) {
    if (sameWord(text + verbStart, verbLength, candidate.name)) known = &candidate;
  }
  if (known == nullptr) return refused(Refusal::kUnknown, seq);
  // Seq 0 belongs to HELLO alone.
  if (seq == 0 && known->verb != Verb::kHello) return refused(Refusal::kBadArgument, 0);

  // Arguments: single spaces between printable words.
  uint8_t argStart[kMaxArgs] = {};
  uint8_t argLength[kMaxArgs] = {};
  uint8_t args = 0;
  while (at < bodyLength) {
    const uint8_t start = ++at;  // past the space
    while (at < bodyLength && text[at] != ' ') {
      if (text[at] < '!' || text[at] > '~') return refused(Refusal::kBadArgument, seq);
      at++;
    }
    if (at == start || args == known->args) return refused(Refusal::kBadArgument, seq);
    argStart[args] = start;
    argLength[args] = static_cast<uint8_t>(at - start);
    args++;
  }
  if (args != known->args) return refused(Refusal::kBadArgument, seq);

  ServerLine line = {};
  line.refusal = Refusal::kNone;
  line.seq = seq;
  line.verb = known->verb;
  bool valid = true;
  switch (known->verb) {
    case Verb::kAck:
      valid = parseUint(text + argStart[0], argLength[0], kMaxSeq, &line.first);
      break;
    case Verb::kShow:
      valid = parseUint(text + argStart[0], argLength[0], 6, &line.first);
      break;
    case Verb::kLamps:
      valid = parseUint(text + argStart[0], argLength[0], 31, &line.first);
      break;
    case Verb::kBeep:
      valid = parseUint(text + argStart[0], argLength[0], config::kBeepMaxMs, &line.first) &&
              parseUint(text + argStart[1], argLength[1], config::kBeepMaxHz, &line.second) &&
              line.second >= config::kBeepMinHz;
      break;
    case Verb::kHello:
    case Verb::kRoll:
      break;
  }
  return valid ? line : refused(Refusal::kBadArgument, seq);
}

LineReader::Result LineReader::feed(char c) {
  if (c != '\n') {
    // Room for 63 bytes of text and a `\r`; anything more makes the line too long.
    if (length_ < kMaxLine) {
      text_[length_++] = c;
    } else {
      overflow_ = true;
    }
    return Result::kPending;
  }
  uint8_t length = length_;
  const bool overflow = overflow_;
  length_ = 0;
  overflow_ = false;
  if (length > 0 && text_[length - 1] == '\r') length--;
  if (overflow || length + 1 > kMaxLine) return Result::kTooLong;
  text_[length] = '\0';
  lineLength_ = length;
  return Result::kLine;
}

}  // namespace protocol
