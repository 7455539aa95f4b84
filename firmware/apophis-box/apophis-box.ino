// Apophis Mission Control: the button box. This sketch only wires the Uno/Nano's
// pins to the logic in box.cpp; pins and timings live in config.h.
#include <avr/wdt.h>

#include "box.h"
#include "config.h"

class UnoHardware : public Hardware {
 public:
  bool buttonDown(uint8_t button) override {
    return digitalRead(config::kButtonPins[button]) == LOW;
  }
  int readSerial() override { return Serial.read(); }
  void writeSerial(const char* text, uint8_t length) override {
    Serial.write(reinterpret_cast<const uint8_t*>(text), length);
  }
  void showPips(uint8_t groups) override {
    for (uint8_t i = 0; i < config::kPipGroupCount; i++) {
      digitalWrite(config::kPipPins[i], (groups >> i) & 1 ? HIGH : LOW);
    }
  }
  void showLamps(uint8_t mask) override {
    for (uint8_t i = 0; i < config::kButtonCount; i++) {
      digitalWrite(config::kLampPins[i], (mask >> i) & 1 ? HIGH : LOW);
    }
  }
  void showLink(bool lit) override { digitalWrite(config::kLinkLedPin, lit ? HIGH : LOW); }
  void beep(uint16_t hz, uint16_t ms) override {
    if (ms == 0) {
      noTone(config::kBuzzerPin);
    } else {
      tone(config::kBuzzerPin, hz, ms);
    }
  }
  uint16_t noise() override { return static_cast<uint16_t>(analogRead(config::kEntropyPin)); }
};

static UnoHardware hardware;
static Box box(hardware);

void setup() {
  // After a watchdog reset the watchdog is still running: stop it before the slow parts.
  MCUSR = 0;
  wdt_disable();
  for (uint8_t pin : config::kButtonPins) pinMode(pin, INPUT_PULLUP);
  for (uint8_t pin : config::kPipPins) pinMode(pin, OUTPUT);
  for (uint8_t pin : config::kLampPins) pinMode(pin, OUTPUT);
  pinMode(config::kBuzzerPin, OUTPUT);
  pinMode(config::kLinkLedPin, OUTPUT);
  Serial.begin(config::kBaud);
  box.begin(millis());
  // A hung loop stops feeding the watchdog; it resets the board within a second.
  wdt_enable(WDTO_1S);
}

void loop() {
  wdt_reset();
  box.update(millis(), micros());
}
