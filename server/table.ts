// The table session, for whichever game the table plays: every command, from a
// screen or from the box, goes through one queue into the game's module; an
// accepted action is appended to the game's log and fsynced before the new
// state is broadcast. The session also keeps the clock (the module says when it
// next matters); after each change its box driver (box-driver.ts) shows on the box
// what the module says (lamps, dice, clock, beeps). It knows no game: what a button
// means, what is lit and what is due all come from the module the game names.

import {
  type AnyGameModule,
  type ButtonMeaning,
  type CommandPlan,
  DEFAULT_GAME,
  dueClockActions,
  findGame,
  type GameAction,
  type GameCommand,
  type GameRegistry,
  loadGame,
  type RuleError,
  replayWith,
  type Status,
} from '../src/game.ts';
import { GAME_CATALOG } from '../src/games/index.ts';
import {
  type BoxStatus,
  type Checked,
  type Command,
  checkCommand,
  isDefaultSetUp,
  type PublicState,
  type ServerMessage,
  toPublicState,
} from '../src/messages.ts';
import type { ProofEntry, Unrevealed } from '../src/proof.ts';
import type { BoxMessage, Button, Gesture } from '../src/protocol.ts';
import { BoxDriver, type TableBox } from './box-driver.ts';
import { BoxProof } from './box-proof.ts';
import { TableClock } from './clock.ts';
import { systemClock } from './serial/clock.ts';
import type { ClockMark, EndedMark } from './store/index.ts';

export type { TableBox } from './box-driver.ts';

/** What the session needs from the game store (server/store). */
export interface TableStore {
  create(newGame: GameAction, box?: BoxStatus): Promise<TableLog>;
  /** Close a log, and remove it when it holds its set-up alone (a lobby replaced by another). */
  discard(log: TableLog): Promise<void>;
  resume(id: string): Promise<TableLog>;
  latestUnfinished(): Promise<{
    id: string;
    module: AnyGameModule;
    actions: GameAction[];
    warnings: string[];
    /** The table's clock against the wall's when the game last marked it (server/clock.ts). */
    clock?: ClockMark | null;
    /** The box's proof lines in the log (server/box-proof.ts). */
    proof?: ProofEntry[];
  } | null>;
  /** The newest games whose box commitment waits for its seed (server/box-proof.ts). */
  unrevealed?(): Promise<(Unrevealed & { id: string })[]>;
}
export interface TableLog {
  readonly id: string;
  /** How many entries the log holds (1: its newGame alone). */
  readonly lastN: number;
  append(action: GameAction): Promise<void>;
  /** Keep the table's clock against the wall's (after a step), fsynced like an action. */
  markClock?(mark: ClockMark): Promise<void>;
  /** Keep a line of the box's proof (a commitment, a box roll, a seed), fsynced like an action. */
  markProof?(entry: ProofEntry): Promise<void>;
  /** Mark the game as ended before its end (its last line), fsynced like an action. */
  markEnded?(mark: EndedMark): Promise<void>;
  close(): Promise<void>;
}

export type SessionLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

/** How a command or a box event ended: done, or refused with a sentence. */
export type CommandResult = { ok: true } | { ok: false; error: string; code?: string };

type Listener = (message: ServerMessage) => void;

/** Who may end a game before its end: a control page, or the hall with the service's token. */
export type EndedBy = 'phone' | 'hall';

export type TableSessionOptions = {
  store: TableStore;
  logger: SessionLogger;
  /**
   * The table's clock (server/clock.ts): wall time once, then monotonic, its steps marked in
   * the log. A test may pass its own, or a bare `now` (then no step is watched for).
   */
  clock?: TableClock;
  now?: () => number;
  /**
   * The games this table can play (the real ones unless a test brings its own), each loaded
   * when the table first plays it; the lobby's game (`setup.game`, else the default) is loaded.
   */
  games?: GameRegistry;
  /** A `newGame` command for the lobby before anyone sets up a game (`--minutes`). */
  setup?: Command & { game?: string };
  boxSource?: BoxStatus['source'];
};

const OK: CommandResult = { ok: true };

const refusal = (error: RuleError): CommandResult => ({
  ok: false,
  error: error.message,
  code: error.code,
});

/** The actions a `newGame` command makes in `module`'s own lobby, or why it is refused. */
function setUpActions(
  module: AnyGameModule,
  command: GameCommand,
  at: number,
): { actions: GameAction[] } | { error: RuleError } {
  // A game chosen by its name alone starts from its own lobby's set-up.
  if (isDefaultSetUp(command)) return { actions: [module.newGameOf(module.lobby(), at)] };
  const plan = module.plan(module.lobby(), { ...command, game: module.id }, at);
  if (!plan.ok) return { error: plan.error };
  if (!('actions' in plan))
    return { error: { code: 'setup/dice', message: 'a set-up rolls no dice' } };
  return { actions: plan.actions };
}

export class TableSession {
  readonly #games: GameRegistry;
  #module: AnyGameModule;
  #state: unknown;
  #gameId: string | null = null;
  #log: TableLog | null = null;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Set<Listener>();
  readonly #store: TableStore;
  readonly #logger: SessionLogger;
  readonly #now: () => number;
  /** Null when a test drives time with a bare `now`. */
  readonly #clock: TableClock | null;
  #stepWatch: NodeJS.Timeout | null = null;
  readonly #box: BoxDriver;
  /** The proof of the box's rolls in the game logs. */
  readonly #proof: BoxProof;
  #screenTimer: NodeJS.Timeout | null = null;
  #clockTimer: NodeJS.Timeout | null = null;
  #closed = false;
  #addresses: string[] = [];
  /** Set while a game is being ended (`endGame`): who ended it, for its log's ended mark. */
  #endingBy: EndedBy | null = null;

  constructor(options: TableSessionOptions) {
    this.#store = options.store;
    this.#logger = options.logger;
    this.#clock = options.now ? null : (options.clock ?? new TableClock());
    const clock = this.#clock;
    this.#now = options.now ?? (() => (clock as TableClock).now());
    this.#games = options.games ?? GAME_CATALOG;
    this.#box = new BoxDriver({
      game: () => ({ module: this.#module, state: this.#state }),
      source: options.boxSource ?? 'none',
      clock: { now: this.#now, after: systemClock.after },
    });
    this.#proof = new BoxProof({
      waiting: async () => (await this.#store.unrevealed?.()) ?? [],
      reopen: (id) => this.#store.resume(id),
      reveal: () => this.#box.reveal(),
    });
    const game = options.setup?.game ?? DEFAULT_GAME;
    const module = findGame(this.#games, game);
    if (!module) throw new Error(`no game module ${JSON.stringify(game)} loaded`);
    this.#module = module;
    this.#state = module.lobby();
    if (options.setup) {
      const setUp = this.#lobbyFrom(module, options.setup, this.#now());
      if (!setUp.ok) throw new Error(`the lobby's set-up is refused: ${setUp.error}`);
    }
  }

  /** The game's own state (tests read it; screens get `publicState`). */
  get state(): unknown {
    return this.#state;
  }

  /** The module of the game on the table. */
  get module(): AnyGameModule {
    return this.#module;
  }

  get gameId(): string | null {
    return this.#gameId;
  }

  /** Resume the latest unfinished game, if any: replayed from its log, the clock checked at once. */
  async open(): Promise<void> {
    try {
      await this.#resume();
    } catch (error) {
      // A game whose rules throw on its own log cannot come back: the table opens on its
      // lobby (the log stays on disk), and the service's other tables start as usual.
      const why = error instanceof Error ? error.message : String(error);
      this.#logger.error(
        `the latest game could not be resumed (${why}): the table starts from its lobby`,
      );
    }
    await this.#enqueue(() => this.#tickSafely());
    this.#afterChange();
    if (this.#clock && !this.#closed) {
      this.#stepWatch = setInterval(() => void this.#enqueue(() => this.#watchClock()), 1000);
      this.#stepWatch.unref();
    }
  }

  /** The table's time, epoch ms: what actions, deadlines and the screens' clock read. */
  now(): number {
    return this.#now();
  }

  /**
   * The wall clock stepped (NTP on a Pi without a clock): the game runs on by the table's
   * clock, and its log keeps the step so that a later start runs on from the same time.
   */
  async #watchClock(): Promise<void> {
    const mark = this.#clock?.step();
    if (!mark) return;
    const apart = Math.round((mark.table - mark.wall) / 1000);
    this.#logger.warn(
      `the wall clock stepped (the table's clock is now ${apart} s from it): the game's time runs on unchanged`,
    );
    await this.#markClock(this.#log, mark);
  }

  /** Writes a clock mark into `log` (a new game's: only when the table's clock is off the wall's). */
  async #markClock(log: TableLog | null, mark = this.#clock?.mark() ?? null): Promise<void> {
    if (!mark || !log?.markClock) return;
    try {
      await log.markClock(mark);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.#logger.error(`the clock's step could not be written to the game log: ${why}`);
    }
  }

  /** The latest unfinished game, replayed from its log; adopted only once all of it is read. */
  async #resume(): Promise<void> {
    const latest = await this.#store.latestUnfinished();
    if (!latest) return;
    for (const warning of latest.warnings) this.#logger.warn(`game ${latest.id}: ${warning}`);
    // The table's clock runs on from the game's last clock mark (none: the wall's time).
    this.#clock?.resumeFrom(latest.clock ?? null);
    const replayed = replayWith<unknown, GameAction>(latest.module, latest.actions);
    for (const r of replayed.refused) {
      this.#logger.warn(
        `game ${latest.id}: entry ${r.index + 1} (${r.action.type}) skipped: ${r.error.message}`,
      );
    }
    const view = latest.module.view(replayed.state, this.#now()) as {
      timer?: { remainingMs?: number };
    };
    const status = latest.module.status(replayed.state);
    this.#log = await this.#store.resume(latest.id);
    this.#proof.resume(latest.proof ?? [], this.#log);
    this.#module = latest.module;
    this.#state = replayed.state;
    this.#gameId = latest.id;
    const left = Math.round((view.timer?.remainingMs ?? 0) / 1000);
    this.#logger.info(
      `resumed ${this.#module.title} game ${latest.id} (${status}, ${left} s left)`,
    );
  }

  /** Stop the timers and close the log; queued work finishes first. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#stepWatch) clearInterval(this.#stepWatch);
    await this.#queue;
    this.#clearTimers();
    this.#box.close();
    await this.#log?.close();
    this.#log = null;
    await this.#proof.close();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The table as every screen sees it, at `now`. */
  publicState(now = this.#now()): PublicState {
    return toPublicState(this.#module, this.#state, {
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
    return this.#box.status();
  }

  stateMessage(): ServerMessage {
    const serverTime = this.#now();
    return { type: 'state', state: this.publicState(serverTime), serverTime };
  }

  /** Check a command against the table's and the game's schemas (the WebSocket asks first). */
  checkCommand(command: unknown): Checked<Command> {
    return checkCommand(command, this.#module, this.#games);
  }

  /**
   * Fetches the module of a game the table knows, the first time it is named (a `newGame`
   * is checked with its game's schemas, so the WebSocket waits for it before `checkCommand`).
   */
  async loadGame(game: unknown): Promise<void> {
    await loadGame(this.#games, game);
  }

  attachBox(box: TableBox): void {
    this.#box.attach(box);
  }

  /** The box link changed (connected, lost, refused): screens show it. */
  boxChanged(): void {
    this.#box.linkChanged();
    this.#broadcast(this.stateMessage());
  }

  /** A command from a screen (already schema-checked and authorised). */
  command(command: Command): Promise<CommandResult> {
    return this.#enqueue(() => this.#unbroken(() => this.#command(command)));
  }

  /** An event from the box, delivered once by the link. */
  boxEvent(message: BoxMessage): Promise<CommandResult> {
    return this.#enqueue(() =>
      this.#unbroken(() => this.#boxEvent(message)).then((result) =>
        !result.ok && result.code === 'game/failed' ? this.#notice(result) : result,
      ),
    );
  }

  /**
   * End the game under way before its end, for any game: its log is marked ended (the history
   * shows it ended, not unfinished; a restart does not bring it back) and the table goes back
   * to the game's lobby with the same set-up, players kept (the module's `newGameOf`).
   */
  endGame(by: EndedBy): Promise<CommandResult> {
    return this.#enqueue(() => this.#unbroken(() => this.#endGame(by)));
  }

  async #endGame(by: EndedBy): Promise<CommandResult> {
    const status = this.#module.status(this.#state);
    if (status === 'lobby') {
      return { ok: false, code: 'end/none', error: 'no game is under way: there is none to end' };
    }
    if (status === 'over') {
      return {
        ok: false,
        code: 'end/over',
        error: 'this game is over already: START sets the same game up again',
      };
    }
    this.#endingBy = by;
    try {
      const at = this.#now();
      const result = await this.#applyAll([this.#module.newGameOf(this.#state, at)]);
      if (result.ok) this.#logger.info(`the game was ended from the ${by}, back to its lobby`);
      return result;
    } finally {
      this.#endingBy = null;
    }
  }

  /**
   * A module that throws (a bug in its rules) refuses that one command with a sentence:
   * the table keeps its queue, its clock and its screens, and other tables never hear of it.
   */
  async #unbroken(work: () => Promise<CommandResult>): Promise<CommandResult> {
    try {
      return await work();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.#logger.error(`the ${this.#module.title} rules failed: ${why}`);
      return {
        ok: false,
        error: `the ${this.#module.title} rules failed on this command (${why}); the table plays on`,
        code: 'game/failed',
      };
    }
  }

  /** The clock's work, which no one awaits: a failure is logged, never left unhandled. */
  #tickSafely(): Promise<CommandResult> {
    return this.#unbroken(async () => {
      await this.#tick();
      return { ok: true };
    });
  }

  #enqueue<T>(work: () => Promise<T> | T): Promise<T> {
    const next = this.#queue.then(work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #command(command: Command): Promise<CommandResult> {
    const at = this.#now();
    if (command.type === 'press' || command.type === 'button') {
      const { button, gesture } = command as unknown as { button: Button; gesture: Gesture };
      if (command.type === 'button') return this.#press(button, gesture, at, 'screen');
      return this.#box.press(button, gesture);
    }
    if (command.type === 'newGame') return this.#newGame(command, at);
    if (command.type === 'endGame') return this.#endGame('phone');
    return this.#follow(this.#module.plan(this.#state, command, at));
  }

  /** A new game of the game it names (the table's game when it names none). */
  async #newGame(command: Command, at: number): Promise<CommandResult> {
    const module = await loadGame(this.#games, command.game ?? this.#module.id);
    if (!module) return { ok: false, error: `unknown game ${String(command.game)}` };
    const setUp = setUpActions(module, command, at);
    return 'error' in setUp ? refusal(setUp.error) : this.#applyAll(setUp.actions, module);
  }

  /** Set the lobby from a set-up command without logging it (the first game's set-up). */
  #lobbyFrom(module: AnyGameModule, setup: GameCommand, at: number): CommandResult {
    const setUp = setUpActions(module, setup, at);
    if ('error' in setUp) return refusal(setUp.error);
    const { state, refused } = replayWith<unknown, GameAction>(module, setUp.actions);
    if (refused[0]) return refusal(refused[0].error);
    this.#state = state;
    return { ok: true };
  }

  async #follow(plan: CommandPlan<GameAction>): Promise<CommandResult> {
    if (!plan.ok) return refusal(plan.error);
    if ('roll' in plan) return this.#box.roll(plan.roll);
    return this.#applyAll(plan.actions);
  }

  async #boxEvent(message: BoxMessage): Promise<CommandResult> {
    const at = this.#now();
    switch (message.verb) {
      case 'ROLLING':
        this.#box.rollingNow();
        this.#broadcast(this.stateMessage());
        return { ok: true };
      case 'ROLL': {
        const wrong = this.#box.rolled(message.sides, message.values);
        const actions = wrong ? [] : this.#module.diceRolled(this.#state, message.values, at);
        // The proof keeps every box roll, one the game refuses too (a gap would hide a roll).
        const unsaved = await this.#saveProof(() =>
          this.#proof.roll(message, !wrong && this.#accepts(actions), at),
        );
        if (unsaved) return unsaved;
        if (wrong) {
          this.#broadcast(this.stateMessage());
          return this.#notice(wrong);
        }
        return this.#notice(await this.#applyAll(actions));
      }
      case 'COMMIT':
        return (await this.#saveProof(() => this.#proof.commit(message.commitment, at))) ?? OK;
      case 'SEED':
        return (
          (await this.#saveProof(() => this.#proof.seed(message.seed, message.next, at))) ?? OK
        );
      case 'BTN':
        return this.#notice(await this.#press(message.button, message.gesture, at, 'box'));
      default:
        return { ok: true };
    }
  }

  /** Whether the game's module accepts these actions in order, from the table as it is. */
  #accepts(actions: GameAction[]): boolean {
    let state = this.#state;
    for (const action of actions) {
      const applied = this.#module.reduce(state, action);
      if (!applied.ok) return false;
      state = applied.state;
    }
    return actions.length > 0;
  }

  /** A proof line written (null), or the refusal that keeps the box's event unACKed. */
  async #saveProof(work: () => Promise<void>): Promise<CommandResult | null> {
    try {
      await work();
      return null;
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.#logger.error(`the box's proof could not be written to the game log: ${why}`);
      return { ok: false, error: `the game log could not be written: ${why}`, code: 'log/write' };
    }
  }

  /**
   * A game started or ended: a proof box reveals its seed, so the game's box rolls run from
   * word @0 of a commitment made before them, and its seed is in the game's log at the end.
   */
  #revealAt(was: Status, now: Status): void {
    const started = was === 'lobby' && now !== 'lobby';
    const ended = was !== 'over' && now === 'over';
    if (started || ended) this.#reveal(ended);
  }

  /** Asks a proof box for its seed; `ended`: the commitment that follows is the next game's. */
  #reveal(ended: boolean): void {
    if (this.#box.reveal()) this.#proof.revealSent(ended);
  }

  /**
   * What a button means now, from the game's module. A box's ROLL button rolls
   * its own die (the die arrives as its own event); a screen's asks the box.
   */
  async #press(
    button: Button,
    gesture: Gesture,
    at: number,
    from: 'box' | 'screen',
  ): Promise<CommandResult> {
    const meaning: ButtonMeaning<GameAction> = this.#module.press(this.#state, button, gesture, {
      at,
      armed: this.#box.armedAt(at),
    });
    if (meaning.does !== 'arm') this.#box.disarm();
    switch (meaning.does) {
      case 'act':
        return this.#applyAll(meaning.actions);
      case 'arm': {
        this.#box.arm(meaning.confirm, meaning.withinMs, at);
        this.#broadcastNotice(meaning.notice.message, meaning.notice.code);
        return { ok: true };
      }
      case 'roll':
        return from === 'box' ? { ok: true } : this.#box.roll(meaning.dice);
      case 'nothing':
        return refusal(meaning.error);
    }
  }

  /** A box press that does nothing now is shown briefly on screen, never an error dialog. */
  #notice(result: CommandResult): CommandResult {
    if (!result.ok) {
      this.#logger.info(`box press ignored: ${result.error}`);
      this.#broadcastNotice(result.error, result.code);
    }
    return result;
  }

  #broadcastNotice(text: string, code?: string): void {
    this.#broadcast({ type: 'notice', text, ...(code ? { code } : {}), serverTime: this.#now() });
  }

  /** Apply actions in order; the first refusal stops the rest. */
  async #applyAll(actions: GameAction[], module = this.#module): Promise<CommandResult> {
    for (const [i, action] of actions.entries()) {
      const result = await this.#apply(action, i === 0 ? module : this.#module);
      if (!result.ok) return result;
    }
    return { ok: true };
  }

  /** Reduce, log (append + fsync), then adopt and broadcast. Nothing unlogged is applied. */
  async #apply(action: GameAction, module = this.#module): Promise<CommandResult> {
    const from = module === this.#module ? this.#state : module.lobby();
    const was = module.status(from);
    const applied = module.reduce(from, action);
    if (!applied.ok) return refusal(applied.error);
    try {
      await this.#record(module, action);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.#logger.error(`game log write failed, ${action.type} not applied: ${why}`);
      return { ok: false, error: `the game log could not be written: ${why}`, code: 'log/write' };
    }
    this.#module = module;
    this.#state = applied.state;
    this.#revealAt(was, module.status(this.#state));
    // A costly press waits for OK on the table as it was: any change puts that question away.
    this.#box.applied(module.faceShown(action));
    this.#logger.info(`${module.describe(action)} → ${module.status(this.#state)}`);
    this.#afterChange();
    return { ok: true };
  }

  async #record(module: AnyGameModule, action: GameAction): Promise<void> {
    if (action.type === 'newGame') {
      const previous = this.#log;
      const status = this.#module.status(this.#state);
      // A game under way that a new set-up replaces was ended before its end: its log says so
      // (and by whom), before the new game's log exists.
      if (previous?.markEnded && (status === 'playing' || status === 'paused')) {
        await previous.markEnded({ at: action.at, by: this.#endingBy ?? 'newGame' });
      }
      const log = await this.#store.create(
        { ...action, game: module.id } as GameAction,
        this.boxStatus(),
      );
      // A game left unfinished for a new one ends here for the proof: its seed goes in its log.
      if (status === 'playing' || status === 'paused') this.#reveal(true);
      // A set-up changed in the lobby replaces the one before it; a game that began is kept.
      if (previous && status === 'lobby') {
        await this.#store.discard(previous);
      } else {
        // Kept open while the box's seed for it is awaited (the game just ended).
        await this.#proof.retire(previous);
      }
      this.#log = log;
      this.#gameId = log.id;
      await this.#markClock(log);
      await this.#proof.adopt(log);
      return;
    }
    if (!this.#log) {
      // START straight from the lobby: the game's log opens with its set-up.
      this.#log = await this.#store.create(
        module.newGameOf(this.#state, action.at),
        this.boxStatus(),
      );
      this.#gameId = this.#log.id;
      await this.#markClock(this.#log);
      await this.#proof.adopt(this.#log);
    }
    await this.#log.append(action);
  }

  /** The clock: whatever the module says falls due (a deadline, a countdown's end), each at its moment. */
  async #tick(): Promise<void> {
    const { due } = dueClockActions(this.#module, this.#state, this.#now());
    for (const action of due) await this.#apply(action);
    // A timer may fire a millisecond before its moment: then nothing was due yet, so look again.
    if (due.length === 0) this.#schedule();
  }

  #afterChange(): void {
    this.#box.changed();
    this.#schedule();
    this.#broadcast(this.stateMessage());
  }

  #schedule(): void {
    this.#clearTimers();
    if (this.#closed) return;
    const now = this.#now();
    const due = this.#module.nextClockAt(this.#state);
    if (due !== null) {
      this.#clockTimer = setTimeout(
        () => void this.#enqueue(() => this.#tickSafely()),
        Math.max(0, due - now),
      );
    }
  }

  #clearTimers(): void {
    if (this.#clockTimer) clearTimeout(this.#clockTimer);
    this.#clockTimer = null;
  }

  /**
   * The virtual box's display changed: screens that draw the box redraw it. Changes
   * closer together than 100 ms (a blink, a roll's numbers) go out as one state.
   */
  boxScreenChanged(): void {
    if (this.#screenTimer || this.#closed) return;
    this.#screenTimer = setTimeout(() => {
      this.#screenTimer = null;
      if (!this.#closed) this.#broadcast(this.stateMessage());
    }, 100);
    this.#screenTimer.unref();
  }

  #broadcast(message: ServerMessage): void {
    for (const listener of this.#listeners) listener(message);
  }
}
