// Serial protocol v1 framing (DESIGN.md): `<seq> <VERB>[ <arg>…]*<CS>\n`, CS the
// XOR of every byte before `*` as two upper-case hex digits, at most 64 bytes with
// the terminator. Fixed buffers only; every bad line gets a reason, never a crash.
#pragma once
#include <stdint.h>

namespace protocol {

constexpr uint8_t kMaxLine = 64;  // bytes, terminator included
constexpr uint16_t kMaxSeq = 9999;

// 1–9999, 9999 wraps to 1: 0 belongs to the boot HELLO alone.
uint16_t nextSeq(uint16_t seq);
uint8_t checksum(const char* text, uint8_t length);

// Builds one box→server line in a fixed buffer.
class LineBuilder {
 public:
  explicit LineBuilder(uint16_t seq);
  LineBuilder& word(const char* text);
  LineBuilder& number(uint32_t value);
  // Appends `*CS\n` and returns the whole line.
  const char* finish();
  uint8_t length() const { return length_; }

 private:
  void append(char c);
  char text_[kMaxLine + 1];
  uint8_t length_ = 0;
};

enum class Verb : uint8_t { kHello, kAck, kRoll, kShow, kLamps, kBeep };
enum class Refusal : uint8_t { kNone, kBadChecksum, kUnknown, kBadArgument, kTooLong };
// The NAK reason for a refusal: BADCS, UNKNOWN, BADARG, TOOLONG.
const char* refusalName(Refusal refusal);

struct ServerLine {
  Refusal refusal;
  uint16_t seq;  // 0 when the line's own seq could not be trusted
  Verb verb;
  uint16_t first;   // ACK's seq, SHOW's face, LAMPS' mask, BEEP's ms
  uint16_t second;  // BEEP's hz
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
