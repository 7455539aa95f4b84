// Framing and checksums of protocol v1, and the verdict on every kind of bad line.
#include <cstring>
#include <string>

#include "check.h"
#include "fake_hardware.h"
#include "protocol.h"

using protocol::Refusal;
using protocol::ServerLine;
using protocol::Verb;

namespace {

ServerLine judge(const std::string& text) {
  return protocol::parseServerLine(text.c_str(), static_cast<uint8_t>(text.size()));
}

void checkRefused(const std::string& text, Refusal refusal, uint16_t seq) {
  const ServerLine line = judge(text);
  if (line.refusal != refusal || line.seq != seq) {
    throw TestFailure("`" + text + "` gave refusal " + std::to_string(static_cast<int>(line.refusal)) +
                      " seq " + std::to_string(line.seq));
  }
}

}  // namespace

TEST(protocol_builds_lines_with_known_checksums) {
  protocol::LineBuilder press(1);
  press.word("BTN").word("START").word("PRESS");
  CHECK(std::strcmp(press.finish(), "1 BTN START PRESS*4E\n") == 0);
  CHECK_EQ(press.length(), 21);
  protocol::LineBuilder hello(0);
  hello.word("HELLO").word("apophis-box").word("1.0.0").number(1);
  CHECK(std::strcmp(hello.finish(), "0 HELLO apophis-box 1.0.0 1*56\n") == 0);
  protocol::LineBuilder heartbeat(9999);
  heartbeat.word("HB").number(4294967295u);
  CHECK(std::string(heartbeat.finish()) == frame("9999 HB 4294967295") + "\n");
}

TEST(protocol_seq_wraps_from_9999_to_1) {
  CHECK_EQ(protocol::nextSeq(0), 1);
  CHECK_EQ(protocol::nextSeq(1), 2);
  CHECK_EQ(protocol::nextSeq(9998), 9999);
  CHECK_EQ(protocol::nextSeq(9999), 1);
}

TEST(protocol_reads_every_server_verb) {
  ServerLine line = judge(frame("0 HELLO"));
  CHECK(line.refusal == Refusal::kNone && line.verb == Verb::kHello && line.seq == 0);
  line = judge(frame("12 ACK 9999"));
  CHECK(line.refusal == Refusal::kNone && line.verb == Verb::kAck && line.first == 9999);
  line = judge(frame("9999 ROLL"));
  CHECK(line.refusal == Refusal::kNone && line.verb == Verb::kRoll && line.seq == 9999);
  line = judge(frame("3 SHOW 6"));
  CHECK(line.refusal == Refusal::kNone && line.verb == Verb::kShow && line.first == 6);
  line = judge(frame("4 LAMPS 31"));
  CHECK(line.refusal == Refusal::kNone && line.verb == Verb::kLamps && line.first == 31);
  line = judge(frame("5 BEEP 5000 31"));
  CHECK(line.refusal == Refusal::kNone && line.verb == Verb::kBeep);
  CHECK(line.first == 5000 && line.second == 31);
  line = judge(frame("6 BEEP 0 20000"));
  CHECK(line.refusal == Refusal::kNone && line.first == 0 && line.second == 20000);
}

TEST(protocol_refuses_bad_checksums) {
  checkRefused("7 ROLL*00", Refusal::kBadChecksum, 7);
  checkRefused("7 ROLL", Refusal::kBadChecksum, 7);       // no checksum at all
  checkRefused("7 ROLL*4a", Refusal::kBadChecksum, 7);    // lower-case hex
  checkRefused("hello", Refusal::kBadChecksum, 0);        // not a frame
  checkRefused("07 ROLL*00", Refusal::kBadChecksum, 0);   // untrustworthy seq
  std::string flipped = frame("8 SHOW 3");
  flipped[5] = 'X';
  checkRefused(flipped, Refusal::kBadChecksum, 8);
}

TEST(protocol_refuses_unknown_verbs) {
  checkRefused(frame("9 LAUNCH"), Refusal::kUnknown, 9);
  checkRefused(frame("9 roll"), Refusal::kUnknown, 9);
  checkRefused(frame("9 ROLLING"), Refusal::kUnknown, 9);  // a box verb, not a server one
  checkRefused(frame("9 ROL"), Refusal::kUnknown, 9);
}

TEST(protocol_refuses_bad_arguments) {
  checkRefused(frame("10 SHOW 7"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW 1 2"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW 01"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 LAMPS 32"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 LAMPS -1"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 5001 440"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 100 30"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 100 20001"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 100 99999999"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 ACK 10000"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 HELLO there"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 ROLL "), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW  3"), Refusal::kBadArgument, 10);
  checkRefused(frame("0 ROLL"), Refusal::kBadArgument, 0);     // seq 0 is HELLO's
  checkRefused(frame("10000 ROLL"), Refusal::kBadArgument, 0); // seq out of range
  checkRefused(frame("x ROLL"), Refusal::kBadArgument, 0);
}

TEST(protocol_reader_strips_cr_and_refuses_long_lines) {
  protocol::LineReader reader;
  const std::string ok = frame("1 ROLL") + "\r\n";
  protocol::LineReader::Result result = protocol::LineReader::Result::kPending;
  for (char c : ok) result = reader.feed(c);
  CHECK(result == protocol::LineReader::Result::kLine);
  CHECK(std::string(reader.text()) == frame("1 ROLL"));

  // 63 bytes of text and the terminator make 64: the longest line allowed.
  for (size_t length : {63u, 64u, 200u}) {
    const std::string text(length, 'A');
    for (char c : text) CHECK(reader.feed(c) == protocol::LineReader::Result::kPending);
    result = reader.feed('\n');
    CHECK(result == (length == 63 ? protocol::LineReader::Result::kLine
                                  : protocol::LineReader::Result::kTooLong));
  }
  // A 63-byte line with `\r` still fits; the line after a long one is read whole.
  const std::string edge = std::string(63, 'B') + "\r\n";
  for (char c : edge) result = reader.feed(c);
  CHECK(result == protocol::LineReader::Result::kLine);
  CHECK_EQ(reader.length(), 63);
  for (char c : ok) result = reader.feed(c);
  CHECK(std::string(reader.text()) == frame("1 ROLL"));
  CHECK(judge(std::string(64, '1')).refusal == Refusal::kTooLong);
}
