// Apogee's actions and commands, each written once as a TypeBox schema; the TypeScript
// types are derived from them. Every action carries the wall-clock time it happened
// (`at`, epoch ms). The action schemas check a log's shape (the reducer judges the values
// with a sentence); the command schemas check what a screen sends, ranges included.

import Type, { type Static } from 'typebox';
import { DESTINATIONS, SPECIALISTS } from './launch.ts';

import {
  CARD_KINDS,
  COLOURS,
  CONFIRMS,
  DIE_SOURCES,
  MAX_CARD_COUNT,
  MAX_CARD_VALUE,
  MAX_PLAYERS,
  MIN_PLAYERS,
} from './setup.ts';

export type { CardKind, Colour, Confirmable, DieSource } from './setup.ts';
export {
  CARD_KINDS,
  COLOURS,
  CONFIRMS,
  DIE_SOURCES,
  MAX_CARD_COUNT,
  MAX_CARD_VALUE,
  MAX_PLAYERS,
  MIN_PLAYERS,
};

const closed = { additionalProperties: false } as const;
const at = Type.Number();
const timed = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type), at }, closed);
const bare = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type) }, closed);

/** A card as the log keeps it: loose numbers, judged by the reducer. */
const looseCard = Type.Object(
  {
    kind: Type.String(),
    name: Type.Optional(Type.String()),
    thrust: Type.Number(),
    mass: Type.Number(),
    heavy: Type.Optional(Type.Boolean()),
    nuclearPulse: Type.Optional(Type.Boolean()),
    reusable: Type.Optional(Type.Boolean()),
    astronauts: Type.Optional(Type.Number()),
    satellites: Type.Optional(Type.Number()),
  },
  closed,
);
/** A card as a screen sends it. */
const cardCommand = Type.Object(
  {
    kind: Type.Enum([...CARD_KINDS]),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
    thrust: Type.Integer({ minimum: 0, maximum: MAX_CARD_VALUE }),
    mass: Type.Integer({ minimum: 0, maximum: MAX_CARD_VALUE }),
    heavy: Type.Optional(Type.Boolean()),
    nuclearPulse: Type.Optional(Type.Boolean()),
    reusable: Type.Optional(Type.Boolean()),
    astronauts: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_CARD_COUNT })),
    satellites: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_CARD_COUNT })),
  },
  closed,
);
const loosePlayer = Type.Object(
  { name: Type.String(), colour: Type.String(), authority: Type.Number() },
  closed,
);
const playerCommand = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 20 }),
    colour: Type.Enum([...COLOURS]),
    authority: Type.Integer({ minimum: 0, maximum: 99 }),
  },
  closed,
);
/** A player named by their seat (0 = the first player of the set-up). */
const seat = Type.Integer({ minimum: 0, maximum: MAX_PLAYERS - 1 });

export const ACTION_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      at,
      game: Type.Optional(Type.Literal('apogee')),
      players: Type.Array(loosePlayer),
      mission: Type.Number(),
    },
    closed,
  ),
  start: timed('start'),
  pause: timed('pause'),
  resume: timed('resume'),
  advance: timed('advance'),
  specialists: Type.Object(
    { type: Type.Literal('specialists'), at, list: Type.Array(Type.String()) },
    closed,
  ),
  build: Type.Object(
    { type: Type.Literal('build'), at, player: Type.Number(), card: looseCard },
    closed,
  ),
  correct: Type.Object(
    {
      type: Type.Literal('correct'),
      at,
      player: Type.Number(),
      id: Type.Number(),
      card: looseCard,
    },
    closed,
  ),
  remove: Type.Object(
    { type: Type.Literal('remove'), at, player: Type.Number(), id: Type.Number() },
    closed,
  ),
  launch: Type.Object(
    { type: Type.Literal('launch'), at, player: Type.Number(), destination: Type.String() },
    closed,
  ),
  /** The d12 of the launch awaiting its die. */
  launchRolled: Type.Object(
    {
      type: Type.Literal('launchRolled'),
      at,
      value: Type.Number(),
      source: Type.Enum([...DIE_SOURCES]),
    },
    closed,
  ),
  pass: Type.Object({ type: Type.Literal('pass'), at, player: Type.Number() }, closed),
  confirm: Type.Object(
    {
      type: Type.Literal('confirm'),
      at,
      player: Type.Number(),
      what: Type.String(),
      launch: Type.Optional(Type.Number()),
    },
    closed,
  ),
  undo: timed('undo'),
  /** Never written: Apogee has no deadline (AG2's minutes are no loss). */
  clock: timed('clock'),
} as const;

type ActionSchemas = typeof ACTION_SCHEMAS;
export type Action = { [K in keyof ActionSchemas]: Static<ActionSchemas[K]> }[keyof ActionSchemas];
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
export type CardFields = Static<typeof looseCard>;
export type PlayerSetup = Static<typeof loosePlayer>;

export const COMMAND_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      game: Type.Optional(Type.Literal('apogee')),
      players: Type.Array(playerCommand, { minItems: MIN_PLAYERS, maxItems: MAX_PLAYERS }),
      mission: Type.Integer({ minimum: 1, maximum: 9 }),
    },
    closed,
  ),
  start: bare('start'),
  pause: bare('pause'),
  resume: bare('resume'),
  advance: bare('advance'),
  specialists: Type.Object(
    {
      type: Type.Literal('specialists'),
      list: Type.Array(Type.Enum([...SPECIALISTS]), { maxItems: SPECIALISTS.length }),
    },
    closed,
  ),
  build: Type.Object({ type: Type.Literal('build'), player: seat, card: cardCommand }, closed),
  correct: Type.Object(
    {
      type: Type.Literal('correct'),
      player: seat,
      id: Type.Integer({ minimum: 1 }),
      card: cardCommand,
    },
    closed,
  ),
  remove: Type.Object(
    { type: Type.Literal('remove'), player: seat, id: Type.Integer({ minimum: 1 }) },
    closed,
  ),
  /** With `value`, a d12 typed in by hand; without, the box rolls (once the launch is declared). */
  launch: Type.Object(
    {
      type: Type.Literal('launch'),
      player: seat,
      destination: Type.Enum([...DESTINATIONS]),
      value: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    },
    closed,
  ),
  /** The d12 for the launch awaiting its die: typed in, or (without value) rolled by the box. */
  roll: Type.Object(
    { type: Type.Literal('roll'), value: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })) },
    closed,
  ),
  pass: Type.Object({ type: Type.Literal('pass'), player: seat }, closed),
  confirm: Type.Object(
    {
      type: Type.Literal('confirm'),
      player: seat,
      what: Type.Enum([...CONFIRMS]),
      launch: Type.Optional(Type.Integer({ minimum: 0 })),
    },
    closed,
  ),
  undo: bare('undo'),
} as const;

type CommandSchemas = typeof COMMAND_SCHEMAS;
export type ApogeeCommand = {
  [K in keyof CommandSchemas]: Static<CommandSchemas[K]>;
}[keyof CommandSchemas];
