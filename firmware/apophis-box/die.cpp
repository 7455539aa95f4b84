#include "die.h"

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

uint8_t DiceRng::roll(uint8_t sides) {
  // A d6 throws away 4 bytes of 256, the worst die (d86) 84, so a number's four
  // bytes nearly always give a value.
  for (;;) {
    uint32_t bits = next();
    for (uint8_t i = 0; i < 4; i++) {
      const uint8_t value = valueFromByte(static_cast<uint8_t>(bits), sides);
      if (value != 0) return value;
      bits >>= 8;
    }
  }
}

uint8_t valueFromByte(uint8_t byte, uint8_t sides) {
  const uint16_t limit = static_cast<uint16_t>(256 - 256 % sides);
  if (byte >= limit) return 0;
  return static_cast<uint8_t>(byte % sides + 1);
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
  return face <= config::kPipFaces ? kPips[face] : 0;
}

void Die::setDice(uint8_t count, uint8_t sides) {
  nextCount_ = count;
  nextSides_ = sides;
}

bool Die::start(uint32_t nowMs) {
  if (rolling_) return false;
  rolling_ = true;
  count_ = nextCount_;
  sides_ = nextSides_;
  startedAt_ = nowMs;
  nextFrameAfter_ = 0;
  frameGap_ = config::kFirstFrameMs;
  return true;
}

Die::Step Die::update(uint32_t nowMs) {
  if (!rolling_) return Step::kNone;
  const uint32_t elapsed = nowMs - startedAt_;
  if (elapsed >= config::kRollMs) {
    // The result comes from the committed seed, in order, word after word: the
    // tumbling before it only shows that something happens.
    startIndex_ = proof_.index();
    for (uint8_t i = 0; i < count_; i++) values_[i] = proof_.roll(sides_);
    rolling_ = false;
    return Step::kSettled;
  }
  if (elapsed < nextFrameAfter_) return Step::kNone;
  for (uint8_t i = 0; i < count_; i++) {
    uint8_t tumble = rng_.roll(sides_);
    // A tumbling die always shows a new value, so each frame is visible.
    if (tumble == values_[i]) tumble = static_cast<uint8_t>(tumble % sides_ + 1);
    values_[i] = tumble;
  }
  nextFrameAfter_ += frameGap_;
  frameGap_ += config::kFrameSlowdownMs;
  return Step::kFrame;
}
