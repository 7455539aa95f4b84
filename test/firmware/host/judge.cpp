// Two ways for the vitest suite to hold the firmware against src/protocol.ts
// (protocolV2):
//   judge            reads server lines from stdin and prints the box's verdict on
//                    each: `OK <seq> <VERB> <first> <second>`, `NAK <seq> <REASON>`
//                    or `EMPTY`;
//   judge --session  runs a whole Box on a script from stdin (server lines, and
//                    `@run <ms>` / `@press <button> <ms>`) and prints every line the
//                    box wrote, for the codec to decode.
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>

#include "box.h"
#include "protocol.h"

namespace {
const char* verbName(protocol::Verb verb) {
  switch (verb) {
    case protocol::Verb::kHello:
      return "HELLO";
    case protocol::Verb::kAck:
      return "ACK";
    case protocol::Verb::kRoll:
      return "ROLL";
    case protocol::Verb::kShow:
      return "SHOW";
    case protocol::Verb::kLamps:
      return "LAMPS";
    case protocol::Verb::kBeep:
      return "BEEP";
    case protocol::Verb::kDice:
      return "DICE";
    case protocol::Verb::kClock:
      return "CLOCK";
    case protocol::Verb::kReveal:
      return "REVEAL";
    case protocol::Verb::kSalt:
      return "SALT";
  }
  return "?";
}

int verdicts() {
  protocol::LineReader reader;
  std::string line;
  while (std::getline(std::cin, line)) {
    protocol::LineReader::Result result = protocol::LineReader::Result::kPending;
    for (char c : line) reader.feed(c);
    result = reader.feed('\n');
    if (result == protocol::LineReader::Result::kTooLong) {
      std::cout << "NAK 0 TOOLONG\n";
      continue;
    }
    if (reader.length() == 0) {
      std::cout << "EMPTY\n";
      continue;
    }
    const protocol::ServerLine verdict = protocol::parseServerLine(reader.text(), reader.length());
    if (verdict.refusal != protocol::Refusal::kNone) {
      std::cout << "NAK " << verdict.seq << " " << protocol::refusalName(verdict.refusal) << "\n";
    } else {
      std::cout << "OK " << verdict.seq << " " << verbName(verdict.verb) << " " << verdict.first << " "
                << verdict.second << "\n";
    }
  }
  return 0;
}

// A board with buttons, serial and a display chip that acknowledges everything.
class ScriptedHardware : public Hardware {
 public:
  bool buttons[config::kButtonCount] = {};
  std::string input;
  uint32_t noiseState = 1;

  bool buttonDown(uint8_t button) override { return buttons[button]; }
  int readSerial() override {
    if (input.empty()) return -1;
    const int c = static_cast<unsigned char>(input[0]);
    input.erase(0, 1);
    return c;
  }
  void writeSerial(const char* text, uint8_t length) override { std::cout.write(text, length); }
  void showPips(uint8_t) override {}
  void showLamps(uint8_t) override {}
  void showLink(bool) override {}
  void beep(uint16_t, uint16_t) override {}
  uint16_t noise() override {
    noiseState = noiseState * 1103515245u + 12345u;
    return static_cast<uint16_t>(noiseState >> 22);
  }
  void displayClk(bool) override {}
  void displayDio(bool) override {}
  bool displayDioHigh() override { return false; }
  void displayPause() override {}
};

int session() {
  ScriptedHardware hardware;
  Box box(hardware);
  uint64_t nowUs = 0;
  auto run = [&](uint32_t ms) {
    const uint64_t until = nowUs + uint64_t{ms} * 1000;
    while (nowUs < until) {
      nowUs += 100;
      box.update(static_cast<uint32_t>(nowUs / 1000), static_cast<uint32_t>(nowUs));
    }
  };
  box.begin(0);
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream words(line);
    std::string directive;
    words >> directive;
    if (directive == "@run") {
      uint32_t ms = 0;
      words >> ms;
      run(ms);
    } else if (directive == "@press") {
      unsigned button = 0;
      uint32_t ms = 0;
      words >> button >> ms;
      hardware.buttons[button % config::kButtonCount] = true;
      run(ms);
      hardware.buttons[button % config::kButtonCount] = false;
      run(30);
    } else {
      hardware.input += line + "\n";
      run(1);
    }
  }
  return 0;
}
}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "--session") == 0) return session();
  return verdicts();
}
