// The whole box on a scripted clock: HELLO, heartbeats, events with resend and
// ACK, overflow, NAKs, the die, lamps, buzzer and the link LED.
#include <string>
#include <vector>

#include "check.h"
#include "fake_hardware.h"

namespace {

// The body of a line the box wrote, after checking its checksum.
std::string body(const std::string& line) {
  const size_t star = line.rfind('*');
  if (star == std::string::npos || frame(line.substr(0, star)) != line) {
    throw TestFailure("bad frame from the box: " + line);
  }
  return line.substr(0, star);
}

std::vector<std::string> bodies(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const std::string& line : lines) out.push_back(body(line));
  return out;
}

// Lines without heartbeats, which come whenever a second passes.
std::vector<std::string> events(Rig& rig) {
  std::vector<std::string> out;
  for (const std::string& b : bodies(rig.take())) {
    if (b.find(" HB ") == std::string::npos) out.push_back(b);
  }
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "|";
  return out;
}

#define CHECK_LINES(actual, expected)                                                   \
  do {                                                                                  \
    const std::string got_ = joined(actual);                                            \
    const std::string want_ = joined(expected);                                         \
    if (got_ != want_) throw TestFailure("lines were " + got_ + " expected " + want_); \
  } while (0)

}  // namespace

TEST(box_says_hello_with_seq_0_then_heartbeats) {
  Rig rig;
  rig.begin();
  CHECK_LINES(bodies(rig.take()), {"0 HELLO apophis-box 1.0.0 1"});
  rig.run(3050);
  CHECK_LINES(bodies(rig.take()), (std::vector<std::string>{"1 HB 1000", "2 HB 2000", "3 HB 3000"}));
}

TEST(box_sends_btn_press_and_resends_until_acked) {
  Rig rig;
  rig.begin();
  rig.take();
  rig.press(config::kStart, 100);
  CHECK_LINES(events(rig), {"1 BTN START PRESS"});
  rig.run(250);
  CHECK_LINES(events(rig), {"1 BTN START PRESS"});  // the resend, same seq
  rig.run(250);
  CHECK_LINES(events(rig), {"1 BTN START PRESS"});
  rig.send("1 ACK 1");
  rig.run(1000);
  CHECK(events(rig).empty());
  CHECK_EQ(rig.box.pending().size(), 0);
}

TEST(box_long_press_sends_long_once) {
  Rig rig;
  rig.begin();
  rig.take();
  rig.hardware.buttons[config::kShuffle] = true;
  rig.run(790);
  CHECK(events(rig).empty());
  rig.run(30);
  CHECK_LINES(events(rig), {"1 BTN SHUFFLE LONG"});
  rig.send("1 ACK 1");
  rig.run(2000);
  rig.hardware.buttons[config::kShuffle] = false;
  rig.run(100);
  CHECK(events(rig).empty());
}

TEST(box_overflow_drops_the_oldest_and_says_so) {
  Rig rig;
  rig.begin();
  for (int i = 0; i < 9; i++) rig.press(config::kOk, 40);
  const std::vector<std::string> lines = events(rig);
  int presses = 0;
  int overflows = 0;
  for (const std::string& line : lines) {
    presses += line.find("BTN OK PRESS") != std::string::npos;
    overflows += line.find("NAK 0 OVERFLOW") != std::string::npos;
  }
  CHECK(presses >= 9);  // nine presses and some resends
  CHECK_EQ(overflows, 1);
  CHECK_EQ(rig.box.pending().size(), config::kMaxPending);
  CHECK(rig.box.pending().at(0).seq != 1);
}

TEST(box_acks_server_lines_and_naks_bad_ones) {
  Rig rig;
  rig.begin();
  rig.take();
  rig.send("5 LAMPS 5");
  rig.send("6 SHOW 4");
  rig.send("7 BEEP 200 440");
  rig.hardware.input += "8 SHOW 3*00\n";
  rig.send("9 FLY");
  rig.send("10 SHOW 9");
  rig.hardware.input += std::string(80, 'Z') + "\n";
  rig.send("11 HELLO");
  rig.hardware.input += "\r\n";  // an empty line asks nothing
  rig.run(5);
  CHECK_LINES(events(rig), (std::vector<std::string>{
                               "1 ACK 5", "2 ACK 6", "3 ACK 7", "4 NAK 8 BADCS", "5 NAK 9 UNKNOWN",
                               "6 NAK 10 BADARG", "7 NAK 0 TOOLONG", "8 ACK 11",
                               "9 HELLO apophis-box 1.0.0 1"}));
  CHECK_EQ(rig.hardware.lamps, 5);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(4));
  CHECK(!rig.hardware.beeps.empty());
  CHECK_EQ(rig.hardware.beeps.back().hz, 440);
  CHECK_EQ(rig.hardware.beeps.back().ms, 200);
}

TEST(box_roll_button_rolls_the_die) {
  Rig rig;
  rig.begin();
  rig.take();
  rig.press(config::kRoll, 60);
  std::vector<std::string> lines = events(rig);
  CHECK_LINES(lines, (std::vector<std::string>{"1 BTN ROLL PRESS", "2 ROLLING"}));
  CHECK(rig.box.rolling());
  rig.send("1 ACK 1");
  rig.send("2 ACK 2");
  // Pressed again while it tumbles: nothing.
  rig.press(config::kRoll, 60);
  rig.run(700);
  lines = events(rig);
  CHECK(!lines.empty());
  const std::string settled = lines.back();
  CHECK(settled.rfind("3 ROLL ", 0) == 0);
  const int face = settled.back() - '0';
  CHECK(face >= 1 && face <= 6);
  CHECK_EQ(rig.box.face(), face);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(static_cast<uint8_t>(face)));
  // Ticks while tumbling, then the settle beep.
  CHECK(rig.hardware.beeps.size() >= 10);
  CHECK_EQ(rig.hardware.beeps.back().hz, config::kSettleHz);
  // The face stays.
  rig.run(3000);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(static_cast<uint8_t>(face)));
}

TEST(box_server_roll_rolls_unless_rolling) {
  Rig rig;
  rig.begin();
  rig.take();
  rig.send("1 ROLL");
  rig.run(100);
  rig.send("2 ACK 2");
  rig.send("3 ROLL");  // ACKed, but the die is already tumbling
  rig.run(700);
  const std::vector<std::string> lines = events(rig);
  CHECK_EQ(lines.size(), 4u);
  CHECK_LINES(std::vector<std::string>(lines.begin(), lines.begin() + 3),
              (std::vector<std::string>{"1 ACK 1", "2 ROLLING", "3 ACK 3"}));
  CHECK(lines[3].rfind("4 ROLL ", 0) == 0);
}

TEST(box_rolls_differ_with_noise) {
  std::vector<std::string> sequences;
  for (uint32_t noise : {1u, 2u}) {
    Rig rig;
    rig.hardware.noiseState = noise;
    rig.begin();
    std::string faces;
    for (int roll = 1; roll <= 12; roll++) {
      rig.send(std::to_string(roll) + " ROLL");
      rig.run(800);
      faces += static_cast<char>('0' + rig.box.face());
    }
    sequences.push_back(faces);
  }
  CHECK(sequences[0] != sequences[1]);
}

TEST(box_link_led_blinks_alone_and_stays_lit_with_a_server) {
  Rig rig;
  rig.begin();
  int changes = 0;
  bool last = rig.hardware.link;
  for (int ms = 0; ms < 3000; ms++) {
    rig.run(1);
    changes += rig.hardware.link != last;
    last = rig.hardware.link;
  }
  CHECK(changes >= 5 && changes <= 7);  // a 1 s period: two changes a second
  rig.send("1 LAMPS 0");
  for (int ms = 0; ms < 2900; ms++) {
    rig.run(1);
    CHECK(rig.hardware.link);
  }
  // Three seconds of silence: blinking again.
  changes = 0;
  for (int ms = 0; ms < 2000; ms++) {
    rig.run(1);
    changes += rig.hardware.link != last;
    last = rig.hardware.link;
  }
  CHECK(changes >= 2);
}
