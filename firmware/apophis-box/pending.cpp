#include "pending.h"

#include "protocol.h"

bool PendingEvents::push(uint16_t seq, const Event& event, uint32_t nowMs) {
  bool kept = true;
  if (count_ == config::kMaxPending) {
    removeAt(0);
    kept = false;
  }
  events_[count_] = PendingEvent{seq, event, nowMs, 0};
  resend(count_++, nowMs);
  return kept;
}

PendingEvents::Ack PendingEvents::acknowledge(uint16_t seq) {
  for (uint8_t i = 0; i < count_; i++) {
    if (events_[i].seq != seq) continue;
    // An ACK for a younger event sent after the oldest's last sending overtook it:
    // that sending of the oldest was lost, not slow (the server ACKs in arrival order).
    const bool overtaken =
        i > 0 && static_cast<int16_t>(events_[i].sending - events_[0].sending) > 0;
    removeAt(i);
    return overtaken ? Ack::kOvertaken : Ack::kTaken;
  }
  return Ack::kUnknown;
}

const PendingEvent* PendingEvents::dueForResend(uint32_t nowMs) {
  if (count_ == 0 || nowMs - events_[0].sentAt < config::kResendMs) return nullptr;
  return &resend(0, nowMs);
}

const PendingEvent& PendingEvents::resend(uint8_t index, uint32_t nowMs) {
  PendingEvent& event = events_[index];
  event.sentAt = nowMs;
  event.sending = ++sendings_;
  return event;
}

uint16_t PendingEvents::renumber(uint16_t first) {
  uint16_t seq = first;
  for (uint8_t i = 0; i < count_; i++) {
    events_[i].seq = seq;
    seq = protocol::nextSeq(seq);
  }
  return count_ == 0 ? static_cast<uint16_t>(first - 1) : events_[count_ - 1].seq;
}

void PendingEvents::removeAt(uint8_t index) {
  for (uint8_t i = index; i + 1 < count_; i++) events_[i] = events_[i + 1];
  count_--;
}
