#include "fake_hardware.h"

#include <cstdio>

std::string frame(const std::string& body) {
  unsigned x = 0;
  for (const char c : body) x ^= static_cast<unsigned char>(c);
  char cs[3];
  std::snprintf(cs, sizeof cs, "%02X", x);
  return body + "*" + cs;
}
