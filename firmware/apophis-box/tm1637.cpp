#include "tm1637.h"

namespace {

// Command bytes from the TM1637 datasheet.
constexpr uint8_t kDataWriteAutoIncrement = 0x40;  // write display data, address +1 per byte
constexpr uint8_t kAddressFirstDigit = 0xC0;       // address 0
constexpr uint8_t kDisplayControl = 0x80;          // | 0x08 lit, | 0–7 pulse width
constexpr uint8_t kDisplayLit = 0x08;

}  // namespace

bool Tm1637::probe() {
  // Idle is both lines high; nothing answers on a pin with nothing on it (the
  // pull-up keeps DIO high through the ninth clock).
  hardware_.displayClk(true);
  hardware_.displayDio(true);
  hardware_.displayPause();
  const uint8_t data = kDataWriteAutoIncrement;
  return command(&data, 1);
}

bool Tm1637::writeDigits(const uint8_t segments[kDigits]) {
  const uint8_t data = kDataWriteAutoIncrement;
  uint8_t bytes[kDigits + 1] = {kAddressFirstDigit};
  for (uint8_t i = 0; i < kDigits; i++) bytes[i + 1] = segments[i];
  const bool mode = command(&data, 1);
  return command(bytes, sizeof bytes) && mode;
}

bool Tm1637::writeControl(bool lit, uint8_t brightness) {
  const uint8_t control =
      static_cast<uint8_t>(kDisplayControl | (lit ? kDisplayLit : 0) | (brightness & 0x07));
  return command(&control, 1);
}

bool Tm1637::command(const uint8_t* bytes, uint8_t count) {
  bool acknowledged = true;
  start();
  for (uint8_t i = 0; i < count; i++) acknowledged = writeByte(bytes[i]) && acknowledged;
  stop();
  return acknowledged;
}

void Tm1637::start() {
  // From idle (both high): DIO falls while CLK is high, then CLK goes low for the first bit.
  hardware_.displayDio(false);
  hardware_.displayPause();
  hardware_.displayClk(false);
  hardware_.displayPause();
}

void Tm1637::stop() {
  // DIO low while CLK is low, CLK up, then DIO rises while CLK is high: both end released.
  hardware_.displayDio(false);
  hardware_.displayPause();
  hardware_.displayClk(true);
  hardware_.displayPause();
  hardware_.displayDio(true);
  hardware_.displayPause();
}

bool Tm1637::writeByte(uint8_t byte) {
  // DIO changes only while CLK is low; the chip reads it on CLK's rising edge.
  for (uint8_t bit = 0; bit < 8; bit++) {
    hardware_.displayDio((byte & 1) != 0);
    hardware_.displayPause();
    hardware_.displayClk(true);
    hardware_.displayPause();
    hardware_.displayClk(false);
    byte >>= 1;
  }
  // The ninth clock: DIO released, the chip pulls it low from the eighth falling edge
  // until this clock's falling edge to say it took the byte.
  hardware_.displayDio(true);
  hardware_.displayPause();
  hardware_.displayClk(true);
  hardware_.displayPause();
  const bool acknowledged = !hardware_.displayDioHigh();
  hardware_.displayClk(false);
  hardware_.displayPause();
  return acknowledged;
}
