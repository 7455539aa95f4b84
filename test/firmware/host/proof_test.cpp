// Dice anyone can audit, through the whole box (DESIGN.md, "Dice anyone can audit"):
// COMMIT after boot and HELLO, ROLL … @n with no gap, REVEAL → SEED and a fresh
// COMMIT, a REVEAL during a roll waiting for its ROLL, and a committed seed that no
// entropy stirs. The derivation itself is held against Node's crypto and Python's
// hashlib in host.test.ts (derive.cpp).
#include <sstream>
#include <string>
#include <vector>

#include "check.h"
#include "fake_hardware.h"
#include "proof.h"
#include "sha256.h"

namespace {

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

// The bodies of the box's lines (CRC checked), heartbeats and ACKs left out.
std::vector<std::string> said(Rig& rig) {
  std::vector<std::string> out;
  for (const std::string& line : rig.take()) {
    const size_t star = line.rfind('*');
    if (star == std::string::npos || frame(line.substr(0, star)) != line) {
      throw TestFailure("bad frame from the box: " + line);
    }
    const std::string body = line.substr(0, star);
    const std::vector<std::string> w = words(body);
    if (w.size() > 1 && (w[1] == "HB" || w[1] == "ACK")) continue;
    out.push_back(body);
  }
  return out;
}

// The lines with this verb, each split into words; every one is ACKed, as a server does.
std::vector<std::vector<std::string>> take(Rig& rig, const std::vector<std::string>& bodies, const std::string& verb) {
  std::vector<std::vector<std::string>> out;
  for (const std::string& body : bodies) {
    const std::vector<std::string> w = words(body);
    if (w.size() > 1 && w[1] == verb) out.push_back(w);
  }
  for (const std::string& body : bodies) {
    const std::vector<std::string> w = words(body);
    if (w[0] != "0") rig.send("0 ACK " + w[0]);
  }
  return out;
}

std::vector<uint8_t> bytesOf(const std::string& hex) {
  std::vector<uint8_t> out;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) out.push_back(static_cast<uint8_t>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  return out;
}

// The commitment of a seed as the box writes it: SHA-256's first 16 bytes in hex.
std::string commitmentOf(const std::string& seedHex) {
  const std::vector<uint8_t> seed = bytesOf(seedHex);
  uint8_t digest[sha256::kDigestBytes];
  sha256::hashShort(seed.data(), static_cast<uint8_t>(seed.size()), digest);
  return hexOf(digest, proof::kCommitmentBytes);
}

// A roll through the server; returns its ROLL line's words.
std::vector<std::string> roll(Rig& rig, uint16_t seq) {
  rig.send(std::to_string(seq) + " ROLL");
  rig.run(800);
  const std::vector<std::vector<std::string>> rolls = take(rig, said(rig), "ROLL");
  if (rolls.size() != 1) throw TestFailure("expected one ROLL, got " + std::to_string(rolls.size()));
  rig.run(1);
  return rolls[0];
}

}  // namespace

TEST(proof_rolls_from_the_committed_seed_and_reveals_it) {
  Rig rig;
  rig.begin();
  const std::vector<std::vector<std::string>> commits = take(rig, said(rig), "COMMIT");
  CHECK_EQ(commits.size(), 1u);
  const std::string commitment = commits[0][2];
  CHECK_EQ(commitment.size(), 32u);
  rig.run(1);
  rig.send("1 DICE 6 6");
  std::vector<std::vector<std::string>> rolls;
  rolls.push_back(roll(rig, 2));
  rig.send("3 DICE 2 98");
  rolls.push_back(roll(rig, 4));
  // A press and a few seconds of heartbeats and lines: entropy for the pool, none for the seed.
  rig.press(config::kStart, 80);
  rig.send("5 LAMPS 3");
  rig.run(2500);
  take(rig, said(rig), "BTN");
  rig.run(1);
  rig.send("6 REVEAL");
  rig.run(5);
  const std::vector<std::string> after = said(rig);
  const std::vector<std::vector<std::string>> seeds = take(rig, after, "SEED");
  const std::vector<std::vector<std::string>> fresh = take(rig, after, "COMMIT");
  CHECK_EQ(seeds.size(), 1u);
  CHECK_EQ(fresh.size(), 1u);
  // SEED before the fresh COMMIT, in seq order.
  CHECK(std::stoi(seeds[0][0]) + 1 == std::stoi(fresh[0][0]));
  const std::string seed = seeds[0][2];
  CHECK_EQ(seed.size(), 32u);
  // "C = the first 16 bytes of SHA-256(S)": the seed revealed is the one committed to.
  CHECK(commitmentOf(seed) == commitment);
  CHECK(fresh[0][2] != commitment);
  CHECK(commitmentOf(hexOf(rig.box.proof().seed(), proof::kSeedBytes)) == fresh[0][2]);
  CHECK_EQ(rig.box.proof().index(), 0u);
  // Every roll recomputed from the seed, its index where the previous one stopped.
  const std::vector<uint8_t> s = bytesOf(seed);
  uint32_t n = 0;
  for (const std::vector<std::string>& r : rolls) {
    CHECK(r.back() == "@" + std::to_string(n));
    const uint8_t sides = static_cast<uint8_t>(std::stoi(r[2]));
    for (size_t i = 3; i + 1 < r.size(); i++) CHECK_EQ(std::stoi(r[i]), proof::die(s.data(), nullptr, &n, sides));
  }
  // SEED's last word is the next index: no word was used without a ROLL to show it.
  CHECK(seeds[0][3] == std::to_string(n));
}

TEST(proof_hello_commits_again_to_the_same_seed) {
  Rig rig;
  rig.begin();
  const std::string commitment = take(rig, said(rig), "COMMIT").at(0)[2];
  rig.run(1);
  const std::vector<std::string> first = roll(rig, 1);
  CHECK(first.back() == "@0");
  rig.send("0 HELLO");
  rig.run(5);
  const std::vector<std::string> again = said(rig);
  CHECK(again.at(0) == "0 HELLO apophis-box 2.2.0 2 display,proof,salt");
  const std::vector<std::vector<std::string>> commits = take(rig, again, "COMMIT");
  CHECK_EQ(commits.size(), 1u);
  CHECK(commits[0][2] == commitment);
  rig.run(1);
  // The index goes on: a HELLO is no new game for the seed.
  const std::vector<std::string> second = roll(rig, 1);
  CHECK(second.back() == "@1");
}

TEST(proof_reveal_during_a_roll_waits_for_its_roll) {
  Rig rig;
  rig.begin();
  take(rig, said(rig), "COMMIT");
  rig.run(1);
  rig.send("1 ROLL");
  rig.run(100);
  rig.send("2 REVEAL");  // ACKed at once, done after the ROLL
  rig.run(5);
  const std::vector<std::string> early = said(rig);
  CHECK(take(rig, early, "SEED").empty());
  rig.run(700);
  const std::vector<std::string> late = said(rig);
  std::vector<std::string> verbs;
  for (const std::string& body : late) verbs.push_back(words(body).at(1));
  // The roll belongs to the seed it came from: its ROLL, then the SEED, then the fresh COMMIT.
  std::vector<std::string> proofVerbs;
  for (const std::string& verb : verbs) {
    if (verb == "ROLL" || verb == "SEED" || verb == "COMMIT") proofVerbs.push_back(verb);
  }
  CHECK(proofVerbs.size() >= 3u);
  CHECK(proofVerbs[0] == "ROLL" && proofVerbs[1] == "SEED" && proofVerbs[2] == "COMMIT");
  const std::vector<std::vector<std::string>> seeds = take(rig, late, "SEED");
  CHECK(seeds.at(0)[3] == "1");  // the d6 took word 0
}

TEST(proof_resent_commit_keeps_its_commitment_after_a_reveal) {
  // A COMMIT whose ACK never came is resent as it was, even once a REVEAL drew a new seed.
  Rig rig;
  rig.begin();
  const std::vector<std::string> boot = said(rig);  // not ACKed
  const std::string first = words(boot.at(1)).at(2);
  rig.send("1 REVEAL");
  rig.run(5);
  const std::vector<std::string> revealed = said(rig);
  CHECK_EQ(revealed.size(), 2u);
  CHECK(words(revealed[0]).at(1) == "SEED" && words(revealed[1]).at(1) == "COMMIT");
  const std::string second = words(revealed[1]).at(2);
  CHECK(second != first);
  CHECK(commitmentOf(words(revealed[0]).at(2)) == first);
  // The oldest, the boot's COMMIT, comes again with its own commitment; once it and
  // the SEED are ACKed, the fresh COMMIT comes again with the fresh one.
  rig.run(300);
  CHECK(said(rig) == std::vector<std::string>{"1 COMMIT " + first});
  rig.send("0 ACK 1");
  rig.send("0 ACK 2");
  rig.run(100);  // its last sending is over 250 ms old: resent at once
  CHECK(said(rig) == std::vector<std::string>{"3 COMMIT " + second});
}

TEST(proof_commitments_differ_with_noise) {
  // Two boxes whose temperature sensors read differently commit to different seeds.
  std::vector<std::string> commitments;
  for (uint32_t noise : {1u, 2u}) {
    Rig rig;
    rig.hardware.noiseState = noise;
    rig.begin();
    commitments.push_back(take(rig, said(rig), "COMMIT").at(0)[2]);
  }
  CHECK(commitments[0] != commitments[1]);
}

TEST(proof_lines_stay_within_64_bytes) {
  // The longest SEED: seq 9999 and the index 4294967295 (DESIGN.md: 58 bytes with the check).
  protocol::LineBuilder line(9999);
  const uint8_t seed[proof::kSeedBytes] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                           0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
  line.word("SEED").hex(seed, proof::kSeedBytes).number(4294967295u);
  const std::string text = line.finish();
  CHECK_EQ(text.size(), 59u);  // 58 and the newline
  CHECK(text.rfind("9999 SEED FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF 4294967295*", 0) == 0);
  protocol::LineBuilder roll(9999);
  roll.word("ROLL").number(99);
  for (int i = 0; i < 6; i++) roll.number(99);
  roll.index(4294967295u);
  CHECK(std::string(roll.finish()).rfind("9999 ROLL 99 99 99 99 99 99 99 @4294967295*", 0) == 0);
}

TEST(proof_entropy_pool_never_stirs_the_seed_in_use) {
  proof::EntropyPool pool;
  proof::Dice dice;
  uint8_t seed[proof::kSeedBytes];
  pool.draw(seed);
  dice.reseed(seed);
  const std::string committed = hexOf(dice.commitment(), proof::kCommitmentBytes);
  for (uint32_t i = 0; i < 1000; i++) pool.stir(i * 2654435761u);
  CHECK(hexOf(dice.seed(), proof::kSeedBytes) == hexOf(seed, proof::kSeedBytes));
  CHECK(hexOf(dice.commitment(), proof::kCommitmentBytes) == committed);
  // The next draw is another seed, and a pool stirred differently draws another still.
  uint8_t next[proof::kSeedBytes];
  pool.draw(next);
  CHECK(hexOf(next, proof::kSeedBytes) != hexOf(seed, proof::kSeedBytes));
  proof::EntropyPool other;
  uint8_t otherSeed[proof::kSeedBytes];
  other.stir(1);
  other.draw(otherSeed);
  proof::EntropyPool bare;
  uint8_t bareSeed[proof::kSeedBytes];
  bare.draw(bareSeed);
  CHECK(hexOf(otherSeed, proof::kSeedBytes) != hexOf(bareSeed, proof::kSeedBytes));
}

// The table's salt (firmware 2.2, DESIGN.md "The table's salt"): SALT after a COMMIT is
// ACKed and the rolls under that commitment come from SHA-256(S ‖ T ‖ n); a second SALT,
// or one after a roll, is `NAK salt-late` and changes nothing; a REVEAL's fresh seed
// takes a salt anew.
TEST(proof_salt_before_the_first_roll_salts_every_word) {
  const std::string salt = "F0E1D2C3B4A5968778695A4B3C2D1E0F";
  Rig rig;
  rig.begin();
  take(rig, said(rig), "COMMIT");
  rig.run(1);
  rig.send("1 SALT " + salt);
  rig.run(5);
  std::vector<std::string> acks;
  for (const std::string& line : rig.take()) {
    if (line.find(" ACK ") != std::string::npos || line.find(" NAK ") != std::string::npos) acks.push_back(line.substr(0, line.rfind('*')));
  }
  CHECK(acks == std::vector<std::string>{"0 ACK 1"});
  CHECK(rig.box.proof().salted());
  const std::vector<std::string> first = roll(rig, 2);
  const std::vector<std::string> second = roll(rig, 3);
  // A second salt, and a salt after a roll: refused, the words unchanged.
  rig.send("4 SALT 00000000000000000000000000000000");
  rig.run(5);
  bool refused = false;
  for (const std::string& line : rig.take()) refused = refused || line.rfind("0 NAK 4 salt-late*", 0) == 0;
  CHECK(refused);
  const std::vector<std::string> third = roll(rig, 5);
  const std::vector<uint8_t> s(rig.box.proof().seed(), rig.box.proof().seed() + proof::kSeedBytes);
  const std::vector<uint8_t> t = bytesOf(salt);
  uint32_t n = 0;
  for (const std::vector<std::string>& r : {first, second, third}) {
    CHECK(r.back() == "@" + std::to_string(n));
    CHECK_EQ(std::stoi(r[3]), proof::die(s.data(), t.data(), &n, 6));
  }
  // The fresh seed after a REVEAL takes its own salt.
  rig.send("6 REVEAL");
  rig.run(5);
  take(rig, said(rig), "COMMIT");
  CHECK(!rig.box.proof().salted());
  rig.send("7 SALT " + salt);
  rig.run(5);
  CHECK(rig.box.proof().salted());
}

TEST(proof_salt_after_a_roll_is_late_and_the_words_stay_unsalted) {
  Rig rig;
  rig.begin();
  take(rig, said(rig), "COMMIT");
  rig.run(1);
  const std::vector<std::string> first = roll(rig, 1);
  rig.send("2 SALT F0E1D2C3B4A5968778695A4B3C2D1E0F");
  rig.run(5);
  bool refused = false;
  for (const std::string& line : rig.take()) refused = refused || line.rfind("0 NAK 2 salt-late*", 0) == 0;
  CHECK(refused);
  CHECK(!rig.box.proof().salted());
  const std::vector<std::string> second = roll(rig, 3);
  const std::vector<uint8_t> s(rig.box.proof().seed(), rig.box.proof().seed() + proof::kSeedBytes);
  uint32_t n = 0;
  for (const std::vector<std::string>& r : {first, second}) CHECK_EQ(std::stoi(r[3]), proof::die(s.data(), nullptr, &n, 6));
  // A malformed salt is no salt: BADARG.
  rig.send("4 SALT F0E1");
  rig.run(5);
  bool bad = false;
  for (const std::string& line : rig.take()) bad = bad || line.rfind("0 NAK 4 BADARG*", 0) == 0;
  CHECK(bad);
}
