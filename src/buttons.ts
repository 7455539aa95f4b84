// The box's five buttons and two gestures, and the lamp bit of each: the words the box,
// the service and the screens share. Apart from the serial codecs (src/protocol.ts, which
// re-exports them) so that a screen that names a button does not load a codec.

export const BUTTONS = ['START', 'ROLL', 'SCRAP', 'SHUFFLE', 'OK'] as const;
export type Button = (typeof BUTTONS)[number];
export const GESTURES = ['PRESS', 'LONG'] as const;
export type Gesture = (typeof GESTURES)[number];

/** Lamp bits of `LAMPS <mask>`: the buttons that do something now. */
export const LAMP_BIT: Record<Button, number> = {
  START: 1,
  ROLL: 2,
  SCRAP: 4,
  SHUFFLE: 8,
  OK: 16,
};
