// The server seqs the box obeyed: a resent command is admitted once, a late older
// one once, a seq far away starts the window afresh, HELLO forgets everything.
#include "check.h"
#include "config.h"
#include "seq_window.h"

TEST(seqwindow_admits_each_seq_once) {
  SeqWindow window;
  CHECK(window.admit(1));
  CHECK(!window.admit(1));  // the server resent it: its ACK was lost
  CHECK(window.admit(2));
  CHECK(window.admit(4));
  CHECK(!window.admit(2));
  CHECK(!window.admit(4));
  // 3 came late (its first sending was lost and it was resent after 4): obeyed once.
  CHECK(window.admit(3));
  CHECK(!window.admit(3));
  CHECK_EQ(window.highest(), 4);
}

TEST(seqwindow_remembers_at_least_16_behind_the_highest) {
  static_assert(config::kSeqWindow >= 16, "DESIGN asks for at least 16");
  SeqWindow window;
  for (uint16_t seq = 100; seq < 100 + config::kSeqWindow; seq++) CHECK(window.admit(seq));
  const uint16_t highest = static_cast<uint16_t>(100 + config::kSeqWindow - 1);
  for (uint16_t seq = 100; seq <= highest; seq++) CHECK(!window.admit(seq));
  CHECK_EQ(window.highest(), highest);
}

TEST(seqwindow_wraps_from_9999_to_1) {
  SeqWindow window;
  for (uint16_t seq = 9990; seq <= 9999; seq++) CHECK(window.admit(seq));
  CHECK(window.admit(1));
  CHECK(window.admit(2));
  CHECK_EQ(window.highest(), 2);
  // 9999 and 9990 are 2 and 11 behind 2 on the ring: still remembered.
  CHECK(!window.admit(9999));
  CHECK(!window.admit(9990));
  CHECK(!window.admit(1));
  // A gap across the wrap: 9995 skipped, then resent late.
  SeqWindow gap;
  CHECK(gap.admit(9994));
  CHECK(gap.admit(9996));
  CHECK(gap.admit(3));
  CHECK(gap.admit(9995));
  CHECK(!gap.admit(9995));
}

TEST(seqwindow_far_seqs_count_as_new) {
  SeqWindow window;
  for (uint16_t seq = 500; seq <= 510; seq++) CHECK(window.admit(seq));
  // Far behind (the server's counter started over): new, and the window starts there.
  CHECK(window.admit(1));
  CHECK_EQ(window.highest(), 1);
  CHECK(!window.admit(1));
  CHECK(window.admit(2));
  // Far ahead: new as well.
  CHECK(window.admit(3000));
  CHECK(!window.admit(3000));
  CHECK(window.admit(2999));
  // Just outside the window behind the highest: far, so new.
  CHECK(window.admit(static_cast<uint16_t>(3000 - config::kSeqWindow)));
}

TEST(seqwindow_reset_forgets) {
  SeqWindow window;
  CHECK(window.admit(7));
  window.reset();
  CHECK_EQ(window.highest(), 0);
  CHECK(window.admit(7));
  CHECK(!window.admit(7));
}
