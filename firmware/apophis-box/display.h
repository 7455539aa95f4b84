// What the optional 4-digit display shows, as a millis() state machine over a
// Tm1637: `----` until the first CLOCK; the game's time left as mm:ss with the
// colon, counting down on the box's own clock while running (down to 00:00), or
// frozen and blinking while paused; over it for 3 s, a SHOW number or a roll of
// dice above 6. The chip is written only when what it shows changes.
#pragma once
#include <stdint.h>

#include "hardware.h"
#include "tm1637.h"

class Display {
 public:
  explicit Display(Hardware& hardware) : chip_(hardware) {}
  // Looks for the chip and, when it answers, shows `----`. False without a display
  // (then everything else works the same, and nothing is written to the lines again).
  bool begin(uint32_t nowMs);
  bool present() const { return present_; }
  // CLOCK: seconds left (0–5999), counting down when `running`, else paused.
  void clock(uint16_t secondsLeft, bool running, uint32_t nowMs);
  // SHOW: a number 0–99, right-aligned without leading zeros, for kDisplayOverlayMs.
  void showNumber(uint8_t number, uint32_t nowMs);
  // A roll (or a frame of one): the first value as a number, or two values as two
  // 2-digit numbers side by side; for kDisplayOverlayMs from the last call.
  void showRoll(const uint8_t* values, uint8_t count, uint32_t nowMs);
  // Runs the clock and the overlay's timeout; writes the chip when its picture changed.
  void update(uint32_t nowMs);
  // What the digits should show now: segments left to right, and whether they are lit.
  void render(uint32_t nowMs, uint8_t segments[Tm1637::kDigits], bool* lit) const;
  // The seconds the clock shows now (after update).
  uint16_t secondsLeft() const { return seconds_; }

 private:
  enum class Clock : uint8_t { kUnset, kRunning, kPaused };
  void overlay(uint32_t nowMs);
  // The paused clock's blink: lit for kPausedBlinkOnMs of each kPausedBlinkMs since the CLOCK.
  bool blinkLit(uint32_t nowMs) const;

  Tm1637 chip_;
  bool present_ = false;
  Clock clock_ = Clock::kUnset;
  uint16_t seconds_ = 0;
  // Running: when seconds_ was last exact. Paused: when the pause began (the blink's phase).
  uint32_t clockSince_ = 0;
  bool overlaid_ = false;
  uint32_t overlaySince_ = 0;
  uint8_t overlay_[Tm1637::kDigits] = {};
  uint8_t shown_[Tm1637::kDigits] = {};
  bool shownLit_ = false;
  // Something the digits show may have changed since they were last worked out.
  bool dirty_ = true;
};

// The segments of one decimal digit 0–9 (bit 0 segment a … bit 6 segment g).
uint8_t digitSegments(uint8_t digit);
