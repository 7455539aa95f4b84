// The sketch itself on the stub core: its pins, its watchdog (jitter harvest in
// interrupt mode, then reset mode), the temperature sensor by register, idle sleep,
// the display's open-drain lines with a fake TM1637 on them, and one round trip.
#include "Arduino.h"
#include "avr/sleep.h"
#include "avr/wdt.h"
#include "apophis-box.ino"
#include "check.h"
#include "fake_hardware.h"

namespace stub {
Board board;
int watchdogTimeout = -1;
int watchdogFeeds = 0;
bool interruptsOn = true;
int sleepMode = -1;
bool sleepEnabled = false;
int sleeps = 0;
int sleepsWithoutEnable = 0;
int watchdogInterrupts = 0;
int adcConversions = 0;
uint8_t adcMuxAtConversion = 0;

AdcControl& AdcControl::operator|=(int bits) {
  value = static_cast<uint8_t>(value | bits);
  if ((value & _BV(ADSC)) != 0 && (value & _BV(ADEN)) != 0) {
    adcConversions++;
    adcMuxAtConversion = ADMUX;
    ADCW = board.temperature;
    board.temperature = static_cast<uint16_t>(board.temperature * 75u + 74u) % 1024u;
    value = static_cast<uint8_t>(value & ~_BV(ADSC));
  }
  return *this;
}
AdcControl& AdcControl::operator=(int bits) {
  value = 0;
  return *this |= bits;
}

void reset() {
  board = Board{};
  board.temperature = 340;
  watchdogTimeout = -1;
  watchdogFeeds = 0;
  sleeps = 0;
  watchdogInterrupts = 0;
  adcConversions = 0;
}

// Until the next interrupt: in watchdog interrupt mode that is the watchdog's (16 ms,
// give or take its RC oscillator); otherwise the test's own clock moves time on.
void sleep() {
  if (!sleepEnabled) sleepsWithoutEnable++;
  sleeps++;
  if ((WDTCSR & _BV(WDIE)) != 0 && interruptsOn) {
    board.micros += 16000 + static_cast<uint32_t>(watchdogInterrupts * 37 % 900);
    watchdogInterrupts++;
    WDT_vect();
  }
}
}  // namespace stub

StubSerial Serial;
uint8_t MCUSR = 0x08;  // as after a watchdog reset
uint8_t WDTCSR = 0x08;  // and the watchdog still on
uint8_t ADMUX = 0;
stub::AdcControl ADCSRA = {0x87};  // as Arduino's init() leaves it: enabled, prescaler 128
uint16_t ADCW = 0;

namespace {

// A fake TM1637 on the sketch's display pins: a line is released unless its pin is
// an output driving LOW.
struct DisplayOnPins : stub::Wire {
  FakeTm1637 chip;
  static bool released(uint8_t pin) {
    return stub::board.mode[pin] != OUTPUT || stub::board.level[pin] == HIGH;
  }
  void pinChanged(uint8_t pin) override {
    if (pin == config::kDisplayClkPin && released(pin) != chip.clk()) chip.masterClk(released(pin));
    if (pin == config::kDisplayDioPin) chip.masterDio(released(pin));
  }
  int read(uint8_t pin) override {
    if (pin != config::kDisplayDioPin) return -1;
    return chip.dio() ? HIGH : LOW;
  }
};

void loopFor(uint32_t ms) {
  for (uint32_t i = 0; i < ms * 10; i++) {
    stub::board.micros += 100;
    loop();
  }
}

}  // namespace

TEST(sketch_wires_the_config_pins_and_round_trips) {
  stub::reset();
  DisplayOnPins display;
  stub::board.wire = &display;
  setup();
  for (uint8_t pin : config::kButtonPins) CHECK_EQ(stub::board.mode[pin], INPUT_PULLUP);
  for (uint8_t pin : config::kPipPins) CHECK_EQ(stub::board.mode[pin], OUTPUT);
  for (uint8_t pin : config::kLampPins) CHECK_EQ(stub::board.mode[pin], OUTPUT);
  CHECK_EQ(stub::board.mode[config::kBuzzerPin], OUTPUT);
  CHECK_EQ(stub::board.mode[config::kLinkLedPin], OUTPUT);
  CHECK_EQ(stub::board.baud, 115200);
  CHECK_EQ(MCUSR, 0);

  // Boot entropy: the watchdog in interrupt mode for the jitter, then reset mode.
  // (one more interrupt comes while the last sample is taken)
  CHECK(stub::watchdogInterrupts >= config::kJitterSamples);
  CHECK(stub::watchdogInterrupts <= config::kJitterSamples + 1);
  CHECK(stub::board.micros >= 16000u * config::kJitterSamples);
  CHECK_EQ(stub::watchdogTimeout, WDTO_1S);
  CHECK_EQ(WDTCSR & _BV(WDIE), 0);
  CHECK(WDTCSR & _BV(WDE));
  CHECK(stub::interruptsOn);
  // The temperature sensor: channel 8 against the 1.1 V reference, never A5.
  CHECK_EQ(stub::adcConversions, config::kBootNoiseSamples);
  CHECK_EQ(stub::adcMuxAtConversion, 0xC8);

  // The display answered on D7/A5 through open-drain pins: never driven high, idle released.
  CHECK(display.chip.errors.empty());
  CHECK_EQ(stub::board.drivenHigh[config::kDisplayClkPin], 0);
  CHECK_EQ(stub::board.drivenHigh[config::kDisplayDioPin], 0);
  CHECK_EQ(stub::board.mode[config::kDisplayClkPin], INPUT_PULLUP);
  CHECK_EQ(stub::board.mode[config::kDisplayDioPin], INPUT_PULLUP);
  CHECK(display.chip.seen() == "----");
  // HELLO, then the commitment to the first seed (seq 1), which the server ACKs.
  const std::string hello = frame("0 HELLO apophis-box 2.2.0 2 display,proof,salt") + "\n";
  CHECK(stub::board.sent.rfind(hello, 0) == 0);
  const std::string commit = stub::board.sent.substr(hello.size());
  CHECK(commit.rfind("1 COMMIT ", 0) == 0);
  CHECK_EQ(commit.size(), std::string("1 COMMIT ").size() + 2 * proof::kCommitmentBytes + 6);
  CHECK(commit == frame(commit.substr(0, commit.size() - 6)) + "\n");
  stub::board.received = frame("0 ACK 1") + "\n";

  // The loop feeds the watchdog and idles between interrupts.
  const int sleepsBefore = stub::sleeps;
  loopFor(10);
  CHECK(stub::watchdogFeeds > 0);
  CHECK_EQ(stub::sleepMode, SLEEP_MODE_IDLE);
  CHECK_EQ(stub::sleeps - sleepsBefore, 100);
  CHECK_EQ(stub::sleepsWithoutEnable, 0);
  CHECK(!stub::sleepEnabled);

  // Buttons, lamps, pips, buzzer and display (one case: the sketch's Box is a single static).
  stub::board.sent.clear();
  stub::board.input[config::kButtonPins[config::kScrap]] = LOW;
  loopFor(50);
  stub::board.input[config::kButtonPins[config::kScrap]] = HIGH;
  loopFor(30);
  CHECK(stub::board.sent == frame("2 BTN SCRAP PRESS") + "\n");
  stub::board.sent.clear();
  stub::board.received = frame("0 ACK 2") + "\n" + frame("1 LAMPS 20") + "\n" + frame("2 SHOW 5") +
                         "\n" + frame("3 BEEP 100 880") + "\n" + frame("4 CLOCK 754 0") + "\n";
  loopFor(1);
  CHECK(stub::board.sent == frame("0 ACK 1") + "\n" + frame("0 ACK 2") + "\n" + frame("0 ACK 3") +
                                "\n" + frame("0 ACK 4") + "\n");
  // LAMPS 20 = SCRAP and OK: A2 and A4.
  const int lamps[5] = {LOW, LOW, HIGH, LOW, HIGH};
  for (int i = 0; i < 5; i++) CHECK_EQ(stub::board.level[config::kLampPins[i]], lamps[i]);
  // Five: centre and both diagonals, not the middle pair.
  const int pips[4] = {HIGH, HIGH, HIGH, LOW};
  for (int i = 0; i < 4; i++) CHECK_EQ(stub::board.level[config::kPipPins[i]], pips[i]);
  CHECK_EQ(stub::board.toneHz, 880);
  CHECK_EQ(stub::board.toneMs, 100ul);
  CHECK(display.chip.seen() == "   5");
  // The link LED stays lit while the server speaks, past a blink's dark half; after
  // SHOW's 3 s the paused clock comes back.
  stub::board.received = frame("5 LAMPS 20") + "\n";
  loopFor(600);
  CHECK_EQ(stub::board.level[config::kLinkLedPin], HIGH);
  loopFor(2500);
  CHECK(display.chip.digits() == "12:34");
  CHECK(display.chip.errors.empty());
  CHECK_EQ(stub::board.drivenHigh[config::kDisplayClkPin], 0);
  CHECK_EQ(stub::board.drivenHigh[config::kDisplayDioPin], 0);
  stub::board.wire = nullptr;
}
