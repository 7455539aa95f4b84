#include "box.h"

namespace {

const char* const kButtonNames[config::kButtonCount] = {"START", "ROLL", "SCRAP", "SHUFFLE", "OK"};

}  // namespace

void Box::begin(uint32_t nowMs) {
  for (uint8_t i = 0; i < config::kBootNoiseSamples; i++) {
    stir(static_cast<uint32_t>(hardware_.noise()) << (i % 16));
  }
  hardware_.showPips(0);
  hardware_.showLamps(0);
  hardware_.showLink(false);
  display_.begin(nowMs);
  sendHello();
  // The first seed (two SHA-256 blocks, some 9 ms at 16 MHz) after the HELLO, which
  // need not wait for it.
  uint8_t seed[proof::kSeedBytes];
  pool_.draw(seed);
  proof_.reseed(seed);
  sendCommit(nowMs);
  nextHeartbeatAt_ = nowMs + config::kHeartbeatMs;
  blinkSince_ = nowMs;
}

void Box::update(uint32_t nowMs, uint32_t nowUs) {
  readServer(nowMs, nowUs);
  readButtons(nowMs, nowUs);
  runDie(nowMs);
  if (const PendingEvent* oldest = pending_.dueForResend(nowMs)) writeEvent(*oldest);
  if (static_cast<int32_t>(nowMs - nextHeartbeatAt_) >= 0) {
    protocol::LineBuilder line(0);
    line.word("HB").number(nowMs);
    send(line);
    nextHeartbeatAt_ += config::kHeartbeatMs;
    // The pool keeps stirring, a temperature reading a second: the next seed drawn
    // owes nothing to the boot alone. The committed seed is not touched.
    pool_.stir(static_cast<uint32_t>(hardware_.noise()) << 16 ^ nowUs);
  }
  display_.update(nowMs);
  showLink(nowMs);
}

void Box::readServer(uint32_t nowMs, uint32_t nowUs) {
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
        // When a line ends, to the microsecond, is the host's and the link's business: entropy.
        pool_.stir(nowUs);
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
    if (pending_.acknowledge(line.first) == PendingEvents::Ack::kOvertaken) {
      // A younger event got through after the oldest's last sending: that sending was
      // lost, so waiting out the rest of its 250 ms would only delay the game.
      writeEvent(pending_.resend(0, nowMs));
    }
    return;
  }
  if (line.verb == protocol::Verb::kHello) {
    // HELLO is answered by the box's HELLO, not ACKed: it carries seq 0 and no ACK of it is counted.
    hello(nowMs);
    return;
  }
  // Every command is ACKed, a resent one too (its first ACK may be what was lost),
  // but obeyed only once: a resent ROLL must not roll twice. A SALT is refused
  // (`NAK salt-late`) after a salt or a roll under this commitment.
  const bool fresh = serverSeqs_.admit(line.seq);
  if (line.verb == protocol::Verb::kSalt && fresh && !proof_.salt(line.salt)) {
    sendNak(line.seq, "salt-late");
    return;
  }
  sendAck(line.seq);
  if (!fresh) return;
  switch (line.verb) {
    case protocol::Verb::kRoll:
      startRoll(nowMs);
      break;
    case protocol::Verb::kShow: {
      const uint8_t number = static_cast<uint8_t>(line.first);
      // The pips show 1–6 (0 dark); a bigger number is the display's alone.
      showFace(number <= config::kPipFaces ? number : 0);
      display_.showNumber(number, nowMs);
      break;
    }
    case protocol::Verb::kLamps:
      hardware_.showLamps(static_cast<uint8_t>(line.first));
      break;
    case protocol::Verb::kBeep:
      hardware_.beep(line.second, line.first);
      break;
    case protocol::Verb::kDice:
      die_.setDice(static_cast<uint8_t>(line.first), static_cast<uint8_t>(line.second));
      break;
    case protocol::Verb::kClock:
      display_.clock(line.first, line.second == 1, nowMs);
      break;
    case protocol::Verb::kReveal:
      if (die_.rolling()) {
        revealAfterRoll_ = true;
      } else {
        reveal(nowMs);
      }
      break;
    case protocol::Verb::kHello:
    case protocol::Verb::kAck:
    case protocol::Verb::kSalt:
      break;
  }
}

void Box::hello(uint32_t nowMs) {
  // Both counters start again: the box's next event is 1 and the server's seqs are
  // new. Events still waiting keep their order as 1, 2, … and go out again at once,
  // so the server (which forgot the old numbers too) sees them under the new ones.
  seq_ = pending_.renumber(1);
  serverSeqs_.reset();
  die_.setDice(config::kDefaultDiceCount, config::kDefaultDiceSides);
  sendHello();
  for (uint8_t i = 0; i < pending_.size(); i++) writeEvent(pending_.resend(i, nowMs));
  // The same seed goes on (a roll's index does not start over): the server hears its
  // commitment again, after the events it may have missed.
  sendCommit(nowMs);
}

void Box::reveal(uint32_t nowMs) {
  Event event = {};
  event.kind = EventKind::kSeed;
  event.index = proof_.index();
  for (uint8_t i = 0; i < proof::kSeedBytes; i++) event.seed[i] = proof_.seed()[i];
  sendEvent(event, nowMs);
  uint8_t seed[proof::kSeedBytes];
  pool_.draw(seed);
  proof_.reseed(seed);
  sendCommit(nowMs);
}

void Box::sendCommit(uint32_t nowMs) {
  Event event = {};
  event.kind = EventKind::kCommit;
  for (uint8_t i = 0; i < proof::kCommitmentBytes; i++) event.commitment[i] = proof_.commitment()[i];
  sendEvent(event, nowMs);
}

void Box::readButtons(uint32_t nowMs, uint32_t nowUs) {
  const uint8_t down = hardware_.buttonsDown();
  // The idle loop, a thousand times a second: every button up, as it was, nothing
  // being debounced or timed. Each debouncer and gesture would only say so again.
  if (down == 0 && buttonsQuiet_) return;
  bool quiet = down == 0;
  for (uint8_t i = 0; i < config::kButtonCount; i++) {
    if (debouncers_[i].update((down >> i) & 1, nowUs)) {
      // When a hand presses or lets go is unpredictable to the microsecond: entropy.
      rng_.stir(nowUs ^ (static_cast<uint32_t>(i) << 29));
    }
    const Gesture gesture = gestures_[i].update(debouncers_[i].level(), nowMs);
    if (gesture != Gesture::kNone) onGesture(i, gesture, nowMs);
    quiet = quiet && debouncers_[i].settled() && !debouncers_[i].level();
  }
  buttonsQuiet_ = quiet;
}

void Box::onGesture(uint8_t button, Gesture gesture, uint32_t nowMs) {
  // ROLL pressed while the dice tumble is ignored whole: no event, no second roll.
  if (button == config::kRoll && gesture == Gesture::kPress && die_.rolling()) return;
  Event event = {};
  event.kind = EventKind::kButton;
  event.button = button;
  event.detail = static_cast<uint8_t>(gesture);
  sendEvent(event, nowMs);
  if (button == config::kRoll && gesture == Gesture::kPress) startRoll(nowMs);
}

void Box::startRoll(uint32_t nowMs) {
  if (!die_.start(nowMs)) return;
  // A fresh temperature reading: its noise differs from the boot's.
  rng_.stir(hardware_.noise());
  Event event = {};
  event.kind = EventKind::kRolling;
  sendEvent(event, nowMs);
  runDie(nowMs);
}

void Box::runDie(uint32_t nowMs) {
  switch (die_.update(nowMs)) {
    case Die::Step::kNone:
      break;
    case Die::Step::kFrame:
      showDice(nowMs);
      hardware_.beep(config::kTickHz, config::kTickMs);
      break;
    case Die::Step::kSettled: {
      showDice(nowMs);
      hardware_.beep(config::kSettleHz, config::kSettleMs);
      Event event = {};
      event.kind = EventKind::kRolled;
      event.detail = die_.sides();
      event.count = die_.count();
      event.index = die_.startIndex();
      for (uint8_t i = 0; i < die_.count(); i++) event.values[i] = die_.value(i);
      sendEvent(event, nowMs);
      if (revealAfterRoll_) {
        revealAfterRoll_ = false;
        reveal(nowMs);
      }
      break;
    }
  }
}

void Box::showDice(uint32_t nowMs) {
  if (die_.sides() <= config::kPipFaces) {
    // The pips show the first die; the display keeps the clock.
    showFace(die_.value(0));
  } else {
    // A d7 or more cannot be shown with pips: dark, and the display shows it.
    showFace(0);
    display_.showRoll(die_.values(), die_.count(), nowMs);
  }
}

void Box::sendEvent(const Event& event, uint32_t nowMs) {
  if (!pending_.push(takeSeq(), event, nowMs)) {
    // The oldest unacked event was dropped to make room: say so, once per drop.
    sendNak(0, "OVERFLOW");
  }
  writeEvent(pending_.at(pending_.size() - 1));
}

void Box::writeEvent(const PendingEvent& pending) {
  const Event& event = pending.event;
  protocol::LineBuilder line(pending.seq);
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
      for (uint8_t i = 0; i < event.count; i++) line.number(event.values[i]);
      line.index(event.index);
      break;
    case EventKind::kCommit:
      line.word("COMMIT").hex(event.commitment, proof::kCommitmentBytes);
      break;
    case EventKind::kSeed:
      line.word("SEED").hex(event.seed, proof::kSeedBytes).number(event.index);
      break;
  }
  send(line);
}

void Box::sendHello() {
  protocol::LineBuilder line(0);
  line.word("HELLO").word(config::kDevice).word(config::kFirmwareVersion);
  line.number(config::kProtocolVersion);
  // Capabilities in one word, comma-separated: `display,proof,salt` or `proof,salt`.
  if (display_.present()) {
    line.word(config::kDisplayCapability).comma(config::kProofCapability);
  } else {
    line.word(config::kProofCapability);
  }
  line.comma(config::kSaltCapability);
  send(line);
}

void Box::sendAck(uint16_t serverSeq) {
  protocol::LineBuilder line(0);
  line.word("ACK").number(serverSeq);
  send(line);
}

void Box::sendNak(uint16_t serverSeq, const char* reason) {
  protocol::LineBuilder line(0);
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
  face_ = face;
  const uint8_t pips = pipsOfFace(face);
  if (pips == pipsShown_) return;
  pipsShown_ = pips;
  hardware_.showPips(pips);
}

void Box::showLink(uint32_t nowMs) {
  // Lit while the server spoke in the last 3 s (its LAMPS keepalive comes every second).
  const bool linked = heardServer_ && nowMs - heardServerAt_ < config::kLinkTimeoutMs;
  // The blink's half periods counted as they pass: no 32-bit division in the idle loop.
  while (nowMs - blinkSince_ >= config::kLinkBlinkHalfMs) {
    blinkSince_ += config::kLinkBlinkHalfMs;
    blinkOn_ = !blinkOn_;
  }
  const bool lit = linked || blinkOn_;
  if (lit == linkLit_) return;
  linkLit_ = lit;
  hardware_.showLink(lit);
}
