// Tables under load, for the load and hall tests and bench/load.ts, bench/hall.ts: the real
// service in this process with `tables` tables, each with its box on a socat pty of its own
// (a scripted box pressing START every `everyMs`, the tables' presses spread evenly over
// that), and `displays` WebSocket screens per table in one child process. Each press pauses
// or resumes its table's game, so each is an fsynced action and a state broadcast to every
// screen of that table, and of no other.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameStore } from '../../server/store/index.ts';
import type { Table } from '../../server/tables.ts';
import type { ServerMessage } from '../../src/messages.ts';
import { PtyPair, scratchDir, waitFor } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, type Service, startService } from '../server/harness.ts';
import { type HeapSample, heapAfterGc, mb } from './load-memory.ts';

export type LoadOptions = {
  /** Tables on the service (1, the default: the one-table set-up, its screens at the root paths). */
  tables?: number;
  /** WebSocket displays per table. */
  displays: number;
  durationMs: number;
  /** Each box presses this often. */
  everyMs: number;
  /** Presses of each box before the figures start (and before the first heap sample). */
  warmUp: number;
  /** The history grows by one entry a press: a new game this often keeps the state game-sized. */
  newGameEvery: number;
  /** Production-like logging (pino JSON to /dev/null) instead of none. */
  log?: boolean;
};

export type TableFigures = {
  id: string;
  /** ms from the line written into the box's pty to the last of the table's displays having the state, per press. */
  lastDisplay: number[];
  firstDisplay: number[];
  /** ms from the line written to the session handing the state to its screens: the service's part. */
  broadcast: number[];
  /** Presses whose state did not reach every display of the table. */
  incomplete: number;
  presses: number;
  /** States the table's displays got that carried another table's game (or none of theirs). */
  foreign: number;
  /** How many games' states the table's displays saw. */
  games: number;
};

export type LoadFigures = {
  /** Every table's presses together: per press, line written → the last of its table's displays. */
  lastDisplay: number[];
  firstDisplay: number[];
  broadcast: number[];
  incomplete: number;
  presses: number;
  tables: TableFigures[];
  /** States any display got from a table other than its own. */
  crossTable: number;
  heapAfterWarmUp: HeapSample;
  heapAtEnd: HeapSample;
  /** heapUsed after gc at each of table 1's new games after the warm-up, in bytes: the trend. */
  heapTrend: number[];
  /** Displays the service dropped (too slow) or that closed otherwise. */
  dropped: number;
};

const DISPLAYS_SCRIPT = fileURLToPath(new URL('./load-displays.ts', import.meta.url));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Arrivals = { first: number; last: number; count: number };
export type DisplaysReport = {
  type: 'report';
  arrivals: [string, Arrivals][];
  /** Per table, in the order of the bases given: its displays' states of a foreign game, and its games seen. */
  tables: { foreign: number; games: number }[];
};
type ChildMessage =
  | { type: 'ready'; displays: number }
  | { type: 'dropped'; code: number }
  | DisplaysReport;

/** `count` displays on each table's socket, under each base (`''` for the root paths). */
function startDisplays(url: string, count: number, bases: string[]) {
  const child: ChildProcess = fork(DISPLAYS_SCRIPT, [url, String(count), ...bases], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let dropped = 0;
  let reported: ((report: DisplaysReport) => void) | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the displays' process ended (${code})`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'dropped') dropped++;
      else reported?.(message);
    });
  });
  return {
    ready,
    get dropped() {
      return dropped;
    },
    /** `own[i]`: every game id table i has sent; its displays count any other as foreign. */
    report: (own: string[][]) =>
      new Promise<DisplaysReport>((resolve) => {
        reported = resolve;
        child.send({ type: 'report', own });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

/** The key a display notes a state under (load-displays.ts): its game, time and phase. */
const stateKey = (gameId: unknown, serverTime: number, phase: unknown) =>
  `${String(gameId)}:${serverTime}:${String(phase)}`;

/** One table under load: its box, its control screen and what its session broadcast. */
class PressedTable {
  /** Which broadcast each press waits for: the first state of the phase it leads to. */
  readonly expected: { press: number; phase: string }[] = [];
  readonly keys: string[] = [];
  /** When each press's line was written into the pty. */
  readonly written: number[] = [];
  /** When the session handed each press's state to the screens (after the fsync). */
  readonly broadcast: number[] = [];
  /** Every game id the session sent a state with: any other at its displays is foreign. */
  readonly gameIds = new Set<string>();
  readonly #unsubscribe: () => void;

  constructor(
    readonly table: Table,
    /** Where its screens connect: the root paths for a lone table, else `/t/<id>`. */
    readonly base: string,
    readonly box: ScriptedBox,
    readonly control: Screen,
  ) {
    this.#unsubscribe = table.session.subscribe((message: ServerMessage) => {
      if (message.type !== 'state') return;
      this.gameIds.add(String(message.state.gameId));
      const head = this.expected[0];
      if (!head || message.state.phase !== head.phase) return;
      this.keys[head.press] = stateKey(message.state.gameId, message.serverTime, head.phase);
      this.broadcast[head.press] = nowMs();
      this.expected.shift();
    });
  }

  async newGame(): Promise<void> {
    for (const command of [
      { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 },
      { type: 'start' },
    ] as const) {
      const result = await this.control.command(command, this.table.token);
      if (!result.ok)
        throw new Error(`table ${this.table.id}: ${command.type} refused: ${result.error}`);
    }
  }

  /** The control screen and the scripted box keep every message: the test's memory, not the service's. */
  forget(): void {
    this.control.messages.splice(0);
    this.box.received.splice(0);
    this.box.refused.splice(0);
  }

  close(): void {
    this.#unsubscribe();
    this.control.close();
  }
}

/**
 * A forced full collection stops the whole process: while one runs for a sample, every box
 * holds its next press, and presses in flight are broadcast first, so no press is timed
 * across a collection the bench asked for. The boxes' schedules move on by the time held.
 */
class HeapSampler {
  #hold: Promise<void> | null = null;
  heldMs = 0;

  constructor(readonly tables: PressedTable[]) {}

  get holding(): Promise<void> | null {
    return this.#hold;
  }

  now(): HeapSample {
    for (const table of this.tables) table.forget();
    return heapAfterGc();
  }

  async sample(): Promise<HeapSample> {
    const from = nowMs();
    let release = () => {};
    this.#hold = new Promise((resolve) => {
      release = resolve;
    });
    try {
      await waitFor(
        'the presses in flight to be broadcast',
        () => this.tables.every((table) => table.expected.length === 0),
        10_000,
      );
      return this.now();
    } finally {
      this.#hold = null;
      this.heldMs += nowMs() - from;
      release();
    }
  }
}

const openStore = async (dir: string) => {
  const store = new GameStore({ dir });
  await store.open();
  return store;
};

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const count = options.tables ?? 1;
  const scratch = scratchDir();
  const data = join(scratch.dir, 'data');
  const wires = Array.from({ length: count }, (_, i) => {
    const dir = join(scratch.dir, `wire-${i + 1}`);
    mkdirSync(dir);
    return { pty: new PtyPair(dir), box: new ScriptedBox() };
  });
  let service: Service | null = null;
  let displays: ReturnType<typeof startDisplays> | null = null;
  const tables: PressedTable[] = [];
  try {
    for (const { pty, box } of wires) {
      await pty.start();
      await box.attach(pty.box);
      box.boot();
    }
    const paths = wires.map(({ pty }) => pty.server);
    service = await startService({
      box: { serial: paths[0] as string, baud: 115200 },
      dir: data,
      extra: {
        // Hundreds of displays from this one machine: past a venue's 64 an address.
        socketsPerAddress: 10_000,
        ...(options.log ? { logger: { level: 'info', file: '/dev/null' } } : {}),
        // One `--serial` per box, each table's log folder of its own.
        ...(count > 1
          ? { serials: paths, storeOf: (id: string) => openStore(join(data, 'tables', id)) }
          : {}),
      },
    });
    const { app, url } = service;
    await waitFor(
      'every box link to connect',
      () => app.tables.length === count && app.tables.every((t) => t.session.boxStatus().connected),
      10_000,
    );
    for (const [i, table] of app.tables.entries()) {
      const base = count > 1 ? table.base : '';
      const pressed = new PressedTable(
        table,
        base,
        wires[i]?.box as ScriptedBox,
        await Screen.open(`${url}${base}`),
      );
      tables.push(pressed);
      await pressed.newGame();
    }
    displays = startDisplays(
      url,
      options.displays,
      tables.map((t) => t.base),
    );
    await displays.ready;

    const sampler = new HeapSampler(tables);
    let heapAfterWarmUp = sampler.now();
    const heapTrend: number[] = [];
    const total = Math.floor(options.durationMs / options.everyMs);
    const start = nowMs();

    const keepPressing = async (table: PressedTable, index: number) => {
      // The tables' presses spread evenly over `everyMs`, as independent tables' would be.
      let next = start + (index * options.everyMs) / count;
      let heldMs = 0;
      let phase: 'running' | 'paused' = 'running';
      await sleep(next - nowMs());
      for (let press = 0; press < total; press++) {
        if (press > 0 && press % options.newGameEvery === 0) {
          await waitFor('the last press to be broadcast', () => table.expected.length === 0);
          await table.newGame();
          phase = 'running';
          if (index === 0 && press > options.warmUp)
            heapTrend.push((await sampler.sample()).heapUsed);
        }
        if (index === 0 && press === options.warmUp) heapAfterWarmUp = await sampler.sample();
        // Checked with no await between it and the write: no press starts during a sample.
        while (sampler.holding) await sampler.holding;
        next += options.everyMs + sampler.heldMs - heldMs;
        heldMs = sampler.heldMs;
        // START held pauses a running game; START pressed resumes a paused one.
        const pausing: boolean = phase === 'running';
        phase = pausing ? 'paused' : 'running';
        table.expected.push({ press, phase });
        table.written[press] = nowMs();
        table.box.press('START', pausing ? 'LONG' : 'PRESS');
        await sleep(Math.max(0, next - nowMs()));
      }
    };
    await Promise.all(tables.map(keepPressing));
    await waitFor(
      'the last presses to be broadcast',
      () => tables.every((table) => table.expected.length === 0),
      10_000,
    );
    await sleep(500);
    const heapAtEnd = sampler.now();
    const report = await displays.report(tables.map((table) => [...table.gameIds]));
    const arrivals = new Map(report.arrivals);
    const figures = tables.map((table, i): TableFigures => {
      const lastDisplay: number[] = [];
      const firstDisplay: number[] = [];
      const broadcast: number[] = [];
      let incomplete = 0;
      for (let press = options.warmUp; press < total; press++) {
        const seen = arrivals.get(table.keys[press] ?? '');
        const at = table.written[press] as number;
        if (!seen || seen.count < options.displays) {
          incomplete++;
          continue;
        }
        lastDisplay.push(seen.last - at);
        firstDisplay.push(seen.first - at);
        broadcast.push((table.broadcast[press] as number) - at);
      }
      const { foreign, games } = report.tables[i] ?? { foreign: Number.NaN, games: 0 };
      return {
        id: table.table.id,
        lastDisplay,
        firstDisplay,
        broadcast,
        incomplete,
        presses: total,
        foreign,
        games,
      };
    });
    const sum = (of: (table: TableFigures) => number) =>
      figures.reduce((total, table) => total + of(table), 0);
    return {
      lastDisplay: figures.flatMap((table) => table.lastDisplay),
      firstDisplay: figures.flatMap((table) => table.firstDisplay),
      broadcast: figures.flatMap((table) => table.broadcast),
      incomplete: sum((table) => table.incomplete),
      presses: sum((table) => table.presses),
      tables: figures,
      crossTable: sum((table) => table.foreign),
      heapAfterWarmUp,
      heapAtEnd,
      heapTrend,
      dropped: displays.dropped,
    };
  } finally {
    for (const table of tables) table.close();
    displays?.stop();
    await service?.close();
    for (const { pty, box } of wires) {
      await box.detach();
      await pty.kill();
    }
    scratch.remove();
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * The figures every load bench prints, `name: value unit`: line → the last of a table's
 * `displays` displays (p50, p99), → its first, → the service's broadcast (its own part,
 * the fsync within), the presses timed, and the heap. A run
 * where a press missed a display, a display was dropped or got another table's state has
 * no figures: it throws, saying so.
 */
export function loadFigureLines(name: string, displays: number, figures: LoadFigures): string[] {
  const { incomplete, dropped, crossTable } = figures;
  if (incomplete > 0 || dropped > 0 || crossTable > 0) {
    throw new Error(
      `${incomplete} presses missed a display, ${dropped} displays were dropped, ` +
        `${crossTable} states reached another table's displays`,
    );
  }
  const last = `${name}_line_to_all_${displays}_displays`;
  const peak = Math.max(...figures.heapTrend, figures.heapAtEnd.heapUsed);
  return [
    `${last}_p50: ${percentile(figures.lastDisplay, 0.5).toFixed(3)} ms`,
    `${last}_p99: ${percentile(figures.lastDisplay, 0.99).toFixed(3)} ms`,
    `${name}_line_to_first_display_p50: ${percentile(figures.firstDisplay, 0.5).toFixed(3)} ms`,
    ...[50, 99].map(
      (p) =>
        `${name}_line_to_broadcast_p${p}: ${percentile(figures.broadcast, p / 100).toFixed(3)} ms`,
    ),
    `${name}_presses: ${figures.lastDisplay.length} count`,
    `${name}_heap_after_warm_up: ${mb(figures.heapAfterWarmUp.heapUsed).toFixed(1)} MB`,
    `${name}_heap_at_end: ${mb(figures.heapAtEnd.heapUsed).toFixed(1)} MB`,
    `${name}_heap_peak_growth: ${mb(peak - figures.heapAfterWarmUp.heapUsed).toFixed(1)} MB`,
  ];
}
