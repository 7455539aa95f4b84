// The electronic die: a small PRNG stirred with entropy (ADC noise, the
// microsecond timing of presses), faces drawn by rejection sampling, and the
// tumbling animation as a millis() state machine.
#pragma once
#include <stdint.h>

// xorshift32 (Marsaglia 2003): four shifts per number, enough for a board game die.
class DiceRng {
 public:
  // Mixes entropy into the state; any value is fine, including 0.
  void stir(uint32_t entropy);
  uint32_t next();
  // Uniform 1–6.
  uint8_t face();

 private:
  uint32_t state_ = 0x2545F491u;
};

// 1–6 from a random byte, or 0 when the byte is one of the 4 (of 256) that would
// bias the die: 252 = 42 × 6, so bytes 252–255 are thrown away, never folded in.
uint8_t faceFromByte(uint8_t byte);

// Pip groups lit for a face (0 = dark): bit 0 centre, 1 and 2 the diagonal pairs,
// 3 the middle pair.
uint8_t pipsOfFace(uint8_t face);

class Die {
 public:
  enum class Step : uint8_t { kNone, kFrame, kSettled };

  explicit Die(DiceRng& rng) : rng_(rng) {}
  // Starts a roll; false (and nothing happens) while one is under way.
  bool start(uint32_t nowMs);
  // kFrame when the tumbling face changed, kSettled when the roll ended.
  Step update(uint32_t nowMs);
  void show(uint8_t face) { face_ = face; }
  bool rolling() const { return rolling_; }
  uint8_t face() const { return face_; }

 private:
  DiceRng& rng_;
  bool rolling_ = false;
  uint8_t face_ = 0;
  uint32_t startedAt_ = 0;
  uint32_t nextFrameAfter_ = 0;
  uint32_t frameGap_ = 0;
};
