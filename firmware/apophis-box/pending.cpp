#include "pending.h"

bool PendingEvents::push(uint16_t seq, const Event& event, uint32_t nowMs) {
  bool kept = true;
  if (count_ == config::kMaxPending) {
    removeAt(0);
    kept = false;
  }
  events_[count_++] = PendingEvent{seq, event, nowMs};
  return kept;
}

bool PendingEvents::acknowledge(uint16_t seq) {
  for (uint8_t i = 0; i < count_; i++) {
    if (events_[i].seq == seq) {
      removeAt(i);
      return true;
    }
  }
  return false;
}

const PendingEvent* PendingEvents::dueForResend(uint32_t nowMs) {
  if (count_ == 0 || nowMs - events_[0].sentAt < config::kResendMs) return nullptr;
  events_[0].sentAt = nowMs;
  return &events_[0];
}

void PendingEvents::removeAt(uint8_t index) {
  for (uint8_t i = index; i + 1 < count_; i++) events_[i] = events_[i + 1];
  count_--;
}
