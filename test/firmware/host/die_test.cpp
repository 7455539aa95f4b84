// The dice: rejection sampling without bias for every die 2–99, uniform values
// over 60,000 rolls of a d6, d12 and d42 (chi-square), the same test catching a
// `byte % n` die, the pips of each face, and the tumbling animation's timing.
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

// The chi-square distribution's 0.999 quantiles (upper tail p = 0.001) for the
// degrees of freedom used here, from scipy.stats.chi2.ppf(0.999, df), rounded to
// three decimals (the printed tables of chi-square critical values agree): a
// statistic above it means the die is biased, with p < 0.001.
double critical999(int degreesOfFreedom) {
  switch (degreesOfFreedom) {
    case 5:
      return 20.515;  // d6
    case 11:
      return 31.264;  // d12
    case 35:
      return 66.619;  // d6 pairs
    case 41:
      return 74.745;  // d42
  }
  throw TestFailure("no critical value for " + std::to_string(degreesOfFreedom) + " degrees of freedom");
}

// Whether `counts` (one per value) passes as uniform at p >= 0.001.
bool uniform(const std::vector<long>& counts) {
  return chiSquare(counts) < critical999(static_cast<int>(counts.size()) - 1);
}

std::vector<long> rollCounts(DiceRng& rng, uint8_t sides, long rolls) {
  std::vector<long> counts(sides, 0);
  for (long roll = 0; roll < rolls; roll++) {
    const uint8_t value = rng.roll(sides);
    if (value < 1 || value > sides) throw TestFailure("value out of range");
    counts[value - 1]++;
  }
  return counts;
}

// What a careless die does: a random byte folded with `% sides`.
std::vector<long> moduloCounts(DiceRng& rng, uint8_t sides, long rolls) {
  std::vector<long> counts(sides, 0);
  for (long roll = 0; roll < rolls; roll++) counts[(rng.next() & 0xFF) % sides]++;
  return counts;
}

}  // namespace

TEST(die_rejection_sampling_has_no_bias_for_any_die) {
  // Every byte value once: each value of a dN comes from exactly 256 / N bytes
  // (rounded down), and the 256 mod N bytes left over are thrown away.
  for (int sides = 2; sides <= 99; sides++) {
    std::vector<int> from(static_cast<size_t>(sides) + 1, 0);
    for (int byte = 0; byte < 256; byte++) {
      from[valueFromByte(static_cast<uint8_t>(byte), static_cast<uint8_t>(sides))]++;
    }
    CHECK_EQ(from[0], 256 % sides);
    for (int value = 1; value <= sides; value++) CHECK_EQ(from[value], 256 / sides);
  }
  // The d6 of v1: bytes 252–255 thrown away, 42 bytes per face.
  CHECK_EQ(valueFromByte(251, 6), 6);
  CHECK_EQ(valueFromByte(252, 6), 0);
  CHECK_EQ(valueFromByte(255, 6), 0);
}

TEST(die_60000_rolls_of_d6_d12_d42_are_uniform_chi_square) {
  for (uint32_t seed : {1u, 0xDEADBEEFu, 977u}) {
    for (uint8_t sides : {6, 12, 42}) {
      DiceRng rng;
      rng.stir(seed);
      const std::vector<long> counts = rollCounts(rng, sides, 60000);
      if (!uniform(counts)) {
        throw TestFailure("d" + std::to_string(sides) + " seed " + std::to_string(seed) +
                          " chi-square " + std::to_string(chiSquare(counts)));
      }
    }
    // And consecutive d6 rolls are independent: the 36 pairs are uniform too.
    DiceRng rng;
    rng.stir(seed);
    std::vector<long> pairs(36, 0);
    uint8_t previous = rng.roll(6);
    for (int roll = 0; roll < 60000; roll++) {
      const uint8_t face = rng.roll(6);
      pairs[(previous - 1) * 6 + (face - 1)]++;
      previous = face;
    }
    CHECK(uniform(pairs));
  }
}

TEST(die_60000_proof_rolls_of_d6_d12_d42_are_uniform_chi_square) {
  // The rolled values: words of SHA-256(seed ‖ n) with rejection, one seed, word after word.
  const uint8_t seed[proof::kSeedBytes] = {25, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  uint32_t index = 0;
  for (uint8_t sides : {6, 12, 42}) {
    std::vector<long> counts(sides, 0);
    for (long roll = 0; roll < 60000; roll++) counts[proof::die(seed, nullptr, &index, sides) - 1]++;
    if (!uniform(counts)) {
      throw TestFailure("proof d" + std::to_string(sides) + " chi-square " + std::to_string(chiSquare(counts)));
    }
  }
  // No word is thrown away for dice that divide 2^32, and next to none for the others.
  CHECK(index >= 180000u && index < 180010u);
}

TEST(die_chi_square_catches_a_byte_modulo_die) {
  // The same test must reject `byte % n`. A d42 so folded gives values 1–4 from 7
  // bytes of 256 and the rest from 6: 60,000 rolls show it every time (the expected
  // statistic is about 180 against 74.7).
  for (uint32_t seed : {5u, 6u, 7u}) {
    DiceRng rng;
    rng.stir(seed);
    CHECK(!uniform(moduloCounts(rng, 42, 60000)));
  }
  // A d12 (values 1–4 from 22 bytes, the rest from 21) is subtler: at 60,000 rolls the
  // expected statistic is about 40 against 31.3, so the test rejects it in about 77% of
  // runs, not in all. Over 20 runs it must reject most; at 240,000 rolls, every time.
  int rejected = 0;
  for (uint32_t seed = 100; seed < 120; seed++) {
    DiceRng rng;
    rng.stir(seed);
    rejected += uniform(moduloCounts(rng, 12, 60000)) ? 0 : 1;
  }
  CHECK(rejected >= 12);
  {
    DiceRng rng;
    rng.stir(5);
    CHECK(!uniform(moduloCounts(rng, 12, 240000)));
  }
  // A d6 from `byte % 6` (faces 1–4 from 43 bytes, 5–6 from 42) hides at 60,000 rolls
  // (the expected statistic is about 12 against 20.5); a million rolls show it.
  DiceRng rng;
  rng.stir(5);
  CHECK(!uniform(moduloCounts(rng, 6, 1000000)));
}

TEST(die_different_entropy_gives_different_rolls) {
  DiceRng a;
  DiceRng b;
  a.stir(100);
  b.stir(101);
  int same = 0;
  for (int i = 0; i < 40; i++) same += a.roll(6) == b.roll(6);
  CHECK(same < 20);
  // A zero stir never leaves xorshift stuck at zero.
  DiceRng zero;
  zero.stir(0x2545F491u);
  std::set<uint8_t> seen;
  for (int i = 0; i < 100; i++) seen.insert(zero.roll(6));
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
  // Above 6 the pips stay dark.
  CHECK_EQ(pipsOfFace(7), 0);
  CHECK_EQ(pipsOfFace(99), 0);
}

TEST(die_tumbles_for_700_ms_then_settles) {
  DiceRng rng;
  rng.stir(42);
  proof::Dice proof;
  const uint8_t seed[proof::kSeedBytes] = {42};
  proof.reseed(seed);
  Die die(rng, proof);
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
        CHECK(die.value(0) != previous);
        previous = die.value(0);
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
  CHECK(die.value(0) >= 1 && die.value(0) <= 6);
  CHECK_EQ(die.count(), 1);
  CHECK_EQ(die.sides(), 6);
  CHECK(!die.rolling());
  CHECK(die.start(2000));
}

TEST(die_rolls_what_dice_asked_for) {
  DiceRng rng;
  rng.stir(7);
  proof::Dice proof;
  const uint8_t seed[proof::kSeedBytes] = {7};
  proof.reseed(seed);
  Die die(rng, proof);
  CHECK_EQ(die.nextCount(), 1);
  CHECK_EQ(die.nextSides(), 6);
  die.setDice(6, 99);
  CHECK(die.start(0));
  // A DICE during the roll is for the next one.
  die.setDice(2, 2);
  std::set<uint8_t> tumbled;
  uint32_t t = 0;
  for (; die.update(t) != Die::Step::kSettled; t++) {
    for (uint8_t i = 0; i < die.count(); i++) tumbled.insert(die.value(i));
  }
  CHECK_EQ(die.count(), 6);
  CHECK_EQ(die.sides(), 99);
  // The rolled values are the seed's, drawn in order from word 0 on, whatever tumbled.
  CHECK_EQ(die.startIndex(), 0u);
  uint32_t index = 0;
  for (uint8_t i = 0; i < 6; i++) CHECK_EQ(die.value(i), proof::die(seed, nullptr, &index, 99));
  CHECK_EQ(proof.index(), index);
  CHECK(*tumbled.rbegin() > 6);  // tumbling faces of a d99, not of a d6
  // The next roll: two coins, which still tumble visibly (a new value every frame).
  CHECK(die.start(t));
  uint8_t previous = die.value(0);
  for (;; t++) {
    const Die::Step step = die.update(t);
    if (step == Die::Step::kSettled) break;
    if (step == Die::Step::kFrame) {
      CHECK(die.value(0) != previous);
      previous = die.value(0);
    }
  }
  CHECK_EQ(die.count(), 2);
  CHECK_EQ(die.sides(), 2);
  // The second roll goes on from where the first stopped.
  CHECK_EQ(die.startIndex(), index);
  for (uint8_t i = 0; i < 2; i++) CHECK_EQ(die.value(i), proof::die(seed, nullptr, &index, 2));
}
