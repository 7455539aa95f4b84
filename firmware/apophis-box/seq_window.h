// The server seqs the box has obeyed lately. The server resends a command until
// its ACK arrives, so a lost ACK brings the same seq again: it must be ACKed again
// but not obeyed twice (a resent ROLL must not roll twice). One bit per seq for the
// highest seen and the kSeqWindow - 1 before it, on the 1–9999 ring.
#pragma once
#include <stdint.h>

class SeqWindow {
 public:
  // True when `seq` (1–9999) is new: the caller obeys it, and it is remembered.
  // False for a seq obeyed already. A seq far behind the window (more than
  // kSeqWindow - 1 back) counts as new and starts the window afresh: the server's
  // counter has evidently started over.
  bool admit(uint16_t seq);
  // Forgets everything (HELLO resets the server's counter).
  void reset() { highest_ = 0; }
  uint16_t highest() const { return highest_; }

 private:
  uint16_t highest_ = 0;  // 0: nothing seen since boot or HELLO
  uint32_t seen_ = 0;     // bit i: seq highest_ - i was obeyed
};
