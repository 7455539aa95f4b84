// Stub of the ATmega328P's registers for host builds: the few the sketch touches,
// as plain variables a test reads (the ADC completes a conversion at once).
#pragma once
#include <cstdint>

#define _BV(bit) (1 << (bit))

// MCUSR and WDTCSR
#define WDIE 6
#define WDCE 4
#define WDE 3
// ADMUX
#define REFS1 7
#define REFS0 6
// ADCSRA
#define ADEN 7
#define ADSC 6

namespace stub {
// ADCSRA: setting ADSC converts at once, from stub::adcReading(), and clears ADSC again.
struct AdcControl {
  uint8_t value;
  AdcControl& operator|=(int bits);
  AdcControl& operator=(int bits);
  operator uint8_t() const { return value; }
};
extern int adcConversions;
extern uint8_t adcMuxAtConversion;  // ADMUX when the last conversion started
}  // namespace stub

extern uint8_t MCUSR;
extern uint8_t WDTCSR;
extern uint8_t ADMUX;
extern stub::AdcControl ADCSRA;
extern uint16_t ADCW;
