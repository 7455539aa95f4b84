#include "fake_tm1637.h"

namespace {
char charOf(uint8_t segments) {
  static const uint8_t kDigits[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
  const uint8_t plain = segments & 0x7F;
  for (int d = 0; d < 10; d++) {
    if (kDigits[d] == plain) return static_cast<char>('0' + d);
  }
  if (plain == 0x40) return '-';
  if (plain == 0x00) return ' ';
  return '?';
}
}  // namespace

void FakeTm1637::masterClk(bool released) {
  const bool clkBefore = clk();
  const bool dioBefore = dio();
  masterClk_ = released;
  edge(clkBefore, dioBefore);
}

void FakeTm1637::masterDio(bool released) {
  const bool clkBefore = clk();
  const bool dioBefore = dio();
  masterDio_ = released;
  edge(clkBefore, dioBefore);
}

void FakeTm1637::edge(bool clkBefore, bool dioBefore) {
  if (clk() && clkBefore && dio() != dioBefore) {
    // DIO moved while CLK was high: a start or a stop.
    if (!dio()) {
      if (inCommand_) errors.push_back("start inside a command");
      inCommand_ = true;
      bits_ = 0;
      byte_ = 0;
      acking_ = false;
      current_.clear();
    } else {
      if (!inCommand_) {
        errors.push_back("stop without a start");
      } else if (bits_ > 1 || acking_) {
        // The stop's own CLK rise reads as a first bit (bits_ 1): that one is fine.
        errors.push_back("stop inside a byte");
      }
      finishCommand();
      inCommand_ = false;
    }
    return;
  }
  if (!inCommand_ || clk() == clkBefore) return;
  if (clk()) {
    // Rising edge: a data bit is read (the ninth clock's rising edge is the ack's).
    if (!acking_) {
      if (dio()) byte_ = static_cast<uint8_t>(byte_ | (1 << bits_));
      bits_++;
    }
    return;
  }
  // Falling edge.
  if (!acking_ && bits_ == 8) {
    // After the eighth bit the chip takes DIO until the ninth clock's falling edge.
    acking_ = true;
    chipPulls_ = present;
  } else if (acking_) {
    acking_ = false;
    chipPulls_ = false;
    current_.push_back(byte_);
    bits_ = 0;
    byte_ = 0;
  }
}

void FakeTm1637::finishCommand() {
  if (!present || current_.empty()) return;
  commands.push_back(current_);
  const uint8_t first = current_[0];
  switch (first & 0xC0) {
    case 0x40:
      if (current_.size() != 1) errors.push_back("data command with extra bytes");
      if ((first & 0x03) != 0) errors.push_back("data command not a plain write");
      dataCommandSeen_ = true;
      autoIncrement_ = (first & 0x04) == 0;
      break;
    case 0x80:
      if (current_.size() != 1) errors.push_back("display control with extra bytes");
      lit = (first & 0x08) != 0;
      brightness = first & 0x07;
      controlWrites++;
      break;
    case 0xC0: {
      if (!dataCommandSeen_) errors.push_back("address before any data command");
      unsigned address = first & 0x0F;
      for (size_t i = 1; i < current_.size(); i++) {
        if (address >= 6) {
          errors.push_back("digit past address 5");
          break;
        }
        registers[address] = current_[i];
        if (autoIncrement_) address++;
      }
      digitWrites++;
      break;
    }
    default:
      errors.push_back("unknown command");
  }
}

std::string FakeTm1637::digits() const {
  std::string out;
  for (int i = 0; i < 4; i++) {
    out += charOf(registers[i]);
    if (i == 1 && (registers[1] & 0x80) != 0) out += ':';
  }
  return out;
}
