#include "fake_hardware.h"

#include <cstdio>

std::string frame(const std::string& body) {
  // CRC-16/CCITT-FALSE, one byte at a time through the polynomial 0x1021.
  unsigned crc = 0xFFFF;
  for (const char c : body) {
    for (int bit = 7; bit >= 0; bit--) {
      const unsigned in = (static_cast<unsigned char>(c) >> bit) & 1u;
      const unsigned top = (crc >> 15) & 1u;
      crc = (crc << 1) & 0xFFFFu;
      if ((in ^ top) != 0) crc ^= 0x1021u;
    }
  }
  char check[5];
  std::snprintf(check, sizeof check, "%04X", crc);
  return body + "*" + check;
}

std::string hexOf(const uint8_t* bytes, size_t count) {
  static const char kDigits[] = "0123456789ABCDEF";
  std::string out;
  for (size_t i = 0; i < count; i++) {
    out += kDigits[bytes[i] >> 4];
    out += kDigits[bytes[i] & 0x0F];
  }
  return out;
}
