#include "debouncer.h"

#include "config.h"

bool Debouncer::update(bool raw, uint32_t nowUs) {
  if (locked_) {
    // The tail of the bounce that made the last change: not a new change.
    if (nowUs - since_ < config::kDebounceLockoutUs) return false;
    locked_ = false;
    differing_ = false;
  }
  if (raw == level_) {
    differing_ = false;
    return false;
  }
  if (!differing_) {
    differing_ = true;
    since_ = nowUs;
    return false;
  }
  if (nowUs - since_ < config::kDebounceStableUs) return false;
  level_ = raw;
  locked_ = true;
  since_ = nowUs;
  differing_ = false;
  return true;
}
