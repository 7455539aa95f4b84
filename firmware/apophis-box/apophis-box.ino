// Apophis Mission Control: the button box. This sketch only wires the Uno/Nano's
// pins and registers to the logic in box.cpp; pins and timings live in config.h.
#include <avr/interrupt.h>
#include <avr/sleep.h>
#include <avr/wdt.h>

#include "box.h"
#include "config.h"

class UnoHardware : public Hardware {
 public:
  // Each button's input register and bit, looked up once: digitalRead() does the
  // lookups (and a PWM check) on every call, a thousand loops a second.
  void begin() {
    for (uint8_t i = 0; i < config::kButtonCount; i++) {
      const uint8_t pin = config::kButtonPins[i];
      buttonInputs_[i] = portInputRegister(digitalPinToPort(pin));
      buttonBits_[i] = digitalPinToBitMask(pin);
    }
  }
  bool buttonDown(uint8_t button) override {
    return (*buttonInputs_[button] & buttonBits_[button]) == 0;
  }
  uint8_t buttonsDown() override {
    uint8_t down = 0;
    for (uint8_t i = 0; i < config::kButtonCount; i++) {
      if ((*buttonInputs_[i] & buttonBits_[i]) == 0) down |= static_cast<uint8_t>(1u << i);
    }
    return down;
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
  uint16_t noise() override {
    // The internal temperature sensor (ADC channel 8) against the internal 1.1 V
    // reference, read by register: analogRead() masks the channel to 0–7. The
    // reading's low bits wander with the die's heat and the reference's noise; the
    // first readings after switching to 1.1 V are off, which only adds to the stir.
    ADMUX = _BV(REFS1) | _BV(REFS0) | 0x08;
    ADCSRA |= _BV(ADEN) | _BV(ADSC);
    while (ADCSRA & _BV(ADSC)) {
    }
    return ADCW;
  }
  void displayClk(bool release) override { line(config::kDisplayClkPin, release); }
  void displayDio(bool release) override { line(config::kDisplayDioPin, release); }
  bool displayDioHigh() override { return digitalRead(config::kDisplayDioPin) == HIGH; }
  void displayPause() override { delayMicroseconds(config::kDisplayHalfBitUs); }

 private:
  volatile uint8_t* buttonInputs_[config::kButtonCount] = {};
  uint8_t buttonBits_[config::kButtonCount] = {};

  static void line(uint8_t pin, bool release) {
    if (release) {
      // Input with the pull-up: the line rises unless the chip holds it low.
      pinMode(pin, INPUT_PULLUP);
    } else {
      // Latch LOW before turning the pin into an output, so it never drives the line high.
      digitalWrite(pin, LOW);
      pinMode(pin, OUTPUT);
    }
  }
};

static UnoHardware hardware;
static Box box(hardware);

// The watchdog's jitter at boot: its interrupts come from its own RC oscillator,
// whose period drifts against the crystal that micros() counts.
static volatile uint8_t jitterTicks = 0;
static volatile uint32_t jitterAtUs = 0;

ISR(WDT_vect) {
  jitterAtUs = micros();
  jitterTicks = jitterTicks + 1;
}

// Idles the CPU until the next interrupt: timer0's millis tick (every 1.024 ms), a
// serial byte, the watchdog. Timer2 keeps running in idle, so tone() still sounds.
static void idle() {
  set_sleep_mode(SLEEP_MODE_IDLE);
  sleep_enable();
  sleep_cpu();
  sleep_disable();
}

static void harvestWatchdogJitter() {
  // Interrupt mode (no reset), 16 ms: the timed sequence sets WDCE and WDE, then
  // within four cycles the new mode.
  noInterrupts();
  wdt_reset();
  WDTCSR = _BV(WDCE) | _BV(WDE);
  WDTCSR = _BV(WDIE);
  interrupts();
  const uint32_t startedAt = millis();
  uint8_t seen = 0;
  while (seen < config::kJitterSamples && millis() - startedAt < config::kJitterTimeoutMs) {
    noInterrupts();
    const uint8_t ticks = jitterTicks;
    const uint32_t atUs = jitterAtUs;
    interrupts();
    if (ticks != seen) {
      seen = ticks;
      box.stir(atUs);
    }
    idle();
  }
}

void setup() {
  // After a watchdog reset the watchdog is still running: stop it before the slow parts.
  MCUSR = 0;
  wdt_disable();
  for (uint8_t pin : config::kButtonPins) pinMode(pin, INPUT_PULLUP);
  hardware.begin();
  for (uint8_t pin : config::kPipPins) pinMode(pin, OUTPUT);
  for (uint8_t pin : config::kLampPins) pinMode(pin, OUTPUT);
  pinMode(config::kBuzzerPin, OUTPUT);
  pinMode(config::kLinkLedPin, OUTPUT);
  // The display's lines idle released (high); Box::begin looks for the chip on them.
  pinMode(config::kDisplayClkPin, INPUT_PULLUP);
  pinMode(config::kDisplayDioPin, INPUT_PULLUP);
  Serial.begin(config::kBaud);
  harvestWatchdogJitter();
  box.begin(millis());
  // From now on the watchdog resets: a hung loop stops feeding it and the board
  // restarts within a second. wdt_enable also leaves interrupt mode.
  wdt_enable(WDTO_1S);
}

void loop() {
  wdt_reset();
  box.update(millis(), micros());
  idle();
}
