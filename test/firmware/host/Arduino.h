// A stub of the Arduino core, just enough to compile apophis-box.ino on the host:
// pins, a settable clock, a serial port and tone() are plain variables a test
// reads; a test may wire a fake chip to pins (stub::Wire) that sees every change.
#pragma once
#include <cstdint>
#include <string>

#include "avr/interrupt.h"
#include "avr/io.h"

#define HIGH 1
#define LOW 0
#define INPUT 0
#define OUTPUT 1
#define INPUT_PULLUP 2

namespace stub {
constexpr int kPins = 20;
// Something on the pins: told of every mode or level change, it may answer a read.
struct Wire {
  virtual void pinChanged(uint8_t pin) = 0;
  // The level an input pin reads, or -1 to leave it to Board::input.
  virtual int read(uint8_t pin) = 0;
};
struct Board {
  int mode[kPins];
  int level[kPins];       // what an output pin drives (and, on an input, whether the pull-up is on)
  // What an input pin reads. Each pin is a port of its own here, with one bit (0x01),
  // so the sketch's register reads (portInputRegister) see the same value digitalRead does.
  volatile uint8_t input[kPins];
  int drivenHigh[kPins];  // times an output drove HIGH (an open-drain line must never)
  uint32_t micros;
  uint16_t temperature;   // what the next ADC conversion reads
  std::string received;   // bytes waiting for Serial.read()
  std::string sent;       // bytes Serial.write() sent
  long baud;
  int toneHz;
  unsigned long toneMs;
  Wire* wire;
};
extern Board board;
void reset();
inline void changed(uint8_t pin) {
  if (board.mode[pin] == OUTPUT && board.level[pin] == HIGH) board.drivenHigh[pin]++;
  if (board.wire != nullptr) board.wire->pinChanged(pin);
}
}  // namespace stub

inline uint32_t millis() { return stub::board.micros / 1000; }
inline uint32_t micros() { return stub::board.micros; }
inline void delayMicroseconds(unsigned int us) { stub::board.micros += us; }
inline void noInterrupts() { cli(); }
inline void interrupts() { sei(); }
inline void pinMode(uint8_t pin, uint8_t mode) {
  stub::board.mode[pin] = mode;
  // As on the AVR: INPUT_PULLUP sets the port bit, INPUT clears it.
  if (mode == INPUT_PULLUP) stub::board.level[pin] = HIGH;
  if (mode == INPUT) stub::board.level[pin] = LOW;
  if (mode == INPUT_PULLUP) stub::board.input[pin] = HIGH;
  stub::changed(pin);
}
inline void digitalWrite(uint8_t pin, uint8_t value) {
  stub::board.level[pin] = value;
  stub::changed(pin);
}
inline int digitalRead(uint8_t pin) {
  if (stub::board.wire != nullptr) {
    const int level = stub::board.wire->read(pin);
    if (level >= 0) return level;
  }
  return stub::board.input[pin];
}
inline uint8_t digitalPinToPort(uint8_t pin) { return pin; }
inline uint8_t digitalPinToBitMask(uint8_t) { return 0x01; }
inline volatile uint8_t* portInputRegister(uint8_t port) { return &stub::board.input[port]; }
inline void tone(uint8_t, unsigned int hz, unsigned long ms) {
  stub::board.toneHz = static_cast<int>(hz);
  stub::board.toneMs = ms;
}
inline void noTone(uint8_t) { stub::board.toneHz = 0; }

struct StubSerial {
  void begin(long baud) { stub::board.baud = baud; }
  int read() {
    if (stub::board.received.empty()) return -1;
    const int c = static_cast<unsigned char>(stub::board.received[0]);
    stub::board.received.erase(0, 1);
    return c;
  }
  size_t write(const uint8_t* bytes, size_t length) {
    stub::board.sent.append(reinterpret_cast<const char*>(bytes), length);
    return length;
  }
};
extern StubSerial Serial;
