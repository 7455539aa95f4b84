// The game log's file format (README.md here): a header line, then one line per
// accepted action. Reading is forgiving by design: a torn or garbled line costs
// that line and a warning, never the game.

import type { Action, ActionType } from '../../src/games/apophis/actions.ts';
import { ALL_SECTIONS } from '../../src/games/apophis/sections.ts';
import { StoreError } from './errors.ts';

export const APP = 'apophis-mission-control';
export const FORMAT_VERSION = 1;

export type GameHeader = {
  kind: 'game';
  v: typeof FORMAT_VERSION;
  id: string;
  /** Epoch ms: the `at` of the game's newGame. */
  createdAt: number;
  app: typeof APP;
};

export type ParsedLog = {
  header: GameHeader;
  actions: Action[];
  /** The `n` of the last action kept, 0 when there is none. */
  lastN: number;
  warnings: string[];
  /** Bytes up to the end of the last line kept: what a resume truncates the file back to. */
  goodBytes: number;
};

const NEWLINE = 0x0a;

export function headerLine(header: GameHeader): string {
  return `${JSON.stringify(header)}\n`;
}

export function actionLine(n: number, action: Action): string {
  return `${JSON.stringify({ kind: 'action', n, action })}\n`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const noFields = () => null;
/**
 * Per action type, why an object from the file is not that action, or null. Only
 * what the reducer takes on trust is checked here; it judges the values itself.
 * Keyed by ActionType, so a new action in src/ does not compile until it is listed.
 */
const FIELD_PROBLEMS: Record<ActionType, (a: Record<string, unknown>) => string | null> = {
  newGame: (a) =>
    typeof a.players !== 'number' || typeof a.variant !== 'string'
      ? 'newGame needs players and a variant'
      : null,
  start: noFields,
  pause: noFields,
  resume: noFields,
  build: (a) =>
    ALL_SECTIONS.includes(a.section as never) ? null : 'build needs a section like Y3',
  suits: (a) => (Array.isArray(a.suits) ? null : 'suits needs a list of suits'),
  scrap: noFields,
  shuffle: noFields,
  roll: (a) =>
    typeof a.value === 'number' && (a.source === 'box' || a.source === 'hand')
      ? null
      : 'roll needs a value and a source (box or hand)',
  reroll: noFields,
  accept: noFields,
  undo: noFields,
  clock: noFields,
};

/** Why `value` is not a table action, or null. */
export function actionProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'not an object';
  const check = Object.hasOwn(FIELD_PROBLEMS, String(value.type))
    ? FIELD_PROBLEMS[value.type as ActionType]
    : undefined;
  if (!check) return `"${String(value.type)}" is not a table action`;
  if (typeof value.at !== 'number' || !Number.isFinite(value.at)) {
    return `${value.type} has no time (at)`;
  }
  return check(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The header, or a StoreError saying why this is not a game log we can read. */
function readHeader(line: string | null, source: string): GameHeader {
  const value = line === null ? undefined : parseJson(line);
  if (!isRecord(value) || value.kind !== 'game' || value.app !== APP) {
    const why =
      line === null ? 'its first line is incomplete' : 'its first line is not a game header';
    throw new StoreError('not-a-game', `${source} is not an Apophis game log (${why})`);
  }
  if (value.v !== FORMAT_VERSION) {
    throw new StoreError(
      'not-a-game',
      `${source} is a game log of format v${String(value.v)}; this version reads v${FORMAT_VERSION}`,
    );
  }
  if (typeof value.id !== 'string' || typeof value.createdAt !== 'number') {
    throw new StoreError('not-a-game', `${source} has a game header without an id or a date`);
  }
  return value as GameHeader;
}

/** Why a complete line is not an action entry, as the end of "line 7 …", or null. */
function entryProblem(text: string, entry: unknown): string | null {
  if (!isRecord(entry)) return text.trim() === '' ? 'is empty' : 'is not valid JSON';
  if (entry.kind !== 'action' || typeof entry.n !== 'number') return 'is not an action entry';
  const problem = actionProblem(entry.action);
  return problem === null ? null : `holds no table action (${problem})`;
}

/**
 * Read a whole log. A last line without its `\n` is torn (the power went off
 * mid-write) and dropped; a line that does not parse is skipped; both with a
 * warning. Throws a StoreError 'not-a-game' only when the header is unusable.
 */
export function parseGameLog(bytes: Buffer, source: string): ParsedLog {
  const warnings: string[] = [];
  const actions: Action[] = [];
  let header: GameHeader | null = null;
  let lastN = 0;
  let goodBytes = 0;
  let start = 0;
  for (let lineNo = 1; start < bytes.length; lineNo += 1) {
    const end = bytes.indexOf(NEWLINE, start);
    const complete = end !== -1;
    const stop = complete ? end + 1 : bytes.length;
    const text = bytes.toString('utf8', start, complete ? end : bytes.length);
    start = stop;
    if (header === null) {
      header = readHeader(complete ? text : null, source);
      goodBytes = stop;
      continue;
    }
    if (!complete) {
      warnings.push(`line ${lineNo} is cut short (no end of line): dropped`);
      break;
    }
    const entry = parseJson(text);
    const problem = entryProblem(text, entry);
    if (problem !== null || !isRecord(entry)) {
      warnings.push(`line ${lineNo} ${problem}: skipped`);
      continue;
    }
    if (entry.n !== lastN + 1) {
      warnings.push(`line ${lineNo} is entry ${entry.n}, expected ${lastN + 1}`);
    }
    lastN = entry.n as number;
    actions.push(entry.action as Action);
    goodBytes = stop;
  }
  if (header === null) throw new StoreError('not-a-game', `${source} is empty`);
  if (actions[0] !== undefined && actions[0].type !== 'newGame') {
    warnings.push('the log does not begin with a newGame');
  }
  return { header, actions, lastN, warnings, goodBytes };
}
