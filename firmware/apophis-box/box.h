// The whole box: buttons, die, lamps, buzzer, link LED and protocol v1, driven
// by update(now) from the sketch's loop (or from a host test's scripted clock).
#pragma once
#include <stdint.h>

#include "config.h"
#include "debouncer.h"
#include "die.h"
#include "gesture.h"
#include "hardware.h"
#include "pending.h"
#include "protocol.h"

class Box {
 public:
  explicit Box(Hardware& hardware) : hardware_(hardware), die_(rng_) {}
  // Seeds the die from the floating pin and says HELLO with seq 0.
  void begin(uint32_t nowMs);
  void update(uint32_t nowMs, uint32_t nowUs);

  const PendingEvents& pending() const { return pending_; }
  uint8_t face() const { return die_.face(); }
  bool rolling() const { return die_.rolling(); }

 private:
  void readServer(uint32_t nowMs);
  void obey(const protocol::ServerLine& line, uint32_t nowMs);
  void readButtons(uint32_t nowMs, uint32_t nowUs);
  void onGesture(uint8_t button, Gesture gesture, uint32_t nowMs);
  void startRoll(uint32_t nowMs);
  void runDie(uint32_t nowMs);
  void sendEvent(const Event& event, uint32_t nowMs);
  void writeEvent(uint16_t seq, const Event& event);
  void sendHello(uint16_t seq);
  void sendAck(uint16_t serverSeq);
  void sendNak(uint16_t serverSeq, const char* reason);
  void send(protocol::LineBuilder& line);
  uint16_t takeSeq();
  void showFace(uint8_t face);
  void showLink(uint32_t nowMs);

  Hardware& hardware_;
  DiceRng rng_;
  Die die_;
  Debouncer debouncers_[config::kButtonCount];
  ButtonGesture gestures_[config::kButtonCount];
  PendingEvents pending_;
  protocol::LineReader reader_;
  uint16_t seq_ = 0;
  uint32_t nextHeartbeatAt_ = 0;
  bool heardServer_ = false;
  uint32_t heardServerAt_ = 0;
  bool linkLit_ = false;
  uint8_t pipsShown_ = 0;
};
