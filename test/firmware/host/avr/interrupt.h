// Stub of avr-libc's interrupts for host builds: an ISR is a plain function the
// stub calls when the interrupt would come.
#pragma once
#define ISR(vector) void vector()
namespace stub {
extern bool interruptsOn;
}
inline void cli() { stub::interruptsOn = false; }
inline void sei() { stub::interruptsOn = true; }
