// A TM1637 LED driver (a 4-digit 7-segment clock module) on two open-drain lines,
// bit-banged: a start (DIO falls while CLK is high), bytes least significant bit
// first, each clocked in on CLK's rising edge and acknowledged by the chip holding
// DIO low through a ninth clock, and a stop (DIO rises while CLK is high). Not I²C:
// no address, and the bit order is the other way round.
#pragma once
#include <stdint.h>

#include "hardware.h"

class Tm1637 {
 public:
  static constexpr uint8_t kDigits = 4;
  // The segment of the colon: bit 7 of the second digit on clock modules.
  static constexpr uint8_t kColon = 0x80;
  static constexpr uint8_t kColonDigit = 1;

  explicit Tm1637(Hardware& hardware) : hardware_(hardware) {}
  // Releases both lines and sends the data command: true when a chip acknowledged it.
  bool probe();
  // Segments of the four digits, left to right (bit 0 segment a … bit 6 g, bit 7 the dot or colon).
  bool writeDigits(const uint8_t segments[kDigits]);
  // Lights the digits at `brightness` (0–7), or darkens them (what they hold is kept).
  bool writeControl(bool lit, uint8_t brightness);

 private:
  void start();
  void stop();
  // True when the chip acknowledged the byte.
  bool writeByte(uint8_t byte);
  // One command of bytes between a start and a stop; true when every byte was acknowledged.
  bool command(const uint8_t* bytes, uint8_t count);

  Hardware& hardware_;
};
