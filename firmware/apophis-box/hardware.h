// The few things the box's logic asks of the board. The sketch implements it with
// Arduino calls; host tests implement it with a scripted fake (a fake TM1637 too).
#pragma once
#include <stdint.h>

#include "config.h"

class Hardware {
 public:
  // True while the button is held down (its pin reads LOW).
  virtual bool buttonDown(uint8_t button) = 0;
  // Every button at once, bit i for button i (config::Button order): one call a loop.
  virtual uint8_t buttonsDown() {
    uint8_t down = 0;
    for (uint8_t i = 0; i < config::kButtonCount; i++) {
      if (buttonDown(i)) down |= static_cast<uint8_t>(1u << i);
    }
    return down;
  }
  // The next byte from the server, or -1 when none is waiting.
  virtual int readSerial() = 0;
  virtual void writeSerial(const char* text, uint8_t length) = 0;
  // Bit 0 centre, 1 and 2 the diagonal pairs, 3 the middle pair.
  virtual void showPips(uint8_t groups) = 0;
  // LAMPS bit order: bit 0 START … bit 4 OK.
  virtual void showLamps(uint8_t mask) = 0;
  virtual void showLink(bool lit) = 0;
  // A tone that stops by itself after `ms`; ms 0 silences the buzzer.
  virtual void beep(uint16_t hz, uint16_t ms) = 0;
  // A reading of the chip's temperature sensor: its low bits are noise that seeds the die.
  virtual uint16_t noise() = 0;

  // The display's two open-drain lines. `release` true lets the pull-up take the
  // line high (a pin switched to input); false pulls it low (output, driven low).
  virtual void displayClk(bool release) = 0;
  virtual void displayDio(bool release) = 0;
  // The DIO line as it is now: low while the master or the chip pulls it.
  virtual bool displayDioHigh() = 0;
  // Half a bit of the two-wire clock: a few microseconds.
  virtual void displayPause() = 0;

 protected:
  // Not virtual: no heap, so nothing is ever deleted through this interface.
  ~Hardware() = default;
};
