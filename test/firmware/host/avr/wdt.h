// Stub of avr-libc's watchdog for host builds: records what the sketch asked.
#pragma once
#define WDTO_1S 6
namespace stub {
extern int watchdogTimeout;  // -1 when off
extern int watchdogFeeds;
}  // namespace stub
inline void wdt_enable(int timeout) { stub::watchdogTimeout = timeout; }
inline void wdt_disable() { stub::watchdogTimeout = -1; }
inline void wdt_reset() { stub::watchdogFeeds++; }
