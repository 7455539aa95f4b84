#include "die.h"

#include "config.h"

void DiceRng::stir(uint32_t entropy) {
  // The murmur3 finaliser spreads every entropy bit over the whole state.
  uint32_t x = state_ ^ entropy;
  x ^= x >> 16;
  x *= 0x85EBCA6Bu;
  x ^= x >> 13;
  x *= 0xC2B2AE35u;
  x ^= x >> 16;
  // xorshift32 must never hold 0: it would stay 0 for ever.
  state_ = x != 0 ? x : 0x2545F491u;
}

uint32_t DiceRng::next() {
  uint32_t x = state_;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  state_ = x;
  return x;
}

uint8_t DiceRng::face() {
  for (;;) {
    uint32_t bits = next();
    for (uint8_t i = 0; i < 4; i++) {
      uint8_t face = faceFromByte(static_cast<uint8_t>(bits));
      if (face != 0) return face;
      bits >>= 8;
    }
  }
}

uint8_t faceFromByte(uint8_t byte) {
  if (byte >= 252) return 0;
  return static_cast<uint8_t>(byte % 6 + 1);
}

uint8_t pipsOfFace(uint8_t face) {
  static const uint8_t kPips[7] = {
      0b0000,  // dark
      0b0001,  // centre
      0b0010,  // one diagonal
      0b0011,  // diagonal and centre
      0b0110,  // both diagonals
      0b0111,  // both diagonals and centre
      0b1110,  // both diagonals and the middle pair
  };
  return face <= 6 ? kPips[face] : 0;
}

bool Die::start(uint32_t nowMs) {
  if (rolling_) return false;
  rolling_ = true;
  startedAt_ = nowMs;
  nextFrameAfter_ = 0;
  frameGap_ = config::kFirstFrameMs;
  return true;
}

Die::Step Die::update(uint32_t nowMs) {
  if (!rolling_) return Step::kNone;
  const uint32_t elapsed = nowMs - startedAt_;
  if (elapsed >= config::kRollMs) {
    // The result is drawn at the end, after every press and noise stirred in during the roll.
    face_ = rng_.face();
    rolling_ = false;
    return Step::kSettled;
  }
  if (elapsed < nextFrameAfter_) return Step::kNone;
  uint8_t tumble = rng_.face();
  // A tumbling die always shows a new face, so each frame is visible.
  if (tumble == face_) tumble = static_cast<uint8_t>(tumble % 6 + 1);
  face_ = tumble;
  nextFrameAfter_ += frameGap_;
  frameGap_ += config::kFrameSlowdownMs;
  return Step::kFrame;
}
