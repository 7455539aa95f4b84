#include "seq_window.h"

#include "config.h"
#include "protocol.h"

static_assert(config::kSeqWindow <= 32, "one bit per seq in a uint32_t");

bool SeqWindow::admit(uint16_t seq) {
  if (highest_ != 0) {
    // How far `seq` is ahead of the highest on the 1–9999 ring: -4999 … 4999.
    constexpr int16_t kHalfRing = protocol::kMaxSeq / 2;
    int16_t ahead = static_cast<int16_t>(static_cast<int16_t>(seq) - static_cast<int16_t>(highest_));
    if (ahead > kHalfRing) ahead = static_cast<int16_t>(ahead - protocol::kMaxSeq);
    if (ahead < -kHalfRing) ahead = static_cast<int16_t>(ahead + protocol::kMaxSeq);
    if (ahead > 0) {
      // Newer than anything seen: slide the window up to it.
      seen_ = ahead < config::kSeqWindow ? (seen_ << ahead) | 1 : 1;
      highest_ = seq;
      return true;
    }
    if (-ahead < config::kSeqWindow) {
      const uint32_t bit = uint32_t{1} << -ahead;
      if ((seen_ & bit) != 0) return false;
      // An older command that arrived late (its first sending was lost): obey it once.
      seen_ |= bit;
      return true;
    }
  }
  // The first seq since boot or HELLO, or one far behind the window.
  highest_ = seq;
  seen_ = 1;
  return true;
}
