// The ATmega328P of an Uno as avr8js builds it (uno.ts runs it): the core at 16 MHz, its three
// timers, ports B, C and D, the USART, the watchdog, and an ADC answered with seeded noise
// (a floating pin wanders mid-scale; the temperature sensor reads about 314 mV).
import {
  ADCMuxInputType,
  AVRADC,
  AVRClock,
  AVRIOPort,
  AVRTimer,
  AVRUSART,
  AVRWatchdog,
  adcConfig,
  CPU,
  clockConfig,
  portBConfig,
  portCConfig,
  portDConfig,
  timer0Config,
  timer1Config,
  timer2Config,
  usart0Config,
  watchdogConfig,
} from 'avr8js';
import { countTimersLazily } from './uno-sleep.ts';

export const CLOCK_HZ = 16_000_000;
const SRAM_BYTES = 2048;
const TEMPERATURE_VOLTS = 0.314;
const UCSR0A_RXC = 0x80;
const UCSR0B_RXEN = 0x10;

/** The chip and its peripherals; rebuilt whole on a watchdog reset. */
export type Chip = {
  cpu: CPU;
  ports: AVRIOPort[]; // B, C, D
  usart: AVRUSART;
  /** Each timer by its clock-event callback (`AVRTimer.count`). */
  timerByCount: Map<() => void, AVRTimer>;
};

/**
 * A chip running `flash`, its timers counted lazily while it sleeps when `lazyTimers`, its ADC
 * fed by `noise` (a seeded source of numbers in [0, 1)).
 */
export function buildChip(
  flash: Uint16Array,
  options: { lazyTimers: boolean; noise: () => number },
): Chip {
  const cpu = new CPU(flash, SRAM_BYTES);
  const clock = new AVRClock(cpu, CLOCK_HZ, clockConfig);
  const timerConfigs = [timer0Config, timer1Config, timer2Config];
  const timers = timerConfigs.map((config) => new AVRTimer(cpu, config));
  const timerByCount = new Map(timers.map((timer) => [timer.count, timer]));
  if (options.lazyTimers) countTimersLazily(cpu, timers, timerConfigs, timerByCount);
  const ports = [portBConfig, portCConfig, portDConfig].map((config) => new AVRIOPort(cpu, config));
  const usart = new AVRUSART(cpu, usart0Config, CLOCK_HZ);
  const adc = new AVRADC(cpu, adcConfig);
  new AVRWatchdog(cpu, watchdogConfig, clock);
  // Without an answer analogRead would hang. A floating pin reads wandering mid-scale
  // values; the temperature sensor about 314 mV with a couple of LSB of noise.
  adc.onADCRead = (input) => {
    const noise = options.noise();
    const reference = adc.referenceVoltage || 5;
    let value: number;
    switch (input.type) {
      case ADCMuxInputType.Temperature:
        value = Math.round((TEMPERATURE_VOLTS / reference) * 1024) + Math.floor(noise * 5) - 2;
        break;
      case ADCMuxInputType.Constant:
        value = Math.floor((input.voltage / reference) * 1024);
        break;
      default:
        value = Math.floor(384 + noise * 256);
    }
    const result = Math.min(1023, Math.max(0, value));
    cpu.addClockEvent(() => adc.completeADCRead(result), adc.sampleCycles);
  };
  return { cpu, ports, usart, timerByCount };
}

/**
 * avr8js 0.21 drops a received byte the firmware has not read yet when the
 * firmware writes UCSR0B (HardwareSerial does, to start sending) or UCSR0A
 * (after each byte sent): it clears RXC, which the real chip never does. Every
 * reply would then eat a byte of the next server line; these hooks keep it.
 */
export function keepReceivedByte(
  cpu: CPU,
  unread: () => boolean,
  setUnread: (unread: boolean) => void,
): void {
  const { UCSRA, UCSRB, UDR, rxCompleteInterrupt } = usart0Config;
  const rxComplete = {
    address: rxCompleteInterrupt,
    flagRegister: UCSRA,
    flagMask: UCSR0A_RXC,
    enableRegister: UCSRB,
    enableMask: 0x80,
    constant: true,
  };
  const readUdr = cpu.readHooks[UDR];
  cpu.readHooks[UDR] = (address) => {
    setUnread(false);
    return readUdr ? readUdr(address) : (cpu.data[address] ?? 0);
  };
  for (const register of [UCSRA, UCSRB]) {
    const write = cpu.writeHooks[register];
    cpu.writeHooks[register] = (value, old, address, mask) => {
      const handled = write ? write(value, old, address, mask) : false;
      if (unread() && (cpu.data[UCSRB] ?? 0) & UCSR0B_RXEN) cpu.setInterruptFlag(rxComplete);
      return handled;
    };
  }
}
