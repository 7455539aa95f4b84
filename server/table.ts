// The table session, for whichever game the table plays: the runner of the table's pure core
// (src/table/core.ts). Every command, box event, end and clock tick goes through one queue into
// `step`, which says what it becomes as a list of effects; the session carries them out in
// order: the recorder (recorder.ts) appends and fsyncs an accepted action (and the box's proof)
// before the table adopts it and the screens hear of it; the box driver (box-driver.ts) shows
// on the box what the module says; the clock's timer is set from the core's arithmetic. A new
// output (the hall's bus, an overlay) listens with `onEffect` instead of editing this file.

import {
  type AnyGameModule,
  DEFAULT_GAME,
  findGame,
  type GameAction,
  type GameRegistry,
  loadGame,
  replayWith,
} from '../src/game.ts';
import { GAME_CATALOG } from '../src/games/index.ts';
import {
  type BoxStatus,
  type Checked,
  type Command,
  checkCommand,
  type PublicState,
  type ServerMessage,
  toPublicState,
} from '../src/messages.ts';
import type { BoxMessage } from '../src/protocol.ts';
import {
  type CommandResult,
  clockDelay,
  type EndedBy,
  lobbyFrom,
  resumedLine,
  step,
  steppedLine,
  type TableCore,
  type TableInput,
} from '../src/table/core.ts';
import { BoxDriver, type TableBox } from './box-driver.ts';
import { TableClock } from './clock.ts';
import { Recorder, type TableStore } from './recorder.ts';
import { type EffectListener, runEffects, type SessionLogger } from './runner.ts';
import { systemClock } from './serial/clock.ts';

export type { CommandResult, EndedBy } from '../src/table/core.ts';
export type { TableBox } from './box-driver.ts';
export type { TableLog, TableStore } from './recorder.ts';
export type { EffectListener, SessionLogger } from './runner.ts';

type Listener = (message: ServerMessage) => void;

export type TableSessionOptions = {
  store: TableStore;
  logger: SessionLogger;
  /**
   * The table's clock (server/clock.ts): wall time once, then monotonic, its steps marked in
   * the log. A test may pass its own, or a bare `now` (then no step is watched for).
   */
  clock?: TableClock | undefined;
  now?: (() => number) | undefined;
  /**
   * The games this table can play (the real ones unless a test brings its own), each loaded
   * when the table first plays it; the lobby's game (`setup.game`, else the default) is loaded.
   */
  games?: GameRegistry | undefined;
  /** A `newGame` command for the lobby before anyone sets up a game (`--minutes`). */
  setup?: (Command & { game?: string }) | undefined;
  boxSource?: BoxStatus['source'];
};

export class TableSession {
  readonly #games: GameRegistry;
  #table: TableCore;
  #queue: Promise<unknown> = Promise.resolve();
  readonly #listeners = new Set<Listener>();
  readonly #effectListeners = new Set<EffectListener>();
  readonly #store: TableStore;
  readonly #logger: SessionLogger;
  readonly #now: () => number;
  /** Null when a test drives time with a bare `now`. */
  readonly #clock: TableClock | null;
  #stepWatch: NodeJS.Timeout | null = null;
  readonly #box: BoxDriver;
  readonly #recorder: Recorder;
  #screenTimer: NodeJS.Timeout | null = null;
  #clockTimer: NodeJS.Timeout | null = null;
  #closed = false;
  #addresses: string[] = [];

  constructor(options: TableSessionOptions) {
    this.#store = options.store;
    this.#logger = options.logger;
    this.#clock = options.now ? null : (options.clock ?? new TableClock());
    const clock = this.#clock;
    this.#now = options.now ?? (() => (clock as TableClock).now());
    this.#games = options.games ?? GAME_CATALOG;
    this.#box = new BoxDriver({
      game: () => this.#table,
      source: options.boxSource ?? 'none',
      clock: { now: this.#now, after: systemClock.after },
    });
    this.#recorder = new Recorder({
      store: this.#store,
      box: () => this.boxStatus(),
      reveal: () => this.#box.reveal(),
      clockMark: () => this.#clock?.mark() ?? null,
      error: (message) => this.#logger.error(message),
    });
    const game = options.setup?.game ?? DEFAULT_GAME;
    const module = findGame(this.#games, game);
    if (!module) throw new Error(`no game module ${JSON.stringify(game)} loaded`);
    let state: unknown = module.lobby();
    if (options.setup) {
      const setUp = lobbyFrom(module, options.setup, this.#now());
      if (!setUp.ok) throw new Error(`the lobby's set-up is refused: ${setUp.error.message}`);
      state = setUp.state;
    }
    this.#table = { module, state, logged: false };
  }

  /** The game's own state (tests read it; screens get `publicState`). */
  get state(): unknown {
    return this.#table.state;
  }

  /** The module of the game on the table. */
  get module(): AnyGameModule {
    return this.#table.module;
  }

  get gameId(): string | null {
    return this.#recorder.gameId;
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
    this.#logger.warn(steppedLine(mark));
    await this.#recorder.markClock(mark);
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
    const table: TableCore = { module: latest.module, state: replayed.state, logged: true };
    const line = resumedLine(table, latest.id, this.#now());
    await this.#recorder.resume(latest.id, latest.proof ?? []);
    this.#table = table;
    this.#logger.info(line);
  }

  /** Stop the timers and close the log; queued work finishes first. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#stepWatch) clearInterval(this.#stepWatch);
    await this.#queue;
    this.#clearTimer();
    this.#box.close();
    await this.#recorder.close();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Hears each effect once carried out, in order (the hall's bus, an overlay). */
  onEffect(listener: EffectListener): () => void {
    this.#effectListeners.add(listener);
    return () => this.#effectListeners.delete(listener);
  }

  /** The table as every screen sees it, at `now`. */
  publicState(now = this.#now()): PublicState {
    return toPublicState(this.#table.module, this.#table.state, {
      now,
      gameId: this.gameId,
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
    return checkCommand(command, this.#table.module, this.#games);
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
    return this.#enqueue(() =>
      this.#unbroken(async () => {
        const at = this.#now();
        const game =
          command.type === 'newGame'
            ? ((await loadGame(this.#games, command.game ?? this.#table.module.id)) ?? null)
            : null;
        return this.#run({ kind: 'command', command, at, armed: this.#box.armedAt(at), game });
      }),
    );
  }

  /** An event from the box, delivered once by the link. */
  boxEvent(message: BoxMessage): Promise<CommandResult> {
    return this.#enqueue(() =>
      this.#unbroken(async () => {
        const at = this.#now();
        const wrong =
          message.verb === 'ROLL' ? this.#box.rolled(message.sides, message.values) : null;
        return this.#run({ kind: 'box', message, at, armed: this.#box.armedAt(at), wrong });
      }).then((result) =>
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
    return this.#enqueue(() =>
      this.#unbroken(() => this.#run({ kind: 'end', by, at: this.#now() })),
    );
  }

  /** One input through the core, its effects carried out in order. */
  async #run(input: TableInput): Promise<CommandResult> {
    const outcome = step(this.#table, input);
    const { result, quiet } = await runEffects(outcome.effects, {
      recorder: this.#recorder,
      box: this.#box,
      logger: this.#logger,
      listeners: this.#effectListeners,
      adopt: (table) => {
        this.#table = table;
      },
      changed: () => this.#afterChange(),
      broadcast: () => this.#broadcast(this.stateMessage()),
      schedule: () => this.#schedule(),
      notice: (text, code) => this.#broadcastNotice(text, code),
    });
    return outcome.notice && !quiet ? this.#notice(result) : result;
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
      const { title } = this.#table.module;
      this.#logger.error(`the ${title} rules failed: ${why}`);
      return {
        ok: false,
        error: `the ${title} rules failed on this command (${why}); the table plays on`,
        code: 'game/failed',
      };
    }
  }

  /** The clock's work, which no one awaits: a failure is logged, never left unhandled. */
  #tickSafely(): Promise<CommandResult> {
    return this.#unbroken(() => this.#run({ kind: 'tick', at: this.#now() }));
  }

  #enqueue<T>(work: () => Promise<T> | T): Promise<T> {
    const next = this.#queue.then(work);
    this.#queue = next.catch(() => undefined);
    return next;
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

  #afterChange(): void {
    this.#box.changed();
    this.#schedule();
    this.#broadcast(this.stateMessage());
  }

  /** The clock's timer, set for the module's next moment (the core's arithmetic). */
  #schedule(): void {
    this.#clearTimer();
    if (this.#closed) return;
    const delay = clockDelay(this.#table, this.#now());
    if (delay === null) return;
    this.#clockTimer = setTimeout(() => void this.#enqueue(() => this.#tickSafely()), delay);
  }

  #clearTimer(): void {
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
