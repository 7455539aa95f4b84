// The queue of unacked events: at most 8, the oldest dropped first, resent every
// 250 ms, at once when a younger event's ACK overtook it, renumbered by HELLO.
#include "check.h"
#include "pending.h"

namespace {
Event rolled(uint8_t face) {
  Event event = {};
  event.kind = EventKind::kRolled;
  event.detail = 6;
  event.count = 1;
  event.values[0] = face;
  return event;
}
}  // namespace

TEST(pending_keeps_eight_and_drops_the_oldest) {
  PendingEvents pending;
  for (uint16_t seq = 1; seq <= 8; seq++) CHECK(pending.push(seq, rolled(1), 0));
  CHECK_EQ(pending.size(), 8);
  CHECK(!pending.push(9, rolled(2), 0));
  CHECK_EQ(pending.size(), 8);
  CHECK_EQ(pending.at(0).seq, 2);
  CHECK_EQ(pending.at(7).seq, 9);
  CHECK_EQ(pending.at(7).event.values[0], 2);
}

TEST(pending_ack_forgets_any_event_once) {
  PendingEvents pending;
  for (uint16_t seq = 1; seq <= 4; seq++) pending.push(seq, rolled(3), 0);
  CHECK(pending.acknowledge(3) != PendingEvents::Ack::kUnknown);
  CHECK(pending.acknowledge(3) == PendingEvents::Ack::kUnknown);  // a repeated ACK
  CHECK(pending.acknowledge(77) == PendingEvents::Ack::kUnknown);
  CHECK_EQ(pending.size(), 3);
  CHECK_EQ(pending.at(0).seq, 1);
  CHECK_EQ(pending.at(1).seq, 2);
  CHECK_EQ(pending.at(2).seq, 4);
  CHECK(pending.acknowledge(1) == PendingEvents::Ack::kTaken);  // the oldest: nothing to hurry
}

TEST(pending_resends_the_oldest_every_250_ms) {
  PendingEvents pending;
  CHECK(pending.dueForResend(1000) == nullptr);
  pending.push(5, rolled(4), 1000);
  pending.push(6, rolled(5), 1100);
  CHECK(pending.dueForResend(1249) == nullptr);
  const PendingEvent* due = pending.dueForResend(1250);
  CHECK(due != nullptr && due->seq == 5);
  CHECK(pending.dueForResend(1499) == nullptr);
  CHECK(pending.dueForResend(1500) != nullptr);
  pending.acknowledge(5);
  // The next oldest was sent at 1100: it is overdue at once.
  due = pending.dueForResend(1501);
  CHECK(due != nullptr && due->seq == 6);
}

TEST(pending_ack_overtaking_the_oldest_asks_for_a_fast_resend) {
  PendingEvents pending;
  pending.push(1, rolled(1), 1000);
  pending.push(2, rolled(2), 1000);  // the same millisecond: the order of sending still counts
  pending.push(3, rolled(3), 1010);
  // 2 was sent after 1: its ACK means 1 was lost.
  CHECK(pending.acknowledge(2) == PendingEvents::Ack::kOvertaken);
  const PendingEvent& again = pending.resend(0, 1020);
  CHECK_EQ(again.seq, 1);
  CHECK_EQ(again.sentAt, 1020u);
  // 3 went out before that resend of 1: its ACK says nothing about the resend.
  CHECK(pending.acknowledge(3) == PendingEvents::Ack::kTaken);
  CHECK(pending.dueForResend(1269) == nullptr);  // the fast resend restarted the 250 ms
  CHECK(pending.dueForResend(1270) != nullptr);
  // An event sent after that resend overtakes it again.
  pending.push(4, rolled(4), 1300);
  CHECK(pending.acknowledge(4) == PendingEvents::Ack::kOvertaken);
  CHECK(pending.acknowledge(1) == PendingEvents::Ack::kTaken);
  CHECK_EQ(pending.size(), 0);
}

TEST(pending_renumbers_from_one_in_order) {
  PendingEvents pending;
  CHECK_EQ(pending.renumber(1), 0);  // none waiting: the next event is 1
  for (uint16_t seq = 9997; seq <= 9999; seq++) pending.push(seq, rolled(static_cast<uint8_t>(seq - 9996)), 0);
  pending.push(1, rolled(4), 0);  // after the wrap
  CHECK_EQ(pending.renumber(1), 4);
  for (uint8_t i = 0; i < 4; i++) {
    CHECK_EQ(pending.at(i).seq, i + 1);
    CHECK_EQ(pending.at(i).event.values[0], i + 1);
  }
  CHECK(pending.acknowledge(9999) == PendingEvents::Ack::kUnknown);
  CHECK(pending.acknowledge(3) != PendingEvents::Ack::kUnknown);
}
