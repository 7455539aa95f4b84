// Stub of avr-libc's sleep for host builds: sleep_cpu() hands over to the test's
// stub::sleep(), which stands for "until the next interrupt".
#pragma once
#define SLEEP_MODE_IDLE 0
#define SLEEP_MODE_PWR_DOWN 2
namespace stub {
extern int sleepMode;
extern bool sleepEnabled;
void sleep();
}  // namespace stub
inline void set_sleep_mode(int mode) { stub::sleepMode = mode; }
inline void sleep_enable() { stub::sleepEnabled = true; }
inline void sleep_disable() { stub::sleepEnabled = false; }
inline void sleep_cpu() { stub::sleep(); }
