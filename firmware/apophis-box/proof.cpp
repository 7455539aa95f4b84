#include "proof.h"

#include "sha256.h"

namespace proof {

namespace {

void putBigEndian(uint32_t value, uint8_t* out) {
  for (uint8_t i = 0; i < 4; i++) out[i] = static_cast<uint8_t>(value >> (24 - 8 * i));
}

// The murmur3 finaliser: every input bit reaches every output bit.
uint32_t mix(uint32_t x) {
  x ^= x >> 16;
  x *= 0x85EBCA6Bu;
  x ^= x >> 13;
  x *= 0xC2B2AE35u;
  x ^= x >> 16;
  return x;
}

}  // namespace

// Out of line (the roll settles through it): the flash matters more than a call.
__attribute__((noinline)) uint32_t word(const uint8_t seed[kSeedBytes], const uint8_t* salt, uint32_t index) {
  uint8_t message[kSeedBytes + kSaltBytes + 4];
  uint8_t length = 0;
  for (uint8_t i = 0; i < kSeedBytes; i++) message[length++] = seed[i];
  if (salt != nullptr) {
    for (uint8_t i = 0; i < kSaltBytes; i++) message[length++] = salt[i];
  }
  putBigEndian(index, message + length);
  uint8_t digest[sha256::kDigestBytes];
  sha256::hashShort(message, static_cast<uint8_t>(length + 4), digest);
  return static_cast<uint32_t>(digest[0]) << 24 | static_cast<uint32_t>(digest[1]) << 16 |
         static_cast<uint32_t>(digest[2]) << 8 | digest[3];
}

void commitment(const uint8_t seed[kSeedBytes], uint8_t out[kCommitmentBytes]) {
  uint8_t digest[sha256::kDigestBytes];
  sha256::hashShort(seed, kSeedBytes, digest);
  for (uint8_t i = 0; i < kCommitmentBytes; i++) out[i] = digest[i];
}

bool accepts(uint32_t word, uint8_t sides) {
  // 2^32 mod s, in 32 bits: 2^32 − s ≡ 2^32 (mod s).
  const uint32_t rest = (0u - static_cast<uint32_t>(sides)) % sides;
  return rest == 0 || word < 0u - rest;
}

__attribute__((noinline)) uint8_t die(const uint8_t seed[kSeedBytes], const uint8_t* salt, uint32_t* index,
                                      uint8_t sides) {
  for (;;) {
    const uint32_t w = word(seed, salt, *index);
    *index += 1;
    if (accepts(w, sides)) return static_cast<uint8_t>(w % sides + 1);
  }
}

void Dice::reseed(const uint8_t seed[kSeedBytes]) {
  for (uint8_t i = 0; i < kSeedBytes; i++) seed_[i] = seed[i];
  index_ = 0;
  salted_ = false;
  proof::commitment(seed_, commitment_);
}

bool Dice::salt(const uint8_t salt[kSaltBytes]) {
  if (salted_ || index_ != 0) return false;
  for (uint8_t i = 0; i < kSaltBytes; i++) salt_[i] = salt[i];
  salted_ = true;
  return true;
}

void EntropyPool::stir(uint32_t entropy) {
  // Round the pool, each word mixed with the entropy and its neighbour.
  const uint8_t before = static_cast<uint8_t>((at_ + 7) & 7);
  words_[at_] = mix(words_[at_] ^ entropy ^ (words_[before] << 7 | words_[before] >> 25));
  at_ = static_cast<uint8_t>((at_ + 1) & 7);
}

void EntropyPool::draw(uint8_t seed[kSeedBytes]) {
  uint8_t message[sizeof words_ + 4];
  for (uint8_t i = 0; i < 8; i++) putBigEndian(words_[i], message + 4 * i);
  putBigEndian(++draws_, message + sizeof words_);
  uint8_t digest[sha256::kDigestBytes];
  sha256::hashShort(message, sizeof message, digest);
  for (uint8_t i = 0; i < kSeedBytes; i++) seed[i] = digest[i];
  for (uint8_t i = 0; i < 4; i++) {
    uint32_t fold = 0;
    for (uint8_t b = 0; b < 4; b++) fold = fold << 8 | digest[kSeedBytes + 4 * i + b];
    words_[i] ^= fold;
  }
}

}  // namespace proof
