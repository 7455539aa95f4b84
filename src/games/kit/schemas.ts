// TypeBox pieces every seated game's actions.ts writes its schemas with: closed objects, an
// action (with `at`, loose values the reducer judges) or a command (what a screen sends,
// ranges included), a seated game's schema set around its own (`seatedActions`, `seatedCommands`), and the union type of a schema set.
// Kept apart from ./guards.ts so that the screens never load TypeBox through a guard.

import Type, { type Static, type TSchema } from 'typebox';

export const closed = { additionalProperties: false } as const;
const at = Type.Number();

/** An action as a log keeps it: its type, when (epoch ms), and its fields. */
export const action = <T extends string, F extends Type.TProperties = Record<never, never>>(
  type: T,
  fields?: F,
) => Type.Object({ type: Type.Literal(type), at, ...(fields as F) }, closed);

/** A command as a screen sends it: its type and its fields, without the time. */
export const command = <T extends string, F extends Type.TProperties = Record<never, never>>(
  type: T,
  fields?: F,
) => Type.Object({ type: Type.Literal(type), ...(fields as F) }, closed);

/** `newGame`'s optional `game`, which may name only this game. */
const gameNamed = <T extends string>(id: T) => Type.Optional(Type.Literal(id));

/**
 * A seated game's `newGame`: its id, and its seats (`seatsProblem` in ./guards.ts judges them):
 * a name, a colour and the game's own mark, loose as a log keeps them and with ranges as a
 * screen sends them, `min` to `max` of them.
 */
export function seatedGame<
  T extends string,
  Colour extends string,
  L extends Type.TProperties,
  C extends Type.TProperties,
>(
  id: T,
  colours: readonly Colour[],
  seats: { min: number; max: number },
  mark: { loose: L; strict: C },
) {
  return {
    id,
    seats,
    seat: {
      loose: Type.Object({ name: Type.String(), colour: Type.String(), ...mark.loose }, closed),
      strict: Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 20 }),
          colour: Type.Enum([...colours]),
          ...mark.strict,
        },
        closed,
      ),
    },
  };
}

/** `newGame` as a log keeps it: this game's name (optional), its seats, and `more` fields. */
const newGameAction = <T extends string, P extends TSchema, M extends Type.TProperties>(
  id: T,
  seat: P,
  more: M,
) => action('newGame', { game: gameNamed(id), players: Type.Array(seat), ...more });

/** `newGame` as a screen sends it: the same, with `min` to `max` seats. */
const newGameCommand = <T extends string, P extends TSchema, M extends Type.TProperties>(
  id: T,
  seat: P,
  seats: { min: number; max: number },
  more: M,
) =>
  command('newGame', {
    game: gameNamed(id),
    players: Type.Array(seat, { minItems: seats.min, maxItems: seats.max }),
    ...more,
  });

/** What a seated game's `newGame` holds (`seatedGame` makes it). */
type SeatedGame = {
  id: string;
  seat: { loose: TSchema; strict: TSchema };
  seats: { min: number; max: number };
};
type Own = Record<string, TSchema>;

/**
 * A seated game's action schemas: `newGame`, the stage's (start, pause, resume), the game's
 * `own`, then undo and the clock action an untimed game's log never holds.
 */
export function seatedActions<G extends SeatedGame, M extends Type.TProperties, O extends Own>(
  game: G,
  more: M,
  own: O,
) {
  return {
    newGame: newGameAction(game.id as G['id'], game.seat.loose as G['seat']['loose'], more),
    start: action('start'),
    pause: action('pause'),
    resume: action('resume'),
    ...own,
    undo: action('undo'),
    clock: action('clock'),
  };
}

/** A seated game's command schemas: `newGame`, the stage's, the game's `own`, then undo. */
export function seatedCommands<G extends SeatedGame, M extends Type.TProperties, O extends Own>(
  game: G,
  more: M,
  own: O,
) {
  return {
    newGame: newGameCommand(
      game.id as G['id'],
      game.seat.strict as G['seat']['strict'],
      game.seats,
      more,
    ),
    start: command('start'),
    pause: command('pause'),
    resume: command('resume'),
    ...own,
    undo: command('undo'),
  };
}

/** The union of the values a set of schemas accepts (a game's `Action`, its `Command`). */
export type OneOf<Schemas extends Record<string, TSchema>> = {
  [K in keyof Schemas]: Static<Schemas[K]>;
}[keyof Schemas];
