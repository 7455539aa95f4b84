// The button box's pins and timings in one place (DESIGN.md, "Default pins",
// "Serial protocol v1" and "Serial protocol v2"). Change a pin here; nothing else
// names one.
#pragma once
#include <stdint.h>

namespace config {

constexpr char kDevice[] = "apophis-box";
constexpr char kFirmwareVersion[] = "2.2.0";
constexpr uint8_t kProtocolVersion = 2;
// The HELLO capability of a box whose TM1637 answered at boot.
constexpr char kDisplayCapability[] = "display";
// The HELLO capability of every 2.1 box: dice anyone can audit (COMMIT, ROLL … @n, REVEAL, SEED).
constexpr char kProofCapability[] = "proof";
// The HELLO capability of every 2.2 box: the table's salt (SALT after a COMMIT, DESIGN.md).
constexpr char kSaltCapability[] = "salt";
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

// The optional TM1637 4-digit clock display: CLK on D7, DIO on A5 (pin 19). Both
// lines are open-drain: released (INPUT_PULLUP) for high, OUTPUT LOW for low.
constexpr uint8_t kDisplayClkPin = 7;
constexpr uint8_t kDisplayDioPin = 19;
// Half a bit of the two-wire clock, on top of pinMode's own few µs: well under the
// TM1637's 250 kHz, and slow enough for the capacitors many modules put on the lines.
constexpr uint8_t kDisplayHalfBitUs = 5;
// 0–7 (pulse width 1/16 … 14/16): 4 is the middle, readable without glare.
constexpr uint8_t kDisplayBrightness = 4;
// SHOW n, and a roll of dice above 6, stay on the display this long, then the clock returns.
constexpr uint32_t kDisplayOverlayMs = 3000;
// A paused clock blinks: digits lit 700 ms, dark 300 ms.
constexpr uint32_t kPausedBlinkMs = 1000;
constexpr uint32_t kPausedBlinkOnMs = 700;
constexpr uint16_t kMaxClockSeconds = 5999;  // 99:59

// Buttons: a change counts once the contact has held it for 5 ms (shorter glitches
// never do); after a change the pin is ignored for 10 ms, so bounce gives one event.
constexpr uint32_t kDebounceStableUs = 5000;
constexpr uint32_t kDebounceLockoutUs = 10000;
constexpr uint32_t kLongPressMs = 800;

// What a roll rolls until the server's DICE says otherwise (and again after HELLO).
constexpr uint8_t kDefaultDiceCount = 1;
constexpr uint8_t kDefaultDiceSides = 6;
constexpr uint8_t kMaxDiceCount = 6;
constexpr uint8_t kMinDiceSides = 2;
constexpr uint8_t kMaxDiceSides = 99;
// The pips can show a die of at most this many sides.
constexpr uint8_t kPipFaces = 6;

// The die tumbles for 700 ms; frames slow down as it settles.
constexpr uint32_t kRollMs = 700;
constexpr uint32_t kFirstFrameMs = 30;
constexpr uint32_t kFrameSlowdownMs = 5;
constexpr uint16_t kTickHz = 3000;
constexpr uint16_t kTickMs = 3;
constexpr uint16_t kSettleHz = 1500;
constexpr uint16_t kSettleMs = 40;

// Entropy at boot: readings of the chip's temperature sensor, then the microsecond
// times of this many watchdog interrupts (its own RC oscillator, 16 ms nominal,
// drifts against the crystal). The wait for them gives up after kJitterTimeoutMs.
constexpr uint8_t kBootNoiseSamples = 32;
constexpr uint8_t kJitterSamples = 24;
constexpr uint32_t kJitterTimeoutMs = 1000;

// Protocol timings.
constexpr uint32_t kHeartbeatMs = 1000;
constexpr uint32_t kResendMs = 250;
constexpr uint8_t kMaxPending = 8;
// Server seqs remembered behind the highest seen, so a resent command is obeyed once.
constexpr uint8_t kSeqWindow = 32;
constexpr uint32_t kLinkTimeoutMs = 3000;
constexpr uint32_t kLinkBlinkHalfMs = 500;
constexpr uint16_t kBeepMaxMs = 5000;
constexpr uint16_t kBeepMinHz = 31;
constexpr uint16_t kBeepMaxHz = 20000;

}  // namespace config
