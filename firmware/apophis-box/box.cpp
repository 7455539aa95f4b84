#include "box.h"

namespace {

const char* const kButtonNames[config::kButtonCount] = {"START", "ROLL", "SCRAP", "SHUFFLE", "OK"};

}  // namespace

void Box::begin(uint32_t nowMs) {
  for (uint8_t i = 0; i < config::kBootNoiseSamples; i++) {
    rng_.stir(static_cast<uint32_t>(hardware_.noise()) << (i % 16));
  }
  hardware_.showPips(0);
  hardware_.showLamps(0);
  hardware_.showLink(false);
  sendHello(0);
  nextHeartbeatAt_ = nowMs + config::kHeartbeatMs;
}

void Box::update(uint32_t nowMs, uint32_t nowUs) {
  readServer(nowMs);
  readButtons(nowMs, nowUs);
  runDie(nowMs);
  if (const PendingEvent* oldest = pending_.dueForResend(nowMs)) {
    writeEvent(oldest->seq, oldest->event);
  }
  if (static_cast<int32_t>(nowMs - nextHeartbeatAt_) >= 0) {
    protocol::LineBuilder line(takeSeq());
    line.word("HB").number(nowMs);
    send(line);
    nextHeartbeatAt_ += config::kHeartbeatMs;
  }
  showLink(nowMs);
}

void Box::readServer(uint32_t nowMs) {
  for (int c = hardware_.readSerial(); c >= 0; c = hardware_.readSerial()) {
    switch (reader_.feed(static_cast<char>(c))) {
      case protocol::LineReader::Result::kPending:
        break;
      case protocol::LineReader::Result::kTooLong:
        sendNak(0, protocol::refusalName(protocol::Refusal::kTooLong));
        break;
      case protocol::LineReader::Result::kLine: {
        // An empty line (a terminal's stray Enter) is no frame and asks nothing.
        if (reader_.length() == 0) break;
        const protocol::ServerLine line = protocol::parseServerLine(reader_.text(), reader_.length());
        if (line.refusal != protocol::Refusal::kNone) {
          sendNak(line.seq, protocol::refusalName(line.refusal));
        } else {
          obey(line, nowMs);
        }
        break;
      }
    }
  }
}

void Box::obey(const protocol::ServerLine& line, uint32_t nowMs) {
  heardServer_ = true;
  heardServerAt_ = nowMs;
  if (line.verb == protocol::Verb::kAck) {
    pending_.acknowledge(line.first);
    return;
  }
  sendAck(line.seq);
  switch (line.verb) {
    case protocol::Verb::kHello:
      sendHello(takeSeq());
      break;
    case protocol::Verb::kRoll:
      startRoll(nowMs);
      break;
    case protocol::Verb::kShow:
      die_.show(static_cast<uint8_t>(line.first));
      showFace(die_.face());
      break;
    case protocol::Verb::kLamps:
      hardware_.showLamps(static_cast<uint8_t>(line.first));
      break;
    case protocol::Verb::kBeep:
      hardware_.beep(line.second, line.first);
      break;
    case protocol::Verb::kAck:
      break;
  }
}

void Box::readButtons(uint32_t nowMs, uint32_t nowUs) {
  for (uint8_t i = 0; i < config::kButtonCount; i++) {
    if (debouncers_[i].update(hardware_.buttonDown(i), nowUs)) {
      // When a hand presses or lets go is unpredictable to the microsecond: entropy.
      rng_.stir(nowUs ^ (static_cast<uint32_t>(i) << 29));
    }
    const Gesture gesture = gestures_[i].update(debouncers_[i].level(), nowMs);
    if (gesture != Gesture::kNone) onGesture(i, gesture, nowMs);
  }
}

void Box::onGesture(uint8_t button, Gesture gesture, uint32_t nowMs) {
  // ROLL pressed while the die tumbles is ignored whole: no event, no second roll.
  if (button == config::kRoll && gesture == Gesture::kPress && die_.rolling()) return;
  sendEvent(Event{EventKind::kButton, button, static_cast<uint8_t>(gesture)}, nowMs);
  if (button == config::kRoll && gesture == Gesture::kPress) startRoll(nowMs);
}

void Box::startRoll(uint32_t nowMs) {
  if (!die_.start(nowMs)) return;
  rng_.stir(hardware_.noise());
  sendEvent(Event{EventKind::kRolling, 0, 0}, nowMs);
  runDie(nowMs);
}

void Box::runDie(uint32_t nowMs) {
  switch (die_.update(nowMs)) {
    case Die::Step::kNone:
      break;
    case Die::Step::kFrame:
      showFace(die_.face());
      hardware_.beep(config::kTickHz, config::kTickMs);
      break;
    case Die::Step::kSettled:
      showFace(die_.face());
      hardware_.beep(config::kSettleHz, config::kSettleMs);
      sendEvent(Event{EventKind::kRolled, 0, die_.face()}, nowMs);
      break;
  }
}

void Box::sendEvent(const Event& event, uint32_t nowMs) {
  const uint16_t seq = takeSeq();
  if (!pending_.push(seq, event, nowMs)) {
    // The oldest unacked event was dropped to make room: say so, once per drop.
    sendNak(0, "OVERFLOW");
  }
  writeEvent(seq, event);
}

void Box::writeEvent(uint16_t seq, const Event& event) {
  protocol::LineBuilder line(seq);
  switch (event.kind) {
    case EventKind::kButton:
      line.word("BTN").word(kButtonNames[event.button]);
      line.word(event.detail == static_cast<uint8_t>(Gesture::kLong) ? "LONG" : "PRESS");
      break;
    case EventKind::kRolling:
      line.word("ROLLING");
      break;
    case EventKind::kRolled:
      line.word("ROLL").number(event.detail);
      break;
  }
  send(line);
}

void Box::sendHello(uint16_t seq) {
  protocol::LineBuilder line(seq);
  line.word("HELLO").word(config::kDevice).word(config::kFirmwareVersion);
  line.number(config::kProtocolVersion);
  send(line);
}

void Box::sendAck(uint16_t serverSeq) {
  protocol::LineBuilder line(takeSeq());
  line.word("ACK").number(serverSeq);
  send(line);
}

void Box::sendNak(uint16_t serverSeq, const char* reason) {
  protocol::LineBuilder line(takeSeq());
  line.word("NAK").number(serverSeq).word(reason);
  send(line);
}

void Box::send(protocol::LineBuilder& line) {
  const char* text = line.finish();
  hardware_.writeSerial(text, line.length());
}

uint16_t Box::takeSeq() {
  seq_ = protocol::nextSeq(seq_);
  return seq_;
}

void Box::showFace(uint8_t face) {
  const uint8_t pips = pipsOfFace(face);
  if (pips == pipsShown_) return;
  pipsShown_ = pips;
  hardware_.showPips(pips);
}

void Box::showLink(uint32_t nowMs) {
  // Lit while the server spoke in the last 3 s (its LAMPS keepalive comes every second).
  const bool linked = heardServer_ && nowMs - heardServerAt_ < config::kLinkTimeoutMs;
  const bool lit = linked || (nowMs / config::kLinkBlinkHalfMs) % 2 == 0;
  if (lit == linkLit_) return;
  linkLit_ = lit;
  hardware_.showLink(lit);
}
