// Serial protocol v2 framing (DESIGN.md): `<seq> <VERB>[ <arg>…]*<CHECK>\n`, CHECK
// the CRC-16/CCITT-FALSE of every byte before `*` as four upper-case hex digits, at
// most 64 bytes with the terminator. Fixed buffers only; every bad line gets a
// reason, never a crash.
#pragma once
#include <stdint.h>

namespace protocol {

constexpr uint8_t kMaxLine = 64;  // bytes, terminator included
constexpr uint16_t kMaxSeq = 9999;
constexpr uint8_t kCheckDigits = 4;

// 1–9999, 9999 wraps to 1: 0 belongs to HELLO, HB, ACK and NAK.
uint16_t nextSeq(uint16_t seq);
// CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final XOR.
uint16_t crc16(const char* text, uint8_t length);

// Builds one box→server line in a fixed buffer.
class LineBuilder {
 public:
  explicit LineBuilder(uint16_t seq);
  LineBuilder& word(const char* text);
  // `,<text>` right after the last word: one more item of a comma-separated list.
  LineBuilder& comma(const char* text);
  LineBuilder& number(uint32_t value);
  // ` @<index>`: the word index a proof box's ROLL started at.
  LineBuilder& index(uint32_t value);
  // The bytes as upper-case hex digits, two a byte, after a space.
  LineBuilder& hex(const uint8_t* bytes, uint8_t count);
  // Appends `*CHECK\n` and returns the whole line.
  const char* finish();
  uint8_t length() const { return length_; }

 private:
  void append(char c);
  void digits(uint32_t value);
  char text_[kMaxLine + 1];
  uint8_t length_ = 0;
};

enum class Verb : uint8_t { kHello, kAck, kRoll, kShow, kLamps, kBeep, kDice, kClock, kReveal, kSalt };
enum class Refusal : uint8_t { kNone, kBadChecksum, kUnknown, kBadArgument, kTooLong };
// The NAK reason for a refusal: BADCS, UNKNOWN, BADARG, TOOLONG.
const char* refusalName(Refusal refusal);

struct ServerLine {
  Refusal refusal;
  uint16_t seq;  // 0 when the line's own seq could not be trusted (and for HELLO, ACK)
  Verb verb;
  uint16_t first;   // ACK's seq, SHOW's number, LAMPS' mask, BEEP's ms, DICE's count, CLOCK's seconds
  uint16_t second;  // BEEP's hz, DICE's sides, CLOCK's 0 (paused) or 1 (running)
  uint8_t salt[16];  // SALT's 32 hex digits as bytes
};

// Judges one server line, terminator and `\r` already removed.
ServerLine parseServerLine(const char* text, uint8_t length);

// Gathers bytes into lines; a line longer than the limit is swallowed whole.
class LineReader {
 public:
  enum class Result : uint8_t { kPending, kLine, kTooLong };
  Result feed(char c);
  // The last complete line, without `\r\n`, NUL-terminated.
  const char* text() const { return text_; }
  uint8_t length() const { return lineLength_; }

 private:
  char text_[kMaxLine + 1];
  uint8_t length_ = 0;
  uint8_t lineLength_ = 0;
  bool overflow_ = false;
};

}  // namespace protocol
