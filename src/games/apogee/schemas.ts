// Apogee's actions and commands, each written once as a TypeBox schema; the TypeScript types
// (./actions.ts) are derived from them. The action schemas check a log's shape (the reducer
// judges the values with a sentence); the command schemas check what a screen sends, ranges
// included. Only the service loads this file: the rules import the types alone.

import Type from 'typebox';
import {
  action,
  closed,
  command,
  seatedActions,
  seatedCommands,
  seatedGame,
} from '../kit/schemas.ts';
import { DIRECTORS } from './directors.ts';
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
  TECHS,
} from './setup.ts';

/** A card as the log keeps it: loose numbers, judged by the reducer. */
export const looseCard = Type.Object(
  {
    kind: Type.String(),
    name: Type.Optional(Type.String()),
    tech: Type.Optional(Type.String()),
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
    tech: Type.Optional(Type.Enum([...TECHS])),
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
/** AG1: 2–5 Directors, each with a colour and an authority. */
export const APOGEE = seatedGame(
  'apogee',
  COLOURS,
  { min: MIN_PLAYERS, max: MAX_PLAYERS },
  {
    loose: { authority: Type.Number() },
    strict: { authority: Type.Integer({ minimum: 0, maximum: 99 }) },
  },
);
/** Learn by playing (src/teach.ts): `next` taps through a step, `skip` ends the teaching. */
const teachDo = Type.Enum(['next', 'skip']);
/** A player named by their seat (0 = the first player of the set-up). */
const seat = Type.Integer({ minimum: 0, maximum: MAX_PLAYERS - 1 });

export const ACTION_SCHEMAS = seatedActions(
  APOGEE,
  // AG42: the rules' version the game is played by (none: version 1, a log written before it).
  // Learn by playing (teach.ts, AG52): `teach: true` starts the game with its teaching.
  {
    mission: Type.Number(),
    version: Type.Optional(Type.Number()),
    teach: Type.Optional(Type.Boolean()),
  },
  {
    advance: action('advance'),
    specialists: action('specialists', { list: Type.Array(Type.String()) }),
    build: action('build', { player: Type.Number(), card: looseCard }),
    /** A card corrected; without `card` and with `mistake`, a card typed by mistake struck off. */
    correct: action('correct', {
      player: Type.Number(),
      id: Type.Number(),
      card: Type.Optional(looseCard),
      mistake: Type.Optional(Type.Boolean()),
    }),
    /** Version 3: a Director's specialty entered when played (directors.ts). */
    director: action('director', {
      player: Type.Number(),
      specialty: Type.String(),
      target: Type.Optional(Type.Number()),
    }),
    remove: action('remove', { player: Type.Number(), id: Type.Number() }),
    launch: action('launch', {
      player: Type.Number(),
      destination: Type.String(),
      /** Mission 7 (version 3): an Asteroid launch the table says flies with no satellite. */
      withoutSatellites: Type.Optional(Type.Boolean()),
    }),
    /** The d12 of the launch awaiting its die. */
    launchRolled: action('launchRolled', {
      value: Type.Number(),
      source: Type.Enum([...DIE_SOURCES]),
    }),
    pass: action('pass', { player: Type.Number() }),
    /** Learn by playing: a tap through a step (`next`) or the teaching skipped. */
    teach: action('teach', { do: teachDo }),
    confirm: action('confirm', {
      player: Type.Number(),
      what: Type.String(),
      launch: Type.Optional(Type.Number()),
    }),
  },
);

export const COMMAND_SCHEMAS = seatedCommands(
  APOGEE,
  { mission: Type.Integer({ minimum: 1, maximum: 9 }), teach: Type.Optional(Type.Boolean()) },
  {
    advance: command('advance'),
    specialists: command('specialists', {
      list: Type.Array(Type.Enum([...SPECIALISTS]), { maxItems: SPECIALISTS.length }),
    }),
    build: command('build', { player: seat, card: cardCommand }),
    correct: command('correct', {
      player: seat,
      id: Type.Integer({ minimum: 1 }),
      card: Type.Optional(cardCommand),
      mistake: Type.Optional(Type.Boolean()),
    }),
    director: command('director', {
      player: seat,
      specialty: Type.Enum([...DIRECTORS]),
      target: Type.Optional(seat),
    }),
    remove: command('remove', { player: seat, id: Type.Integer({ minimum: 1 }) }),
    /** With `value`, a d12 typed in by hand; without, the box rolls (once the launch is declared). */
    launch: command('launch', {
      player: seat,
      destination: Type.Enum([...DESTINATIONS]),
      value: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
      withoutSatellites: Type.Optional(Type.Boolean()),
    }),
    /** The d12 for the launch awaiting its die: typed in, or (without value) rolled by the box. */
    roll: command('roll', { value: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })) }),
    pass: command('pass', { player: seat }),
    teach: command('teach', { do: teachDo }),
    confirm: command('confirm', {
      player: seat,
      what: Type.Enum([...CONFIRMS]),
      launch: Type.Optional(Type.Integer({ minimum: 0 })),
    }),
  },
);
