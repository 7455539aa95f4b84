// The electronic dice: the tumbling animation as a millis() state machine, its
// passing values from a small PRNG stirred with entropy (the temperature sensor's
// noise, watchdog jitter, the microsecond timing of presses) by rejection sampling
// on bytes, and the rolled values from the committed seed (proof.h).
#pragma once
#include <stdint.h>

#include "config.h"
#include "proof.h"

// xorshift32 (Marsaglia 2003): four shifts per number, enough for board game dice.
class DiceRng {
 public:
  // Mixes entropy into the state; any value is fine, including 0.
  void stir(uint32_t entropy);
  uint32_t next();
  // Uniform 1 … sides (sides 1–255), from the bytes of next().
  uint8_t roll(uint8_t sides);

 private:
  uint32_t state_ = 0x2545F491u;
};

// 1 … sides from a random byte, or 0 when the byte must be thrown away. Of the 256
// bytes only the first 256 - (256 mod sides) are used, a whole number of rounds of
// 1 … sides, so every value comes from the same number of bytes: no `%` bias.
uint8_t valueFromByte(uint8_t byte, uint8_t sides);

// Pip groups lit for a face (0 and anything above 6 = dark): bit 0 centre, 1 and 2
// the diagonal pairs, 3 the middle pair.
uint8_t pipsOfFace(uint8_t face);

class Die {
 public:
  enum class Step : uint8_t { kNone, kFrame, kSettled };

  // The tumbling values come from `rng`, the rolled ones from `proof`'s seed.
  Die(DiceRng& rng, proof::Dice& proof) : rng_(rng), proof_(proof) {}
  // What the next roll rolls (DICE); a roll under way keeps its own.
  void setDice(uint8_t count, uint8_t sides);
  // Starts a roll; false (and nothing happens) while one is under way.
  bool start(uint32_t nowMs);
  // kFrame when the tumbling values changed, kSettled when the roll ended.
  Step update(uint32_t nowMs);
  bool rolling() const { return rolling_; }
  // The roll under way or the last one: its dice and values (tumbling ones while it rolls).
  uint8_t count() const { return count_; }
  uint8_t sides() const { return sides_; }
  uint8_t value(uint8_t die) const { return values_[die]; }
  const uint8_t* values() const { return values_; }
  // The word index the last settled roll started at (its ROLL's `@n`).
  uint32_t startIndex() const { return startIndex_; }
  // What DICE last asked for.
  uint8_t nextCount() const { return nextCount_; }
  uint8_t nextSides() const { return nextSides_; }

 private:
  DiceRng& rng_;
  proof::Dice& proof_;
  uint32_t startIndex_ = 0;
  bool rolling_ = false;
  uint8_t nextCount_ = config::kDefaultDiceCount;
  uint8_t nextSides_ = config::kDefaultDiceSides;
  uint8_t count_ = config::kDefaultDiceCount;
  uint8_t sides_ = config::kDefaultDiceSides;
  uint8_t values_[config::kMaxDiceCount] = {};
  uint32_t startedAt_ = 0;
  uint32_t nextFrameAfter_ = 0;
  uint32_t frameGap_ = 0;
};
