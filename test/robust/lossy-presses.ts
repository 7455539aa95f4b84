// The presses the lossy-link scenario makes on the board's pins, planned from a seed:
// every button, taps and long presses, some through contact bounce, paced so the
// box's queue of 8 unACKed events never overflows on a wire losing one line in ten.
import { seededRandom } from '../../server/virtual-box/uno.ts';
import { BUTTONS, type Button, type Gesture } from '../../src/protocol.ts';

export type PlannedPress = {
  button: Button;
  gesture: Gesture;
  /** Simulated ms from the previous release (or from the go) to this press. */
  gapMs: number;
  /** Simulated ms the button is held: under 800 for PRESS, past it for LONG. */
  holdMs: number;
  /** Pressed and released through contact bounce rather than cleanly. */
  bounce: boolean;
};

/** The firmware ignores a ROLL tap while the die tumbles (700 ms and a settle beep). */
const ROLL_BUSY_MS = 1300;
const LONG_SHARE = 0.04;

export function planPresses(count: number, seed: number): PlannedPress[] {
  const random = seededRandom(seed);
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const plan: PlannedPress[] = [];
  let at = 0;
  let rollFreeAt = 0;
  while (plan.length < count) {
    const gapMs = between(60, 110);
    const gesture: Gesture = random() < LONG_SHARE ? 'LONG' : 'PRESS';
    const holdMs = gesture === 'LONG' ? between(850, 950) : between(25, 70);
    let button = BUTTONS[Math.floor(random() * BUTTONS.length)] as Button;
    // A ROLL gesture while the die may still tumble would be ignored whole: pick another.
    if (button === 'ROLL' && at + gapMs < rollFreeAt) button = 'OK';
    at += gapMs + holdMs;
    if (button === 'ROLL' && gesture === 'PRESS') rollFreeAt = at + ROLL_BUSY_MS;
    plan.push({ button, gesture, gapMs, holdMs, bounce: random() < 0.5 });
  }
  return plan;
}

/** What a press makes the box say: its BTN line's verb and arguments. */
export function btnOf(press: Pick<PlannedPress, 'button' | 'gesture'>): string {
  return `BTN ${press.button} ${press.gesture}`;
}
