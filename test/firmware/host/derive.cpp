// The firmware's dice derivation (proof.cpp, sha256.cpp) as a command-line tool, so
// that the vitest suite can hold it against other implementations of SHA-256 (Node's
// crypto, Python's hashlib). One question a line on stdin, one answer a line:
//   sha <hex>                          → SHA-256 of the bytes, 64 hex digits
//   word <seed hex> <n>                → word n, in decimal
//   commit <seed hex>                  → the commitment, 32 upper-case hex digits
//   accepts <word> <sides>             → 1 or 0
//   dice <seed hex> <n> <sides> <count> → `<v1> … <vcount> @<next n>`
//   salted <seed hex> <salt hex> <n> <sides> <count> → word n with the salt, then the
//                                        dice from n: `<word> <v1> … <vcount> @<next n>`
// A malformed question gets `?`.
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "proof.h"
#include "sha256.h"

namespace {

bool fromHex(const std::string& text, std::vector<uint8_t>* out) {
  if (text.size() % 2 != 0) return false;
  for (size_t i = 0; i < text.size(); i += 2) {
    unsigned byte = 0;
    if (std::sscanf(text.substr(i, 2).c_str(), "%2x", &byte) != 1) return false;
    out->push_back(static_cast<uint8_t>(byte));
  }
  return true;
}

std::string toHex(const uint8_t* bytes, size_t count) {
  std::string out;
  char pair[3];
  for (size_t i = 0; i < count; i++) {
    std::snprintf(pair, sizeof pair, "%02X", bytes[i]);
    out += pair;
  }
  return out;
}

bool seedFrom(const std::string& text, uint8_t seed[proof::kSeedBytes]) {
  std::vector<uint8_t> bytes;
  if (!fromHex(text, &bytes) || bytes.size() != proof::kSeedBytes) return false;
  for (size_t i = 0; i < bytes.size(); i++) seed[i] = bytes[i];
  return true;
}

std::string answer(const std::string& line) {
  std::istringstream in(line);
  std::string verb;
  std::string hex;
  in >> verb;
  uint8_t seed[proof::kSeedBytes];
  if (verb == "sha") {
    in >> hex;  // may be empty: the empty message
    std::vector<uint8_t> bytes;
    if (!fromHex(hex, &bytes) || bytes.size() > sha256::kMaxShortMessage) return "?";
    uint8_t digest[sha256::kDigestBytes];
    sha256::hashShort(bytes.data(), static_cast<uint8_t>(bytes.size()), digest);
    return toHex(digest, sizeof digest);
  }
  if (verb == "word") {
    uint32_t n = 0;
    if (!(in >> hex >> n) || !seedFrom(hex, seed)) return "?";
    return std::to_string(proof::word(seed, nullptr, n));
  }
  if (verb == "commit") {
    if (!(in >> hex) || !seedFrom(hex, seed)) return "?";
    uint8_t commitment[proof::kCommitmentBytes];
    proof::commitment(seed, commitment);
    return toHex(commitment, sizeof commitment);
  }
  if (verb == "accepts") {
    uint32_t word = 0;
    unsigned sides = 0;
    if (!(in >> word >> sides) || sides < 2 || sides > 255) return "?";
    return proof::accepts(word, static_cast<uint8_t>(sides)) ? "1" : "0";
  }
  if (verb == "dice") {
    uint32_t n = 0;
    unsigned sides = 0;
    unsigned count = 0;
    if (!(in >> hex >> n >> sides >> count) || !seedFrom(hex, seed) || sides < 2 || sides > 255) return "?";
    std::string out;
    for (unsigned i = 0; i < count; i++) out += std::to_string(proof::die(seed, nullptr, &n, static_cast<uint8_t>(sides))) + " ";
    return out + "@" + std::to_string(n);
  }
  if (verb == "salted") {
    std::string saltHex;
    uint8_t salt[proof::kSaltBytes];
    uint32_t n = 0;
    unsigned sides = 0;
    unsigned count = 0;
    if (!(in >> hex >> saltHex >> n >> sides >> count) || !seedFrom(hex, seed) || !seedFrom(saltHex, salt) ||
        sides < 2 || sides > 255) {
      return "?";
    }
    std::string out = std::to_string(proof::word(seed, salt, n)) + " ";
    for (unsigned i = 0; i < count; i++) out += std::to_string(proof::die(seed, salt, &n, static_cast<uint8_t>(sides))) + " ";
    return out + "@" + std::to_string(n);
  }
  return "?";
}

}  // namespace

int main() {
  std::string line;
  while (std::getline(std::cin, line)) std::cout << answer(line) << "\n";
  return 0;
}
