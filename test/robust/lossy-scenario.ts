// The lossy-link scenario, shared by its test and its bench: the real firmware in
// avr8js (its own process) on pty pair A, a BoxLink on pty pair B, and a relay
// between A and B that drops, doubles, reorders, corrupts and splits lines both ways.
// It presses the planned buttons on the board's pins and compares what the link
// delivered with what the firmware sent, seq by seq.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BoxEvent, BoxLink, type LinkCounters } from '../../server/serial/box-link.ts';
import { serialTransport } from '../../server/serial/transport.ts';
import { protocolV2 } from '../../src/protocol.ts';
import { captureLogger, PtyPair, scratchDir, waitFor } from '../serial/pty.ts';
import type { BoxFigures, FromBox, ToBox } from './lossy-box.ts';
import { btnOf, type PlannedPress, planPresses } from './lossy-presses.ts';
import {
  type DEFAULT_FAULT_RATES,
  type DirectionCounts,
  FAULTS,
  LossyRelay,
} from './lossy-relay.ts';

const BOX_SCRIPT = fileURLToPath(new URL('./lossy-box.ts', import.meta.url));

export type LossyOptions = {
  presses: number;
  seed: number;
  rates?: typeof DEFAULT_FAULT_RATES;
  /** The link's wait for a missing line (its default unless given; 0 turns ordering off). */
  orderWaitMs?: number;
};

export type LossyResult = {
  presses: number;
  /** Event lines the firmware sent (first sends), as `seq VERB args`. */
  sent: string[];
  /** Events the link delivered, in delivery order, the same way. */
  delivered: string[];
  /** BTN lines the planned presses should have made, in order. */
  planned: string[];
  box: BoxFigures;
  boxToServer: DirectionCounts;
  serverToBox: DirectionCounts;
  link: LinkCounters;
  /** Wall ms from each event's first sending by the firmware to its delivery, ascending. */
  latencies: number[];
  /** Every event the box sent delivered once, none other (order aside). */
  exactlyOnce: boolean;
  /** …and in the order the box sent them. */
  inOrder: boolean;
  /** Each way the run fell short, as a sentence; empty when every press held. */
  problems: string[];
  /** `name: value unit` lines. */
  figures: string[];
};

/** `seq VERB args` of an event, as the firmware wrote it without its checksum. */
function bodyOf(line: string): string {
  return line.slice(0, line.lastIndexOf('*'));
}

function describeEvent(event: BoxEvent): string {
  return bodyOf(protocolV2.encode(event.seq, event.message));
}

/** Why `delivered` is not exactly `sent`, in order: missing, doubled or displaced events. */
export function deliveryProblems(sent: string[], delivered: string[]): string[] {
  const problems: string[] = [];
  const count = new Map<string, number>();
  for (const event of delivered) count.set(event, (count.get(event) ?? 0) + 1);
  const missing = sent.filter((event) => !count.has(event));
  const doubled = [...count].filter(([, n]) => n > 1).map(([event]) => event);
  const strangers = delivered.filter((event) => !sent.includes(event));
  if (missing.length > 0)
    problems.push(`${missing.length} events never delivered: ${missing.slice(0, 5).join(', ')}`);
  if (doubled.length > 0)
    problems.push(`${doubled.length} events delivered twice: ${doubled.slice(0, 5).join(', ')}`);
  if (strangers.length > 0)
    problems.push(
      `${strangers.length} events the box never sent: ${strangers.slice(0, 5).join(', ')}`,
    );
  const kept = delivered.filter((event) => sent.includes(event));
  const order = sent.filter((event) => count.has(event));
  const displaced = kept.findIndex((event, i) => event !== order[i]);
  if (problems.length === 0 && displaced >= 0)
    problems.push(
      `out of order from delivery ${displaced + 1}: got ${kept[displaced]}, expected ${order[displaced]}`,
    );
  return problems;
}

export class BoxProcess {
  readonly sent: string[] = [];
  /** When each event's first sending was reported (performance.now()), by its body. */
  readonly sentAt = new Map<string, number>();
  /**
   * The firmware's proof as it said it: its COMMIT, ROLL and SEED lines (first sendings, as
   * `seq VERB args`), in the order it sent them.
   */
  readonly proof: string[] = [];
  /** Plans the board has played to their end (each `go` is one). */
  plansDone = 0;
  #ready = false;
  #figures: BoxFigures | null = null;
  #exit: string | null = null;
  readonly #child: ChildProcess;

  constructor(path: string, seed: number) {
    this.#child = spawn(process.execPath, ['--import', 'tsx', BOX_SCRIPT, path, String(seed)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#child.on('message', (message: FromBox) => {
      if (message.type === 'ready') this.#ready = true;
      else if (message.type === 'event') {
        const body = bodyOf(message.line);
        this.sent.push(body);
        this.sentAt.set(body, performance.now());
        if (/^\d+ ROLL /.test(body)) this.proof.push(body);
      } else if (message.type === 'proof') this.proof.push(bodyOf(message.line));
      else if (message.type === 'done') this.plansDone++;
      else if (message.type === 'figures') this.#figures = message.figures;
    });
    this.#child.on('exit', (code, signal) => {
      this.#exit = `the box process ended (${code ?? signal})`;
    });
  }

  #alive<T>(value: T): T {
    if (this.#exit && !this.#figures) throw new Error(this.#exit);
    return value;
  }

  get ready(): boolean {
    return this.#alive(this.#ready);
  }

  get done(): boolean {
    return this.#alive(this.plansDone > 0);
  }

  /** Plays `plan` on the pins and resolves when its last button is let go. */
  async play(plan: PlannedPress[], timeoutMs: number): Promise<void> {
    const before = this.plansDone;
    this.tell({ type: 'go', plan });
    await waitFor(
      'the board to make its presses',
      () => this.#alive(this.plansDone > before),
      timeoutMs,
    );
  }

  tell(message: ToBox): void {
    this.#child.send(message);
  }

  async stop(): Promise<BoxFigures> {
    this.tell({ type: 'stop' });
    return waitFor('the box to report its figures', () => this.#alive(this.#figures), 10_000);
  }

  kill(): void {
    if (this.#child.exitCode === null) this.#child.kill('SIGKILL');
  }
}

/**
 * The bad cable of the scenario, both ends: pty pair A (`box`: the board's end), pty pair B
 * (`server`: the end a link or the service opens) and the faulting relay between them.
 */
export type LossyWires = {
  box: string;
  server: string;
  dir: string;
  relay: LossyRelay;
  close(): Promise<void>;
};

export async function openLossyWires(
  seed: number,
  rates?: typeof DEFAULT_FAULT_RATES,
): Promise<LossyWires> {
  const scratch = scratchDir();
  mkdirSync(join(scratch.dir, 'a'));
  mkdirSync(join(scratch.dir, 'b'));
  // A: the box's cable (A1 the board, A2 the relay); B: the server's (B2 the relay, B1 the link).
  const wireA = new PtyPair(join(scratch.dir, 'a'));
  const wireB = new PtyPair(join(scratch.dir, 'b'));
  const relay = new LossyRelay(wireA.server, wireB.box, seed, rates);
  const close = async () => {
    await relay.stop();
    await Promise.all([wireA.kill(), wireB.kill()]);
    scratch.remove();
  };
  try {
    await Promise.all([wireA.start(), wireB.start()]);
    await relay.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { box: wireA.box, server: wireB.server, dir: scratch.dir, relay, close };
}

/** Plays the scenario; throws only when a part of it cannot start (no socat, no firmware). */
export async function runLossyLink(options: LossyOptions): Promise<LossyResult> {
  let wires: LossyWires | null = null;
  let link: BoxLink | null = null;
  let box: BoxProcess | null = null;
  const startedAt = performance.now();
  try {
    wires = await openLossyWires(options.seed, options.rates);
    const { relay } = wires;
    const delivered: string[] = [];
    const deliveredAt = new Map<string, number>();
    link = new BoxLink({
      path: wires.server,
      transport: serialTransport(wires.server),
      logger: captureLogger(),
      ...(options.orderWaitMs === undefined ? {} : { orderWaitMs: options.orderWaitMs }),
    });
    link.on('event', (event) => {
      // A 2.1 box's COMMIT and SEED are the proof's (lossy-proof.ts plays a game for it): here, presses.
      if (event.message.verb === 'COMMIT' || event.message.verb === 'SEED') return;
      const body = describeEvent(event);
      delivered.push(body);
      if (!deliveredAt.has(body)) deliveredAt.set(body, performance.now());
    });
    link.start();
    const started = link;
    await waitFor('the link to open B1', () => started.status.state === 'waiting-hello');
    const running = new BoxProcess(wires.box, options.seed);
    box = running;
    await waitFor('the board to power on', () => running.ready, 20_000);
    await waitFor('the link to take the box', () => started.status.connected, 15_000);

    const plan = planPresses(options.presses, options.seed);
    const planMs = plan.reduce((sum, press) => sum + press.gapMs + press.holdMs, 0);
    running.tell({ type: 'go', plan });
    // The board runs at real time; allow for a busy machine.
    await waitFor('the board to make every press', () => running.done, planMs * 2 + 20_000);
    const doneAt = Date.now();
    // The last roll settles after its press; resends need a few more turns of the box.
    // A run that never catches up is reported below, event by event, not as a timeout.
    await waitFor(
      'the link to deliver what the box sent',
      () => Date.now() - doneAt > 1500 && delivered.length >= running.sent.length,
      20_000,
    ).catch(() => undefined);
    const boxFigures = await running.stop();
    const counters = link.counters;
    await link.stop();
    await relay.stop();
    const wallMs = performance.now() - startedAt;

    const planned = plan.map(btnOf);
    const deliveredButtons = delivered.map((event) => event.replace(/^\d+ /, ''));
    const pressesSeen = deliveredButtons.filter((event) => event.startsWith('BTN '));
    const delivery = deliveryProblems(running.sent, delivered);
    const problems = [...delivery];
    if (pressesSeen.join('\n') !== planned.join('\n'))
      problems.push(
        `the BTN events delivered (${pressesSeen.length}) are not the ${planned.length} presses made on the pins`,
      );
    if (boxFigures.overflows > 0)
      problems.push(
        `the box's queue of 8 overflowed ${boxFigures.overflows} times: it dropped that many unACKed events by design; pace the presses further apart`,
      );
    if (boxFigures.reboots > 0 || boxFigures.watchdogResets > 0)
      problems.push(
        `the board restarted (${boxFigures.reboots} boot HELLOs, ${boxFigures.watchdogResets} watchdog resets)`,
      );
    // From the firmware's first sending (reported over IPC) to the link's delivery.
    const latencies = [...deliveredAt]
      .map(([body, at]) => at - (running.sentAt.get(body) ?? at))
      .sort((a, b) => a - b);
    const boxToServer = relay.boxToServer;
    const serverToBox = relay.serverToBox;
    const result: LossyResult = {
      presses: plan.length,
      sent: running.sent,
      delivered,
      planned,
      box: boxFigures,
      boxToServer,
      serverToBox,
      link: counters,
      latencies,
      exactlyOnce: delivery.every((problem) => problem.startsWith('out of order')),
      inOrder: delivery.length === 0,
      problems,
      figures: [],
    };
    result.figures = figuresOf(result, wallMs);
    return result;
  } finally {
    box?.kill();
    await link?.stop();
    await wires?.close();
  }
}

function figuresOf(result: LossyResult, wallMs: number): string[] {
  const { box, link, boxToServer, serverToBox } = result;
  const yes = (ok: boolean) => (ok ? 'yes' : 'no');
  const lines: string[] = [
    `lossy_presses: ${result.presses} presses`,
    `lossy_events_sent_by_box: ${box.events} events`,
  ];
  for (const [name, counts] of [
    ['box_to_server', boxToServer],
    ['server_to_box', serverToBox],
  ] as const) {
    lines.push(`lossy_lines_${name}: ${counts.lines} lines`);
    for (const fault of FAULTS) lines.push(`lossy_lines_${fault}_${name}: ${counts[fault]} lines`);
    const share = counts.lines ? (100 * counts.faulted) / counts.lines : 0;
    lines.push(`lossy_lines_faulted_${name}: ${share.toFixed(1)} %`);
  }
  lines.push(
    `lossy_resent_by_box: ${box.resent} lines`,
    `lossy_refused_garbled: ${link.garbled} lines`,
    `lossy_refused_by_box: ${box.refused} lines`,
    `lossy_duplicates_ignored: ${link.duplicates} events`,
    `lossy_events_held_for_a_gap: ${link.held} events`,
    `lossy_events_late: ${link.late} events`,
    `lossy_box_overflows: ${box.overflows} events`,
    `lossy_send_to_delivery_p50: ${percentile(result.latencies, 0.5)} ms`,
    `lossy_send_to_delivery_p99: ${percentile(result.latencies, 0.99)} ms`,
    `lossy_send_to_delivery_max: ${percentile(result.latencies, 1)} ms`,
    `lossy_board_speed: ${(box.simulatedMs / box.wallMs).toFixed(2)} x real time`,
    `lossy_wall_time: ${(wallMs / 1000).toFixed(1)} s`,
    `lossy_applied_exactly_once: ${yes(result.exactlyOnce)}`,
    `lossy_applied_in_order: ${yes(result.inOrder)}`,
  );
  return lines;
}

function percentile(sorted: number[], share: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
  return value === undefined ? 'n/a' : value.toFixed(1);
}
