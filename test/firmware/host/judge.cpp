// Reads server lines from stdin and prints the box's verdict on each, so the
// vitest suite can hold the firmware's parser against src/protocol.ts:
//   OK <seq> <VERB> <first> <second>   or   NAK <seq> <REASON>   or   EMPTY
#include <cstdio>
#include <iostream>
#include <string>

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
  }
  return "?";
}
}  // namespace

int main() {
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
