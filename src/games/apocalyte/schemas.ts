// Apocalyte's actions and commands, each written once as a TypeBox schema; the TypeScript types
// (./actions.ts) are derived from them. The action schemas check a log's shape (the reducer
// judges the values with a sentence); the command schemas check what a screen sends, ranges
// included. Only the service loads this file: the rules import the types alone.

import Type from 'typebox';
import { action, command, seatedActions, seatedCommands, seatedGame } from '../kit/schemas.ts';
import { TERRITORIES } from './map.ts';
import { COLOURS, DIE_SOURCES, MAX_PLAYERS, MIN_PLAYERS, SCENARIOS } from './setup.ts';

/** AC2, AC36: 2–5 players, each with a colour and a letter. */
export const APOCALYTE = seatedGame(
  'apocalyte',
  COLOURS,
  { min: MIN_PLAYERS, max: MAX_PLAYERS },
  {
    loose: { letter: Type.String() },
    strict: { letter: Type.String({ minLength: 1, maxLength: 1 }) },
  },
);
const territory = Type.Enum([...TERRITORIES]);
/** Learn by playing (src/teach.ts): `next` taps through a step, `skip` ends the teaching. */
const teachDo = Type.Enum(['next', 'skip']);
const seat = Type.Integer({ minimum: 0, maximum: MAX_PLAYERS - 1 });
const armies = Type.Integer({ minimum: 0, maximum: 999 });

/** The fields of each table action as a log keeps them: loose values, judged by the reducer. */
const number = Type.Number();
const place = Type.String();
const loose = {
  deal: { seats: Type.Array(number) },
  place: { territory: place, count: number },
  supplies: { territories: Type.Array(place) },
  scenario: { scenario: Type.Optional(Type.String()) },
  reinforce: { territory: place, count: number },
  move: {
    from: place,
    to: place,
    via: Type.Optional(place),
    armies: number,
    supplies: number,
    permission: Type.Optional(Type.Boolean()),
  },
  fight: { territory: place },
  closePortal: { territory: place },
  target: { seat: number },
  quarantine: { accept: Type.Boolean() },
  reroll: { die: Type.Optional(number) },
  correct: { territory: place, armies: Type.Array(number), apocalytes: number, supplies: number },
};
/** The same fields as a screen sends them, ranges included. */
const strict = {
  deal: { seats: Type.Array(seat, { minItems: TERRITORIES.length, maxItems: TERRITORIES.length }) },
  place: { territory, count: Type.Integer({ minimum: -5, maximum: 5 }) },
  supplies: { territories: Type.Array(territory, { maxItems: TERRITORIES.length }) },
  scenario: { scenario: Type.Optional(Type.Enum([...SCENARIOS])) },
  reinforce: { territory, count: Type.Integer({ minimum: 1, maximum: 2 }) },
  move: {
    from: territory,
    to: territory,
    via: Type.Optional(territory),
    armies: Type.Integer({ minimum: 1, maximum: 999 }),
    supplies: Type.Integer({ minimum: 0, maximum: 2 }),
    permission: Type.Optional(Type.Boolean()),
  },
  fight: { territory },
  closePortal: { territory },
  target: { seat },
  quarantine: { accept: Type.Boolean() },
  reroll: { die: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })) },
  correct: {
    territory,
    armies: Type.Array(armies, { maxItems: MAX_PLAYERS }),
    apocalytes: armies,
    supplies: Type.Integer({ minimum: 0, maximum: 42 }),
  },
};

export const ACTION_SCHEMAS = seatedActions(
  APOCALYTE,
  /** The rules the game follows (state.ts, RULES_VERSION); absent in a log of module 1. */
  // AC56: `teach: true` starts the game with its teaching and its demo; `demo: true` with the
  // demo alone (a convention's short Apocalyte).
  {
    rules: Type.Optional(Type.Number()),
    teach: Type.Optional(Type.Boolean()),
    demo: Type.Optional(Type.Boolean()),
  },
  {
    /** Dice for the pending request (AC3): rolled by the box or typed in. */
    rolled: action('rolled', {
      sides: Type.Number(),
      values: Type.Array(Type.Number()),
      source: Type.Enum([...DIE_SOURCES]),
    }),
    deal: action('deal', loose.deal),
    place: action('place', loose.place),
    placed: action('placed'),
    supplies: action('supplies', loose.supplies),
    scenario: action('scenario', loose.scenario),
    reinforce: action('reinforce', loose.reinforce),
    move: action('move', loose.move),
    endMoves: action('endMoves'),
    fight: action('fight', loose.fight),
    mothership: action('mothership'),
    closePortal: action('closePortal', loose.closePortal),
    endTurn: action('endTurn'),
    target: action('target', loose.target),
    quarantine: action('quarantine', loose.quarantine),
    reroll: action('reroll', loose.reroll),
    confirm: action('confirm'),
    correct: action('correct', loose.correct),
    /** AC10 (rules 3): the table confirms the win a correction left on the board. */
    confirmWin: action('confirmWin'),
    /** Learn by playing (AC56): a tap through a step (`next`) or the teaching skipped. */
    teach: action('teach', { do: teachDo }),
  },
);

export const COMMAND_SCHEMAS = seatedCommands(
  APOCALYTE,
  { teach: Type.Optional(Type.Boolean()), demo: Type.Optional(Type.Boolean()) },
  {
    /** The dice the table waits for: typed in with `values`, or (without) rolled by the box. */
    roll: command('roll', {
      values: Type.Optional(
        Type.Array(Type.Integer({ minimum: 1, maximum: 99 }), { minItems: 1, maxItems: 6 }),
      ),
    }),
    deal: command('deal', strict.deal),
    place: command('place', strict.place),
    placed: command('placed'),
    supplies: command('supplies', strict.supplies),
    scenario: command('scenario', strict.scenario),
    reinforce: command('reinforce', strict.reinforce),
    move: command('move', strict.move),
    endMoves: command('endMoves'),
    fight: command('fight', strict.fight),
    mothership: command('mothership'),
    closePortal: command('closePortal', strict.closePortal),
    endTurn: command('endTurn'),
    target: command('target', strict.target),
    quarantine: command('quarantine', strict.quarantine),
    reroll: command('reroll', strict.reroll),
    confirm: command('confirm'),
    correct: command('correct', strict.correct),
    confirmWin: command('confirmWin'),
    teach: command('teach', { do: teachDo }),
  },
);
