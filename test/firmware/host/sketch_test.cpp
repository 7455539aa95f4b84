// The sketch itself on the stub core: its pins, its watchdog, and one round trip.
#include "Arduino.h"
#include "avr/wdt.h"
#include "apophis-box.ino"
#include "check.h"
#include "fake_hardware.h"

namespace stub {
Board board;
int watchdogTimeout = -1;
int watchdogFeeds = 0;
void reset() {
  board = Board{};
  watchdogTimeout = -1;
  watchdogFeeds = 0;
}
}  // namespace stub
StubSerial Serial;
uint8_t MCUSR = 0x08;  // as after a watchdog reset

namespace {
void loopFor(uint32_t ms) {
  for (uint32_t i = 0; i < ms * 10; i++) {
    stub::board.micros += 100;
    loop();
  }
}
}  // namespace

TEST(sketch_wires_the_config_pins_and_round_trips) {
  stub::reset();
  setup();
  for (uint8_t pin : config::kButtonPins) CHECK_EQ(stub::board.mode[pin], INPUT_PULLUP);
  for (uint8_t pin : config::kPipPins) CHECK_EQ(stub::board.mode[pin], OUTPUT);
  for (uint8_t pin : config::kLampPins) CHECK_EQ(stub::board.mode[pin], OUTPUT);
  CHECK_EQ(stub::board.mode[config::kBuzzerPin], OUTPUT);
  CHECK_EQ(stub::board.mode[config::kLinkLedPin], OUTPUT);
  CHECK_EQ(stub::board.baud, 115200);
  CHECK_EQ(MCUSR, 0);
  CHECK_EQ(stub::watchdogTimeout, WDTO_1S);
  CHECK(stub::board.sent == frame("0 HELLO apophis-box 1.0.0 1") + "\n");
  loopFor(10);
  CHECK(stub::watchdogFeeds > 0);

  // Buttons, lamps, pips and buzzer (one case: the sketch's Box is a single static).
  stub::board.sent.clear();
  stub::board.input[config::kButtonPins[config::kScrap]] = LOW;
  loopFor(50);
  stub::board.input[config::kButtonPins[config::kScrap]] = HIGH;
  loopFor(30);
  CHECK(stub::board.sent == frame("1 BTN SCRAP PRESS") + "\n");
  stub::board.received = frame("1 LAMPS 20") + "\n" + frame("2 SHOW 5") + "\n" + frame("3 BEEP 100 880") + "\n";
  loopFor(1);
  // LAMPS 20 = SCRAP and OK: A2 and A4.
  const int lamps[5] = {LOW, LOW, HIGH, LOW, HIGH};
  for (int i = 0; i < 5; i++) CHECK_EQ(stub::board.level[config::kLampPins[i]], lamps[i]);
  // Five: centre and both diagonals, not the middle pair.
  const int pips[4] = {HIGH, HIGH, HIGH, LOW};
  for (int i = 0; i < 4; i++) CHECK_EQ(stub::board.level[config::kPipPins[i]], pips[i]);
  CHECK_EQ(stub::board.toneHz, 880);
  CHECK_EQ(stub::board.toneMs, 100ul);
  // The link LED stays lit while the server speaks, past a blink's dark half.
  stub::board.received = frame("4 LAMPS 20") + "\n";
  loopFor(600);
  CHECK_EQ(stub::board.level[config::kLinkLedPin], HIGH);
}
