// A TM1637 on the host, seen from its two lines: it decodes starts, stops and
// bytes (LSB first, sampled on CLK's rising edge), acknowledges each byte by
// holding DIO low through the ninth clock (when `present`), and obeys the
// datasheet's commands: data (0x40…), address (0xC0…) with digit bytes, display
// control (0x80…). Anything off-protocol is counted in `errors`.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

class FakeTm1637 {
 public:
  bool present = true;
  uint8_t registers[6] = {};
  bool lit = false;
  uint8_t brightness = 0;
  // The bytes of every start…stop, in order.
  std::vector<std::vector<uint8_t>> commands;
  int digitWrites = 0;    // address commands (with digit bytes)
  int controlWrites = 0;  // display control commands
  std::vector<std::string> errors;

  // The master's side of each line: true released (the pull-up makes it high), false pulled low.
  void masterClk(bool released);
  void masterDio(bool released);
  bool clk() const { return masterClk_; }
  // The DIO line: low while the master or the chip holds it.
  bool dio() const { return masterDio_ && !chipPulls_; }

  // The four digits as a person reads them, lit or not: `0`–`9`, `-`, ` ` and `?`
  // for other segments, with `:` after the second when the colon is on, e.g. "01:30".
  std::string digits() const;
  // What is seen now: digits() while lit, else "" (dark).
  std::string seen() const { return lit ? digits() : ""; }

 private:
  void edge(bool clkBefore, bool dioBefore);
  void finishCommand();

  bool masterClk_ = true;
  bool masterDio_ = true;
  bool chipPulls_ = false;
  bool inCommand_ = false;
  bool acking_ = false;
  int bits_ = 0;
  uint8_t byte_ = 0;
  std::vector<uint8_t> current_;
  bool dataCommandSeen_ = false;
  bool autoIncrement_ = true;
};
