#include "gesture.h"

#include "config.h"

Gesture ButtonGesture::update(bool down, uint32_t nowMs) {
  if (down && !down_) {
    down_ = true;
    longSent_ = false;
    pressedAt_ = nowMs;
    return Gesture::kNone;
  }
  if (!down && down_) {
    down_ = false;
    return longSent_ ? Gesture::kNone : Gesture::kPress;
  }
  if (down && !longSent_ && nowMs - pressedAt_ >= config::kLongPressMs) {
    longSent_ = true;
    return Gesture::kLong;
  }
  return Gesture::kNone;
}
