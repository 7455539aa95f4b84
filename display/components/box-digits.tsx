// The box's 4-digit display as the virtual box's emulated TM1637 shows it: the game's
// clock (mm:ss, blinking when paused), `----` before the first CLOCK, a big die's number.
// Drawn from the segments the firmware really sent, so the page shows what a real box would.

import type { BoxScreen } from '../../src/messages.ts';

export function BoxDigits({ screen }: { screen: BoxScreen }) {
  const digits = [...screen.digits.padEnd(4, ' ').slice(0, 4)];
  const shown = screen.on ? digits : ['', '', '', ''];
  return (
    <div
      class={`box-digits${screen.on ? '' : ' off'}`}
      data-testid="box-digits"
      data-text={
        screen.on
          ? `${digits.slice(0, 2).join('')}${screen.colon ? ':' : ''}${digits.slice(2).join('')}`
          : ''
      }
      role="img"
      aria-label={screen.on ? screen.digits : 'display off'}
    >
      {shown.map((digit, i) => (
        <>
          {i === 2 && <span class={`colon${screen.on && screen.colon ? ' lit' : ''}`}>:</span>}
          <span class="digit">{digit === ' ' ? '\u00a0' : digit}</span>
        </>
      ))}
    </div>
  );
}
