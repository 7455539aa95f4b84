// The queue of unacked events: at most 8, the oldest dropped first, resent every 250 ms.
#include "check.h"
#include "pending.h"

namespace {
Event rolled(uint8_t face) { return Event{EventKind::kRolled, 0, face}; }
}  // namespace

TEST(pending_keeps_eight_and_drops_the_oldest) {
  PendingEvents pending;
  for (uint16_t seq = 1; seq <= 8; seq++) CHECK(pending.push(seq, rolled(1), 0));
  CHECK_EQ(pending.size(), 8);
  CHECK(!pending.push(9, rolled(2), 0));
  CHECK_EQ(pending.size(), 8);
  CHECK_EQ(pending.at(0).seq, 2);
  CHECK_EQ(pending.at(7).seq, 9);
}

TEST(pending_ack_forgets_any_event_once) {
  PendingEvents pending;
  for (uint16_t seq = 1; seq <= 4; seq++) pending.push(seq, rolled(3), 0);
  CHECK(pending.acknowledge(3));
  CHECK(!pending.acknowledge(3));  // a repeated ACK
  CHECK(!pending.acknowledge(77));
  CHECK_EQ(pending.size(), 3);
  CHECK_EQ(pending.at(0).seq, 1);
  CHECK_EQ(pending.at(1).seq, 2);
  CHECK_EQ(pending.at(2).seq, 4);
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
