// What a held button means: PRESS when released before kLongPressMs, LONG once
// when held that long (and nothing at its release).
#pragma once
#include <stdint.h>

enum class Gesture : uint8_t { kNone, kPress, kLong };

class ButtonGesture {
 public:
  // `down` is the debounced level; call it on every loop, not only on changes.
  Gesture update(bool down, uint32_t nowMs);

 private:
  bool down_ = false;
  bool longSent_ = false;
  uint32_t pressedAt_ = 0;
};
