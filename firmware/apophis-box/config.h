// The button box's pins and timings in one place (DESIGN.md, "Default pins" and
// "Serial protocol v1"). Change a pin here; nothing else names one.
#pragma once
#include <stdint.h>

namespace config {

constexpr char kDevice[] = "apophis-box";
constexpr char kFirmwareVersion[] = "1.0.0";
constexpr uint8_t kProtocolVersion = 1;
constexpr uint32_t kBaud = 115200;

// Buttons to ground, read with INPUT_PULLUP: LOW means pressed.
constexpr uint8_t kButtonCount = 5;
enum Button : uint8_t { kStart, kRoll, kScrap, kShuffle, kOk };
constexpr uint8_t kButtonPins[kButtonCount] = {2, 3, 4, 5, 6};

// The die's seven pips in four groups, one pin each (see pipsOfFace in die.cpp).
constexpr uint8_t kPipGroupCount = 4;
constexpr uint8_t kPipPins[kPipGroupCount] = {
    8,   // centre
    9,   // one diagonal pair: top left, bottom right
    10,  // the other diagonal pair: top right, bottom left
    11,  // middle pair: middle left, middle right
};
constexpr uint8_t kBuzzerPin = 12;
constexpr uint8_t kLinkLedPin = 13;
// Button lamps A0–A4 as digital outputs, in LAMPS bit order. A0 is pin 14 on the Uno and Nano.
constexpr uint8_t kLampPins[kButtonCount] = {14, 15, 16, 17, 18};
// A5, left floating: its ADC readings are noise that seeds the die.
constexpr uint8_t kEntropyPin = 19;

// Buttons: a change counts once the contact has held it for 5 ms (shorter glitches
// never do); after a change the pin is ignored for 10 ms, so bounce gives one event.
constexpr uint32_t kDebounceStableUs = 5000;
constexpr uint32_t kDebounceLockoutUs = 10000;
constexpr uint32_t kLongPressMs = 800;

// The die tumbles for 700 ms; frames slow down as it settles.
constexpr uint32_t kRollMs = 700;
constexpr uint32_t kFirstFrameMs = 30;
constexpr uint32_t kFrameSlowdownMs = 5;
constexpr uint16_t kTickHz = 3000;
constexpr uint16_t kTickMs = 3;
constexpr uint16_t kSettleHz = 1500;
constexpr uint16_t kSettleMs = 40;
constexpr uint8_t kBootNoiseSamples = 32;

// Protocol timings.
constexpr uint32_t kHeartbeatMs = 1000;
constexpr uint32_t kResendMs = 250;
constexpr uint8_t kMaxPending = 8;
constexpr uint32_t kLinkTimeoutMs = 3000;
constexpr uint32_t kLinkBlinkHalfMs = 500;
constexpr uint16_t kBeepMaxMs = 5000;
constexpr uint16_t kBeepMinHz = 31;
constexpr uint16_t kBeepMaxHz = 20000;

}  // namespace config
