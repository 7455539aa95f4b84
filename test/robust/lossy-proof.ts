// The lossy link with the dice proof (DESIGN.md, "Dice anyone can audit"): the committed
// firmware 2.2 (with the table's salt) in avr8js at real time (lossy-box.ts) on the bad cable
// of lossy-scenario.ts, and at the cable's other end the whole service (`apophis serve
// --serial <pty>` as a test builds it), playing a game of Apophis whose dice are pressed on
// the board's ROLL pin. What the firmware said of its proof (its COMMIT, ROLL … @n and SEED
// lines, counted at its own UART before the cable touched them) must be what the game's log
// keeps: every line once, in order, each roll with its @n, the lobby's commitment and seed and
// the game's; and the log must pass an audit written from the contract (Node's crypto,
// test/firmware/proof-audit.ts) and `apophis verify`, the real command.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LinkCounters } from '../../server/serial/box-link.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import type { ProofEntry } from '../../src/proof.ts';
import { apophis, type Ran } from '../cli/run.ts';
import { audit } from '../firmware/proof-audit.ts';
import { waitFor } from '../serial/pty.ts';
import { Screen, type Service, startService } from '../server/harness.ts';
import type { BoxFigures } from './lossy-box.ts';
import type { PlannedPress } from './lossy-presses.ts';
import type { DEFAULT_FAULT_RATES, DirectionCounts } from './lossy-relay.ts';
import { BoxProcess, type LossyWires, openLossyWires } from './lossy-scenario.ts';

/** A proof line as the box says it and as the log keeps it, without times or `used`. */
export type ProofLine =
  | { line: 'commit'; commitment: string }
  | { line: 'roll'; sides: number; values: number[]; index: number }
  | { line: 'seed'; seed: string; next: number };

export type LossyProofOptions = {
  seed: number;
  /** ROLL presses in the lobby, under the commitment the box made at its boot. */
  lobbyRolls: number;
  /** ROLL presses while the game runs and no launch waits for a die (the game refuses them). */
  refusedRolls: number;
  /** Dice of the game's launches pressed on the board; the rest are typed in (6s) to end it. */
  boxRolls: number;
  rates?: typeof DEFAULT_FAULT_RATES;
};

export type LossyProofResult = {
  /** What the firmware said of its proof, its resends and HELLO repeats taken out. */
  said: ProofLine[];
  /** The game log's proof lines, in its order. */
  logged: ProofEntry[];
  /** The game log as the service wrote it. */
  logText: string;
  /** `apophis verify` on that log. */
  verify: Ran;
  /** Where the run fell short, as sentences; empty when the proof came through whole. */
  problems: string[];
  /** Each revealed commitment: whether its rolls hold with the table's salt (else without it). */
  salted: Map<string, boolean>;
  /** The game's dice pressed on the board: `boxRolls`, or fewer when the game ended first. */
  gameRolls: number;
  box: BoxFigures;
  link: LinkCounters | null;
  boxToServer: DirectionCounts;
  serverToBox: DirectionCounts;
  figures: string[];
};

/** `seq VERB args` of a box line read as a proof line, or null when it is none. */
function proofLineOf(body: string): ProofLine | null {
  const [, verb = '', ...args] = body.split(' ');
  if (verb === 'COMMIT') return { line: 'commit', commitment: args[0] ?? '' };
  if (verb === 'SEED') return { line: 'seed', seed: args[0] ?? '', next: Number(args[1]) };
  if (verb !== 'ROLL') return null;
  const [sides = 0, ...values] = args.slice(0, -1).map(Number);
  return { line: 'roll', sides, values, index: Number((args.at(-1) ?? '').slice(1)) };
}

/**
 * The firmware's proof lines (`seq VERB args`, first sendings) as a log should keep them. A
 * HELLO renumbers what waits for an ACK and repeats the commitment in use (DESIGN.md: "a
 * HELLO is no new game"): a line said again that way is the same line, so it counts once.
 */
export function saidByBox(bodies: readonly string[]): ProofLine[] {
  const lines: ProofLine[] = [];
  let commitment: string | null = null;
  let lastIndex = -1;
  const seeds = new Set<string>();
  for (const body of bodies) {
    const line = proofLineOf(body);
    if (!line) continue;
    if (line.line === 'commit') {
      if (line.commitment === commitment) continue;
      commitment = line.commitment;
      lastIndex = -1;
    } else if (line.line === 'roll') {
      if (line.index <= lastIndex) continue;
      lastIndex = line.index;
    } else {
      if (seeds.has(line.seed)) continue;
      seeds.add(line.seed);
      commitment = null;
    }
    lines.push(line);
  }
  return lines;
}

/** A log's proof entry without what the box did not say (`at`, `used`); a `stop` stays one. */
function asSaid(entry: ProofEntry): ProofLine | { line: 'stop'; commitment: string } {
  switch (entry.line) {
    case 'commit':
      return { line: 'commit', commitment: entry.commitment };
    case 'roll':
      return { line: 'roll', sides: entry.sides, values: entry.values, index: entry.index ?? -1 };
    case 'seed':
      return { line: 'seed', seed: entry.seed, next: entry.next };
    case 'stop':
      return { line: 'stop', commitment: entry.commitment };
    default:
      return { line: 'stop', commitment: '' }; // a salt: not what this suite's box says
  }
}

/** `C1…: ROLL 6 4 @3`: a line named with the commitment it falls under (a roll's @n repeats across them). */
function named(lines: readonly (ProofLine | { line: 'stop'; commitment: string })[]): string[] {
  let under = '(none)';
  return lines.map((line) => {
    if (line.line === 'commit') {
      under = line.commitment.slice(0, 8);
      return `COMMIT ${line.commitment}`;
    }
    if (line.line === 'roll')
      return `${under}: ROLL ${line.sides} ${line.values.join(' ')} @${line.index}`;
    if (line.line === 'seed') return `${under}: SEED ${line.seed} ${line.next}`;
    return `STOP ${line.commitment}`;
  });
}

/**
 * Why a game log's proof lines are not what the box said from its first commitment through
 * the seed of the `commitments`-th (the lobby's, then the game's): lines missing, logged
 * twice or never said, out of order; then the audit of each commitment the log holds.
 */
export function proofProblems(
  said: readonly ProofLine[],
  logged: readonly ProofEntry[],
  commitments: number,
): string[] {
  const problems: string[] = [];
  let seeds = 0;
  const end = said.findIndex((line) => line.line === 'seed' && ++seeds === commitments);
  if (end < 0) problems.push(`the box revealed ${seeds} seeds, not the ${commitments} awaited`);
  const expected = named(end < 0 ? said : said.slice(0, end + 1));
  // The table's salt is the service's, not the box's: not among what the box said.
  const got = named(logged.filter((e) => e.line !== 'salt' && e.line !== 'unsalted').map(asSaid));
  const count = new Map<string, number>();
  for (const line of got) count.set(line, (count.get(line) ?? 0) + 1);
  const missing = expected.filter((line) => !count.has(line));
  const twice = [...count].filter(([, n]) => n > 1).map(([line]) => line);
  const strangers = got.filter((line) => !expected.includes(line));
  const some = (lines: string[]) => lines.slice(0, 3).join('; ');
  if (missing.length > 0)
    problems.push(
      `${missing.length} proof lines the box said are not in the log: ${some(missing)}`,
    );
  if (twice.length > 0)
    problems.push(`${twice.length} proof lines are in the log more than once: ${some(twice)}`);
  if (strangers.length > 0)
    problems.push(
      `${strangers.length} proof lines in the log the box never said: ${some(strangers)}`,
    );
  const displaced = got.findIndex((line, i) => line !== expected[i]);
  if (problems.length === 0 && (displaced >= 0 || got.length !== expected.length))
    problems.push(
      `the log's proof lines are out of order from line ${displaced + 1}: ${got[displaced]}, the box said ${expected[displaced]}`,
    );
  return [...problems, ...auditLog(logged).problems];
}

/**
 * The contract's own audit (proof-audit.ts) of each commitment in the log that has its seed.
 * DESIGN.md, "The table's salt": a box takes the salt only before its first roll under a
 * commitment, "otherwise … the 2.1 derivation if none came"; on a lossy cable a roll can beat
 * the SALT to the board, or the SALT can be lost until the service stops waiting. So each
 * commitment's rolls hold either with the logged salt (`salted`) or without it (`bare`), never
 * neither; and a commitment whose salt the service heard taken (no `unsalted` line) must hold
 * with it.
 */
export function auditLog(logged: readonly ProofEntry[]): {
  problems: string[];
  salted: Map<string, boolean>;
} {
  const problems: string[] = [];
  const salted = new Map<string, boolean>();
  let open: {
    commitment: string;
    rolls: Extract<ProofEntry, { line: 'roll' }>[];
    salt?: string;
    unsalted?: string;
  } | null = null;
  for (const entry of logged) {
    if (entry.line === 'commit') {
      if (open) problems.push(`commitment ${open.commitment} has no seed in the log`);
      open = { commitment: entry.commitment, rolls: [] };
    } else if (entry.line === 'salt') {
      if (open) open.salt = entry.salt;
    } else if (entry.line === 'unsalted') {
      if (open) open.unsalted = entry.why;
    } else if (entry.line === 'roll') {
      if (open) open.rolls.push(entry);
      else problems.push(`a roll at @${entry.index} is under no commitment`);
    } else if (entry.line === 'seed' && open) {
      const rolls = open.rolls.map((roll, seq) => ({ ...roll, index: roll.index ?? -1, seq }));
      const revealed = { seq: 0, seed: entry.seed, next: entry.next };
      const withSalt = audit(open.commitment, revealed, rolls, open.salt);
      const without = open.salt === undefined ? withSalt : audit(open.commitment, revealed, rolls);
      if (withSalt.length > 0 && without.length > 0) problems.push(...withSalt);
      else if (withSalt.length > 0 && open.unsalted === undefined)
        problems.push(
          `the service heard the box take the salt of ${open.commitment}, but its rolls hold only without it`,
        );
      salted.set(open.commitment, withSalt.length === 0 && open.salt !== undefined);
      open = null;
    } else if (entry.line === 'stop') {
      problems.push(`the proof of ${entry.commitment} stopped (${entry.why})`);
      open = null;
    }
  }
  return { problems, salted };
}

const ROLL_TAP: PlannedPress = {
  button: 'ROLL',
  gesture: 'PRESS',
  gapMs: 30,
  holdMs: 60,
  bounce: true,
};

/** Plays one game through the lossy cable; throws only when a part cannot start. */
export async function runLossyProof(options: LossyProofOptions): Promise<LossyProofResult> {
  let wires: LossyWires | null = null;
  let service: Service | null = null;
  let board: BoxProcess | null = null;
  let control: Screen | null = null;
  const startedAt = performance.now();
  try {
    wires = await openLossyWires(options.seed, options.rates);
    // The table plays at machine speed: the socket's command budget is not what this checks.
    const s = await startService({
      box: { serial: wires.server },
      extra: { rate: { burst: 1000, perSecond: 1000 } },
    });
    service = s;
    await waitFor(
      'the service to open its end of the cable',
      () => s.app.box.link?.status.state === 'waiting-hello',
      10_000,
    );
    const box = new BoxProcess(wires.box, options.seed);
    board = box;
    await waitFor('the board to power on', () => box.ready, 20_000);
    await waitFor('the service to take the box', () => s.app.table.boxStatus().connected, 20_000);
    const screen = await Screen.open(s.url);
    control = screen;
    const state = () => s.app.table.state as TableState;
    const said = () => saidByBox(box.proof);
    const count = (kind: ProofLine['line']) => said().filter((line) => line.line === kind).length;
    /** A tap on the ROLL pin, until the firmware has sent the roll it started. */
    const rollOnBoard = async () => {
      const before = count('roll');
      await box.play([ROLL_TAP], 10_000);
      await waitFor('the die to settle on the board', () => count('roll') > before, 10_000);
    };

    /** How many proof lines of `kind` the game's log holds so far. */
    const logLines = (kind: ProofEntry['line']) => {
      const id = s.app.table.gameId;
      const path = id ? join(s.store.gamesDir, `${id}.jsonl`) : null;
      if (!path || !existsSync(path)) return 0;
      return readFileSync(path, 'utf8').split(`"line":"${kind}"`).length - 1;
    };
    /**
     * The box's answer to the table's salt for the commitment in use (`salts` logged so far),
     * or the service's wait for it over: DESIGN.md sends the SALT "before any roll under C",
     * and a roll pressed first on this cable would go without it, which says nothing of the link.
     */
    const saltAnswered = (salts: number) =>
      waitFor(
        "the box's answer to the table's salt",
        () => logLines('salt') >= salts && s.app.box.link?.saltAwaited === false,
        30_000,
      );

    await screen.command({ type: 'newGame', players: 1, variant: 'basic', timerSeconds: 3600 });
    await saltAnswered(1);
    for (let i = 0; i < options.lobbyRolls; i++) await rollOnBoard();
    await box.play([{ ...ROLL_TAP, button: 'START' }], 10_000);
    await waitFor('START through the cable', () => state().phase === 'running', 20_000);
    // START revealed the lobby's seed; the box committed to the game's. (Beside two cores' worth
    // of load, the board at 0.83× real time and the REVEAL or the COMMIT resent, 20 s was met.)
    await waitFor('the game commitment', () => count('commit') >= 2, 60_000).catch((error) => {
      const seen = wires?.relay.transcript(/HELLO|COMMIT|SEED|REVEAL|SALT|START|ROLL/);
      throw new Error(
        `${(error as Error).message}; the link: ${JSON.stringify(s.app.box.link?.status)}\nserver → box:\n${seen?.serverToBox.join('\n')}\nbox → server:\n${seen?.boxToServer.join('\n')}`,
      );
    });
    await saltAnswered(2);
    for (let i = 0; i < options.refusedRolls; i++) await rollOnBoard();
    // Those rolls logged (refused) before a launch asks for a die: one held back on the cable
    // and delivered once the launch waits would be taken as its die.
    await waitFor(
      'the rolls made before the launch in the log',
      () => logLines('roll') >= options.lobbyRolls + options.refusedRolls,
      30_000,
    );

    let left = options.boxRolls;
    while (state().phase === 'running' || state().phase === 'launching') {
      if (!state().launch?.awaiting) {
        for (const section of ['Y2', 'R1'] as const)
          await screen.command({ type: 'build', section });
        await screen.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
      }
      const steps = state().launch?.steps.length ?? 0;
      if (left > 0) {
        left--;
        await rollOnBoard();
      } else {
        await screen.command({ type: 'roll', value: 6 });
      }
      await waitFor(
        'the die taken',
        () => (state().launch?.steps.length ?? 0) > steps || !state().launch?.awaiting,
        20_000,
      );
    }

    const id = s.app.table.gameId as string;
    const logPath = join(s.store.gamesDir, `${id}.jsonl`);
    const readLog = () => readFileSync(logPath, 'utf8');
    const logged = () =>
      readLog()
        .trim()
        .split('\n')
        .map((text) => JSON.parse(text) as { kind: string } & ProofEntry)
        .filter((line) => line.kind === 'proof')
        .map(({ kind: _kind, ...entry }) => entry as ProofEntry);
    // The game's end revealed its seed: wait for it in the log. One that never comes is a
    // problem below, named line by line, not a timeout.
    await waitFor(
      "the game's seed in its log",
      () => logged().filter((line) => line.line === 'seed').length >= 2,
      20_000,
    ).catch(() => undefined);
    const logText = readLog();
    const verify = await apophis('verify', logPath);
    const figures = await box.stop();
    const link = s.app.box.link?.counters ?? null;
    await wires.relay.stop();
    const wallMs = performance.now() - startedAt;

    const lines = said();
    const entries = logged();
    const problems = proofProblems(lines, entries, 2);
    const { salted } = auditLog(entries);
    if (verify.code !== 0)
      problems.push(`apophis verify exits ${verify.code}: ${verify.stdout}${verify.stderr}`);
    if (figures.reboots > 0 || figures.watchdogResets > 0)
      problems.push(
        `the board restarted (${figures.reboots} boot HELLOs, ${figures.watchdogResets} watchdog resets)`,
      );
    const result: LossyProofResult = {
      said: lines,
      logged: entries,
      logText,
      verify,
      problems,
      salted,
      gameRolls: options.boxRolls - left,
      box: figures,
      link,
      boxToServer: wires.relay.boxToServer,
      serverToBox: wires.relay.serverToBox,
      figures: [],
    };
    result.figures = proofFigures(result, wallMs);
    return result;
  } finally {
    control?.close();
    board?.kill();
    await service?.close();
    await wires?.close();
  }
}

function proofFigures(result: LossyProofResult, wallMs: number): string[] {
  const rolls = result.logged.filter((line) => line.line === 'roll');
  const share = (counts: DirectionCounts) =>
    (counts.lines ? (100 * counts.faulted) / counts.lines : 0).toFixed(1);
  return [
    `lossy_proof_box_rolls_logged: ${rolls.length} rolls`,
    `lossy_proof_box_rolls_used: ${rolls.filter((roll) => roll.used).length} rolls`,
    `lossy_proof_commitments_logged: ${result.logged.filter((line) => line.line === 'commit').length} commitments`,
    `lossy_proof_commitments_salted: ${[...result.salted.values()].filter(Boolean).length} commitments`,
    `lossy_proof_lines_box_to_server: ${result.boxToServer.lines} lines`,
    `lossy_proof_lines_faulted_box_to_server: ${share(result.boxToServer)} %`,
    `lossy_proof_lines_server_to_box: ${result.serverToBox.lines} lines`,
    `lossy_proof_lines_faulted_server_to_box: ${share(result.serverToBox)} %`,
    `lossy_proof_resent_by_box: ${result.box.resent} lines`,
    `lossy_proof_refused_garbled: ${result.link?.garbled ?? 0} lines`,
    `lossy_proof_wall_time: ${(wallMs / 1000).toFixed(1)} s`,
    `lossy_proof_verified: ${result.problems.length === 0 ? 'yes' : 'no'}`,
  ];
}
