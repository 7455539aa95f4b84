// The box's Hardware on the host: buttons set by the test, serial bytes queued by
// the test and lines written by the box collected, pins remembered, a seeded
// noise source, a fake TM1637 on the display lines. Rig drives a Box on a
// microsecond clock.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "box.h"
#include "fake_tm1637.h"

struct BeepCall {
  uint16_t hz;
  uint16_t ms;
};

class FakeHardware : public Hardware {
 public:
  bool buttons[config::kButtonCount] = {};
  std::string input;
  std::vector<std::string> lines;
  std::vector<BeepCall> beeps;
  uint8_t pips = 0xFF;
  uint8_t lamps = 0xFF;
  bool link = false;
  uint32_t noiseState = 12345;
  FakeTm1637 display;
  int displayPauses = 0;

  bool buttonDown(uint8_t button) override { return buttons[button]; }
  int readSerial() override {
    if (input.empty()) return -1;
    const int c = static_cast<unsigned char>(input[0]);
    input.erase(0, 1);
    return c;
  }
  void writeSerial(const char* text, uint8_t length) override {
    partial_.append(text, length);
    for (size_t end = partial_.find('\n'); end != std::string::npos; end = partial_.find('\n')) {
      lines.push_back(partial_.substr(0, end));
      partial_.erase(0, end + 1);
    }
  }
  void showPips(uint8_t groups) override { pips = groups; }
  void showLamps(uint8_t mask) override { lamps = mask; }
  void showLink(bool lit) override { link = lit; }
  void beep(uint16_t hz, uint16_t ms) override { beeps.push_back({hz, ms}); }
  uint16_t noise() override {
    noiseState = noiseState * 1103515245u + 12345u;
    return static_cast<uint16_t>(noiseState >> 22);  // 10 bits, like the ADC
  }
  void displayClk(bool release) override { display.masterClk(release); }
  void displayDio(bool release) override { display.masterDio(release); }
  bool displayDioHigh() override { return display.dio(); }
  void displayPause() override { displayPauses++; }

 private:
  std::string partial_;
};

// `<seq> <VERB> …` → the line with its CRC-16 check, as the server would send it
// (computed here on its own, not with the firmware's crc16).
std::string frame(const std::string& body);
// Bytes as upper-case hex, two digits a byte (written here, not with the firmware's LineBuilder).
std::string hexOf(const uint8_t* bytes, size_t count);

struct Rig {
  FakeHardware hardware;
  Box box{hardware};
  uint64_t nowUs = 0;

  uint32_t nowMs() const { return static_cast<uint32_t>(nowUs / 1000); }
  void begin() { box.begin(nowMs()); }
  // Boots and has the server ACK the boot's COMMIT (seq 1), as a server would, and
  // forgets the lines so far: the box's next event is seq 2.
  void beginAcked() {
    begin();
    send("0 ACK 1");
    run(1);
    take();
  }
  // Runs the loop every `stepUs` for `ms` milliseconds.
  void run(uint32_t ms, uint32_t stepUs = 100) {
    const uint64_t until = nowUs + uint64_t{ms} * 1000;
    while (nowUs < until) {
      nowUs += stepUs;
      box.update(nowMs(), static_cast<uint32_t>(nowUs));
    }
  }
  void press(uint8_t button, uint32_t holdMs) {
    hardware.buttons[button] = true;
    run(holdMs);
    hardware.buttons[button] = false;
    run(30);
  }
  void send(const std::string& body) { hardware.input += frame(body) + "\n"; }
  // The lines written since the last call.
  std::vector<std::string> take() {
    std::vector<std::string> out;
    out.swap(hardware.lines);
    return out;
  }
};
