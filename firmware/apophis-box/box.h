// The whole box: buttons, dice, pips, display, lamps, buzzer, link LED and
// protocol v2, driven by update(now) from the sketch's loop (or from a host
// test's scripted clock).
#pragma once
#include <stdint.h>

#include "config.h"
#include "debouncer.h"
#include "die.h"
#include "display.h"
#include "gesture.h"
#include "hardware.h"
#include "pending.h"
#include "protocol.h"
#include "seq_window.h"

class Box {
 public:
  explicit Box(Hardware& hardware) : hardware_(hardware), die_(rng_, proof_), display_(hardware) {}
  // Stirs the temperature sensor into the entropy pool, draws the first seed, looks
  // for the display and says HELLO (seq 0) and COMMIT.
  void begin(uint32_t nowMs);
  void update(uint32_t nowMs, uint32_t nowUs);
  // Mixes entropy the sketch gathered (the watchdog's jitter at boot) into the pool and the tumble.
  void stir(uint32_t entropy) {
    pool_.stir(entropy);
    rng_.stir(entropy);
  }

  const PendingEvents& pending() const { return pending_; }
  const Die& die() const { return die_; }
  const Display& display() const { return display_; }
  // The face the pips show (0: dark).
  uint8_t face() const { return face_; }
  bool rolling() const { return die_.rolling(); }
  // The seed in use, its next word index and its commitment.
  const proof::Dice& proof() const { return proof_; }

 private:
  void readServer(uint32_t nowMs, uint32_t nowUs);
  void obey(const protocol::ServerLine& line, uint32_t nowMs);
  void hello(uint32_t nowMs);
  void reveal(uint32_t nowMs);
  void sendCommit(uint32_t nowMs);
  void readButtons(uint32_t nowMs, uint32_t nowUs);
  void onGesture(uint8_t button, Gesture gesture, uint32_t nowMs);
  void startRoll(uint32_t nowMs);
  void runDie(uint32_t nowMs);
  void showDice(uint32_t nowMs);
  void sendEvent(const Event& event, uint32_t nowMs);
  void writeEvent(const PendingEvent& pending);
  void sendHello();
  void sendAck(uint16_t serverSeq);
  void sendNak(uint16_t serverSeq, const char* reason);
  void send(protocol::LineBuilder& line);
  uint16_t takeSeq();
  void showFace(uint8_t face);
  void showLink(uint32_t nowMs);

  Hardware& hardware_;
  proof::EntropyPool pool_;
  proof::Dice proof_;
  DiceRng rng_;
  Die die_;
  Display display_;
  Debouncer debouncers_[config::kButtonCount];
  ButtonGesture gestures_[config::kButtonCount];
  PendingEvents pending_;
  SeqWindow serverSeqs_;
  protocol::LineReader reader_;
  uint16_t seq_ = 0;  // the last event's seq; 0 before the first since boot or HELLO
  uint32_t nextHeartbeatAt_ = 0;
  // A REVEAL that came while the dice rolled: done once that roll's ROLL is sent, so
  // the roll is told under the seed it came from.
  bool revealAfterRoll_ = false;
  bool heardServer_ = false;
  uint32_t heardServerAt_ = 0;
  // Every button up and settled at the last look: the next all-up reading changes nothing.
  bool buttonsQuiet_ = false;
  bool linkLit_ = false;
  // The link LED's blink while no server speaks: on for kLinkBlinkHalfMs, off as long.
  uint32_t blinkSince_ = 0;
  bool blinkOn_ = true;
  uint8_t face_ = 0;
  uint8_t pipsShown_ = 0;
};
