// Framing and CRC-16 checks of protocol v2, and the verdict on every kind of bad line.
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

void checkRead(const std::string& body, Verb verb, uint16_t seq, uint16_t first, uint16_t second) {
  const ServerLine line = judge(frame(body));
  if (line.refusal != Refusal::kNone || line.verb != verb || line.seq != seq || line.first != first ||
      line.second != second) {
    throw TestFailure("`" + body + "` read as refusal " + std::to_string(static_cast<int>(line.refusal)) +
                      " verb " + std::to_string(static_cast<int>(line.verb)) + " seq " +
                      std::to_string(line.seq) + " " + std::to_string(line.first) + " " +
                      std::to_string(line.second));
  }
}

}  // namespace

TEST(crc_ccitt_false_test_vector) {
  // The check value of CRC-16/CCITT-FALSE (a.k.a. CRC-16/IBM-3740): "123456789" → 0x29B1.
  CHECK_EQ(protocol::crc16("123456789", 9), 0x29B1);
  CHECK_EQ(protocol::crc16("", 0), 0xFFFF);  // init, no final XOR
  CHECK(frame("123456789") == "123456789*29B1");  // the tests' own CRC agrees
  CHECK(frame("1 BTN START PRESS") == "1 BTN START PRESS*F2E9");
  // Every single-bit error in a line changes the check.
  const std::string body = "1 BTN START PRESS";
  const uint16_t good = protocol::crc16(body.c_str(), static_cast<uint8_t>(body.size()));
  for (size_t i = 0; i < body.size(); i++) {
    for (int bit = 0; bit < 8; bit++) {
      std::string flipped = body;
      flipped[i] = static_cast<char>(flipped[i] ^ (1 << bit));
      CHECK(protocol::crc16(flipped.c_str(), static_cast<uint8_t>(flipped.size())) != good);
    }
  }
}

TEST(protocol_builds_lines_with_crc_checks) {
  protocol::LineBuilder press(1);
  press.word("BTN").word("START").word("PRESS");
  const std::string built = press.finish();
  CHECK(built == frame("1 BTN START PRESS") + "\n");
  CHECK_EQ(press.length(), 17 + 6);
  protocol::LineBuilder hello(0);
  hello.word("HELLO").word("apophis-box").word("2.0.0").number(2).word("display");
  CHECK(std::string(hello.finish()) == frame("0 HELLO apophis-box 2.0.0 2 display") + "\n");
  protocol::LineBuilder heartbeat(0);
  heartbeat.word("HB").number(4294967295u);
  CHECK(std::string(heartbeat.finish()) == frame("0 HB 4294967295") + "\n");
  // The longest roll: six d99 at seq 9999.
  protocol::LineBuilder roll(9999);
  roll.word("ROLL").number(99);
  for (int i = 0; i < 6; i++) roll.number(99);
  CHECK(std::string(roll.finish()) == frame("9999 ROLL 99 99 99 99 99 99 99") + "\n");
  CHECK(roll.length() <= protocol::kMaxLine);
}

TEST(protocol_seq_wraps_from_9999_to_1) {
  CHECK_EQ(protocol::nextSeq(0), 1);
  CHECK_EQ(protocol::nextSeq(1), 2);
  CHECK_EQ(protocol::nextSeq(9998), 9999);
  CHECK_EQ(protocol::nextSeq(9999), 1);
}

TEST(protocol_reads_every_server_verb) {
  checkRead("0 HELLO", Verb::kHello, 0, 0, 0);
  checkRead("0 ACK 9999", Verb::kAck, 0, 9999, 0);
  checkRead("0 ACK 0", Verb::kAck, 0, 0, 0);
  checkRead("9999 ROLL", Verb::kRoll, 9999, 0, 0);
  checkRead("3 SHOW 6", Verb::kShow, 3, 6, 0);
  checkRead("3 SHOW 0", Verb::kShow, 3, 0, 0);
  checkRead("3 SHOW 99", Verb::kShow, 3, 99, 0);
  checkRead("4 LAMPS 31", Verb::kLamps, 4, 31, 0);
  checkRead("5 BEEP 5000 31", Verb::kBeep, 5, 5000, 31);
  checkRead("6 BEEP 0 20000", Verb::kBeep, 6, 0, 20000);
  checkRead("7 DICE 1 6", Verb::kDice, 7, 1, 6);
  checkRead("7 DICE 6 99", Verb::kDice, 7, 6, 99);
  checkRead("7 DICE 2 2", Verb::kDice, 7, 2, 2);
  checkRead("8 CLOCK 5999 1", Verb::kClock, 8, 5999, 1);
  checkRead("8 CLOCK 0 0", Verb::kClock, 8, 0, 0);
}

TEST(protocol_refuses_bad_checks) {
  checkRefused("7 ROLL*0000", Refusal::kBadChecksum, 7);
  checkRefused("7 ROLL", Refusal::kBadChecksum, 7);  // no check at all
  CHECK(frame("7 ROLL") == "7 ROLL*894F");
  checkRefused("7 ROLL*894f", Refusal::kBadChecksum, 7);   // lower-case hex
  checkRefused("7 ROLL*4E", Refusal::kBadChecksum, 7);     // a v1 line: two hex digits
  checkRefused("7 ROLL*04E", Refusal::kBadChecksum, 7);    // three
  checkRefused(frame("7 ROLL") + "0", Refusal::kBadChecksum, 7);  // five
  checkRefused("hello", Refusal::kBadChecksum, 0);         // not a frame
  checkRefused("07 ROLL*0000", Refusal::kBadChecksum, 0);  // untrustworthy seq
  checkRefused("*29B1", Refusal::kBadChecksum, 0);
  std::string flipped = frame("8 SHOW 3");
  flipped[5] = 'X';
  checkRefused(flipped, Refusal::kBadChecksum, 8);
  // A v1 frame of a known line, its XOR check in place of the CRC.
  checkRefused("1 BTN START PRESS*4E", Refusal::kBadChecksum, 1);
}

TEST(protocol_refuses_unknown_verbs) {
  checkRefused(frame("9 LAUNCH"), Refusal::kUnknown, 9);
  checkRefused(frame("9 roll"), Refusal::kUnknown, 9);
  checkRefused(frame("9 ROLLING"), Refusal::kUnknown, 9);  // a box verb, not a server one
  checkRefused(frame("9 ROL"), Refusal::kUnknown, 9);
  checkRefused(frame("9 HB 5"), Refusal::kUnknown, 9);
  checkRefused(frame("0 NAK 1 BADCS"), Refusal::kUnknown, 0);
}

TEST(protocol_refuses_bad_arguments) {
  // The four that DESIGN names.
  checkRefused(frame("10 DICE 0 6"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 DICE 1 100"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW 100"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 CLOCK 6000 1"), Refusal::kBadArgument, 10);
  // And the edges around them.
  checkRefused(frame("10 DICE 7 6"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 DICE 1 1"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 DICE 1 0"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 DICE 1"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 DICE 1 6 6"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 DICE 01 6"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 CLOCK 60 2"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 CLOCK 60"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 CLOCK -1 1"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW 1 2"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW 01"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 LAMPS 32"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 LAMPS -1"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 5001 440"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 100 30"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 100 20001"), Refusal::kBadArgument, 10);
  checkRefused(frame("10 BEEP 100 99999999"), Refusal::kBadArgument, 10);
  checkRefused(frame("0 ACK 10000"), Refusal::kBadArgument, 0);
  checkRefused(frame("0 HELLO there"), Refusal::kBadArgument, 0);
  checkRefused(frame("10 ROLL "), Refusal::kBadArgument, 10);
  checkRefused(frame("10 SHOW  3"), Refusal::kBadArgument, 10);
  checkRefused(frame("10000 ROLL"), Refusal::kBadArgument, 0);  // seq out of range
  checkRefused(frame("x ROLL"), Refusal::kBadArgument, 0);
}

TEST(protocol_seq_0_is_for_hello_and_ack_only) {
  // Commands count: seq 0 is refused, with 0.
  for (const char* command : {"0 ROLL", "0 SHOW 3", "0 LAMPS 1", "0 BEEP 10 440", "0 DICE 1 6", "0 CLOCK 1 1"}) {
    checkRefused(frame(command), Refusal::kBadArgument, 0);
  }
  // HELLO and ACK carry 0 and nothing else.
  checkRefused(frame("5 HELLO"), Refusal::kBadArgument, 5);
  checkRefused(frame("5 ACK 3"), Refusal::kBadArgument, 5);
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
  // A well-framed 63-byte command is read, not refused as too long.
  std::string longest = "9999 LAMPS 1";
  while (frame(longest).size() < 63) longest += " ";
  checkRefused(frame(longest), Refusal::kBadArgument, 9999);
  CHECK_EQ(frame(longest).size(), 63u);
}
