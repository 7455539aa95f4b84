// Stub of avr-libc's watchdog for host builds: records what the sketch asked.
#pragma once
#include "avr/io.h"
#define WDTO_15MS 0
#define WDTO_1S 6
namespace stub {
extern int watchdogTimeout;  // -1 when off
extern int watchdogFeeds;
}  // namespace stub
// As on the chip: reset mode, which also leaves interrupt mode.
inline void wdt_enable(int timeout) {
  stub::watchdogTimeout = timeout;
  WDTCSR = static_cast<uint8_t>(_BV(WDE) | timeout);
}
inline void wdt_disable() {
  stub::watchdogTimeout = -1;
  WDTCSR = 0;
}
inline void wdt_reset() { stub::watchdogFeeds++; }
