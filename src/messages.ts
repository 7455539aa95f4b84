// The WebSocket and HTTP contract of DESIGN.md, for any game: the envelopes a
// screen sends and receives, the shell's part of the public state, and the
// commands every table takes whatever its game (its box's buttons). A game's own
// commands are checked with its module's schemas. A refusal names the field and
// what it must be.

import Type from 'typebox';
import {
  type AnyGameModule,
  DEFAULT_GAME,
  type Dice,
  findGame,
  type GameCommand,
  type GameRegistry,
  type Status,
} from './game.ts';
import { BUTTONS, GESTURES } from './protocol.ts';
import { schemaFor, schemaProblem } from './schemas.ts';
import { isTeachSetUp, noTeaching, teaches } from './teach.ts';

/** Largest WebSocket message the server reads; a larger one closes the socket. */
export const MAX_MESSAGE_BYTES = 4096;

const closed = { additionalProperties: false } as const;
const buttonPress = <T extends string>(type: T) =>
  Type.Object(
    {
      type: Type.Literal(type),
      button: Type.Enum([...BUTTONS]),
      gesture: Type.Enum([...GESTURES]),
    },
    closed,
  );

/** Commands every table takes, whatever its game. */
export const TABLE_COMMAND_SCHEMAS = {
  /** A button of the virtual box, pressed from a screen: its firmware sees the pin go low. */
  press: buttonPress('press'),
  /** A box button as the big screen's keyboard presses it: what it means comes from the game. */
  button: buttonPress('button'),
  /**
   * End the game under way before its end, whatever the game: its log says so, and the table
   * goes back to the game's lobby with the same players (server/table.ts).
   */
  endGame: Type.Object({ type: Type.Literal('endGame') }, closed),
} as const;

export type TableCommand =
  | {
      type: 'press' | 'button';
      button: (typeof BUTTONS)[number];
      gesture: (typeof GESTURES)[number];
    }
  | { type: 'newGame'; game?: string; teach?: true }
  | { type: 'endGame' };

const ENVELOPE_SCHEMAS = {
  command: Type.Object(
    {
      type: Type.Literal('command'),
      id: Type.String({ minLength: 1, maxLength: 64 }),
      token: Type.Optional(Type.String({ maxLength: 128 })),
      command: Type.Object({ type: Type.String({ maxLength: 32 }) }),
    },
    closed,
  ),
  ping: Type.Object({ type: Type.Literal('ping'), t: Type.Number() }, closed),
} as const;

/** A command, checked against the schemas of the table's commands and of its game. */
export type Command = GameCommand & Record<string, unknown>;

export type ClientMessage =
  | { type: 'command'; id: string; token?: string; command: Command }
  | { type: 'ping'; t: number };

/** What the box is doing, for the screens. */
export type BoxStatus = {
  connected: boolean;
  /** `serial` for a real port, `virtual` for the firmware in avr8js, `none` without a box. */
  source: 'serial' | 'virtual' | 'none';
  firmware: string | null;
  path?: string | null;
  /** The die is tumbling (between the box's ROLLING and ROLL). */
  rolling?: boolean;
  /** The buttons lit now (LAMP_BIT mask), as the server last set them. */
  lamps?: number;
  /** The face the die shows (0 dark), as last rolled or shown. */
  face?: number;
  /** A sentence when the link is down or refused (wrong protocol, port gone). */
  problem?: string | null;
  /** The serial protocol the box speaks (1: one d6; 2: any dice), null before its HELLO. */
  protocol?: number | null;
  /** The box has a 4-digit display showing the game's clock. */
  display?: boolean;
  /**
   * The dice the game rolls now when this box cannot roll them (a v1 box and a d12):
   * the screens say so and take the dice typed in. Null when the box can, or the game rolls nothing now.
   */
  cannotRoll?: Dice | null;
  /** What the virtual box's display shows now (`12:34`, `----`, blank), for the control page to draw. */
  screen?: BoxScreen | null;
};

/** A 4-digit display as the virtual box's emulated TM1637 shows it. */
export type BoxScreen = {
  /** Four characters, one per digit (a space for a dark one). */
  digits: string;
  colon: boolean;
  on: boolean;
};

/** One table as `GET /api/tables` lists it (server/routes/tables.ts), for the hall. */
export type TableSummary = {
  id: string;
  game: string;
  phase: string;
  status: string;
  /** The game's time left, from its module's clock for the box; null when it keeps none. */
  remainingMs: number | null;
  /** Whether that time is running down now (the hall counts it down between two asks). */
  running: boolean;
  box: BoxStatus;
  base: string;
  links: { big: string; control: string; watch: string };
  token?: string;
};

/** The shell's part of the public state: the same for every game. */
export type TableFields = {
  /** The game module the table plays (`apophis`, …): it chooses the screens' view. */
  game: string;
  /** Where the game stands, in the shell's words. */
  status: Status;
  gameId: string | null;
  /**
   * The service's base URLs on the local network (`http://192.168.1.20:8080`), so a big
   * screen opened on `localhost` can still show phones a control link they can reach.
   */
  addresses: string[];
  box: BoxStatus;
  /**
   * The seal of the game's dice (DESIGN.md, "What a verdict covers"): the first 8 hex digits
   * of the commitment its box rolls under, `93CF 604D`, from its first box roll to its end;
   * absent or null otherwise (no proof box, no box roll yet).
   */
  sealed?: string | null;
  /**
   * Why the table paused the game on its return after a restart (DESIGN.md: the wall clock
   * could not be trusted about the downtime), in both languages, while it stays paused; absent
   * or null otherwise.
   */
  pausedWhy?: { code: string; en: string; fr: string } | null;
  /**
   * The last game was ended before its end (from a phone or the hall, at `at`): every screen
   * says so over the set-up until the next game starts; absent or null otherwise.
   */
  endedEarly?: { by: 'phone' | 'hall'; at: number } | null;
};

/** The table as every screen sees it: the shell's fields and the game's view (`V`). */
export type PublicState<V = Record<string, unknown>> = TableFields & V;

/** The public state of a table at `now`: what `/api/state` and every state message carry. */
export function toPublicState<S, V>(
  module: AnyGameModule,
  state: S,
  seen: {
    now: number;
    gameId: string | null;
    box: BoxStatus;
    addresses?: string[];
    sealed?: string | null;
    pausedWhy?: { code: string; en: string; fr: string } | null;
    endedEarly?: { by: 'phone' | 'hall'; at: number } | null;
  },
): PublicState<V> {
  return {
    ...(module.view(state, seen.now) as V),
    game: module.id,
    status: module.status(state),
    gameId: seen.gameId,
    addresses: seen.addresses ?? [],
    box: seen.box,
    sealed: seen.sealed ?? null,
    ...(seen.pausedWhy ? { pausedWhy: seen.pausedWhy } : {}),
    ...(seen.endedEarly ? { endedEarly: seen.endedEarly } : {}),
  };
}

export type ServerMessage =
  | { type: 'state'; state: PublicState; serverTime: number }
  | { type: 'pong'; t: number; serverTime: number }
  | { type: 'result'; id: string; ok: true }
  | { type: 'result'; id: string | null; ok: false; error: string; code?: string }
  /** Something worth a brief line on screen: a box press that does nothing now, the link coming back. */
  | { type: 'notice'; text: string; code?: string; serverTime: number };

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; id?: string };

/**
 * Check a command's own fields: the table's commands, the playing game's, and a
 * `newGame` against the schemas of the game it names.
 */
export function checkCommand(
  command: unknown,
  playing: AnyGameModule,
  games: GameRegistry,
): Checked<Command> {
  const type = (command as { type?: unknown } | null)?.type;
  let module = playing;
  if (type === 'newGame') {
    const named = (command as { game?: unknown }).game ?? DEFAULT_GAME;
    const found = findGame(games, named);
    if (!found) {
      const known = Object.keys(games).join(', ');
      return {
        ok: false,
        error: `newGame command: unknown game ${JSON.stringify(named)}: one of ${known}`,
      };
    }
    module = found;
    // `{type: 'newGame', game}` alone: the game as its own lobby sets it up (a game chosen
    // on the control page before its own set-up is shown).
    if (isDefaultSetUp(command)) return { ok: true, value: command as Command };
    // `{type: 'newGame', game, teach: true}`: the table's set-up as it stands, taught as it is
    // played (the lobby's "Teach us as we play"), for a game that has a teaching start.
    if (isTeachSetUp(command)) {
      return teaches(module)
        ? { ok: true, value: command as Command }
        : { ok: false, error: noTeaching(module.title) };
    }
  }
  const schema = schemaFor(TABLE_COMMAND_SCHEMAS, type) ?? schemaFor(module.commandSchemas, type);
  if (!schema) {
    const known = [...Object.keys(module.commandSchemas), ...Object.keys(TABLE_COMMAND_SCHEMAS)];
    return {
      ok: false,
      error: `unknown command ${JSON.stringify(type ?? null)}: one of ${known.join(', ')}`,
    };
  }
  const problem = schemaProblem(schema, command, `${String(type)} command`);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: command as Command };
}

/**
 * The game a client message's `newGame` command names (the default game when it names none),
 * or null for any other message: the table loads that game's module before checking it.
 */
export function newGameNamedIn(raw: string): unknown {
  if (!raw.includes('newGame')) return null;
  try {
    const command = (JSON.parse(raw) as { command?: { type?: unknown; game?: unknown } } | null)
      ?.command;
    return command?.type === 'newGame' ? (command.game ?? DEFAULT_GAME) : null;
  } catch {
    return null;
  }
}

/** A `newGame` that names its game and nothing else: the game's default set-up. */
export function isDefaultSetUp(command: unknown): boolean {
  if (typeof command !== 'object' || command === null) return false;
  const keys = Object.keys(command).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'game' &&
    keys[1] === 'type' &&
    (command as { type: unknown }).type === 'newGame' &&
    typeof (command as { game: unknown }).game === 'string'
  );
}

/** Parse and check one incoming WebSocket message; `check` judges the command inside. Never throws. */
export function parseClientMessage(
  raw: string,
  check: (command: unknown) => Checked<Command>,
): Checked<ClientMessage> {
  if (raw.length > MAX_MESSAGE_BYTES) {
    return { ok: false, error: `message too large: at most ${MAX_MESSAGE_BYTES} bytes` };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not JSON: a message is one JSON object' };
  }
  const type = (value as { type?: unknown } | null)?.type;
  if (type !== 'command' && type !== 'ping') {
    return {
      ok: false,
      error: `unknown message type ${JSON.stringify(type ?? null)}: command or ping`,
    };
  }
  const id =
    typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined;
  const error = schemaProblem(ENVELOPE_SCHEMAS[type], value, `${type} message`);
  if (error) return id === undefined ? { ok: false, error } : { ok: false, error, id };
  if (type === 'ping') return { ok: true, value: value as ClientMessage };
  const message = value as { id: string; token?: string; command: unknown };
  const command = check(message.command);
  if (!command.ok) return { ok: false, error: command.error, id: message.id };
  return { ok: true, value: { ...message, type: 'command', command: command.value } };
}
