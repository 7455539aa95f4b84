// PRESS on release before 800 ms, LONG once at 800 ms held.
#include "check.h"
#include "gesture.h"

TEST(gesture_short_press_is_press_on_release) {
  ButtonGesture button;
  CHECK(button.update(true, 1000) == Gesture::kNone);
  CHECK(button.update(true, 1500) == Gesture::kNone);
  CHECK(button.update(false, 1799) == Gesture::kPress);
  CHECK(button.update(false, 1800) == Gesture::kNone);
}

TEST(gesture_long_fires_once_at_800_ms) {
  ButtonGesture button;
  CHECK(button.update(true, 5000) == Gesture::kNone);
  CHECK(button.update(true, 5799) == Gesture::kNone);
  CHECK(button.update(true, 5800) == Gesture::kLong);
  for (uint32_t t = 5801; t < 9000; t += 7) CHECK(button.update(true, t) == Gesture::kNone);
  // Its release says nothing more.
  CHECK(button.update(false, 9000) == Gesture::kNone);
  // And the next press starts afresh.
  CHECK(button.update(true, 9100) == Gesture::kNone);
  CHECK(button.update(false, 9200) == Gesture::kPress);
}
