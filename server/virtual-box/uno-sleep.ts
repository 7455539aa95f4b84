// A sleeping Uno's cycles skipped, not executed (uno.ts): when avr8js's clock events could next
// raise an interrupt flag, reckoned from the timers' own state, and the timers made to count
// in steps from one compare match or overflow to the next instead of once per prescaler tick.
import type { AVRTimer, CPU, timer0Config } from 'avr8js';

// avr8js's own state, read (never written, but for the event list the way CPU.tick
// walks it) to find when a sleeping chip can next wake. Checked at run time: should a
// later avr8js change it, every clock event simply counts as a possible wake-up.
type ClockEvent = { cycles: number; callback: () => void; next: ClockEvent | null };
export type CpuInternals = { nextClockEvent: ClockEvent | null; clockEventPool: ClockEvent[] };
type TimerInternals = {
  divider: number;
  lastCycle: number;
  tcnt: number;
  tcntUpdated: boolean;
  updateDivider: boolean;
  timerMode: number;
  TOP: number;
  ocrA: number;
  ocrB: number;
  countingUp: boolean;
};
/** avr8js's TimerMode numbers. */
const TIMER_MODE = { normal: 0, phaseCorrect: 1, ctc: 2, fastPwm: 3, phaseFrequencyCorrect: 4 };

/**
 * How many counts from now a timer next does something a program could see: a
 * compare match, an overflow, reaching TOP (where phase-correct modes reload OCR and
 * turn). Null when its state is one this reckoning does not cover.
 */
export function countsToNextMatch(timer: TimerInternals): number | null {
  const { tcnt: value, TOP: top, ocrA, ocrB, timerMode } = timer;
  if (![value, top, ocrA, ocrB].every(Number.isInteger) || top <= 0 || value > top) return null;
  if (timerMode === TIMER_MODE.phaseCorrect || timerMode === TIMER_MODE.phaseFrequencyCorrect) {
    // Up from 0 to TOP and down again: a triangle of period 2·TOP. Phase p of the
    // value v is v going up and 2·TOP − v going down. At TOP going up (a TCNT write
    // can leave it there) avr8js runs past TOP and wraps, and at 0 going down past 0:
    // one count at a time there, as it would.
    if ((timer.countingUp && value >= top) || (!timer.countingUp && value === 0)) return 1;
    const period = 2 * top;
    const phase = timer.countingUp ? value : (period - value) % period;
    let best = period;
    for (const target of [0, top, ocrA, ocrB]) {
      if (target > top) continue;
      for (const at of [target, period - target]) {
        const counts = (((at - phase) % period) + period) % period || period;
        if (counts < best) best = counts;
      }
    }
    return best;
  }
  if (
    timerMode !== TIMER_MODE.normal &&
    timerMode !== TIMER_MODE.ctc &&
    timerMode !== TIMER_MODE.fastPwm
  ) {
    return null;
  }
  // Counting up to TOP, then 0: the wrap, and each compare value on the way.
  let best = top + 1 - value;
  for (const target of [ocrA, ocrB]) {
    if (target > top) continue;
    const counts = target > value ? target - value : target + top + 1 - value;
    if (counts < best) best = counts;
  }
  // Never a whole period in one step: avr8js tells a wrap by the value going down, and
  // a step back to the same value would hide the compare match at it.
  return Math.min(best, top);
}

/** The earliest cycle at which a clock event could raise an interrupt flag. */
export function nextWakeCycle(
  internals: CpuInternals,
  timerByCount: Map<() => void, AVRTimer>,
): number {
  let wake = Number.POSITIVE_INFINITY;
  for (let event = internals.nextClockEvent; event; event = event.next) {
    // The list is in time order and no event wakes before its own cycle.
    if (event.cycles >= wake) break;
    const timer = timerByCount.get(event.callback);
    const at = timer ? timerWakeCycle(timer, event.cycles) : event.cycles;
    if (at < wake) wake = at;
  }
  return wake;
}

/** When a timer's clock event could first change a flag: its next match when it counts steadily. */
export function timerWakeCycle(timer: AVRTimer, eventCycle: number): number {
  const t = timer as unknown as TimerInternals;
  // Only a timer counting steadily on its prescaler (its next count event exactly one
  // divider after its last count) is reckoned ahead; anything else wakes at its event.
  if (!t.divider || t.updateDivider || t.tcntUpdated || eventCycle !== t.lastCycle + t.divider)
    return eventCycle;
  const counts = countsToNextMatch(t);
  return counts === null ? eventCycle : t.lastCycle + counts * t.divider;
}

/**
 * Runs the clock events due by now, in order, as CPU.tick does one at a time, until `stopped`
 * (a watchdog reset pending).
 */
export function runDueEvents(cpu: CPU, stopped: () => boolean): void {
  const internals = cpu as unknown as CpuInternals;
  for (
    let event = internals.nextClockEvent;
    event && event.cycles <= cpu.cycles && !stopped();
    event = internals.nextClockEvent
  ) {
    // As in CPU.tick: the callback runs while its entry is first (new events go after it).
    event.callback();
    internals.nextClockEvent = event.next;
    if (internals.clockEventPool.length < 10) internals.clockEventPool.push(event);
  }
}

/**
 * avr8js's timers count on a clock event every prescaler period (every 64 cycles for
 * millis()'s timer0), whether asleep or not. Each counts all the cycles since its last
 * count when it runs, so here a steadily counting timer's next event is put off to its
 * next compare match, overflow or TOP (when a flag can change): the counts in between
 * are done in one step, with the same result. A write that moves those points (OCRnA,
 * OCRnB, TCCRnA, TCCRnB, TCNTn, ICR1) first counts up to now under the old settings,
 * then reschedules (TCCRnB and TCNTn writes reschedule the timer themselves); a TCNTn
 * read already counts up to now.
 */
export function countTimersLazily(
  cpu: CPU,
  timers: AVRTimer[],
  configs: (typeof timer0Config)[],
  timerByCount: Map<() => void, AVRTimer>,
): void {
  const addClockEvent = cpu.addClockEvent.bind(cpu);
  cpu.addClockEvent = (callback, cycles) => {
    const timer = timerByCount.get(callback);
    if (!timer) return addClockEvent(callback, cycles);
    const due = cpu.cycles + Math.max(1, cycles);
    return addClockEvent(callback, timerWakeCycle(timer, due) - cpu.cycles);
  };
  timers.forEach((timer, i) => {
    const config = configs[i];
    if (!config) return;
    const t = timer as unknown as TimerInternals;
    const steady = () => t.divider > 0 && !t.updateDivider && !t.tcntUpdated;
    const registers = [config.OCRA, config.OCRB, config.TCCRA, config.TCCRB, config.TCNT];
    if (config.bits === 16) registers.push(config.ICR);
    for (const register of registers) {
      const write = cpu.writeHooks[register];
      cpu.writeHooks[register] = (value, old, address, mask) => {
        const counting = steady();
        if (counting) timer.count(false);
        const handled = write ? write(value, old, address, mask) : false;
        if (counting && steady()) {
          cpu.updateClockEvent(timer.count, t.lastCycle + t.divider - cpu.cycles);
        }
        return handled;
      };
    }
  });
}
