// What a box can do, asked the same way by the service and by the screens: which
// dice it can roll (a v1 box one d6; a v2 box 1–6 dice of 2–99 sides), and the
// one sentence a table reads when it cannot, so it rolls by hand and types the dice.
import type { Dice } from './game.ts';
import type { BoxStatus } from './messages.ts';
import { DICE_LIMITS } from './protocol.ts';

/** `a d12`, `5d6`: dice as a table says them. */
export function diceName(dice: Dice): string {
  return dice.count === 1 ? `a d${dice.sides}` : `${dice.count}d${dice.sides}`;
}

/** Whether a box speaking `protocol` can roll `dice` in one roll. */
export function protocolRolls(protocol: number | null | undefined, dice: Dice): boolean {
  if (protocol === 1) return dice.count === 1 && dice.sides === 6;
  if (protocol === 2) {
    const { count, sides } = DICE_LIMITS;
    return (
      dice.count >= count.min &&
      dice.count <= count.max &&
      dice.sides >= sides.min &&
      dice.sides <= sides.max
    );
  }
  return false;
}

/**
 * Why the table's box cannot roll `dice` now, as one sentence that says what to do
 * instead, or null when it can.
 */
export function boxRollProblem(
  box: BoxStatus,
  dice: Dice,
): { code: string; message: string } | null {
  const name = diceName(dice);
  if (!box.connected) {
    const what =
      dice.count === 1 && dice.sides === 6
        ? 'a die and type its value'
        : `${name} and type the dice`;
    return { code: 'box/away', message: `the box is away: roll ${what}` };
  }
  if (protocolRolls(box.protocol ?? 1, dice)) return null;
  const firmware = box.firmware ? ` (firmware ${box.firmware})` : '';
  const rolls = (box.protocol ?? 1) === 1 ? 'rolls one d6 only' : `cannot roll ${name}`;
  return {
    code: 'box/cannot-roll',
    message: `this box${firmware} ${rolls}: roll ${name} on the table and type the dice`,
  };
}
