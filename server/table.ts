// The table session: every command, from a screen or from the box, goes through
// one queue into the rules core; an accepted action is appended to the game's
// log and fsynced before the new state is broadcast. The session also keeps the
// clock (the loss at the deadline, the end of a shuffle), the box's lamps, and
// the beeps of the last minute.

import { type Action, actions as a } from '../src/games/apophis/actions.ts';
import {
  type BoxStatus,
  type Command,
  type PublicState,
  type ServerMessage,
  toPublicState,
} from '../src/messages.ts';
import { type BoxMessage, type Button, type Gesture, LAMP_BIT } from '../src/protocol.ts';
import { type Applied, dueClockActions, reduce, replay } from '../src/games/apophis/reducer.ts';
import { DEFAULT_SETUP, type GameSetup } from '../src/games/apophis/setup.ts';
import { lobbyState, nextClockAt, type TableState, timeLeft } from '../src/games/apophis/state.ts';

/** What the session needs from the game store (server/store). */
export interface TableStore {
  create(newGame: Action): Promise<TableLog>;
  resume(id: string): Promise<TableLog>;
  latestUnfinished(): Promise<{ id: string; actions: Action[]; warnings: string[] } | null>;
}
export interface TableLog {
  readonly id: string;
  append(action: Action): Promise<void>;
  close(): Promise<void>;
}

/** What the session needs from the box link (server/serial), real or virtual. */
export interface TableBox {
  readonly status: { connected: boolean; firmware: string | null; path: string; error?: string };
  /** The lamp mask last set. */
  readonly lamps: number;
  setLamps(mask: number): void;
  requestRoll(): boolean;
  show(face: number): boolean;
  beep(ms: number, hz: number): boolean;
  /** The virtual box only: press one of its buttons. */
  press?(button: Button, gesture: Gesture): void;
}

export type SessionLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

export type Outcome = { ok: true } | { ok: false; error: string; code?: string };

/** SCRAP is costly: a PRESS needs OK within this long (a LONG press scraps at once). */
export const SCRAP_CONFIRM_MS = 3000;
/** The beeps of the last minute, in ms left (and the end). */
export const WARNINGS_MS = [60_000, 30_000, 10_000];

type Listener = (message: ServerMessage) => void;

export type TableSessionOptions = {
  store: TableStore;
  logger: SessionLogger;
  /** Wall clock, epoch ms; tests may pass their own. */
  now?: () => number;
  /** Timer for games made by START without a new-game command first (`--minutes`). */
  setup?: GameSetup;
  boxSource?: BoxStatus['source'];
};

export class TableSession {
  #state: TableState;
  #gameId: string | null = null;
  #log: TableLog | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Set<Listener>();
  readonly #store: TableStore;
  readonly #logger: SessionLogger;
  readonly #now: () => number;
  #box: TableBox | null = null;
  readonly #boxSource: BoxStatus['source'];
  #rolling = false;
  /** The face the die shows, as last rolled or shown (0 dark). */
  #face = 0;
  #scrapAskedUntil = 0;
  #clockTimer: NodeJS.Timeout | null = null;
  #warningTimers: NodeJS.Timeout[] = [];
  #closed = false;
  #addresses: string[] = [];

  constructor(options: TableSessionOptions) {
    this.#store = options.store;
    this.#logger = options.logger;
    this.#now = options.now ?? Date.now;
    this.#state = lobbyState(options.setup ?? DEFAULT_SETUP);
    this.#boxSource = options.boxSource ?? 'none';
  }

  get state(): TableState {
    return this.#state;
  }

  get gameId(): string | null {
    return this.#gameId;
  }

  /** Resume the latest unfinished game, if any: replayed from its log, the clock checked at once. */
  async open(): Promise<void> {
    const latest = await this.#store.latestUnfinished();
    if (latest) {
      for (const warning of latest.warnings) this.#logger.warn(`game ${latest.id}: ${warning}`);
      const replayed = replay(latest.actions);
      for (const r of replayed.refused) {
        this.#logger.warn(
          `game ${latest.id}: entry ${r.index + 1} (${r.action.type}) skipped: ${r.error.message}`,
        );
      }
      this.#state = replayed.state;
      this.#log = await this.#store.resume(latest.id);
      this.#gameId = latest.id;
      const left = Math.round(timeLeft(this.#state, this.#now()) / 1000);
      this.#logger.info(`resumed game ${latest.id} (${this.#state.phase}, ${left} s left)`);
    }
    await this.#enqueue(() => this.#tick());
    this.#afterChange();
  }

  /** Stop the timers and close the log; queued work finishes first. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#queue;
    this.#clearTimers();
    await this.#log?.close();
    this.#log = null;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The table as every screen sees it, at `now`. */
  publicState(now = this.#now()): PublicState {
    return toPublicState(this.#state, {
      now,
      gameId: this.#gameId,
      box: this.boxStatus(),
      addresses: this.#addresses,
    });
  }

  /** Where phones on the local network reach the service (set once it listens). */
  setAddresses(addresses: string[]): void {
    this.#addresses = [...addresses];
    this.#broadcast(this.stateMessage());
  }

  boxStatus(): BoxStatus {
    const status = this.#box?.status;
    if (!status) return { connected: false, source: 'none', firmware: null };
    return {
      connected: status.connected,
      source: this.#boxSource,
      firmware: status.firmware,
      path: status.path,
      rolling: this.#rolling,
      lamps: this.#box?.lamps ?? 0,
      face: this.#face,
      problem: status.connected ? null : (status.error ?? null),
    };
  }

  stateMessage(): ServerMessage {
    const serverTime = this.#now();
    return { type: 'state', state: this.publicState(serverTime), serverTime };
  }

  attachBox(box: TableBox): void {
    this.#box = box;
    this.#updateLamps();
  }

  /** The box link changed (connected, lost, refused): screens show it. */
  boxChanged(): void {
    if (!this.#box?.status.connected) this.#rolling = false;
    this.#updateLamps();
    this.#broadcast(this.stateMessage());
  }

  /** A command from a screen (already schema-checked and authorised). */
  command(command: Command): Promise<Outcome> {
    return this.#enqueue(() => this.#command(command));
  }

  /** An event from the box, delivered once by the link. */
  boxEvent(message: BoxMessage): Promise<Outcome> {
    return this.#enqueue(() => this.#boxEvent(message));
  }

  #enqueue<T>(work: () => Promise<T> | T): Promise<T> {
    const next = this.#queue.then(work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #command(command: Command): Promise<Outcome> {
    const at = this.#now();
    switch (command.type) {
      case 'newGame': {
        const { type: _type, ...setup } = command;
        return this.#apply(a.newGame(at, setup));
      }
      case 'build':
        return this.#apply(a.build(at, command.section));
      case 'suits':
        return this.#apply(a.suits(at, command.suits));
      case 'roll':
        if (command.value !== undefined) return this.#apply(a.roll(at, command.value, 'hand'));
        return this.#askBoxToRoll(at);
      case 'press':
        if (!this.#box?.press) {
          return { ok: false, error: 'there is no virtual box to press: use the real box' };
        }
        this.#box.press(command.button, command.gesture);
        return { ok: true };
      default:
        return this.#apply({ type: command.type, at });
    }
  }

  /** A roll without a value: the box rolls its die, and its ROLL comes back as the action. */
  #askBoxToRoll(at: number): Outcome {
    const wanted =
      this.#state.phase === 'launching' && this.#state.launch?.awaiting?.kind === 'roll';
    if (!wanted) {
      // The rules core says why no die is wanted now (no launch, paused, a die to accept…).
      const applied = reduce(this.#state, a.roll(at, 1, 'box'));
      return applied.ok
        ? { ok: true }
        : { ok: false, error: applied.error.message, code: applied.error.code };
    }
    if (!this.#box?.status.connected) {
      return {
        ok: false,
        error: 'the box is away: roll a die and type its value',
        code: 'box/away',
      };
    }
    if (this.#rolling)
      return { ok: false, error: 'the die is already rolling', code: 'box/rolling' };
    this.#box.requestRoll();
    return { ok: true };
  }

  async #boxEvent(message: BoxMessage): Promise<Outcome> {
    const at = this.#now();
    switch (message.verb) {
      case 'ROLLING':
        this.#rolling = true;
        this.#broadcast(this.stateMessage());
        return { ok: true };
      case 'ROLL': {
        this.#rolling = false;
        this.#face = message.value;
        const launch = this.#state.launch;
        // ROLL during the reroll question means "reroll" (R19): spend it, then this die stands.
        if (this.#state.phase === 'launching' && launch?.awaiting?.kind === 'decision') {
          const rerolled = await this.#apply(a.reroll(at));
          if (!rerolled.ok) return this.#notice(rerolled);
        }
        return this.#notice(await this.#apply(a.roll(at, message.value, 'box')));
      }
      case 'BTN':
        return this.#notice(await this.#press(message.button, message.gesture, at));
      default:
        return { ok: true };
    }
  }

  /** What a box button means now (issue 4's mapping); ROLL's die arrives as its own event. */
  async #press(button: Button, gesture: Gesture, at: number): Promise<Outcome> {
    const { phase, launch } = this.#state;
    const deciding = phase === 'launching' && launch?.awaiting?.kind === 'decision';
    switch (button) {
      case 'START':
        if (gesture === 'LONG') return this.#apply(phase === 'paused' ? a.resume(at) : a.pause(at));
        if (phase === 'lobby') return this.#apply(a.start(at));
        if (phase === 'paused') return this.#apply(a.resume(at));
        if (deciding) return this.#apply(a.accept(at));
        return this.#refusal('START does nothing now (hold it to pause)', 'box/nothing');
      case 'OK':
        if (this.#scrapAskedUntil > at) {
          this.#scrapAskedUntil = 0;
          return this.#apply(a.scrap(at));
        }
        if (deciding) return this.#apply(a.accept(at));
        return this.#refusal('OK: nothing to confirm now', 'box/nothing');
      case 'SCRAP': {
        if (gesture === 'LONG') return this.#apply(a.scrap(at));
        // Check it would be allowed before asking for the confirmation.
        const check = reduce(this.#state, a.scrap(at));
        if (!check.ok) return { ok: false, error: check.error.message, code: check.error.code };
        this.#scrapAskedUntil = at + SCRAP_CONFIRM_MS;
        this.#updateLamps();
        setTimeout(() => this.#updateLamps(), SCRAP_CONFIRM_MS + 10).unref();
        this.#broadcastNotice(
          'press OK within 3 s to scrap the rocket (or hold SCRAP)',
          'box/confirm-scrap',
        );
        return { ok: true };
      }
      case 'SHUFFLE':
        return this.#apply(a.shuffle(at));
      case 'ROLL':
        // The box rolls its own die on this press; the ROLL event that follows is the action.
        if (phase === 'launching' && launch?.awaiting) return { ok: true };
        return this.#refusal('no launch under way: the die roll counts for nothing', 'launch/none');
    }
  }

  #refusal(error: string, code: string): Outcome {
    return { ok: false, error, code };
  }

  /** A box press that does nothing now is shown briefly on screen, never an error dialog. */
  #notice(outcome: Outcome): Outcome {
    if (!outcome.ok) {
      this.#logger.info(`box press ignored: ${outcome.error}`);
      this.#broadcastNotice(outcome.error, outcome.code);
    }
    return outcome;
  }

  #broadcastNotice(text: string, code?: string): void {
    this.#broadcast({ type: 'notice', text, ...(code ? { code } : {}), serverTime: this.#now() });
  }

  /** Reduce, log (append + fsync), then adopt and broadcast. Nothing unlogged is applied. */
  async #apply(action: Action): Promise<Outcome> {
    const applied: Applied = reduce(this.#state, action);
    if (!applied.ok) return { ok: false, error: applied.error.message, code: applied.error.code };
    try {
      await this.#record(action);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.#logger.error(`game log write failed, ${action.type} not applied: ${why}`);
      return { ok: false, error: `the game log could not be written: ${why}`, code: 'log/write' };
    }
    this.#state = applied.state;
    if (action.type === 'roll' && action.source === 'hand') {
      this.#face = action.value;
      this.#box?.show(action.value);
    }
    this.#logger.info(`${action.type}${describe(action)} → ${this.#state.phase}`);
    this.#afterChange();
    return { ok: true };
  }

  async #record(action: Action): Promise<void> {
    if (action.type === 'newGame') {
      const log = await this.#store.create(action);
      await this.#log?.close();
      this.#log = log;
      this.#gameId = log.id;
      return;
    }
    if (!this.#log) {
      // START straight from the lobby: the game's log opens with its set-up.
      const { players, variant, timerSeconds } = this.#state;
      this.#log = await this.#store.create(
        a.newGame(action.at, { players, variant, timerSeconds }),
      );
      this.#gameId = this.#log.id;
    }
    await this.#log.append(action);
  }

  /** The clock: the loss at the deadline (R20), the end of a shuffle (R11), each at the moment it fell due. */
  async #tick(): Promise<void> {
    const { due } = dueClockActions(this.#state, this.#now());
    for (const action of due) await this.#apply(action);
    // A timer may fire a millisecond before its moment: then nothing was due yet, so look again.
    if (due.length === 0) this.#schedule();
  }

  #afterChange(): void {
    this.#updateLamps();
    this.#schedule();
    this.#broadcast(this.stateMessage());
  }

  #schedule(): void {
    this.#clearTimers();
    if (this.#closed) return;
    const now = this.#now();
    const due = nextClockAt(this.#state);
    if (due !== null) {
      this.#clockTimer = setTimeout(
        () => void this.#enqueue(() => this.#tick()),
        Math.max(0, due - now),
      );
    }
    const { phase, timer } = this.#state;
    if ((phase === 'running' || phase === 'launching') && timer.deadline !== null) {
      for (const before of WARNINGS_MS) {
        const when = timer.deadline - before - now;
        if (when > 0) this.#warningTimers.push(setTimeout(() => this.#box?.beep(120, 880), when));
      }
      const end = timer.deadline - now;
      if (end > 0) this.#warningTimers.push(setTimeout(() => this.#box?.beep(1500, 220), end));
    }
  }

  #clearTimers(): void {
    if (this.#clockTimer) clearTimeout(this.#clockTimer);
    this.#clockTimer = null;
    for (const t of this.#warningTimers) clearTimeout(t);
    this.#warningTimers = [];
  }

  /** LAMPS: only the buttons that do something now are lit. */
  #updateLamps(): void {
    if (!this.#box) return;
    const { phase, launch, rocket } = this.#state;
    const now = this.#now();
    const shuffling = (this.#state.shuffle?.endsAt ?? 0) > now;
    const deciding = phase === 'launching' && launch?.awaiting?.kind === 'decision';
    let mask = 0;
    if (phase === 'lobby' || phase === 'paused' || deciding) mask |= LAMP_BIT.START;
    if (phase === 'launching' && launch?.awaiting) mask |= LAMP_BIT.ROLL;
    if (phase === 'running' && !shuffling && rocket.length > 0) mask |= LAMP_BIT.SCRAP;
    if (phase === 'running' && !shuffling) mask |= LAMP_BIT.SHUFFLE;
    if (deciding || this.#scrapAskedUntil > now) mask |= LAMP_BIT.OK;
    this.#box.setLamps(mask);
  }

  #broadcast(message: ServerMessage): void {
    for (const listener of this.#listeners) listener(message);
  }
}

function describe(action: Action): string {
  switch (action.type) {
    case 'build':
      return ` ${action.section}`;
    case 'suits':
      return ` ${action.suits.join(', ')}`;
    case 'roll':
      return ` ${action.value} (${action.source})`;
    default:
      return '';
  }
}
