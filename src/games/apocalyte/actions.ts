// Apocalyte's actions and commands, each written once as a TypeBox schema; the TypeScript
// types are derived from them. Every action carries the wall-clock time it happened (`at`).
// The action schemas check a log's shape (the reducer judges the values with a sentence);
// the command schemas check what a screen sends, ranges included.

import Type, { type Static } from 'typebox';
import { TERRITORIES } from './map.ts';
import { COLOURS, DIE_SOURCES, MAX_PLAYERS, MIN_PLAYERS, SCENARIOS } from './setup.ts';

const closed = { additionalProperties: false } as const;
const at = Type.Number();
const timed = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type), at }, closed);
const bare = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type) }, closed);

const loosePlayer = Type.Object(
  { name: Type.String(), colour: Type.String(), letter: Type.String() },
  closed,
);
const playerCommand = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 20 }),
    colour: Type.Enum([...COLOURS]),
    letter: Type.String({ minLength: 1, maxLength: 1 }),
  },
  closed,
);
const territory = Type.Enum([...TERRITORIES]);
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

const action = <T extends string, F extends Type.TProperties>(type: T, f: F) =>
  Type.Object({ type: Type.Literal(type), at, ...f }, closed);
const command = <T extends string, F extends Type.TProperties>(type: T, f: F) =>
  Type.Object({ type: Type.Literal(type), ...f }, closed);

export const ACTION_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      at,
      game: Type.Optional(Type.Literal('apocalyte')),
      players: Type.Array(loosePlayer),
    },
    closed,
  ),
  start: timed('start'),
  pause: timed('pause'),
  resume: timed('resume'),
  /** Dice for the pending request (AC3): rolled by the box or typed in. */
  rolled: Type.Object(
    {
      type: Type.Literal('rolled'),
      at,
      sides: Type.Number(),
      values: Type.Array(Type.Number()),
      source: Type.Enum([...DIE_SOURCES]),
    },
    closed,
  ),
  deal: action('deal', loose.deal),
  place: action('place', loose.place),
  placed: timed('placed'),
  supplies: action('supplies', loose.supplies),
  scenario: action('scenario', loose.scenario),
  reinforce: action('reinforce', loose.reinforce),
  move: action('move', loose.move),
  endMoves: timed('endMoves'),
  fight: action('fight', loose.fight),
  mothership: timed('mothership'),
  closePortal: action('closePortal', loose.closePortal),
  endTurn: timed('endTurn'),
  target: action('target', loose.target),
  quarantine: action('quarantine', loose.quarantine),
  reroll: action('reroll', loose.reroll),
  confirm: timed('confirm'),
  correct: action('correct', loose.correct),
  undo: timed('undo'),
  /** Never written: Apocalyte has no deadline. */
  clock: timed('clock'),
} as const;

type ActionSchemas = typeof ACTION_SCHEMAS;
export type Action = { [K in keyof ActionSchemas]: Static<ActionSchemas[K]> }[keyof ActionSchemas];
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
export type PlayerSetup = Static<typeof loosePlayer>;

export const COMMAND_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      game: Type.Optional(Type.Literal('apocalyte')),
      players: Type.Array(playerCommand, { minItems: MIN_PLAYERS, maxItems: MAX_PLAYERS }),
    },
    closed,
  ),
  start: bare('start'),
  pause: bare('pause'),
  resume: bare('resume'),
  /** The dice the table waits for: typed in with `values`, or (without) rolled by the box. */
  roll: Type.Object(
    {
      type: Type.Literal('roll'),
      values: Type.Optional(
        Type.Array(Type.Integer({ minimum: 1, maximum: 99 }), { minItems: 1, maxItems: 6 }),
      ),
    },
    closed,
  ),
  deal: command('deal', strict.deal),
  place: command('place', strict.place),
  placed: bare('placed'),
  supplies: command('supplies', strict.supplies),
  scenario: command('scenario', strict.scenario),
  reinforce: command('reinforce', strict.reinforce),
  move: command('move', strict.move),
  endMoves: bare('endMoves'),
  fight: command('fight', strict.fight),
  mothership: bare('mothership'),
  closePortal: command('closePortal', strict.closePortal),
  endTurn: bare('endTurn'),
  target: command('target', strict.target),
  quarantine: command('quarantine', strict.quarantine),
  reroll: command('reroll', strict.reroll),
  confirm: bare('confirm'),
  correct: command('correct', strict.correct),
  undo: bare('undo'),
} as const;

type CommandSchemas = typeof COMMAND_SCHEMAS;
export type ApocalyteCommand = {
  [K in keyof CommandSchemas]: Static<CommandSchemas[K]>;
}[keyof CommandSchemas];
