#include "sha256.h"

#ifdef __AVR__
#include <avr/pgmspace.h>
#else
#define PROGMEM
#define pgm_read_dword(address) (*(address))
#endif

namespace sha256 {

namespace {

// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
const uint32_t kRound[64] PROGMEM = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
const uint32_t kInitial[8] PROGMEM = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

// One bit right or left. On the AVR four register shifts and the carried bit (a
// 32-bit `x >> 1 | x << 31` costs gcc twice as many instructions); elsewhere C.
inline uint32_t rotr1(uint32_t x) {
#ifdef __AVR__
  asm("bst %A0, 0\n\tlsr %D0\n\tror %C0\n\tror %B0\n\tror %A0\n\tbld %D0, 7" : "+r"(x));
  return x;
#else
  return x >> 1 | x << 31;
#endif
}

inline uint32_t rotl1(uint32_t x) {
#ifdef __AVR__
  asm("lsl %A0\n\trol %B0\n\trol %C0\n\trol %D0\n\tadc %A0, __zero_reg__" : "+r"(x));
  return x;
#else
  return x << 1 | x >> 31;
#endif
}

#define SHA256_INLINE inline __attribute__((always_inline))

// Single-bit steps, unrolled at compile time: Steps to the right, or to the left.
template <uint8_t Steps, bool Left>
struct BitSteps {
  static SHA256_INLINE uint32_t apply(uint32_t x) {
    return BitSteps<Steps - 1, Left>::apply(Left ? rotl1(x) : rotr1(x));
  }
};
template <bool Left>
struct BitSteps<0, Left> {
  static SHA256_INLINE uint32_t apply(uint32_t x) { return x; }
};

// Rotates right by N: whole bytes first (register moves on the AVR), then at most four
// single bits, right or left, whichever is fewer (right 7 is right 8 and left 1).
template <uint8_t N>
SHA256_INLINE uint32_t rotr(uint32_t x) {
  constexpr bool kLeft = (N & 7) > 4;
  constexpr uint8_t kBytes = static_cast<uint8_t>(((N >> 3) + (kLeft ? 1 : 0)) & 3);
  constexpr uint8_t kSteps = static_cast<uint8_t>(kLeft ? 8 - (N & 7) : N & 7);
  if (kBytes != 0) x = x >> (8 * kBytes) | x << ((32 - 8 * kBytes) & 31);
  return BitSteps<kSteps, kLeft>::apply(x);
}

// Σ0, Σ1, σ0 and σ1 of FIPS 180-4, each out of line once (flash), its rotations inline (time).
__attribute__((noinline)) uint32_t bigSigma0(uint32_t x) { return rotr<2>(x) ^ rotr<13>(x) ^ rotr<22>(x); }
__attribute__((noinline)) uint32_t bigSigma1(uint32_t x) { return rotr<6>(x) ^ rotr<11>(x) ^ rotr<25>(x); }
__attribute__((noinline)) uint32_t smallSigma0(uint32_t x) { return rotr<7>(x) ^ rotr<18>(x) ^ x >> 3; }
__attribute__((noinline)) uint32_t smallSigma1(uint32_t x) { return rotr<17>(x) ^ rotr<19>(x) ^ x >> 10; }

// Byte `at` of the padded block: the message, 0x80, zeros, the length in bits (big-endian).
uint8_t paddedByte(const uint8_t* message, uint8_t length, uint8_t at) {
  if (at < length) return message[at];
  if (at == length) return 0x80;
  const uint16_t bits = static_cast<uint16_t>(length) * 8;
  if (at == 62) return static_cast<uint8_t>(bits >> 8);
  if (at == 63) return static_cast<uint8_t>(bits);
  return 0;
}

}  // namespace

void hashShort(const uint8_t* message, uint8_t length, uint8_t digest[kDigestBytes]) {
  uint32_t w[16];
  for (uint8_t at = 0; at < 64; at++) {
    uint32_t& word = w[at >> 2];
    word = word << 8 | paddedByte(message, length, at);
  }
  // a … h in an array: each round shifts them down one, fewer registers than eight names.
  uint32_t v[8];
  for (uint8_t i = 0; i < 8; i++) v[i] = pgm_read_dword(&kInitial[i]);
  for (uint8_t round = 0; round < 64; round++) {
    uint32_t& slot = w[round & 15];
    if (round >= 16) {
      // w[t] = σ1(w[t-2]) + w[t-7] + σ0(w[t-15]) + w[t-16], in a ring of 16.
      slot += smallSigma0(w[(round + 1) & 15]) + w[(round + 9) & 15] + smallSigma1(w[(round + 14) & 15]);
    }
    const uint32_t e = v[4];
    const uint32_t choose = (e & v[5]) ^ (~e & v[6]);
    const uint32_t t1 = v[7] + bigSigma1(e) + choose + pgm_read_dword(&kRound[round]) + slot;
    const uint32_t a = v[0];
    const uint32_t majority = (a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]);
    const uint32_t t2 = bigSigma0(a) + majority;
    for (uint8_t i = 7; i > 0; i--) v[i] = v[i - 1];
    v[4] += t1;
    v[0] = t1 + t2;
  }
  for (uint8_t i = 0; i < 8; i++) {
    const uint32_t h = v[i] + pgm_read_dword(&kInitial[i]);
    for (uint8_t byte = 0; byte < 4; byte++) digest[i * 4 + byte] = static_cast<uint8_t>(h >> (24 - 8 * byte));
  }
}

}  // namespace sha256
