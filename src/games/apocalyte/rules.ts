// Apocalyte's rules (Mark J. Hadley's Risk® variant, 2–5 players against the Apocalytes):
// AC1–AC10 of RULES-APOCALYTE.md and the readings AC30 on (README.md, READINGS.md) behind the
// seam of src/game.ts, without the schemas (./index.ts adds them).

import { asAction, defineRules } from '../../define-game.ts';
import type { CommandPlan } from '../../game.ts';
import { seatGroup } from '../kit/seat-group.ts';
import type { ApocalyteCommand, Played } from './actions.ts';
import { diceRolled, diceWanted, lamps, press, sameSetUp, shortDemo } from './box.ts';
import { CUE_NAMES, cues } from './cues.ts';
import { no } from './errors.ts';
import { rollProblem } from './guards.ts';
import { reduce } from './reducer.ts';
import { reportOf, rollsOf, summaryOf } from './report.ts';
import { COLOURS } from './setup.ts';
import { type ApocalyteState, lobbyState, RULES_VERSION } from './state.ts';
import { teachStep } from './teach.ts';
import { describe, tellApocalyte } from './telling.ts';
import { type ApocalyteView, viewOf, whyNot } from './view.ts';

/** AC36: a new player's letter, their name's first when nobody has it, else the first free one. */
function freeLetter(name: string, seats: readonly { letter: string }[]): string {
  const taken = new Set(seats.map((seat) => seat.letter));
  const first = name.trim()[0]?.toUpperCase() ?? '';
  const letters = [...(/^[A-Z]$/.test(first) ? [first] : []), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  return letters.find((letter) => !taken.has(letter)) ?? 'Z';
}

function plan(state: ApocalyteState, command: ApocalyteCommand, at: number): CommandPlan<Played> {
  if (command.type === 'roll') {
    // AC3: dice typed in by hand are the same request's dice; without values the box rolls.
    const problem = rollProblem(state, command.values ?? null);
    if (problem) return { ok: false, error: problem };
    const p = state.pending;
    if (p?.kind !== 'dice') return { ok: false, error: no('roll/none', 'no dice are awaited now') };
    if (command.values === undefined) return { ok: true, roll: p.dice };
    return {
      ok: true,
      actions: [
        { type: 'rolled', at, sides: p.dice.sides, values: command.values, source: 'hand' },
      ],
    };
  }
  if (command.type === 'newGame')
    return {
      ok: true,
      actions: [
        {
          type: 'newGame',
          at,
          game: 'apocalyte',
          players: command.players,
          rules: RULES_VERSION,
          // AC56: a teaching start (a game without one keeps the log's old shape).
          ...(command.teach ? { teach: true } : {}),
          // AC56: the demo's board without the teaching (a convention's short Apocalyte).
          ...(command.demo ? { demo: true } : {}),
        },
      ],
    };
  return asAction(command, at);
}

export const rules = defineRules<ApocalyteState, Played, ApocalyteCommand, ApocalyteView>({
  id: 'apocalyte',
  version: RULES_VERSION,
  title: 'Apocalyte',
  lobby: () => lobbyState(),
  newGameOf: (state, at) => sameSetUp(state, at),
  // A convention's short Apocalyte (AC56): the teaching's demo board, said as a demo, players kept.
  demoSetUp: (state) => ({
    type: 'newGame',
    game: 'apocalyte',
    players: state.players.map(({ name, colour, letter }) => ({ name, colour, letter })),
    demo: true,
  }),
  // A convention's next group: a new player's letter is their name's first one when free (AC36).
  seatGroup: (state, names) => ({
    type: 'newGame',
    game: 'apocalyte',
    ...shortDemo(state),
    players: seatGroup(
      state.players.map(({ name, colour, letter }) => ({ name, colour, letter })),
      names,
      COLOURS,
      (name, seats) => ({ letter: freeLetter(name, seats) }),
    ),
  }),
  reduce,
  plan,
  whyNot,
  press,
  diceWanted,
  diceRolled,
  lamps,
  faceShown: (action) =>
    action.type === 'rolled' && action.source === 'hand' && action.sides <= 6
      ? (action.values[0] ?? null)
      : null,
  ending: (state) => state.ending,
  view: viewOf,
  // AC56: the step of the teaching's demo a table is on.
  teachStep,
  cueNames: CUE_NAMES,
  cues,
  describe,
  tell: tellApocalyte,
  rolls: rollsOf,
  summary: summaryOf,
  report: reportOf,
});
