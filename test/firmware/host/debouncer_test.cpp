// Debouncing with scripted contact bounce: every bounce up to 10 ms gives exactly
// one change, every glitch shorter than 5 ms gives none.
#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "check.h"
#include "debouncer.h"

namespace {

// A contact's raw level over time: a list of (time µs, level) edges.
struct Edge {
  uint32_t atUs;
  bool level;
};

// Feeds the edges sampled every `stepUs` until `endUs`; counts debounced changes.
int changesOver(Debouncer& debouncer, const std::vector<Edge>& edges, uint32_t endUs,
                uint32_t stepUs = 50) {
  int changes = 0;
  size_t next = 0;
  bool raw = debouncer.level();
  for (uint32_t t = 0; t <= endUs; t += stepUs) {
    while (next < edges.size() && edges[next].atUs <= t) raw = edges[next++].level;
    if (debouncer.update(raw, t)) changes++;
  }
  return changes;
}

// Random bounce: edges within `bounceUs` of `startUs`, ending on `to`.
std::vector<Edge> bounce(std::mt19937& random, uint32_t startUs, uint32_t bounceUs, bool to) {
  std::uniform_int_distribution<uint32_t> when(0, bounceUs);
  std::uniform_int_distribution<int> count(0, 12);
  std::vector<uint32_t> times = {0};
  for (int n = count(random); n > 0; n--) times.push_back(when(random));
  std::sort(times.begin(), times.end());
  std::vector<Edge> edges;
  for (size_t i = 0; i < times.size(); i++) {
    // Alternate so the last edge lands on `to`.
    const bool level = ((times.size() - 1 - i) % 2 == 0) ? to : !to;
    edges.push_back({startUs + times[i], level});
  }
  return edges;
}

}  // namespace

TEST(debounce_clean_press_counts_after_5_ms) {
  Debouncer debouncer;
  CHECK(!debouncer.update(true, 0));
  CHECK(!debouncer.update(true, 4999));
  CHECK(debouncer.update(true, 5000));
  CHECK(debouncer.level());
}

TEST(debounce_glitches_shorter_than_5_ms_give_nothing) {
  for (uint32_t lengthUs = 50; lengthUs < 5000; lengthUs += 50) {
    Debouncer debouncer;
    const std::vector<Edge> glitch = {{1000, true}, {1000 + lengthUs, false}};
    CHECK_EQ(changesOver(debouncer, glitch, 40000), 0);
    CHECK(!debouncer.level());
  }
}

TEST(debounce_bounce_up_to_10_ms_gives_one_change_each_way) {
  std::mt19937 random(2024);
  for (int press = 0; press < 3000; press++) {
    Debouncer debouncer;
    std::vector<Edge> edges = bounce(random, 1000, 10000, true);
    const std::vector<Edge> release = bounce(random, 60000, 10000, false);
    edges.insert(edges.end(), release.begin(), release.end());
    int changes = 0;
    size_t next = 0;
    bool raw = false;
    int pressChanges = 0;
    for (uint32_t t = 0; t <= 120000; t += 50) {
      while (next < edges.size() && edges[next].atUs <= t) raw = edges[next++].level;
      if (debouncer.update(raw, t)) {
        changes++;
        if (t < 60000) pressChanges++;
      }
    }
    CHECK_EQ(pressChanges, 1);
    CHECK_EQ(changes, 2);
    CHECK(!debouncer.level());
  }
}

TEST(debounce_worst_bounce_holds_each_level_5_ms) {
  // New level for 5 ms, old level for 5 ms, then the new level for good.
  Debouncer debouncer;
  const std::vector<Edge> edges = {{0, true}, {5000, false}, {10000, true}};
  CHECK_EQ(changesOver(debouncer, edges, 50000), 1);
  CHECK(debouncer.level());
}

TEST(debounce_survives_sparse_sampling_and_clock_wrap) {
  // The loop may be late (a serial write); the clock wraps after 71 minutes.
  Debouncer debouncer;
  const uint32_t start = 0xFFFFF000u;
  CHECK(!debouncer.update(true, start));
  CHECK(debouncer.update(true, start + 7000));  // wrapped past zero
  CHECK(!debouncer.update(false, start + 9000));  // still in the lockout
  CHECK(!debouncer.update(false, start + 20000));
  CHECK(debouncer.update(false, start + 26000));
}
