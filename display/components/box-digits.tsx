// The box's 4-digit display as the virtual box's emulated TM1637 shows it: the game's
// clock (mm:ss, blinking when paused), `----` before the first CLOCK, a big die's number.
// Drawn from the segments the firmware really sent, so the page shows what a real box would:
// a dark display lights nothing, and a colon the firmware left dark is not drawn (issue 24:
// the blink's dark phase showed a lone ":").

import type { BoxScreen } from '../../src/messages.ts';
import { t } from '../i18n/index.ts';
import './box-digits.css';

/** A dark cell keeps its width, so the display does not jump as the clock blinks. */
const DARK = '\u00a0';

export function BoxDigits({ screen }: { screen: BoxScreen }) {
  const digits = [...screen.digits.padEnd(4, ' ').slice(0, 4)];
  const shown = screen.on ? digits : [' ', ' ', ' ', ' '];
  const colon = screen.on && screen.colon;
  return (
    <div
      class={`box-digits${screen.on ? '' : ' off'}`}
      data-testid="box-digits"
      data-text={
        screen.on
          ? `${digits.slice(0, 2).join('')}${colon ? ':' : ''}${digits.slice(2).join('')}`
          : ''
      }
      role="img"
      aria-label={screen.on ? screen.digits : t.value.control.displayOff}
    >
      {shown.map((digit, i) => (
        <>
          {i === 2 && <span class={`colon${colon ? ' lit' : ''}`}>{colon ? ':' : DARK}</span>}
          <span class="digit">{digit === ' ' ? DARK : digit}</span>
        </>
      ))}
    </div>
  );
}
