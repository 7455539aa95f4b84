// The whole box on a scripted clock: HELLO, heartbeats, events with resend and
// ACK (fast resend too), overflow, NAKs, resent server commands obeyed once, HELLO
// renumbering, dice and rolls, the display, lamps, buzzer and the link LED.
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "check.h"
#include "fake_hardware.h"

namespace {

// The body of a line the box wrote, after checking its CRC.
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
    if (b.rfind("0 HB ", 0) != 0) out.push_back(b);
  }
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "|";
  return out;
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

#define CHECK_LINES(actual, expected)                                                   \
  do {                                                                                  \
    const std::string got_ = joined(actual);                                            \
    const std::string want_ = joined(expected);                                         \
    if (got_ != want_) throw TestFailure("lines were " + got_ + " expected " + want_); \
  } while (0)

using Lines = std::vector<std::string>;

// Rolls through the server and returns the box's settled ROLL line's body.
std::string serverRoll(Rig& rig, uint16_t seq) {
  rig.send(std::to_string(seq) + " ROLL");
  rig.run(800);
  std::string settled;
  for (const std::string& line : events(rig)) {
    if (words(line).size() > 1 && words(line)[1] == "ROLL") settled = line;
  }
  if (settled.empty()) throw TestFailure("no ROLL from the box");
  return settled;
}

}  // namespace

TEST(box_says_hello_with_seq_0_then_heartbeats_with_seq_0) {
  Rig rig;
  rig.begin();
  // Then its commitment, the first event (seq 1): the first 16 bytes of SHA-256 of the seed.
  const Lines hello = bodies(rig.take());
  CHECK_EQ(hello.size(), 2u);
  CHECK(hello[0] == "0 HELLO apophis-box 2.2.0 2 display,proof,salt");
  CHECK(hello[1] == "1 COMMIT " + hexOf(rig.box.proof().commitment(), proof::kCommitmentBytes));
  rig.send("0 ACK 1");
  rig.run(3050);
  CHECK_LINES(bodies(rig.take()), (Lines{"0 HB 1000", "0 HB 2000", "0 HB 3000"}));
}

TEST(box_without_display_says_so_in_hello) {
  Rig rig;
  rig.hardware.display.present = false;
  rig.begin();
  const Lines hello = bodies(rig.take());
  CHECK(hello.at(0) == "0 HELLO apophis-box 2.2.0 2 proof,salt");
  CHECK(hello.at(1).rfind("1 COMMIT ", 0) == 0);
  rig.send("0 ACK 1");
  CHECK(!rig.box.display().present());
  // Everything else works: a CLOCK is ACKed, a roll rolls.
  rig.send("1 CLOCK 60 1");
  rig.send("2 SHOW 42");
  rig.run(5);
  CHECK_LINES(events(rig), (Lines{"0 ACK 1", "0 ACK 2"}));
  CHECK(serverRoll(rig, 3).rfind("3 ROLL 6 ", 0) == 0);
  CHECK(rig.hardware.display.commands.empty());
}

TEST(box_sends_btn_press_and_resends_until_acked) {
  Rig rig;
  rig.beginAcked();
  rig.press(config::kStart, 100);
  CHECK_LINES(events(rig), Lines{"2 BTN START PRESS"});
  rig.run(250);
  CHECK_LINES(events(rig), Lines{"2 BTN START PRESS"});  // the resend, same seq
  rig.run(250);
  CHECK_LINES(events(rig), Lines{"2 BTN START PRESS"});
  rig.send("0 ACK 2");
  rig.run(1000);
  CHECK(events(rig).empty());
  CHECK_EQ(rig.box.pending().size(), 0);
  // The next event takes the next seq: heartbeats and ACKs took none.
  rig.press(config::kOk, 60);
  CHECK_LINES(events(rig), Lines{"3 BTN OK PRESS"});
}

TEST(box_long_press_sends_long_once) {
  Rig rig;
  rig.beginAcked();
  rig.hardware.buttons[config::kShuffle] = true;
  rig.run(790);
  CHECK(events(rig).empty());
  rig.run(30);
  CHECK_LINES(events(rig), Lines{"2 BTN SHUFFLE LONG"});
  rig.send("0 ACK 2");
  rig.run(2000);
  rig.hardware.buttons[config::kShuffle] = false;
  rig.run(100);
  CHECK(events(rig).empty());
}

TEST(box_overflow_drops_the_oldest_and_says_so) {
  Rig rig;
  rig.beginAcked();
  for (int i = 0; i < 9; i++) rig.press(config::kOk, 40);
  const Lines lines = events(rig);
  int presses = 0;
  int overflows = 0;
  for (const std::string& line : lines) {
    presses += line.find("BTN OK PRESS") != std::string::npos;
    overflows += line == "0 NAK 0 OVERFLOW";
  }
  CHECK(presses >= 9);  // nine presses and some resends
  CHECK_EQ(overflows, 1);
  CHECK_EQ(rig.box.pending().size(), config::kMaxPending);
  CHECK_EQ(rig.box.pending().at(0).seq, 3);
}

TEST(box_fast_resends_the_oldest_when_a_younger_ack_overtakes_it) {
  Rig rig;
  rig.beginAcked();
  rig.press(config::kStart, 40);  // 2: lost on the way, say
  rig.press(config::kScrap, 40);  // 3
  CHECK_LINES(events(rig), (Lines{"2 BTN START PRESS", "3 BTN SCRAP PRESS"}));
  // ACK 3 comes well before 2's 250 ms are up: 2 is resent at once.
  rig.send("0 ACK 3");
  rig.run(1);
  CHECK_LINES(events(rig), Lines{"2 BTN START PRESS"});
  // And then on its own 250 ms clock again, from that resend.
  rig.run(245);
  CHECK(events(rig).empty());
  rig.run(10);
  CHECK_LINES(events(rig), Lines{"2 BTN START PRESS"});
  // An ACK of the oldest itself hurries nothing.
  rig.send("0 ACK 2");
  rig.run(500);
  CHECK(events(rig).empty());
}

TEST(box_acks_server_lines_and_naks_bad_ones) {
  Rig rig;
  rig.beginAcked();
  rig.send("5 LAMPS 5");
  rig.send("6 SHOW 4");
  rig.send("7 BEEP 200 440");
  rig.hardware.input += "8 SHOW 3*0000\n";
  rig.send("9 FLY");
  rig.send("10 SHOW 100");
  rig.hardware.input += std::string(80, 'Z') + "\n";
  rig.hardware.input += "11 ROLL*4E\n";  // a v1 line
  rig.hardware.input += "\r\n";         // an empty line asks nothing
  rig.send("12 DICE 3 20");
  rig.send("13 CLOCK 90 0");
  rig.run(5);
  CHECK_LINES(events(rig), (Lines{"0 ACK 5", "0 ACK 6", "0 ACK 7", "0 NAK 8 BADCS", "0 NAK 9 UNKNOWN",
                                  "0 NAK 10 BADARG", "0 NAK 0 TOOLONG", "0 NAK 11 BADCS", "0 ACK 12",
                                  "0 ACK 13"}));
  CHECK_EQ(rig.hardware.lamps, 5);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(4));
  CHECK(!rig.hardware.beeps.empty());
  CHECK_EQ(rig.hardware.beeps.back().hz, 440);
  CHECK_EQ(rig.hardware.beeps.back().ms, 200);
  CHECK_EQ(rig.box.die().nextCount(), 3);
  CHECK_EQ(rig.box.die().nextSides(), 20);
}

TEST(box_naks_the_bad_arguments_design_names) {
  Rig rig;
  rig.beginAcked();
  rig.send("1 DICE 0 6");
  rig.send("2 DICE 1 100");
  rig.send("3 SHOW 100");
  rig.send("4 CLOCK 6000 1");
  rig.run(5);
  CHECK_LINES(events(rig), (Lines{"0 NAK 1 BADARG", "0 NAK 2 BADARG", "0 NAK 3 BADARG", "0 NAK 4 BADARG"}));
  // Nothing of them was obeyed.
  CHECK_EQ(rig.box.die().nextCount(), 1);
  CHECK_EQ(rig.box.die().nextSides(), 6);
  CHECK(rig.hardware.display.seen() == "----");
}

TEST(box_seq_0_rules) {
  Rig rig;
  rig.beginAcked();
  rig.send("0 ROLL");    // a command needs a seq
  rig.send("0 SHOW 3");
  rig.send("5 HELLO");   // HELLO carries 0
  rig.send("6 ACK 1");   // so does ACK
  rig.run(5);
  CHECK_LINES(events(rig), (Lines{"0 NAK 0 BADARG", "0 NAK 0 BADARG", "0 NAK 5 BADARG", "0 NAK 6 BADARG"}));
  CHECK(!rig.box.rolling());
  CHECK_EQ(rig.hardware.pips, 0);
}

TEST(box_obeys_a_resent_command_once_and_acks_it_again) {
  Rig rig;
  rig.beginAcked();
  rig.send("1 ROLL");
  rig.run(50);
  // The ACK was lost: the server resends 1 after 250 ms, while and after the die tumbles.
  rig.send("1 ROLL");
  rig.run(800);
  rig.send("1 ROLL");
  rig.run(800);
  // Nothing of the box's is ACKed here, so its events come again and again; what
  // counts is how many different ones there are.
  std::set<std::string> rolls;
  int acks = 0;
  for (const std::string& line : events(rig)) {
    if (line.find("ROLL") != std::string::npos) rolls.insert(line);
    acks += line == "0 ACK 1";
  }
  CHECK_EQ(acks, 3);
  CHECK_EQ(rolls.size(), 2u);  // one roll: one ROLLING, one ROLL
  CHECK(rolls.count("2 ROLLING") == 1);
  // A resent BEEP does not beep twice; a late older command is still obeyed once.
  rig.hardware.beeps.clear();
  rig.send("3 BEEP 100 440");
  rig.send("3 BEEP 100 440");
  rig.send("2 LAMPS 9");
  rig.send("2 LAMPS 9");
  rig.run(5);
  CHECK_EQ(rig.hardware.beeps.size(), 1u);
  CHECK_EQ(rig.hardware.lamps, 9);
  rig.send("4 LAMPS 1");
  rig.send("2 LAMPS 9");  // a stale resend of 2 after 4: ACKed, not obeyed
  rig.run(5);
  CHECK_EQ(rig.hardware.lamps, 1);
  CHECK_LINES(events(rig), (Lines{"0 ACK 3", "0 ACK 3", "0 ACK 2", "0 ACK 2", "0 ACK 4", "0 ACK 2"}));
}

TEST(box_hello_resets_counters_and_renumbers_pending_events) {
  Rig rig;
  rig.beginAcked();
  const std::string commit = "COMMIT " + hexOf(rig.box.proof().commitment(), proof::kCommitmentBytes);
  rig.send("1 DICE 2 12");
  rig.send("2 LAMPS 3");
  rig.run(5);
  rig.press(config::kStart, 40);  // 2
  rig.press(config::kScrap, 40);  // 3
  rig.press(config::kOk, 40);     // 4
  rig.send("0 ACK 2");
  rig.run(5);
  rig.take();
  // The server restarted: it says HELLO. The box answers HELLO (no ACK), then the two
  // events still waiting at once, as 1 and 2, then its commitment again (the same seed).
  rig.send("0 HELLO");
  rig.run(1);
  CHECK_LINES(events(rig), (Lines{"0 HELLO apophis-box 2.2.0 2 display,proof,salt", "1 BTN SCRAP PRESS",
                                  "2 BTN OK PRESS", "3 " + commit}));
  CHECK_EQ(rig.box.pending().size(), 3);
  // The next new event follows them.
  rig.press(config::kShuffle, 40);
  CHECK_LINES(events(rig), Lines{"4 BTN SHUFFLE PRESS"});
  // The server's seqs were forgotten: its new 1 and 2 are obeyed, not taken for resends.
  rig.send("1 LAMPS 7");
  rig.send("2 SHOW 2");
  rig.run(5);
  CHECK_EQ(rig.hardware.lamps, 7);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(2));
  // ACKs under the new numbers clear the queue.
  rig.send("0 ACK 1");
  rig.send("0 ACK 2");
  rig.send("0 ACK 3");
  rig.send("0 ACK 4");
  rig.run(5);
  CHECK_EQ(rig.box.pending().size(), 0);
  // And the dice are back to one d6.
  CHECK_EQ(rig.box.die().nextCount(), 1);
  CHECK_EQ(rig.box.die().nextSides(), 6);
  rig.take();
  CHECK(words(serverRoll(rig, 3)).size() == 5);  // "6 ROLL 6 v @0"
}

TEST(box_hello_with_nothing_pending_starts_at_1) {
  Rig rig;
  rig.beginAcked();
  rig.press(config::kStart, 40);
  rig.send("0 ACK 2");
  rig.run(5);
  rig.take();
  rig.send("0 HELLO");
  rig.run(1);
  rig.press(config::kStart, 40);
  const std::string commit = "COMMIT " + hexOf(rig.box.proof().commitment(), proof::kCommitmentBytes);
  CHECK_LINES(events(rig), (Lines{"0 HELLO apophis-box 2.2.0 2 display,proof,salt", "1 " + commit, "2 BTN START PRESS"}));
}

TEST(box_roll_button_rolls_the_die) {
  Rig rig;
  rig.beginAcked();
  rig.press(config::kRoll, 60);
  Lines lines = events(rig);
  CHECK_LINES(lines, (Lines{"2 BTN ROLL PRESS", "3 ROLLING"}));
  CHECK(rig.box.rolling());
  rig.send("0 ACK 2");
  rig.send("0 ACK 3");
  // Pressed again while it tumbles: nothing.
  rig.press(config::kRoll, 60);
  rig.run(700);
  lines = events(rig);
  CHECK(!lines.empty());
  const std::vector<std::string> settled = words(lines.back());
  CHECK_EQ(settled.size(), 5u);
  CHECK(settled[0] == "4" && settled[1] == "ROLL" && settled[2] == "6" && settled[4] == "@0");
  const int face = std::stoi(settled[3]);
  CHECK(face >= 1 && face <= 6);
  CHECK_EQ(rig.box.face(), face);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(static_cast<uint8_t>(face)));
  // Ticks while tumbling, then the settle beep.
  CHECK(rig.hardware.beeps.size() >= 10);
  CHECK_EQ(rig.hardware.beeps.back().hz, config::kSettleHz);
  // The face stays; a d6 leaves the display alone.
  rig.run(3000);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(static_cast<uint8_t>(face)));
  CHECK(rig.hardware.display.seen() == "----");
}

TEST(box_server_roll_rolls_unless_rolling) {
  Rig rig;
  rig.beginAcked();
  rig.send("1 ROLL");
  rig.run(100);
  rig.send("0 ACK 2");
  rig.send("2 ROLL");  // ACKed, but the die is already tumbling
  rig.run(700);
  const Lines lines = events(rig);
  CHECK_EQ(lines.size(), 4u);
  CHECK_LINES(Lines(lines.begin(), lines.begin() + 3), (Lines{"0 ACK 1", "2 ROLLING", "0 ACK 2"}));
  CHECK(lines[3].rfind("3 ROLL 6 ", 0) == 0);
}

TEST(box_dice_sets_many_dice_for_the_next_roll) {
  Rig rig;
  rig.beginAcked();
  rig.send("1 DICE 6 99");
  rig.run(5);
  const std::vector<std::string> roll = words(serverRoll(rig, 2));
  CHECK_EQ(roll.size(), 3u + 6u + 1u);
  CHECK(roll[1] == "ROLL" && roll[2] == "99" && roll[9] == "@0");
  for (size_t i = 3; i < 9; i++) {
    const int value = std::stoi(roll[i]);
    CHECK(value >= 1 && value <= 99);
  }
  // Above 6 the pips are dark and the display shows the first value for 3 s.
  CHECK_EQ(rig.hardware.pips, 0);
  CHECK_EQ(rig.box.face(), 0);
  const std::string first = roll[3];
  CHECK(rig.hardware.display.seen() == std::string(4 - first.size(), ' ') + first);
  rig.run(2850);
  CHECK(rig.hardware.display.seen() == std::string(4 - first.size(), ' ') + first);
  rig.run(100);  // 3 s after the roll settled
  CHECK(rig.hardware.display.seen() == "----");
  // The setting holds for every roll until the next DICE: a roll by the button too.
  rig.take();
  rig.press(config::kRoll, 40);
  rig.run(800);
  std::vector<std::string> pressed;
  for (const std::string& line : events(rig)) {
    if (words(line)[1] == "ROLL") pressed = words(line);
  }
  CHECK_EQ(pressed.size(), 10u);
  CHECK(pressed[2] == "99");
  rig.run(3000);  // past that roll's 3 s on the display
  // Three d6: the pips show the first die, the display stays on its clock.
  rig.send("3 DICE 3 6");
  rig.send("4 CLOCK 300 0");
  rig.run(5);
  const std::vector<std::string> d6 = words(serverRoll(rig, 5));
  CHECK_EQ(d6.size(), 7u);
  CHECK_EQ(rig.hardware.pips, pipsOfFace(static_cast<uint8_t>(std::stoi(d6[3]))));
  CHECK(rig.hardware.display.digits() == "05:00");
}

TEST(box_two_dice_above_6_show_as_two_numbers) {
  Rig rig;
  rig.begin();
  rig.send("1 DICE 2 12");
  const std::vector<std::string> roll = words(serverRoll(rig, 2));
  CHECK_EQ(roll.size(), 6u);
  char expected[5];
  std::snprintf(expected, sizeof expected, "%02d%02d", std::stoi(roll[3]), std::stoi(roll[4]));
  CHECK(rig.hardware.display.seen() == expected);
  CHECK_EQ(rig.hardware.pips, 0);
}

TEST(box_rolls_are_uniform_through_the_box) {
  // Many server rolls of a d12 through the whole box: every value turns up.
  Rig rig;
  rig.begin();
  rig.send("1 DICE 1 12");
  std::vector<int> counts(13, 0);
  for (uint16_t seq = 2; seq < 122; seq++) {
    const std::vector<std::string> roll = words(serverRoll(rig, seq));
    counts[std::stoi(roll[3])]++;
    rig.send("0 ACK " + roll[0]);
    rig.send("0 ACK " + std::to_string(std::stoi(roll[0]) - 1));
  }
  for (int value = 1; value <= 12; value++) CHECK(counts[value] > 0);
  CHECK_EQ(counts[0], 0);
}

TEST(box_show_and_clock_drive_the_display) {
  Rig rig;
  rig.begin();
  CHECK(rig.hardware.display.seen() == "----");
  rig.send("1 CLOCK 125 1");
  rig.run(5);
  CHECK(rig.hardware.display.seen() == "02:05");
  rig.run(1000);
  CHECK(rig.hardware.display.seen() == "02:04");
  rig.send("2 SHOW 17");
  rig.run(5);
  CHECK(rig.hardware.display.seen() == "  17");
  CHECK_EQ(rig.hardware.pips, 0);  // 17 is no pip face
  rig.send("3 SHOW 3");
  rig.run(5);
  CHECK(rig.hardware.display.seen() == "   3");
  CHECK_EQ(rig.hardware.pips, pipsOfFace(3));
  rig.run(3000);
  CHECK(rig.hardware.display.seen() == "02:01");
  // Paused: frozen and blinking.
  rig.send("4 CLOCK 125 0");
  rig.run(5);
  int dark = 0;
  for (int ms = 0; ms < 2000; ms++) {
    rig.run(1);
    CHECK(rig.hardware.display.digits() == "02:05");
    dark += !rig.hardware.display.lit;
  }
  CHECK(dark > 500 && dark < 700);
  CHECK(rig.hardware.display.errors.empty());
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
