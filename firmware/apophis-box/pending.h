// The events the server has not ACKed yet: at most kMaxPending, oldest first,
// in a fixed array. The oldest is resent every kResendMs until its ACK comes, and
// at once when a younger event's ACK shows that the oldest's last sending was lost.
#pragma once
#include <stdint.h>

#include "config.h"
#include "proof.h"

enum class EventKind : uint8_t { kButton, kRolling, kRolled, kCommit, kSeed };

struct Event {
  EventKind kind;
  uint8_t button;  // kButton: config::Button
  uint8_t detail;  // kButton: 1 PRESS, 2 LONG (Gesture); kRolled: the dice's sides
  uint8_t count;   // kRolled: how many dice
  // kRolled: the word index the roll started at; kSeed: the next word index.
  uint32_t index;
  // What a resend must repeat as it was first said: a later seed must not change it.
  union {
    uint8_t values[config::kMaxDiceCount];          // kRolled: each die's value, 1 … sides
    uint8_t commitment[proof::kCommitmentBytes];  // kCommit
    uint8_t seed[proof::kSeedBytes];              // kSeed
  };
};

struct PendingEvent {
  uint16_t seq;
  Event event;
  uint32_t sentAt;
  // Which sending of the box this event's last one was: orders sendings that share a millisecond.
  uint16_t sending;
};

class PendingEvents {
 public:
  enum class Ack : uint8_t {
    kUnknown,  // no event had that seq: a late or repeated ACK
    kTaken,    // forgotten; nothing else to do
    kOvertaken,  // forgotten, and it was sent after the oldest's last sending: the oldest is lost
  };

  // Keeps an event about to be sent; false when the queue was full and the oldest was dropped.
  bool push(uint16_t seq, const Event& event, uint32_t nowMs);
  // Forgets the event with this seq.
  Ack acknowledge(uint16_t seq);
  // The oldest event when its last sending is kResendMs old (and marks it sent), else null.
  const PendingEvent* dueForResend(uint32_t nowMs);
  // Marks an event sent now and returns it, for a resend that cannot wait.
  const PendingEvent& resend(uint8_t index, uint32_t nowMs);
  // Numbers the events first, first + 1, … in their order; returns the last number given
  // (first - 1 when none wait). HELLO starts the box's count again at 1.
  uint16_t renumber(uint16_t first);
  uint8_t size() const { return count_; }
  const PendingEvent& at(uint8_t index) const { return events_[index]; }

 private:
  void removeAt(uint8_t index);
  PendingEvent events_[config::kMaxPending];
  uint8_t count_ = 0;
  uint16_t sendings_ = 0;
};
