// The die: rejection sampling without bias, uniform faces over 60,000 rolls, the
// pips of each face, and the tumbling animation's timing.
#include <array>
#include <set>
#include <vector>

#include "check.h"
#include "config.h"
#include "die.h"

namespace {

// Pearson's chi-square of observed counts against equal expectations.
double chiSquare(const std::vector<long>& counts) {
  long total = 0;
  for (long n : counts) total += n;
  const double expected = static_cast<double>(total) / static_cast<double>(counts.size());
  double sum = 0;
  for (long n : counts) sum += (static_cast<double>(n) - expected) * (static_cast<double>(n) - expected) / expected;
  return sum;
}

}  // namespace

TEST(die_rejection_sampling_has_no_bias) {
  // Every byte value once: each face must come from exactly 42 bytes, 4 are thrown away.
  std::array<int, 7> from = {};
  for (int byte = 0; byte < 256; byte++) from[faceFromByte(static_cast<uint8_t>(byte))]++;
  CHECK_EQ(from[0], 4);
  for (int face = 1; face <= 6; face++) CHECK_EQ(from[face], 42);
}

TEST(die_60000_rolls_are_uniform_chi_square) {
  // Critical values at p = 0.001: 20.52 for 5 degrees of freedom, 66.62 for 35.
  for (uint32_t seed : {1u, 0xDEADBEEFu, 977u}) {
    DiceRng rng;
    rng.stir(seed);
    std::vector<long> faces(6, 0);
    std::vector<long> pairs(36, 0);
    uint8_t previous = rng.face();
    for (int roll = 0; roll < 60000; roll++) {
      const uint8_t face = rng.face();
      CHECK(face >= 1 && face <= 6);
      faces[face - 1]++;
      pairs[(previous - 1) * 6 + (face - 1)]++;
      previous = face;
    }
    CHECK(chiSquare(faces) < 20.52);
    CHECK(chiSquare(pairs) < 66.62);
  }
}

TEST(die_chi_square_catches_a_biased_die) {
  // The same test must reject `% 6` on a byte: faces 1–4 come 43 times in 256, 5–6 42 times.
  DiceRng rng;
  rng.stir(5);
  std::vector<long> faces(6, 0);
  for (int roll = 0; roll < 600000; roll++) faces[(rng.next() & 0xFF) % 6]++;
  CHECK(chiSquare(faces) > 20.52);
}

TEST(die_different_entropy_gives_different_rolls) {
  DiceRng a;
  DiceRng b;
  a.stir(100);
  b.stir(101);
  int same = 0;
  for (int i = 0; i < 40; i++) same += a.face() == b.face();
  CHECK(same < 20);
  // A zero stir never leaves xorshift stuck at zero.
  DiceRng zero;
  zero.stir(0x2545F491u);
  std::set<uint8_t> seen;
  for (int i = 0; i < 100; i++) seen.insert(zero.face());
  CHECK_EQ(seen.size(), 6u);
}

TEST(die_pips_of_each_face) {
  // centre 1 pip, each pair 2: the lit pips add up to the face.
  const int pipsPerGroup[4] = {1, 2, 2, 2};
  for (uint8_t face = 0; face <= 6; face++) {
    int count = 0;
    for (int group = 0; group < 4; group++) count += (pipsOfFace(face) >> group) & 1 ? pipsPerGroup[group] : 0;
    CHECK_EQ(count, face);
  }
  // Odd faces have the centre pip, even faces do not.
  for (uint8_t face = 1; face <= 6; face++) CHECK_EQ(pipsOfFace(face) & 1, face % 2);
  CHECK_EQ(pipsOfFace(4), 0b0110);
  CHECK_EQ(pipsOfFace(6), 0b1110);
}

TEST(die_tumbles_for_700_ms_then_settles) {
  DiceRng rng;
  rng.stir(42);
  Die die(rng);
  CHECK(die.start(1000));
  CHECK(!die.start(1100));  // a roll while rolling is ignored
  int frames = 0;
  uint8_t previous = 0;
  uint32_t settledAt = 0;
  std::vector<uint32_t> frameTimes;
  for (uint32_t t = 1000; t < 3000 && settledAt == 0; t++) {
    switch (die.update(t)) {
      case Die::Step::kFrame:
        frames++;
        frameTimes.push_back(t);
        CHECK(die.face() != previous);
        previous = die.face();
        break;
      case Die::Step::kSettled:
        settledAt = t;
        break;
      case Die::Step::kNone:
        break;
    }
  }
  CHECK_EQ(settledAt, 1000u + config::kRollMs);
  CHECK(frames >= 10);
  // Frames slow down as the die settles.
  CHECK(frameTimes[1] - frameTimes[0] < frameTimes.back() - frameTimes[frameTimes.size() - 2]);
  CHECK(die.face() >= 1 && die.face() <= 6);
  CHECK(!die.rolling());
  CHECK(die.start(2000));
}
