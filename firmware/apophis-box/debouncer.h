// Turns a bouncing contact into clean changes (after Bounce2's Debouncer: the pin
// read stays outside). A change counts once the raw level has held for
// kDebounceStableUs; then the pin is ignored for kDebounceLockoutUs.
#pragma once
#include <stdint.h>

class Debouncer {
 public:
  // Feeds one raw reading; true when the debounced level changed with it.
  bool update(bool raw, uint32_t nowUs);
  bool level() const { return level_; }
  // Nothing under way: no reading differing from the level, no bounce being waited out.
  bool settled() const { return !differing_ && !locked_; }

 private:
  bool level_ = false;
  bool differing_ = false;
  bool locked_ = false;
  uint32_t since_ = 0;
};
