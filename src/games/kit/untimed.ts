// The parts of a game module that every seated game without a deadline shares (Apogee,
// Apocalyte): the clock never fires and the box never beeps a time mark, the shell reads the
// table's stage as it is, and a command with no more to it is its action at `at`.

import type { CommandPlan, GameAction, GameCommand } from '../../game.ts';
import type { Stage } from './guards.ts';

/** Spread into a module: no clock moment, no time-mark beeps, the stage as the shell's status. */
export const UNTIMED = {
  nextClockAt: (): number | null => null,
  clockAction: (at: number) => ({ type: 'clock' as const, at }),
  beeps: () => [],
  status: (state: { stage: Stage }) => state.stage,
};

/** A command that asks for nothing more: the same fields, as an action at `at`. */
export function asAction<A extends GameAction>(command: GameCommand, at: number): CommandPlan<A> {
  return { ok: true, actions: [{ ...command, at } as A] };
}
