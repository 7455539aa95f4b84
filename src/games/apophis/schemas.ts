// Apophis's actions and commands, each written once as a TypeBox schema; the TypeScript types
// (./actions.ts) are derived from them. The action schemas check a log's shape (the reducer
// judges the values, with a sentence); the command schemas check what a screen sends, ranges
// included. Only the service loads this file: the rules import the types alone.

import Type from 'typebox';
import { DIE_SOURCES } from './creators.ts';
import { ALL_SECTIONS, SUITS } from './sections.ts';
import {
  DIFFICULTIES,
  type Difficulty,
  MAX_PLAYERS,
  MAX_TIMER_SECONDS,
  MIN_PLAYERS,
  MIN_TIMER_SECONDS,
  VARIANTS,
} from './setup.ts';

const closed = { additionalProperties: false } as const;
const at = Type.Number();
const timed = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type), at }, closed);
const bare = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type) }, closed);
const difficulty = Type.Enum(Object.keys(DIFFICULTIES) as Difficulty[]);

export const ACTION_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      at,
      game: Type.Optional(Type.Literal('apophis')),
      players: Type.Number(),
      variant: Type.String(),
      /** Seconds on the timer; when absent, `difficulty` (or the variant's default) decides. */
      timerSeconds: Type.Optional(Type.Number()),
      difficulty: Type.Optional(Type.String()),
      /** Learn by playing (src/teach.ts): the first round taught step by step. */
      teach: Type.Optional(Type.Boolean()),
    },
    closed,
  ),
  start: timed('start'),
  pause: timed('pause'),
  resume: timed('resume'),
  build: Type.Object(
    { type: Type.Literal('build'), at, section: Type.Enum([...ALL_SECTIONS]) },
    closed,
  ),
  suits: Type.Object({ type: Type.Literal('suits'), at, suits: Type.Array(Type.String()) }, closed),
  scrap: timed('scrap'),
  shuffle: timed('shuffle'),
  roll: Type.Object(
    { type: Type.Literal('roll'), at, value: Type.Number(), source: Type.Enum([...DIE_SOURCES]) },
    closed,
  ),
  reroll: timed('reroll'),
  accept: timed('accept'),
  undo: timed('undo'),
  /** The clock reached the deadline (a loss) or the end of the shuffle countdown. */
  clock: timed('clock'),
  /** Learn by playing: "Next" on a tap step, or the teaching skipped (./teach.ts). */
  teach: Type.Object({ type: Type.Literal('teach'), at, do: Type.Enum(['next', 'skip']) }, closed),
} as const;

export const COMMAND_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      game: Type.Optional(Type.Literal('apophis')),
      players: Type.Integer({ minimum: MIN_PLAYERS, maximum: MAX_PLAYERS }),
      variant: Type.Enum([...VARIANTS]),
      timerSeconds: Type.Optional(
        Type.Integer({ minimum: MIN_TIMER_SECONDS, maximum: MAX_TIMER_SECONDS }),
      ),
      difficulty: Type.Optional(difficulty),
      teach: Type.Optional(Type.Boolean()),
    },
    closed,
  ),
  start: bare('start'),
  pause: bare('pause'),
  resume: bare('resume'),
  build: Type.Object(
    { type: Type.Literal('build'), section: Type.Enum([...ALL_SECTIONS]) },
    closed,
  ),
  suits: Type.Object(
    {
      type: Type.Literal('suits'),
      suits: Type.Array(Type.Enum([...SUITS]), { minItems: 1, maxItems: 4 }),
    },
    closed,
  ),
  scrap: bare('scrap'),
  shuffle: bare('shuffle'),
  /** With `value`, a physical die typed in by hand; without, the box rolls its die. */
  roll: Type.Object(
    { type: Type.Literal('roll'), value: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })) },
    closed,
  ),
  reroll: bare('reroll'),
  accept: bare('accept'),
  undo: bare('undo'),
  teach: Type.Object({ type: Type.Literal('teach'), do: Type.Enum(['next', 'skip']) }, closed),
} as const;
