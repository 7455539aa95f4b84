// The WebSocket and HTTP contract of DESIGN.md, as one set of schemas: the
// server validates every incoming message with them, and the screens and tests
// take their types from here. A refusal names the field and what it must be.

import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Action } from './games/apophis/actions.ts';
import type { Launch } from './games/apophis/launch.ts';
import { BUTTONS, GESTURES } from './protocol.ts';
import { ALL_SECTIONS, SUITS } from './games/apophis/sections.ts';
import {
  DIFFICULTIES,
  type Difficulty,
  MAX_PLAYERS,
  MAX_TIMER_SECONDS,
  MIN_PLAYERS,
  MIN_TIMER_SECONDS,
  VARIANTS,
} from './games/apophis/setup.ts';
import { type Story, storyOf, type TableState, timeLeft } from './games/apophis/state.ts';

/** Largest WebSocket message the server reads; a larger one closes the socket. */
export const MAX_MESSAGE_BYTES = 4096;

const closed = { additionalProperties: false } as const;
const bare = <T extends string>(type: T) => Type.Object({ type: Type.Literal(type) }, closed);

/** What the table may be asked to do, one schema per command type. */
export const COMMAND_SCHEMAS = {
  newGame: Type.Object(
    {
      type: Type.Literal('newGame'),
      players: Type.Integer({ minimum: MIN_PLAYERS, maximum: MAX_PLAYERS }),
      variant: Type.Enum([...VARIANTS]),
      timerSeconds: Type.Optional(
        Type.Integer({ minimum: MIN_TIMER_SECONDS, maximum: MAX_TIMER_SECONDS }),
      ),
      difficulty: Type.Optional(Type.Enum(Object.keys(DIFFICULTIES) as Difficulty[])),
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
  /** A button of the virtual box, pressed from a screen. */
  press: Type.Object(
    {
      type: Type.Literal('press'),
      button: Type.Enum([...BUTTONS]),
      gesture: Type.Enum([...GESTURES]),
    },
    closed,
  ),
} as const;

export type CommandType = keyof typeof COMMAND_SCHEMAS;
export type Command = { [K in CommandType]: Static<(typeof COMMAND_SCHEMAS)[K]> }[CommandType];

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

export type ClientMessage =
  | { type: 'command'; id: string; token?: string; command: Command }
  | { type: 'ping'; t: number };

/** An action as the screens name it: its own fields, without its time. */
export type ActionWithoutTime = Action extends infer A
  ? A extends Action
    ? Omit<A, 'at'>
    : never
  : never;

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
};

/** How many of the latest history entries a state message carries (the whole game is in its log). */
export const PUBLIC_HISTORY = 50;

/**
 * The table as every screen sees it: the rules state without the undo
 * snapshots, and with only the latest PUBLIC_HISTORY history entries, so a
 * state message stays the same size all game long.
 */
export type PublicState = Omit<TableState, 'undo'> & {
  /** How many history entries the game has in all (`history` holds the last of them). */
  historyCount: number;
  /** The game's story in numbers, counted over the whole history. */
  story: Story;
  gameId: string | null;
  /**
   * The service's base URLs on the local network (`http://192.168.1.20:8080`), so a big
   * screen opened on `localhost` can still show phones a control link they can reach.
   */
  addresses: string[];
  /** What an undo would put back now (R22), or null. */
  undoable: ActionWithoutTime | null;
  box: BoxStatus;
  launch: Launch | null;
};

/** The public state of a table at `now`: what `/api/state` and every state message carry. */
export function toPublicState(
  state: TableState,
  seen: { now: number; gameId: string | null; box: BoxStatus; addresses?: string[] },
): PublicState {
  const { undo, ...table } = state;
  const last = undo[undo.length - 1];
  let undoable: PublicState['undoable'] = null;
  if (last) {
    const { at: _at, ...action } = last.action;
    undoable = action as ActionWithoutTime;
  }
  return {
    ...table,
    history: table.history.slice(-PUBLIC_HISTORY),
    historyCount: table.history.length,
    story: storyOf(table.history),
    timer: { ...table.timer, remainingMs: timeLeft(state, seen.now) },
    gameId: seen.gameId,
    addresses: seen.addresses ?? [],
    undoable,
    box: seen.box,
  };
}

export type ServerMessage =
  | { type: 'state'; state: PublicState; serverTime: number }
  | { type: 'pong'; t: number; serverTime: number }
  | { type: 'result'; id: string; ok: true }
  | { type: 'result'; id: string | null; ok: false; error: string; code?: string }
  /** Something worth a brief line on screen: a box press that does nothing now, the link coming back. */
  | { type: 'notice'; text: string; code?: string; serverTime: number };

const compiled = <S extends TSchema>(schema: S) => Compile(schema);
const COMMAND_CHECKS = Object.fromEntries(
  Object.entries(COMMAND_SCHEMAS).map(([type, schema]) => [type, compiled(schema)]),
) as { [K in CommandType]: ReturnType<typeof compiled<(typeof COMMAND_SCHEMAS)[K]>> };
const ENVELOPE_CHECKS = {
  command: compiled(ENVELOPE_SCHEMAS.command),
  ping: compiled(ENVELOPE_SCHEMAS.ping),
};

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string; id?: string };

type SchemaError = { keyword: string; instancePath: string; message: string; params: unknown };

/** The first schema error of `value`, as a sentence: where, and what it must be. */
function firstError(
  check: { Errors(value: unknown): Iterable<SchemaError> },
  value: unknown,
  what: string,
): string {
  for (const error of check.Errors(value)) {
    if (error.keyword === 'boolean') continue; // the same fault is reported again, better worded
    const where = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = error.params as { additionalProperties?: string[]; allowedValues?: unknown[] };
    if (params.additionalProperties) {
      return `${what}: unexpected field ${params.additionalProperties.map((p) => `"${p}"`).join(', ')}`;
    }
    const must = params.allowedValues
      ? `must be one of ${params.allowedValues.join(', ')}`
      : error.message;
    return `${what}: ${where ? `${where} ` : ''}${must}`;
  }
  return `${what} is not valid`;
}

/** Check a command's own fields against its schema. */
export function checkCommand(command: unknown): Checked<Command> {
  const type = (command as { type?: unknown } | null)?.type;
  // Own keys only: `in` would take "constructor" or "__proto__" for a command type.
  if (typeof type !== 'string' || !Object.hasOwn(COMMAND_CHECKS, type)) {
    const known = Object.keys(COMMAND_SCHEMAS).join(', ');
    return { ok: false, error: `unknown command ${JSON.stringify(type ?? null)}: one of ${known}` };
  }
  const check = COMMAND_CHECKS[type as CommandType];
  if (!check.Check(command))
    return { ok: false, error: firstError(check, command, `${type} command`) };
  return { ok: true, value: command as Command };
}

/** Parse and check one incoming WebSocket message. Never throws. */
export function parseClientMessage(raw: string): Checked<ClientMessage> {
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
  const envelope = ENVELOPE_CHECKS[type];
  if (!envelope.Check(value)) {
    const error = firstError(envelope, value, `${type} message`);
    return id === undefined ? { ok: false, error } : { ok: false, error, id };
  }
  if (type === 'ping') return { ok: true, value: value as ClientMessage };
  const message = value as { id: string; token?: string; command: unknown };
  const command = checkCommand(message.command);
  if (!command.ok) return { ok: false, error: command.error, id: message.id };
  return { ok: true, value: { ...message, type: 'command', command: command.value } };
}
