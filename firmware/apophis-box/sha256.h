// SHA-256 (FIPS 180-4) for the short messages the box hashes: a seed, a seed and a
// word index, the entropy pool. One 64-byte block, no heap, the round constants in
// flash; the message schedule is kept 16 words at a time, so the stack holds 64
// bytes of it rather than 256.
#pragma once
#include <stdint.h>

namespace sha256 {

constexpr uint8_t kDigestBytes = 32;
// The longest message one block takes: 64 bytes less the 0x80 marker and the 8-byte length.
constexpr uint8_t kMaxShortMessage = 55;

// SHA-256 of `length` bytes (at most kMaxShortMessage) into `digest`.
void hashShort(const uint8_t* message, uint8_t length, uint8_t digest[kDigestBytes]);

}  // namespace sha256
