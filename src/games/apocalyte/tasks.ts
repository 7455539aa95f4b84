// The referee's small state edits, shared by every job of the runner (engine.ts): the task in
// hand replaced, a question put to the table (dice, a choice, an OK), a task finished (the ends
// checked after it, ends.ts), a step told, a draw's next step.

import type { Dice } from '../../game.ts';
import { drawDice, drawDone, drawWith } from './draw.ts';
import { checkEnd } from './ends.ts';
import { TERRITORY_FACTS, type Territory } from './map.ts';
import type { ApocalyteState, Draw, Instruction, Pending, Task } from './state.ts';
import { type DiceFor, type InstructionPhrase, territoriesValue } from './words.ts';

export const nameOf = (t: Territory) => TERRITORY_FACTS[t].en;
export const list = territoriesValue;

type S = ApocalyteState;

export function setTask(s: S, task: Task): S {
  return { ...s, tasks: [task, ...s.tasks.slice(1)] };
}
export function ask(s: S, task: Task, pending: Pending): S {
  return { ...setTask(s, task), pending };
}
export function askDice(s: S, task: Task, dice: Dice, purpose: DiceFor): S {
  return ask(s, task, { kind: 'dice', dice, for: purpose });
}
/** The current task is done; `then` run next, before the rest. */
export function finish(s: S, at: number, ...then: Task[]): S {
  return checkEnd({ ...s, tasks: [...then, ...s.tasks.slice(1)] }, at);
}
/** The instructions a table keeps (the screens show the last few). */
const INSTRUCTIONS = 40;
/** Tell the table a step; in the Apocalytes' turn and the placement it waits for OK (AC9). */
export function tell(
  s: S,
  phrase: InstructionPhrase,
  dice: number[],
  at: number,
  confirm: boolean,
  attack?: number,
): S {
  // The last INSTRUCTIONS kept, copied once.
  const kept =
    s.instructions.length >= INSTRUCTIONS ? s.instructions.slice(1 - INSTRUCTIONS) : s.instructions;
  // Whose turn told it (steps.ts shows the table the current turn's steps only), and whether
  // the table confirms it: the last line of a step (the screens' current step ends there).
  const side = s.phase === 'player' && s.turn ? s.turn.seat : -1;
  const told: Instruction = { phrase, dice, at, round: s.round, side };
  if (attack !== undefined) told.attack = attack;
  if (confirm) told.ok = true;
  return {
    ...s,
    instructions: [...kept, told],
    pending: confirm ? { kind: 'confirm' } : s.pending,
  };
}

/** A draw's next step: dice to ask for, the forced last card, or done. */
export function drawStep(s: S, task: Task & { draw: Draw | null }, draw: Draw, purpose: DiceFor) {
  let d = draw;
  while (!drawDone(d)) {
    const dice = drawDice(d);
    if (dice) return { state: askDice(s, { ...task, draw: d } as Task, dice, purpose), done: null };
    d = drawWith(d, []);
  }
  return { state: s, done: d };
}
