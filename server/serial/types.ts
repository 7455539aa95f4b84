// The types the box link's parts share (the supervisor, the session, the delivery of
// events, the link itself); `box-link.ts` exports them to the rest of the service.
import type { BoxMessage, Frame } from '../../src/protocol.ts';

/** Pino-like: the Fastify logger fits, and tests pass a capturing one. */
export type LinkLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export const silentLogger: LinkLogger = { info() {}, warn() {}, error() {} };

/** The box messages that change the game, each delivered once. */
export type BoxEventMessage = Extract<
  BoxMessage,
  { verb: 'BTN' | 'ROLLING' | 'ROLL' | 'COMMIT' | 'SEED' }
>;
export type BoxEvent = Frame<BoxEventMessage>;
export type Hello = Extract<BoxMessage, { verb: 'HELLO' }>;

/**
 * `opening` the port, `waiting-hello` for the box to introduce itself, `connected`,
 * `retrying` after a loss, `refused` (not our box or protocol), `stopped` (before
 * `start()` and after `stop()`).
 */
export type LinkState =
  | 'opening'
  | 'waiting-hello'
  | 'connected'
  | 'retrying'
  | 'refused'
  | 'stopped';

/** For /api/health and the screens. `error` is a sentence a player can act on. */
export type BoxStatus = {
  connected: boolean;
  path: string;
  firmware: string | null;
  protocol: number | null;
  /** What the box said it has beyond buttons and pips (`display`); empty for a v1 box. */
  capabilities: string[];
  state: LinkState;
  error?: string;
};

/** A change of the link's status, made by the supervisor or the session. */
export type StatusChange = (change: Partial<BoxStatus>) => void;

/**
 * The game's clock for the box's display: `remainingMs` as measured at `at`
 * (epoch ms), counting down when `running`.
 */
export type BoxClock = { remainingMs: number; running: boolean; at: number };

export type LinkCounters = {
  /** Events delivered (each box seq once). */
  events: number;
  /** Resent events ACKed again but not delivered again. */
  duplicates: number;
  /** Events that came after a missing line and waited for it before delivery. */
  held: number;
  /** Events that came after their wait was given up: delivered out of order. */
  late: number;
  /** Box seqs never seen and given up on (lost heartbeats, mostly). */
  skipped: number;
  /** Lines dropped by the codec. */
  garbled: number;
  /** Connections that reached the box's HELLO. */
  handshakes: number;
  /** Attempts to open the port that failed. */
  failedOpens: number;
};

export function zeroCounters(): LinkCounters {
  return {
    events: 0,
    duplicates: 0,
    held: 0,
    late: 0,
    skipped: 0,
    garbled: 0,
    handshakes: 0,
    failedOpens: 0,
  };
}

export function sentence(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The session's way to its connection, given by the supervisor. */
export type Wire = {
  write(line: string): void;
  /** Not our box: drop this connection and try again later. */
  refuse(why: string): void;
  /** The handshake is done: what the log adds about the failures before it, now forgotten. */
  recovered(): string;
  /**
   * When bytes last came in, lines or not (monotonic ms; -Infinity: none, or a transport
   * that does not say): the box is still talking while garbage without a newline flows.
   */
  bytesAt(): number;
};
