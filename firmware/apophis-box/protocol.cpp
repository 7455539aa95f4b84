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
    {"DICE", Verb::kDice, 2},   {"CLOCK", Verb::kClock, 2}, {"REVEAL", Verb::kReveal, 0},
    {"SALT", Verb::kSalt, 1},
};

// One hex digit's value (upper or lower case), or 16 when it is none.
uint8_t hexDigit(char c) {
  if (c >= '0' && c <= '9') return static_cast<uint8_t>(c - '0');
  c = static_cast<char>(c | 0x20);
  return c >= 'a' && c <= 'f' ? static_cast<uint8_t>(c - 'a' + 10) : 16;
}

constexpr uint8_t kMaxArgs = 2;

}  // namespace

uint16_t nextSeq(uint16_t seq) { return seq >= kMaxSeq ? 1 : static_cast<uint16_t>(seq + 1); }

uint16_t crc16(const char* text, uint8_t length) {
  // Bit by bit rather than with a 512-byte table: flash is worth more than the
  // microseconds, and a line is at most 58 bytes.
  uint16_t crc = 0xFFFF;
  for (uint8_t i = 0; i < length; i++) {
    crc ^= static_cast<uint16_t>(static_cast<uint8_t>(text[i])) << 8;
    for (uint8_t bit = 0; bit < 8; bit++) {
      crc = (crc & 0x8000) != 0 ? static_cast<uint16_t>((crc << 1) ^ 0x1021) : static_cast<uint16_t>(crc << 1);
    }
  }
  return crc;
}

LineBuilder::LineBuilder(uint16_t seq) { number(seq); }

void LineBuilder::append(char c) {
  // Room is kept for `*CHECK\n`; the box's own lines never come near the limit.
  if (length_ < kMaxLine - (kCheckDigits + 2)) text_[length_++] = c;
}

LineBuilder& LineBuilder::word(const char* text) {
  append(' ');
  while (*text) append(*text++);
  return *this;
}

void LineBuilder::digits(uint32_t value) {
  char reversed[10];
  uint8_t count = 0;
  do {
    reversed[count++] = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  while (count > 0) append(reversed[--count]);
}

LineBuilder& LineBuilder::comma(const char* text) {
  append(',');
  while (*text) append(*text++);
  return *this;
}

LineBuilder& LineBuilder::number(uint32_t value) {
  if (length_ != 0) append(' ');
  digits(value);
  return *this;
}

LineBuilder& LineBuilder::index(uint32_t value) {
  append(' ');
  append('@');
  digits(value);
  return *this;
}

LineBuilder& LineBuilder::hex(const uint8_t* bytes, uint8_t count) {
  append(' ');
  for (uint8_t i = 0; i < count; i++) {
    append(kHex[bytes[i] >> 4]);
    append(kHex[bytes[i] & 0x0F]);
  }
  return *this;
}

const char* LineBuilder::finish() {
  const uint16_t check = crc16(text_, length_);
  text_[length_++] = '*';
  for (int8_t shift = 12; shift >= 0; shift -= 4) text_[length_++] = kHex[(check >> shift) & 0x0F];
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
  // A frame ends in `*` and four upper-case hex digits: without them nothing can be
  // trusted (a v1 line, with two, is refused here too).
  constexpr uint8_t kTail = kCheckDigits + 1;
  bool framed = length >= kTail && text[length - kTail] == '*';
  for (uint8_t i = static_cast<uint8_t>(length - kCheckDigits); framed && i < length; i++) {
    framed = isUpperHex(text[i]);
  }
  if (!framed) return refused(Refusal::kBadChecksum, leadingSeq(text, length));
  const uint8_t bodyLength = static_cast<uint8_t>(length - kTail);
  uint16_t check = 0;
  for (uint8_t i = static_cast<uint8_t>(bodyLength + 1); i < length; i++) {
    check = static_cast<uint16_t>(check << 4 | hexValue(text[i]));
  }
  if (crc16(text, bodyLength) != check) {
    return refused(Refusal::kBadChecksum, leadingSeq(text, bodyLength));
  }

  // `<seq> <VERB>`: a checked line with a broken seq is refused as a bad argument.
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
  // HELLO and ACK carry seq 0 (they are never acknowledged); every command carries 1–9999.
  const bool uncounted = known->verb == Verb::kHello || known->verb == Verb::kAck;
  if (uncounted != (seq == 0)) return refused(Refusal::kBadArgument, seq);

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
  // Each argument's range: {min, max} of the first, then of the second.
  uint16_t min[kMaxArgs] = {0, 0};
  uint16_t max[kMaxArgs] = {0, 0};
  switch (known->verb) {
    case Verb::kAck:
      max[0] = kMaxSeq;
      break;
    case Verb::kShow:
      max[0] = 99;
      break;
    case Verb::kLamps:
      max[0] = 31;
      break;
    case Verb::kBeep:
      max[0] = config::kBeepMaxMs;
      min[1] = config::kBeepMinHz;
      max[1] = config::kBeepMaxHz;
      break;
    case Verb::kDice:
      min[0] = 1;
      max[0] = config::kMaxDiceCount;
      min[1] = config::kMinDiceSides;
      max[1] = config::kMaxDiceSides;
      break;
    case Verb::kClock:
      max[0] = config::kMaxClockSeconds;
      max[1] = 1;
      break;
    case Verb::kSalt: {
      // 32 hex digits, 16 bytes.
      if (argLength[0] != 2 * sizeof line.salt) return refused(Refusal::kBadArgument, seq);
      for (uint8_t i = 0; i < 2 * sizeof line.salt; i++) {
        const uint8_t digit = hexDigit(text[argStart[0] + i]);
        if (digit > 15) return refused(Refusal::kBadArgument, seq);
        line.salt[i / 2] = static_cast<uint8_t>(line.salt[i / 2] << 4 | digit);
      }
      return line;
    }
    case Verb::kHello:
    case Verb::kRoll:
    case Verb::kReveal:
      break;
  }
  uint16_t* const values[kMaxArgs] = {&line.first, &line.second};
  for (uint8_t i = 0; i < args; i++) {
    if (!parseUint(text + argStart[i], argLength[i], max[i], values[i]) || *values[i] < min[i]) {
      return refused(Refusal::kBadArgument, seq);
    }
  }
  return line;
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
