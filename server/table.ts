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
  type GameRegistry,
  loadGame,
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
  type EndedBy,
  firstTable,
  step,
  type TableCore,
  type TableInput,
} from '../src/table/core.ts';
import { BoxDriver, type TableBox } from './box-driver.ts';
import { TableClock } from './clock.ts';
import type { PlayOptions } from './play-options.ts';
import { Recorder, type SessionLogger, type TableStore } from './recorder.ts';
import { type EffectListener, type RunnerParts, runEffects } from './runner.ts';
import { systemClock } from './serial/clock.ts';
import { type FeedListener, TableFeed } from './table-feed.ts';
import { TableQueue } from './table-queue.ts';
import { TableTime } from './table-time.ts';
import { TableTimers } from './table-timers.ts';

export type { CommandResult, EndedBy } from '../src/table/core.ts';
export type { TableBox } from './box-driver.ts';
export type { SessionLogger, TableLog, TableStore } from './recorder.ts';
export type { EffectListener } from './runner.ts';

export type TableSessionOptions = PlayOptions & {
  store: TableStore;
  logger: SessionLogger;
  boxSource?: BoxStatus['source'];
};

export class TableSession {
  readonly #games: GameRegistry;
  #table: TableCore;
  readonly #queue: TableQueue;
  readonly #feed: TableFeed;
  readonly #effectListeners = new Set<EffectListener>();
  readonly #logger: SessionLogger;
  readonly #now: () => number;
  /** Null when a test drives time with a bare `now`. */
  readonly #clock: TableClock | null;
  readonly #box: BoxDriver;
  readonly #recorder: Recorder;
  readonly #timers: TableTimers;
  /** What the runner carries the core's effects out with. */
  readonly #parts: RunnerParts;
  /** The time kept across a restart: the clock's return, checkpoints, wall-clock steps. */
  readonly #time: TableTime;

  constructor(options: TableSessionOptions) {
    this.#logger = options.logger;
    this.#clock = options.now ? null : (options.clock ?? new TableClock());
    const clock = this.#clock;
    this.#now = options.now ?? (() => (clock as TableClock).now());
    this.#games = options.games ?? GAME_CATALOG;
    this.#feed = new TableFeed(() => this.stateMessage(), this.#now);
    this.#queue = new TableQueue(this.#logger, () => this.#table.module.title);
    this.#box = new BoxDriver({
      game: () => this.#table,
      source: options.boxSource ?? 'none',
      clock: { now: this.#now, after: systemClock.after },
    });
    this.#recorder = new Recorder({
      store: options.store,
      box: () => this.boxStatus(),
      reveal: () => this.#box.reveal(),
      salt: (salt, answered) => this.#box.salt(salt, answered),
      proves: () => this.#box.proves(),
      clockMark: () => this.#clock?.mark() ?? null,
      logger: this.#logger,
    });
    this.#timers = new TableTimers({
      tick: () => void this.#queue.add(() => this.#tickSafely()),
      watch: () => void this.#queue.add(() => this.#time.watchClock()),
      redraw: () => this.#feed.state(),
      checkpoint: () => void this.#queue.add(() => this.#time.checkpoint()),
    });
    this.#time = new TableTime({
      clock,
      recorder: this.#recorder,
      logger: this.#logger,
      queue: this.#queue,
      timers: () => this.#timers,
      table: () => this.#table,
    });
    this.#parts = {
      recorder: this.#recorder,
      box: this.#box,
      feed: this.#feed,
      logger: this.#logger,
      listeners: this.#effectListeners,
      adopt: (table) => {
        this.#table = table;
      },
      schedule: () => this.#time.schedule(this.#now()),
    };
    const game = options.setup?.game ?? DEFAULT_GAME;
    const module = findGame(this.#games, game);
    if (!module) throw new Error(`no game module ${JSON.stringify(game)} loaded`);
    this.#table = firstTable(module, options.setup, this.#now());
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
    const resumed = await this.#time.resume(this.#now);
    if (resumed) this.#table = resumed;
    await this.#queue.add(() =>
      this.#time.holdOnReturn((command) =>
        this.#queue.unbroken(() =>
          this.#run({ kind: 'command', command, at: this.#now(), armed: null }),
        ),
      ),
    );
    await this.#queue.add(() => this.#tickSafely());
    await runEffects([{ type: 'changed' }], this.#parts);
    if (this.#clock) this.#timers.watchClock();
  }

  /** The table's time, epoch ms: what actions, deadlines and the screens' clock read. */
  now(): number {
    return this.#now();
  }

  /** Stop the timers and close the log; queued work finishes first. */
  async close(): Promise<void> {
    this.#timers.stop();
    await this.#queue.settled();
    this.#timers.clearTick();
    this.#box.close();
    await this.#recorder.close();
  }

  subscribe(listener: FeedListener): () => void {
    return this.#feed.subscribe(listener);
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
      addresses: this.#feed.addresses,
      sealed: this.#recorder.sealed,
      pausedWhy: this.#time.held,
      endedEarly: this.#table.endedEarly ?? null,
    });
  }

  /** Where phones on the local network reach the service (set once it listens). */
  setAddresses(addresses: string[]): void {
    this.#feed.addresses = addresses;
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
    this.#feed.state();
  }

  /** A command from a screen (already schema-checked and authorised). */
  command(command: Command): Promise<CommandResult> {
    return this.#queue.add(() =>
      this.#queue.unbroken(async () => {
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
    return this.#queue.add(() =>
      this.#queue
        .unbroken(async () => {
          const at = this.#now();
          const wrong =
            message.verb === 'ROLL'
              ? (this.#box.rolled(message.sides, message.values) ??
                this.#recorder.rollRefused(message))
              : null;
          return this.#run({ kind: 'box', message, at, armed: this.#box.armedAt(at), wrong });
        })
        .then((result) =>
          !result.ok && result.code === 'game/failed'
            ? this.#feed.pressIgnored(result, (line) => this.#logger.info(line))
            : result,
        ),
    );
  }

  /**
   * End the game under way before its end, for any game: its log is marked ended (the history
   * shows it ended, not unfinished; a restart does not bring it back) and the table goes back
   * to the game's lobby with the same set-up, players kept (the module's `newGameOf`).
   */
  endGame(by: EndedBy): Promise<CommandResult> {
    return this.#queue.add(() =>
      this.#queue.unbroken(() => this.#run({ kind: 'end', by, at: this.#now() })),
    );
  }

  /** One input through the core, its effects carried out in order. */
  async #run(input: TableInput): Promise<CommandResult> {
    const outcome = step(this.#table, input);
    const { result, quiet } = await runEffects(outcome.effects, this.#parts);
    return outcome.notice && !quiet
      ? this.#feed.pressIgnored(result, (line) => this.#logger.info(line))
      : result;
  }

  /** The clock's work, which no one awaits: a failure is logged, never left unhandled. */
  #tickSafely(): Promise<CommandResult> {
    return this.#queue.unbroken(() => this.#run({ kind: 'tick', at: this.#now() }));
  }

  /** The virtual box's display changed: screens that draw the box redraw it (once per 100 ms). */
  boxScreenChanged(): void {
    this.#timers.redrawSoon();
  }
}
