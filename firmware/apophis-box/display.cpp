#include "display.h"

#include "config.h"

namespace {

constexpr uint8_t kBlank = 0x00;
constexpr uint8_t kMinus = 0x40;  // segment g alone

}  // namespace

uint8_t digitSegments(uint8_t digit) {
  //   a
  // f   b     bit 0 a, 1 b, 2 c, 3 d, 4 e, 5 f, 6 g
  //   g
  // e   c
  //   d
  static const uint8_t kDigitSegments[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66,
                                             0x6D, 0x7D, 0x07, 0x7F, 0x6F};
  return kDigitSegments[digit % 10];
}

bool Display::begin(uint32_t nowMs) {
  present_ = chip_.probe();
  if (!present_) return false;
  // Write the first picture whatever shown_ holds: the chip's RAM is unknown after power-up.
  render(nowMs, shown_, &shownLit_);
  chip_.writeDigits(shown_);
  chip_.writeControl(shownLit_, config::kDisplayBrightness);
  return true;
}

void Display::clock(uint16_t secondsLeft, bool running, uint32_t nowMs) {
  seconds_ = secondsLeft;
  clock_ = running ? Clock::kRunning : Clock::kPaused;
  clockSince_ = nowMs;
  dirty_ = true;
}

void Display::showNumber(uint8_t number, uint32_t nowMs) {
  overlay_[0] = kBlank;
  overlay_[1] = kBlank;
  overlay_[2] = number >= 10 ? digitSegments(number / 10 % 10) : kBlank;
  overlay_[3] = digitSegments(number % 10);
  overlay(nowMs);
}

void Display::showRoll(const uint8_t* values, uint8_t count, uint32_t nowMs) {
  if (count != 2) {
    showNumber(values[0], nowMs);
    return;
  }
  // Two dice: 07 and 12 as `0712`. Zero-padded halves read as two numbers, and no
  // colon, so the pair is never taken for the clock.
  for (uint8_t die = 0; die < 2; die++) {
    overlay_[die * 2] = digitSegments(values[die] / 10 % 10);
    overlay_[die * 2 + 1] = digitSegments(values[die] % 10);
  }
  overlay(nowMs);
}

void Display::overlay(uint32_t nowMs) {
  overlaid_ = true;
  overlaySince_ = nowMs;
  dirty_ = true;
}

bool Display::blinkLit(uint32_t nowMs) const {
  const uint32_t elapsed = nowMs - clockSince_;
  // update() keeps clockSince_ within one blink of now, so the division is rare.
  const uint32_t phase = elapsed < config::kPausedBlinkMs ? elapsed : elapsed % config::kPausedBlinkMs;
  return phase < config::kPausedBlinkOnMs;
}

void Display::update(uint32_t nowMs) {
  // Whole seconds counted down as they pass, so the clock never depends on millis()
  // not having wrapped since the CLOCK came.
  while (clock_ == Clock::kRunning && seconds_ > 0 && nowMs - clockSince_ >= 1000) {
    seconds_--;
    clockSince_ += 1000;
    dirty_ = true;
  }
  // Paused, the blink's periods are counted as they pass (its phase stays that of the CLOCK).
  while (clock_ == Clock::kPaused && nowMs - clockSince_ >= config::kPausedBlinkMs) {
    clockSince_ += config::kPausedBlinkMs;
  }
  if (overlaid_ && nowMs - overlaySince_ >= config::kDisplayOverlayMs) {
    overlaid_ = false;
    dirty_ = true;
  }
  if (!present_) return;
  // Most loops (a thousand a second) change nothing: the digits are worked out only
  // when a second, a CLOCK, a SHOW or an overlay's end may have changed them.
  uint8_t segments[Tm1637::kDigits];
  bool lit = clock_ != Clock::kPaused || overlaid_ || blinkLit(nowMs);
  if (dirty_) {
    dirty_ = false;
    render(nowMs, segments, &lit);
    bool changed = false;
    for (uint8_t i = 0; i < Tm1637::kDigits; i++) changed = changed || segments[i] != shown_[i];
    if (changed) {
      for (uint8_t i = 0; i < Tm1637::kDigits; i++) shown_[i] = segments[i];
      chip_.writeDigits(shown_);
    }
  }
  if (lit != shownLit_) {
    // The paused clock blinks by switching the digits off and on: one byte, not five.
    shownLit_ = lit;
    chip_.writeControl(lit, config::kDisplayBrightness);
  }
}

void Display::render(uint32_t nowMs, uint8_t segments[Tm1637::kDigits], bool* lit) const {
  *lit = true;
  if (overlaid_) {
    for (uint8_t i = 0; i < Tm1637::kDigits; i++) segments[i] = overlay_[i];
    return;
  }
  if (clock_ == Clock::kUnset) {
    for (uint8_t i = 0; i < Tm1637::kDigits; i++) segments[i] = kMinus;
    return;
  }
  const uint8_t minutes = static_cast<uint8_t>(seconds_ / 60);
  const uint8_t seconds = static_cast<uint8_t>(seconds_ % 60);
  segments[0] = digitSegments(minutes / 10);
  segments[1] = digitSegments(minutes % 10);
  segments[2] = digitSegments(seconds / 10);
  segments[3] = digitSegments(seconds % 10);
  segments[Tm1637::kColonDigit] |= Tm1637::kColon;
  if (clock_ == Clock::kPaused) *lit = blinkLit(nowMs);
}
