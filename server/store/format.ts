// The game log's file format (README.md here): a header line, then one line per
// accepted action. Reading is forgiving by design: a torn or garbled line costs
// that line and a warning, never the game.

import {
  type AnyGameModule,
  DEFAULT_GAME,
  findGame,
  type GameAction,
  type GameRegistry,
  loadGame,
} from '../../src/game.ts';
import type { ProofEntry } from '../../src/proof.ts';
import { schemaFor, schemaProblem } from '../../src/schemas.ts';
import type { Checkpoint } from '../../src/table/clock-return.ts';
import { StoreError } from './errors.ts';

export const APP = 'apophis-mission-control';
/** v2 names the game and its module's version; a v1 log (before games had names) is Apophis's, module 1. */
export const FORMAT_VERSION = 2;
const READABLE_VERSIONS = [1, 2];

export type GameHeader = {
  kind: 'game';
  v: number;
  id: string;
  /** Epoch ms: the `at` of the game's newGame. */
  createdAt: number;
  app: typeof APP;
  /** The game module that wrote the log, and its version. */
  game: string;
  module: number;
  /** The box the game was created with; absent in logs written before (their dice count as `unknown`). */
  box?: BoxIdentity;
};

/**
 * Which box rolls a game's dice, for the dice's honesty: `id` is `virtual` for the virtual box,
 * the serial port's path for a real one (a USB serial number would follow the box from port to
 * port, but it is not read yet), `none` without a box.
 */
export type BoxIdentity = {
  source: 'serial' | 'virtual' | 'none';
  id: string;
  firmware: string | null;
};

/** The identity of the box a table has now (its `boxStatus()`). */
export function boxIdentity(status: {
  source: BoxIdentity['source'];
  path?: string | null;
  firmware: string | null;
}): BoxIdentity {
  const id = status.source === 'serial' ? (status.path ?? 'serial') : status.source;
  return { source: status.source, id, firmware: status.firmware };
}

/**
 * The table's clock against the wall clock at a moment (`table` and `wall`, epoch ms): written
 * when the wall clock stepped while the game ran (NTP on a Pi without a clock), and when a game
 * begins on a table whose clock is off the wall. Actions carry the table's time; a service that
 * resumes the game runs its table clock at the wall's time plus `table - wall`.
 */
export type ClockMark = { wall: number; table: number };

/**
 * Who ended a game before its end (`phone`: the control page; `hall`: the volunteer's page with
 * the service's token; `newGame`: a new set-up sent while it ran), and when (the table's time).
 * Written as the log's last line; the game is then neither won, lost nor unfinished, but ended.
 */
export type EndedMark = { at: number; by: string };

export type ParsedLog = {
  header: GameHeader;
  /** The last clock mark, or null when the table's clock was the wall's all game. */
  clock: ClockMark | null;
  /** The last checkpoint of a running timer (src/table/clock-return.ts), or null. */
  checkpoint: Checkpoint | null;
  /** The game was ended before its end: the mark, when no action follows it (else null). */
  ended: EndedMark | null;
  /** The game module the header names. */
  module: AnyGameModule;
  actions: GameAction[];
  /** The `n` of the last action kept, 0 when there is none. */
  lastN: number;
  warnings: string[];
  /** Bytes up to the end of the last line kept: what a resume truncates the file back to. */
  goodBytes: number;
  /** The box's proof lines (commitments, rolls with their word index, seeds), in order. */
  proof: ProofEntry[];
};

const NEWLINE = 0x0a;

export function headerLine(header: GameHeader): string {
  return `${JSON.stringify(header)}\n`;
}

export function actionLine(n: number, action: GameAction): string {
  return `${JSON.stringify({ kind: 'action', n, action })}\n`;
}

/** A clock mark's line: not an action, so it takes no `n`. */
export function clockLine(mark: ClockMark): string {
  return `${JSON.stringify({ kind: 'clock', wall: mark.wall, table: mark.table })}\n`;
}

/**
 * A checkpoint of a running timer's time left (DESIGN.md; src/table/clock-return.ts): at least
 * every 5 s while it runs, so a restart knows the table's clock and the wall's then. No `n`.
 */
export function checkpointLine(c: Checkpoint): string {
  const { wall, table, leftMs, boot, steppedMs } = c;
  return `${JSON.stringify({ kind: 'checkpoint', wall, table, leftMs, boot, steppedMs })}\n`;
}

function checkpointOf(entry: unknown): Checkpoint | null | 'bad' {
  if (!isRecord(entry) || entry.kind !== 'checkpoint') return null;
  const { wall, table, leftMs, boot, steppedMs } = entry;
  const numbers = [wall, table, leftMs, steppedMs].every((n) => Number.isFinite(n));
  if (!numbers || (boot !== null && typeof boot !== 'string')) return 'bad';
  return { wall, table, leftMs, boot, steppedMs } as Checkpoint;
}

/**
 * A proof line (src/proof.ts, DESIGN.md "Dice anyone can audit"): not an action, so it takes
 * no `n`. Its keys come in a fixed order, so a script can read a log with `sed`.
 */
export function proofLine(entry: ProofEntry): string {
  const { position: _position, ...line } = entry;
  return `${JSON.stringify({ kind: 'proof', ...line })}\n`;
}

const PROOF_LINES: Record<ProofEntry['line'], (e: Record<string, unknown>) => boolean> = {
  commit: (e) => typeof e.commitment === 'string',
  salt: (e) => typeof e.salt === 'string',
  unsalted: (e) => typeof e.commitment === 'string' && (e.why === 'refused' || e.why === 'silent'),
  roll: (e) =>
    Number.isInteger(e.sides) &&
    Array.isArray(e.values) &&
    e.values.every((v) => Number.isInteger(v)) &&
    (Number.isInteger(e.index) || e.index === null) &&
    typeof e.used === 'boolean',
  seed: (e) => typeof e.seed === 'string' && Number.isInteger(e.next),
  stop: (e) =>
    typeof e.commitment === 'string' &&
    (e.why === 'restart' || e.why === 'lost' || e.why === 'no-proof'),
};

/** A proof line's entry, or null when the line is not one (or not one this version reads). */
function proofEntryOf(entry: unknown): ProofEntry | null | 'bad' {
  if (!isRecord(entry) || entry.kind !== 'proof') return null;
  const { kind: _kind, ...rest } = entry;
  const check = PROOF_LINES[rest.line as ProofEntry['line']];
  if (!check || !Number.isFinite(rest.at) || !check(rest)) return 'bad';
  return rest as ProofEntry;
}

/** An ended mark's line: not an action either. */
export function endedLine(mark: EndedMark): string {
  return `${JSON.stringify({ kind: 'ended', at: mark.at, by: mark.by })}\n`;
}

function endedMarkOf(entry: unknown): EndedMark | null {
  if (!isRecord(entry) || entry.kind !== 'ended') return null;
  const { at, by } = entry;
  return Number.isFinite(at) && typeof by === 'string'
    ? { at: at as number, by: by.slice(0, 32) }
    : null;
}

function clockMarkOf(entry: unknown): ClockMark | null {
  if (!isRecord(entry) || entry.kind !== 'clock') return null;
  const { wall, table } = entry;
  return Number.isFinite(wall) && Number.isFinite(table)
    ? { wall: wall as number, table: table as number }
    : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Why `value` is not one of `module`'s actions, or null. Its schema checks the
 * shape; the reducer judges the values itself, with a sentence, on replay.
 */
export function actionProblem(module: AnyGameModule, value: unknown): string | null {
  if (!isRecord(value)) return 'not an object';
  const schema = schemaFor(module.actionSchemas, value.type);
  if (!schema) return `"${String(value.type)}" is not an action of ${module.title}`;
  if (typeof value.at !== 'number' || !Number.isFinite(value.at)) {
    return `${value.type} has no time (at)`;
  }
  return schemaProblem(schema, value, String(value.type));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The header, or a StoreError saying why this is not a game log we can read. */
function readHeader(
  line: string | null,
  source: string,
  games: GameRegistry,
): { header: GameHeader; module: AnyGameModule } {
  const value = line === null ? undefined : parseJson(line);
  if (!isRecord(value) || value.kind !== 'game' || value.app !== APP) {
    const why =
      line === null ? 'its first line is incomplete' : 'its first line is not a game header';
    throw new StoreError('not-a-game', `${source} is not an Apophis game log (${why})`);
  }
  if (!READABLE_VERSIONS.includes(value.v as number)) {
    throw new StoreError(
      'not-a-game',
      `${source} is a game log of format v${String(value.v)}; this version reads v${READABLE_VERSIONS.join(' and v')}`,
    );
  }
  if (typeof value.id !== 'string' || typeof value.createdAt !== 'number') {
    throw new StoreError('not-a-game', `${source} has a game header without an id or a date`);
  }
  const game = value.v === 1 ? DEFAULT_GAME : value.game;
  const module = findGame(games, game);
  if (!module) {
    throw new StoreError(
      'not-a-game',
      `${source} is a game of ${JSON.stringify(game)}, which this version does not know (it knows ${Object.keys(games).join(', ')})`,
    );
  }
  const version = value.v === 1 ? 1 : value.module;
  if (typeof version !== 'number') {
    throw new StoreError('not-a-game', `${source} has a game header without its module's version`);
  }
  return { header: { ...(value as GameHeader), game: module.id, module: version }, module };
}

/** Why a complete line is not an action entry, as the end of "line 7 …", or null. */
function entryProblem(module: AnyGameModule, text: string, entry: unknown): string | null {
  if (!isRecord(entry)) return text.trim() === '' ? 'is empty' : 'is not valid JSON';
  if (entry.kind !== 'action' || typeof entry.n !== 'number') return 'is not an action entry';
  const problem = actionProblem(module, entry.action);
  return problem === null ? null : `holds no table action (${problem})`;
}

/**
 * `parseGameLog` once the module of the game the header names is loaded: a registry's games
 * load when a log of theirs is first read (the service's, src/games/index.ts).
 */
export async function readGameLog(
  bytes: Buffer,
  source: string,
  games: GameRegistry,
): Promise<ParsedLog> {
  const end = bytes.indexOf(NEWLINE);
  const header = parseJson(bytes.toString('utf8', 0, end === -1 ? bytes.length : end));
  if (isRecord(header)) await loadGame(games, header.v === 1 ? DEFAULT_GAME : header.game);
  return parseGameLog(bytes, source, games);
}

/**
 * Read a whole log. A last line without its `\n` is torn (the power went off
 * mid-write) and dropped; a line that does not parse is skipped; both with a
 * warning. Throws a StoreError 'not-a-game' only when the header is unusable.
 */
export function parseGameLog(bytes: Buffer, source: string, games: GameRegistry): ParsedLog {
  const warnings: string[] = [];
  const actions: GameAction[] = [];
  const proof: ProofEntry[] = [];
  let clock: ClockMark | null = null;
  let checkpoint: Checkpoint | null = null;
  let ended: EndedMark | null = null;
  let read: ReturnType<typeof readHeader> | null = null;
  let lastN = 0;
  let goodBytes = 0;
  let start = 0;
  for (let lineNo = 1; start < bytes.length; lineNo += 1) {
    const end = bytes.indexOf(NEWLINE, start);
    const complete = end !== -1;
    const stop = complete ? end + 1 : bytes.length;
    const text = bytes.toString('utf8', start, complete ? end : bytes.length);
    start = stop;
    if (read === null) {
      read = readHeader(complete ? text : null, source, games);
      goodBytes = stop;
      continue;
    }
    if (!complete) {
      warnings.push(`line ${lineNo} is cut short (no end of line): dropped`);
      break;
    }
    const entry = parseJson(text);
    const mark = clockMarkOf(entry);
    if (mark) {
      clock = mark;
      goodBytes = stop;
      continue;
    }
    const kept = checkpointOf(entry);
    if (kept === 'bad') {
      warnings.push(`line ${lineNo} is not a checkpoint this version reads: skipped`);
      continue;
    }
    if (kept) {
      checkpoint = kept;
      goodBytes = stop;
      continue;
    }
    const proven = proofEntryOf(entry);
    if (proven === 'bad') {
      warnings.push(`line ${lineNo} is not a proof line this version reads: skipped`);
      continue;
    }
    if (proven) {
      proof.push({ ...proven, position: actions.length });
      goodBytes = stop;
      continue;
    }
    const endedMark = endedMarkOf(entry);
    if (endedMark) {
      ended = endedMark;
      goodBytes = stop;
      continue;
    }
    const problem = entryProblem(read.module, text, entry);
    if (problem !== null || !isRecord(entry)) {
      warnings.push(`line ${lineNo} ${problem}: skipped`);
      continue;
    }
    if (entry.n !== lastN + 1) {
      warnings.push(`line ${lineNo} is entry ${entry.n}, expected ${lastN + 1}`);
    }
    lastN = entry.n as number;
    // An action after an ended mark (its game went on when the new set-up failed): not ended.
    ended = null;
    actions.push(entry.action as GameAction);
    goodBytes = stop;
  }
  if (read === null) throw new StoreError('not-a-game', `${source} is empty`);
  if (actions[0] !== undefined && actions[0].type !== 'newGame') {
    warnings.push('the log does not begin with a newGame');
  }
  return {
    header: read.header,
    module: read.module,
    clock,
    checkpoint,
    ended,
    actions,
    lastN,
    warnings,
    goodBytes,
    proof,
  };
}
