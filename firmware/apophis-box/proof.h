// Dice anyone can audit (DESIGN.md, "Dice anyone can audit"): every die comes from
// SHA-256 of a secret 16-byte seed S and a word index n, the box commits to S (the
// first 16 bytes of SHA-256(S)) before rolling and reveals S afterwards. The seed is
// drawn from an entropy pool that keeps stirring in the background; nothing stirs a
// seed once it is drawn. Firmware 2.2 takes the table's salt T after the commitment
// (DESIGN.md, "The table's salt"): words then come from SHA-256(S ‖ T ‖ n).
#pragma once
#include <stdint.h>

namespace proof {

constexpr uint8_t kSeedBytes = 16;
constexpr uint8_t kCommitmentBytes = 16;
constexpr uint8_t kSaltBytes = 16;

// Word n: the first 4 bytes, big-endian, of SHA-256(S ‖ T ‖ n as 4 bytes big-endian),
// SHA-256(S ‖ n) when `salt` is null (firmware 2.1, or no SALT came).
uint32_t word(const uint8_t seed[kSeedBytes], const uint8_t* salt, uint32_t index);
// The commitment C: the first 16 bytes of SHA-256(S).
void commitment(const uint8_t seed[kSeedBytes], uint8_t out[kCommitmentBytes]);
// Whether a word gives a die of `sides` a value: w < 2^32 − (2^32 mod sides), so that
// every value comes from the same number of words.
bool accepts(uint32_t word, uint8_t sides);
// One die of `sides` (2–255) from word *index on: words are taken (*index += 1) until
// one is accepted; the value is (w mod sides) + 1.
uint8_t die(const uint8_t seed[kSeedBytes], const uint8_t* salt, uint32_t* index, uint8_t sides);

// The seed in use, its word index and its commitment (computed once per seed).
class Dice {
 public:
  // Takes a fresh seed: index 0, a new commitment, no salt.
  void reseed(const uint8_t seed[kSeedBytes]);
  // The table's salt for this commitment: taken once, and only before its first roll
  // (false otherwise: the words keep what they had).
  bool salt(const uint8_t salt[kSaltBytes]);
  uint8_t roll(uint8_t sides) { return die(seed_, salted_ ? salt_ : nullptr, &index_, sides); }
  bool salted() const { return salted_; }
  uint32_t index() const { return index_; }
  const uint8_t* seed() const { return seed_; }
  const uint8_t* commitment() const { return commitment_; }

 private:
  uint8_t seed_[kSeedBytes] = {};
  uint8_t commitment_[kCommitmentBytes] = {};
  uint8_t salt_[kSaltBytes] = {};
  uint32_t index_ = 0;
  bool salted_ = false;
};

// Where fresh seeds come from: 32 bytes stirred with every bit of entropy the box
// finds (the temperature sensor, watchdog jitter, when buttons move and lines come).
// A seed is SHA-256(pool ‖ draws) cut to 16 bytes; the other half of that digest is
// folded back into the pool, so a later pool does not give an earlier seed away.
class EntropyPool {
 public:
  void stir(uint32_t entropy);
  void draw(uint8_t seed[kSeedBytes]);

 private:
  uint32_t words_[8] = {};
  uint32_t draws_ = 0;
  uint8_t at_ = 0;
};

}  // namespace proof
