// A stub of the Arduino core, just enough to compile apophis-box.ino on the host:
// pins, a settable clock, a serial port and tone() are plain variables a test reads.
#pragma once
#include <cstdint>
#include <string>

#define HIGH 1
#define LOW 0
#define INPUT 0
#define OUTPUT 1
#define INPUT_PULLUP 2

namespace stub {
constexpr int kPins = 20;
struct Board {
  int mode[kPins];
  int level[kPins];       // what an output pin drives
  int input[kPins];       // what an input pin reads
  uint32_t micros;
  uint16_t analog;
  std::string received;   // bytes waiting for Serial.read()
  std::string sent;       // bytes Serial.write() sent
  long baud;
  int toneHz;
  unsigned long toneMs;
};
extern Board board;
void reset();
}  // namespace stub

inline uint32_t millis() { return stub::board.micros / 1000; }
inline uint32_t micros() { return stub::board.micros; }
inline void pinMode(uint8_t pin, uint8_t mode) {
  stub::board.mode[pin] = mode;
  if (mode == INPUT_PULLUP) stub::board.input[pin] = HIGH;
}
inline void digitalWrite(uint8_t pin, uint8_t value) { stub::board.level[pin] = value; }
inline int digitalRead(uint8_t pin) { return stub::board.input[pin]; }
inline int analogRead(uint8_t) { return stub::board.analog++ & 0x3FF; }
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

extern uint8_t MCUSR;
