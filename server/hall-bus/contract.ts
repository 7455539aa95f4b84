// The hall's bus as DESIGN.md ("A hall of many machines (MQTT)") writes it down, in one place for
// both ends: the topics under `apophis/<HALL>/<NAME>/<k>/`, the shape of each message, a table's
// token derived from the service's, and the mac of a signed command. No game's rules here.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { hostname } from 'node:os';
import { readableToken } from '../token.ts';

export const APP = 'apophis-mission-control';

/** A service's name or a hall's: lower case letters, digits and `-`, 1 to 32 of them. */
export const NAME_PATTERN = /^[a-z0-9-]{1,32}$/;

/** The default `--name`: the host's name, made to fit the pattern (`Pi-Table-3.local` → `pi-table-3`). */
export function defaultName(host = hostname()): string {
  const name = host
    .toLowerCase()
    .split('.')[0]
    ?.replace(/[^a-z0-9-]/g, '-')
    .slice(0, 32);
  return name && NAME_PATTERN.test(name) ? name : 'apophis';
}

export type Kind = 'status' | 'state' | 'event' | 'command';

/** `apophis/<hall>/<name>/<k>/<kind>`. */
export function topicOf(hall: string, key: string, kind: Kind): string {
  return `apophis/${hall}/${key}/${kind}`;
}

/** The hall's subscriptions: every table's status and state. */
export function hallFilters(hall: string): string[] {
  return [`apophis/${hall}/+/+/status`, `apophis/${hall}/+/+/state`];
}

/** A topic read back: the table's key (`<name>/<k>`) and the kind, or null for any other topic. */
export function readTopic(hall: string, topic: string): { key: string; kind: Kind } | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== 'apophis' || parts[1] !== hall) return null;
  const [, , name, k, kind] = parts as [string, string, string, string, string];
  if (!NAME_PATTERN.test(name) || !/^[0-9]{1,3}$/.test(k)) return null;
  if (kind !== 'status' && kind !== 'state' && kind !== 'event' && kind !== 'command') return null;
  return { key: `${name}/${k}`, kind };
}

/**
 * Table `k`'s control token on a machine of a hall: HMAC-SHA256(service token, `table:<name>/<k>`)
 * read as a token, so every machine may share the hall's one service token, no two tables share
 * a token, and the hall can make each table's QR code without any token ever crossing the bus.
 */
export function hallTableToken(serviceToken: string, key: string): string {
  return readableToken(createHmac('sha256', serviceToken).update(`table:${key}`).digest());
}

export type StatusMessage =
  | { online: true; at: number; app: string; version: string }
  | { online: false };

export type StateMessage = {
  game: string;
  phase: string;
  /** The shell's word for where the game stands (`lobby|playing|paused|over`): added to the contract. */
  status: string;
  players: string[];
  clock: { leftMs: number; running: boolean; at: number } | null;
  box: { connected: boolean; firmware: string | null; proof: boolean };
  sealed: string | null;
  links: { big: string; control: string; watch: string };
  at: number;
};

export type EventMessage =
  | { n: number; type: string; at: number }
  | { type: 'ended' | 'over'; at: number };

export type CommandMessage = { type: 'endGame'; nonce: string; at: number; mac: string };

/** The mac of a command: HMAC-SHA256 with the table's token over `<topic>\n<type>\n<nonce>\n<at>`. */
export function commandMac(
  tableToken: string,
  topic: string,
  command: Pick<CommandMessage, 'type' | 'nonce' | 'at'>,
): string {
  return createHmac('sha256', tableToken)
    .update(`${topic}\n${command.type}\n${command.nonce}\n${command.at}`)
    .digest('hex');
}

/** Whether `mac` is the command's, compared in constant time. */
export function macMatches(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

/** The largest payload either end reads; anything longer is dropped unread (a 1 MB flood). */
export const MAX_PAYLOAD = 16 * 1024;

/** A payload as JSON, or null when it is too long, not JSON, or not an object. */
export function readJson(payload: Buffer): Record<string, unknown> | null {
  if (payload.length > MAX_PAYLOAD) return null;
  try {
    const value: unknown = JSON.parse(payload.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isLink = (value: unknown) => isString(value) && value.length <= 512;

/** A `state` message checked field by field (the hall shows nothing it did not check). */
export function readState(json: Record<string, unknown>): StateMessage | null {
  const { game, phase, status, players, clock, box, sealed, links, at } = json;
  if (!isString(game) || !isString(phase) || typeof at !== 'number') return null;
  // The status a hall knows, else none (an older table's state, a stranger's).
  const known = ['lobby', 'playing', 'paused', 'over'];
  if (!Array.isArray(players) || !players.every(isString)) return null;
  const c = (clock ?? null) as { leftMs?: unknown; running?: unknown; at?: unknown } | null;
  if (
    c !== null &&
    (typeof c !== 'object' ||
      typeof c.leftMs !== 'number' ||
      typeof c.running !== 'boolean' ||
      typeof c.at !== 'number')
  )
    return null;
  const b = (box ?? null) as { connected?: unknown; firmware?: unknown; proof?: unknown } | null;
  if (typeof b !== 'object' || b === null || typeof b.connected !== 'boolean') return null;
  const l = (links ?? null) as { big?: unknown; control?: unknown; watch?: unknown } | null;
  if (
    typeof l !== 'object' ||
    l === null ||
    !isLink(l.big) ||
    !isLink(l.control) ||
    !isLink(l.watch)
  )
    return null;
  return {
    game: game.slice(0, 32),
    phase: phase.slice(0, 32),
    status: isString(status) && known.includes(status) ? status : 'unknown',
    players: (players as string[]).slice(0, 8).map((name) => name.slice(0, 40)),
    clock:
      c === null
        ? null
        : { leftMs: c.leftMs as number, running: c.running as boolean, at: c.at as number },
    box: {
      connected: b.connected,
      firmware: isString(b.firmware) ? b.firmware.slice(0, 32) : null,
      proof: b.proof === true,
    },
    sealed: isString(sealed) && /^[0-9a-f]{8}$/.test(sealed) ? sealed : null,
    links: { big: l.big as string, control: l.control as string, watch: l.watch as string },
    at,
  };
}

/** A `status` message checked. */
export function readStatus(json: Record<string, unknown>): StatusMessage | null {
  if (json.online === false) return { online: false };
  if (json.online !== true || typeof json.at !== 'number') return null;
  return {
    online: true,
    at: json.at,
    app: isString(json.app) ? json.app.slice(0, 64) : '',
    version: isString(json.version) ? json.version.slice(0, 32) : '',
  };
}

/** A `command` message checked (its mac is judged apart). */
export function readCommand(json: Record<string, unknown>): CommandMessage | null {
  const { type, nonce, at, mac } = json;
  if (type !== 'endGame' || !isString(nonce) || !/^[0-9a-f]{32}$/.test(nonce)) return null;
  if (typeof at !== 'number' || !Number.isFinite(at) || !isString(mac)) return null;
  return { type, nonce, at, mac };
}

/** Whether `url` is one MQTT.js can reach here: `mqtt://` or `mqtts://` with a host. */
export function isBrokerUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'mqtt:' || parsed.protocol === 'mqtts:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
