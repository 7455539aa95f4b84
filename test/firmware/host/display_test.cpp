// The TM1637 driver against a fake chip on the two lines (bytes, acks, commands),
// and what the display shows: `----`, a running and a paused clock, SHOW, rolls.
#include <string>
#include <vector>

#include "check.h"
#include "display.h"
#include "fake_hardware.h"
#include "tm1637.h"

namespace {

#define CHECK_SEEN(chip, text)                                                              \
  do {                                                                                      \
    const std::string seen_ = (chip).seen();                                                \
    if (seen_ != (text)) throw TestFailure("display shows `" + seen_ + "`, expected `" + (text) + "`"); \
  } while (0)

std::string errors(const FakeTm1637& chip) {
  std::string out;
  for (const std::string& error : chip.errors) out += error + "; ";
  return out;
}

}  // namespace

TEST(tm1637_sends_bytes_lsb_first_with_starts_and_stops) {
  FakeHardware hardware;
  Tm1637 chip(hardware);
  CHECK(chip.probe());
  CHECK_EQ(hardware.display.commands.size(), 1u);
  CHECK(hardware.display.commands[0] == std::vector<uint8_t>{0x40});
  // Every byte value reaches the chip intact, in every digit.
  for (int value = 0; value < 256; value++) {
    const uint8_t segments[4] = {static_cast<uint8_t>(value), static_cast<uint8_t>(~value),
                                 static_cast<uint8_t>(value ^ 0x5A), static_cast<uint8_t>(value * 7)};
    CHECK(chip.writeDigits(segments));
    const std::vector<uint8_t>& last = hardware.display.commands.back();
    CHECK(last == (std::vector<uint8_t>{0xC0, segments[0], segments[1], segments[2], segments[3]}));
    for (int i = 0; i < 4; i++) CHECK_EQ(hardware.display.registers[i], segments[i]);
  }
  CHECK(chip.writeControl(true, 4));
  CHECK(hardware.display.commands.back() == std::vector<uint8_t>{0x8C});
  CHECK(hardware.display.lit);
  CHECK_EQ(hardware.display.brightness, 4);
  CHECK(chip.writeControl(false, 4));
  CHECK(!hardware.display.lit);
  if (!hardware.display.errors.empty()) throw TestFailure(errors(hardware.display));
  // Both lines are left released (idle high) after every command.
  CHECK(hardware.display.clk());
  CHECK(hardware.display.dio());
  CHECK(hardware.displayPauses > 0);
}

TEST(tm1637_ack_tells_whether_a_chip_is_there) {
  FakeHardware hardware;
  hardware.display.present = false;
  Tm1637 chip(hardware);
  CHECK(!chip.probe());
  const uint8_t segments[4] = {1, 2, 3, 4};
  CHECK(!chip.writeDigits(segments));
  CHECK(!chip.writeControl(true, 4));
  CHECK(hardware.display.commands.empty());
  hardware.display.present = true;
  CHECK(chip.probe());
  CHECK(chip.writeDigits(segments));
}

TEST(display_shows_dashes_until_the_first_clock) {
  FakeHardware hardware;
  Display display(hardware);
  CHECK(display.begin(0));
  CHECK(display.present());
  CHECK_SEEN(hardware.display, "----");
  CHECK_EQ(hardware.display.brightness, config::kDisplayBrightness);
  const size_t commands = hardware.display.commands.size();
  for (uint32_t t = 0; t < 5000; t += 10) display.update(t);
  CHECK_EQ(hardware.display.commands.size(), commands);  // nothing changed: nothing written
  CHECK(hardware.display.errors.empty());
}

TEST(display_running_clock_counts_down_to_zero) {
  FakeHardware hardware;
  Display display(hardware);
  display.begin(0);
  display.clock(62, true, 1000);
  display.update(1000);
  CHECK_SEEN(hardware.display, "01:02");
  const int writes = hardware.display.digitWrites;
  display.update(1999);
  CHECK_SEEN(hardware.display, "01:02");
  CHECK_EQ(hardware.display.digitWrites, writes);
  display.update(2000);
  CHECK_SEEN(hardware.display, "01:01");
  display.update(4000);
  CHECK_SEEN(hardware.display, "00:59");
  // One write per second shown, however often update runs (01:00 was skipped above).
  for (uint32_t t = 4000; t <= 70000; t++) display.update(t);
  CHECK_SEEN(hardware.display, "00:00");
  CHECK_EQ(display.secondsLeft(), 0);
  CHECK_EQ(hardware.display.digitWrites, writes + 61);
  // The longest: 99:59.
  display.clock(5999, true, 80000);
  display.update(80000);
  CHECK_SEEN(hardware.display, "99:59");
  CHECK(hardware.display.errors.empty());
}

TEST(display_paused_clock_blinks_700_on_300_off) {
  FakeHardware hardware;
  Display display(hardware);
  display.begin(0);
  display.clock(754, false, 10000);
  int lit = 0;
  int dark = 0;
  for (uint32_t t = 10000; t < 13000; t++) {
    display.update(t);
    CHECK(hardware.display.digits() == "12:34");  // frozen
    (hardware.display.lit ? lit : dark)++;
    const bool expectLit = (t - 10000) % 1000 < 700;
    CHECK_EQ(hardware.display.lit, expectLit);
  }
  CHECK_EQ(lit, 2100);
  CHECK_EQ(dark, 900);
  // Blinking switches the display on and off (one byte), it does not rewrite the digits.
  CHECK_EQ(hardware.display.digitWrites, 2);  // `----` at begin, then 12:34
  CHECK_EQ(hardware.display.controlWrites, 1 + 5);  // lit at begin; off, on, off, on, off
  // Running again: lit and counting.
  display.clock(754, true, 13200);
  display.update(13200);
  CHECK_SEEN(hardware.display, "12:34");
  display.update(14200);
  CHECK_SEEN(hardware.display, "12:33");
  CHECK(hardware.display.errors.empty());
}

TEST(display_show_number_for_3_s_then_the_clock) {
  FakeHardware hardware;
  Display display(hardware);
  display.begin(0);
  display.clock(600, true, 0);
  display.showNumber(7, 100);
  display.update(100);
  CHECK_SEEN(hardware.display, "   7");
  display.showNumber(42, 200);
  display.update(200);
  CHECK_SEEN(hardware.display, "  42");
  display.showNumber(0, 300);
  display.update(300);
  CHECK_SEEN(hardware.display, "   0");
  display.update(3299);
  CHECK_SEEN(hardware.display, "   0");
  // The clock kept counting underneath.
  display.update(3300);
  CHECK_SEEN(hardware.display, "09:57");
  // Over a paused clock, SHOW is steady, not blinking.
  display.clock(30, false, 4000);
  display.showNumber(99, 4000);
  for (uint32_t t = 4000; t < 7000; t += 50) {
    display.update(t);
    CHECK_SEEN(hardware.display, "  99");
  }
  display.update(7000);
  CHECK(hardware.display.digits() == "00:30");
  CHECK(hardware.display.errors.empty());
}

TEST(display_shows_rolls_one_or_two_values) {
  FakeHardware hardware;
  Display display(hardware);
  display.begin(0);
  const uint8_t one[1] = {12};
  display.showRoll(one, 1, 0);
  display.update(0);
  CHECK_SEEN(hardware.display, "  12");
  const uint8_t two[2] = {7, 12};
  display.showRoll(two, 2, 10);
  display.update(10);
  CHECK_SEEN(hardware.display, "0712");  // two 2-digit numbers, no colon: not a time
  const uint8_t three[3] = {9, 98, 99};
  display.showRoll(three, 3, 20);
  display.update(20);
  CHECK_SEEN(hardware.display, "   9");  // three or more: the first
  display.update(3020);
  CHECK_SEEN(hardware.display, "----");
}

TEST(display_absent_writes_nothing) {
  FakeHardware hardware;
  hardware.display.present = false;
  Display display(hardware);
  CHECK(!display.begin(0));
  CHECK(!display.present());
  const int pauses = hardware.displayPauses;
  display.clock(100, true, 0);
  display.showNumber(5, 0);
  for (uint32_t t = 0; t < 5000; t += 7) display.update(t);
  // Never touches the lines again, but the clock still runs (for nobody).
  CHECK_EQ(hardware.displayPauses, pauses);
  CHECK_EQ(display.secondsLeft(), 96);
}
