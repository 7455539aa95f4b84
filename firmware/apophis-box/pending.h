// The events the server has not ACKed yet: at most kMaxPending, oldest first,
// in a fixed array. The oldest is resent every kResendMs until its ACK comes.
#pragma once
#include <stdint.h>

#include "config.h"

enum class EventKind : uint8_t { kButton, kRolling, kRolled };

struct Event {
  EventKind kind;
  uint8_t button;  // kButton: config::Button
  uint8_t detail;  // kButton: 1 PRESS, 2 LONG (Gesture); kRolled: the face
};

struct PendingEvent {
  uint16_t seq;
  Event event;
  uint32_t sentAt;
};

class PendingEvents {
 public:
  // Keeps an event just sent; false when the queue was full and the oldest was dropped.
  bool push(uint16_t seq, const Event& event, uint32_t nowMs);
  // Forgets the event with this seq; false when none had it (a late or repeated ACK).
  bool acknowledge(uint16_t seq);
  // The oldest event when its last sending is kResendMs old (its clock restarts), else null.
  const PendingEvent* dueForResend(uint32_t nowMs);
  uint8_t size() const { return count_; }
  const PendingEvent& at(uint8_t index) const { return events_[index]; }

 private:
  void removeAt(uint8_t index);
  PendingEvent events_[config::kMaxPending];
  uint8_t count_ = 0;
};
