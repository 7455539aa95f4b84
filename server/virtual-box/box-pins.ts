// The box as wired on its Uno (firmware/apophis-box/config.h): which pin is which button,
// pip group, lamp, the buzzer, the link LED and the display module's lines.
import type { Button } from '../../src/protocol.ts';

/** Arduino pin numbers of the box, as firmware/apophis-box/config.h sets them. */
export const BOX_PINS = {
  buttons: { START: 2, ROLL: 3, SCRAP: 4, SHUFFLE: 5, OK: 6 } satisfies Record<Button, number>,
  /** centre, one diagonal pair, the other diagonal pair, the middle pair */
  pips: [8, 9, 10, 11],
  buzzer: 12,
  link: 13,
  /** LAMPS bit order: START, ROLL, SCRAP, SHUFFLE, OK */
  lamps: [14, 15, 16, 17, 18],
  /** Firmware 1.x: A5 left floating, read for noise. */
  entropy: 19,
  /** Firmware 2.x: the TM1637 display module's two lines. */
  display: { clk: 7, dio: 19 },
} as const;

/** The die's face from its four pip groups (bit 0 centre … bit 3 middle pair); null if no face has that look. */
export function faceOfPips(groups: number): number | null {
  const face = [0b0000, 0b0001, 0b0010, 0b0011, 0b0110, 0b0111, 0b1110].indexOf(groups);
  return face < 0 ? null : face;
}
