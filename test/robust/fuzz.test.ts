// Bad input: the line codec, the serial link through a real pty, and the WebSocket,
// each fed what a broken cable, a confused box or a hostile phone could send.
// Nothing may throw, nothing invalid may change the table, and every refusal has a reason.
import { createWriteStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import {
  checksum,
  type Decoded,
  decodeBoxLine,
  decodeServerLine,
  encode,
  type LineErrorCode,
  protocolV2,
} from '../../src/protocol.ts';
import { waitFor } from '../serial/pty.ts';
import type { ScriptedBox } from '../serial/scripted-box.ts';
import { type BoxTable, boxTable } from '../server/box-table.ts';
import {
  type Service,
  startService,
  TOKEN,
  tableState,
  UNLIMITED_GUESSES,
} from '../server/harness.ts';
import {
  type Direction,
  generatedLine,
  hugeLine,
  int,
  KEPT_KINDS,
  nearMiss,
  type Random,
  randomLine,
  seeded,
  validLine,
} from './fuzz-lines.ts';
import { emptyTally, fuzzWebSocket, runningTableWithY3 } from './fuzz-ws.ts';
import { heapAfterGc, mb } from './load-memory.ts';

const LINES = 1_000_000;
const CODES: readonly LineErrorCode[] = ['TOOLONG', 'FORMAT', 'BADCS', 'UNKNOWN', 'BADARG'];
const decoders = { box: decodeBoxLine, server: decodeServerLine } as const;

/** The shape every decode must have: a frame in range, or a known code with a sentence. */
function wellTyped(result: Decoded<unknown>): boolean {
  if (result.ok) {
    const { seq, message } = result.frame;
    return Number.isInteger(seq) && seq >= 0 && seq <= 9999 && typeof message === 'object';
  }
  return CODES.includes(result.error.code) && result.error.reason.length > 0;
}

const sameFrame = (a: Decoded<unknown>, b: Decoded<unknown>) =>
  a.ok && b.ok && JSON.stringify(a.frame) === JSON.stringify(b.frame);

/** XOR-checksum of what precedes the last `*`, compared with the two digits after it. */
function checksumHolds(line: string): boolean {
  // As the protocol reads a line: a final `\n`, then a `\r` before it, are not part of it.
  const text = line.replace(/\n$/, '').replace(/\r$/, '');
  const star = text.lastIndexOf('*');
  return star >= 0 && checksum(text.slice(0, star)) === text.slice(star + 1);
}

/** What a resealed near miss must be refused with (the checksum is right, the frame is not). */
function resealedVerdict(kind: string, original: string): LineErrorCode | 'same-or-badarg' {
  const [seq, , ...args] = original.slice(0, original.lastIndexOf('*')).split(' ');
  const atZero = seq === '0';
  switch (kind) {
    case 'lower-case-verb':
    case 'seq-10000':
    case 'seq-leading-zero':
      return 'FORMAT';
    case 'unknown-verb':
      return atZero ? 'FORMAT' : 'UNKNOWN';
    case 'missing-arg':
      return args.length === 0 ? 'FORMAT' : 'BADARG';
    case 'lower-case-args':
      // Numbers and `apophis-box 1.0.0 1` have no case: those lines stay the same frame.
      return 'same-or-badarg';
    default:
      return 'BADARG'; // arg-out-of-range, extra-arg
  }
}

describe('the line codec, 1,000,000 generated lines', () => {
  it('never throws, types every refusal, and takes no damaged line for another event', () => {
    const random = seeded(0x0a9091);
    const families = new Map<string, number>();
    const refusedWith = new Map<string, number>();
    const faults: string[] = [];
    /** Kept-checksum near misses that decoded to a different valid frame, by kind. */
    const silent = new Map<string, number>();
    let resealedSeq0Hello = 0;
    const fault = (what: string, line: string) => {
      if (faults.length < 20) faults.push(`${what}: ${JSON.stringify(line.slice(0, 80))}`);
    };
    for (let n = 0; n < LINES; n++) {
      const g = generatedLine(random);
      families.set(g.family, (families.get(g.family) ?? 0) + 1);
      const results = { box: decodeBoxLine(g.line), server: decodeServerLine(g.line) };
      for (const result of Object.values(results)) {
        if (!wellTyped(result)) fault('badly typed result', g.line);
        if (!result.ok)
          refusedWith.set(result.error.code, (refusedWith.get(result.error.code) ?? 0) + 1);
        else if (!checksumHolds(g.line)) fault('accepted with a wrong checksum', g.line);
      }
      if (g.family === 'random' || g.family === 'huge' || !('direction' in g)) continue;
      const direction: Direction = g.direction;
      const decoded = results[direction];
      if (g.family === 'valid') {
        if (!decoded.ok || encode(decoded.frame.seq, decoded.frame.message) !== g.line)
          fault('valid line not taken as itself', g.line);
        continue;
      }
      const original = decoders[direction](g.original);
      if (g.family === 'no-newline') {
        if (!sameFrame(decoded, original)) fault('line without newline changed', g.line);
        continue;
      }
      const { kind, resealed } = g.miss;
      if (!resealed) {
        if (decoded.ok && !sameFrame(decoded, original))
          silent.set(kind, (silent.get(kind) ?? 0) + 1);
        continue;
      }
      if (kind === 'seq-0') {
        // Sequence 0 is HELLO's: a HELLO there is the box booting, anything else is refused.
        const isHello = original.ok && original.frame.message.verb === 'HELLO';
        if (isHello && decoded.ok) resealedSeq0Hello++;
        else if (decoded.ok || decoded.error.code !== 'FORMAT') fault('seq 0 not refused', g.line);
        continue;
      }
      const verdict = resealedVerdict(kind, g.original);
      if (verdict === 'same-or-badarg') {
        const fine = decoded.ok ? sameFrame(decoded, original) : decoded.error.code === 'BADARG';
        if (!fine) fault(`${kind} neither the same frame nor BADARG`, g.line);
      } else if (decoded.ok || decoded.error.code !== verdict) {
        fault(
          `${kind}: expected ${verdict}, got ${decoded.ok ? 'ok' : decoded.error.code}`,
          g.line,
        );
      }
    }
    const nearMisses = families.get('near-miss') ?? 0;
    const silentTotal = [...silent.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `codec fuzz: ${LINES} lines, families ${JSON.stringify(Object.fromEntries(families))}, ` +
        `refusals ${JSON.stringify(Object.fromEntries(refusedWith))}, ` +
        `checksum-neutral near misses taken as another event ${JSON.stringify(Object.fromEntries(silent))} ` +
        `(${((100 * silentTotal) / nearMisses).toFixed(3)}% of near misses), HELLO moved to seq 0: ${resealedSeq0Hello}`,
    );
    expect(faults).toEqual([]);
    // A one-byte change always changes the XOR (or breaks the frame's shape): never silent.
    // Only the XOR-neutral edits (two bytes swapped, the same bit flipped twice) can slip through,
    // and they did so only with a checksum that holds (checked above for every accepted line).
    const neutral = new Set(['swap-adjacent', 'same-bit-twice']);
    for (const kind of KEPT_KINDS) {
      if (!neutral.has(kind)) expect(silent.get(kind) ?? 0, kind).toBe(0);
    }
    for (const family of ['valid', 'no-newline', 'near-miss', 'random', 'huge'])
      expect(families.get(family), family).toBeGreaterThan(1000);
    for (const code of CODES) expect(refusedWith.get(code), code).toBeGreaterThan(100);
  }, 180_000);
});

/** A v2 line of the proof: its verb, or `@n` for a ROLL tagged with its word index. */
const proofVerb = (line: string) =>
  /^\d+ (COMMIT|SEED|REVEAL)\b/.exec(line)?.[1] ?? (/^\d+ ROLL .* @\d+\*/.test(line) ? '@n' : null);

describe('protocol v2 codec, 1,000,000 generated lines', () => {
  it('takes no corrupted line, not even the swaps and double flips the XOR let through', () => {
    const random = seeded(0x0a9092);
    const v2 = { box: protocolV2.decodeBoxLine, server: protocolV2.decodeServerLine } as const;
    let nearMisses = 0;
    /** The proof's lines among them (a ROLL tagged with its word index as `@n`), valid or bent. */
    const proofLines = new Map<string, number>();
    const taken = new Map<string, number>();
    /** Near misses with their check kept, by kind. */
    const tried = new Map<string, number>();
    const faults: string[] = [];
    for (let n = 0; n < LINES; n++) {
      const g = generatedLine(random, protocolV2);
      if ('direction' in g) {
        const verb = proofVerb(g.family === 'valid' ? g.line : g.original);
        if (verb) proofLines.set(verb, (proofLines.get(verb) ?? 0) + 1);
      }
      const results = [v2.box(g.line), v2.server(g.line)];
      for (const result of results) {
        if (!wellTyped(result) && faults.length < 20) faults.push(JSON.stringify(g.line));
      }
      if (g.family === 'valid') {
        const decoded = v2[g.direction](g.line);
        if (!decoded.ok || protocolV2.encode(decoded.frame.seq, decoded.frame.message) !== g.line)
          faults.push(`valid line not taken: ${JSON.stringify(g.line)}`);
      }
      if (g.family !== 'near-miss' || g.miss.resealed) continue;
      nearMisses++;
      tried.set(g.miss.kind, (tried.get(g.miss.kind) ?? 0) + 1);
      // The check was kept: any accepted frame other than the original is a corruption let through.
      const decoded = v2[g.direction](g.line);
      const original = v2[g.direction](g.original);
      if (decoded.ok && !sameFrame(decoded, original))
        taken.set(g.miss.kind, (taken.get(g.miss.kind) ?? 0) + 1);
    }
    console.log(
      `v2 codec fuzz: ${LINES} lines, ${nearMisses} near misses with their check kept, ` +
        `taken as another frame: ${JSON.stringify(Object.fromEntries(taken))}; ` +
        `the proof's lines among them: ${JSON.stringify(Object.fromEntries(proofLines))}; ` +
        `near misses by kind: ${JSON.stringify(Object.fromEntries(tried))}`,
    );
    for (const verb of ['COMMIT', 'SEED', 'REVEAL', '@n'])
      expect(proofLines.get(verb), verb).toBeGreaterThan(10_000);
    expect(faults).toEqual([]);
    expect(nearMisses).toBeGreaterThan(200_000);
    // CRC-16/CCITT-FALSE (x^16 + x^12 + x^5 + 1, a multiple of x + 1) catches every change
    // within 16 bits in a row and any two flipped bits in a line of 64 bytes: those kinds never
    // pass. A byte deleted or inserted, a space moved or several letters' case changed shift or
    // spread the damage, and a 16-bit check lets about 1 in 65,536 of those through by chance
    // (this seed: "0 ACK 4879*4F51" with its 9 deleted, an ACK of 487 with the same check).
    const caught = [
      'flip-byte',
      'flip-bit',
      'swap-adjacent',
      'same-bit-twice',
      'checksum-off-by-one',
    ];
    for (const kind of caught) expect(taken.get(kind) ?? 0, kind).toBe(0);
    const sum = (counts: Map<string, number>) =>
      [...counts].filter(([kind]) => !caught.includes(kind)).reduce((n, [, k]) => n + k, 0);
    const chance = sum(tried) / 2 ** 16;
    expect(sum(taken)).toBeLessThanOrEqual(Math.ceil(3 * chance) + 3);
  }, 180_000);
});

/** The table as far as an invalid message could touch it (the clock moves on its own). */
async function tableNow(service: Service) {
  const state = (await service.app.inject('/api/state')).json() as ApophisState;
  const { timer, ...table } = state;
  const log = await service.app.inject(`/api/games/${state.gameId}/log`);
  const entries = (log.json() as { actions: unknown[] }).actions.length;
  return { table, deadline: timer.deadline, paused: timer.paused, entries };
}

describe('the WebSocket, 100,000 generated messages', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService({ extra: UNLIMITED_GUESSES });
    await runningTableWithY3(service.url, TOKEN);
  });
  afterAll(async () => {
    await service.close();
  });

  it('refuses each with a reason, in the documented order, changes nothing, keeps memory flat', async () => {
    const before = await tableNow(service);
    const tally = emptyTally();
    const heap = [heapAfterGc()];
    // Ten rounds of 10,000 on 16 sockets; the heap is sampled between rounds.
    for (let round = 0; round < 10; round++) {
      await fuzzWebSocket(
        service.url,
        { count: 10_000, sockets: 16, seed: 0xf00d + round, token: TOKEN },
        tally,
      );
      heap.push(heapAfterGc());
    }
    const after = await tableNow(service);
    const codes = Object.fromEntries(tally.codes);
    console.log(
      `ws fuzz: ${tally.sent} messages, kinds ${JSON.stringify(Object.fromEntries(tally.kinds))}, ` +
        `refusals ${JSON.stringify(codes)}, closes ${JSON.stringify(Object.fromEntries(tally.closes))}, ` +
        `heap after gc ${heap.map((h) => mb(h.heapUsed).toFixed(1)).join(' ')} MB`,
    );
    expect(tally.sent).toBe(100_000);
    expect(after).toEqual(before);
    expect(tally.laterStates).toBe(0);
    expect(tally.accepted).toBe(0);
    expect(tally.withoutReason).toBe(0);
    expect(tally.wrongRefusals).toEqual([]);
    expect(tally.codes.get('server/error') ?? 0).toBe(0);
    // Every message answered: a result each, or the socket closed for its size.
    const results = [...tally.codes.values()].reduce((sum, n) => sum + n, 0);
    const closes = [...tally.closes.values()].reduce((sum, n) => sum + n, 0);
    expect(results + closes).toBe(tally.sent);
    expect(closes).toBeGreaterThan(50);
    expect(tally.closes.get(1009)).toBe(closes);
    // The right token gets through to the budget; its many refusals are the rate limit.
    expect(tally.codes.get('rate/limited') ?? 0).toBeGreaterThan(1000);
    // A leak of even 100 bytes a message would add 10 MB over the run.
    const warm = heap[1]?.heapUsed ?? 0;
    const last = heap[heap.length - 1]?.heapUsed ?? 0;
    expect(mb(last - warm)).toBeLessThan(8);
    const health = await service.app.inject('/api/health');
    expect(health.json()).toMatchObject({ service: 'ok' });
  }, 180_000);
});

/**
 * A line the link must drop: random bytes, a near miss or a huge line, kept only when
 * every piece of it is refused by the codec. (A near miss that is a valid frame, say two
 * seq digits swapped, is a real event to the link: no link can tell, see the codec test.)
 */
function garbage(random: Random): string {
  for (;;) {
    const roll = random();
    const line =
      roll < 0.5
        ? `${randomLine(random).replace(/\n$/, '')}\n`
        : roll < 0.97
          ? nearMiss(random, validLine(random, 'box')).line
          : hugeLine(random, 20_000);
    const pieces = line.split('\n').slice(0, -1);
    if (line.endsWith('\n') && pieces.every((piece) => !decodeBoxLine(piece).ok)) return line;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the serial link through a real pty, garbage between real presses', () => {
  let rig: BoxTable;
  let service: Service;
  let box: ScriptedBox;
  beforeAll(async () => {
    rig = await boxTable({ started: true });
    ({ service, box } = rig);
    expect(tableState(service).phase).toBe('running');
  }, 20_000);
  afterAll(async () => {
    await rig?.close();
  });

  /** START held or pressed, whichever changes the phase; resolves once the table has it. */
  async function press(): Promise<void> {
    const pausing = tableState(service).phase === 'running';
    box.press('START', pausing ? 'LONG' : 'PRESS');
    const phase = pausing ? 'paused' : 'running';
    await waitFor(`the press to ${phase}`, () => tableState(service).phase === phase, 10_000);
  }

  const entries = async () => (await tableNow(service)).entries;

  it('drops every bad line, applies every press once, and keeps its memory', async () => {
    const link = service.app.box.link;
    if (!link) throw new Error('no link');
    const random = seeded(0x11ce);
    const startEntries = await entries();
    let presses = 0;
    let garbageLines = 0;
    const round = async () => {
      let chunk = '';
      for (let i = 0; i < 400; i++) chunk += garbage(random);
      garbageLines += 400;
      box.write(chunk);
      await press();
      presses++;
    };
    for (let i = 0; i < 5; i++) await round();
    const heapBefore = heapAfterGc();
    const garbledBefore = link.counters.garbled;
    for (let i = 0; i < 40; i++) await round();
    await waitFor('the link to read it all', () => link.counters.garbled >= garbageLines);
    const heapAfter = heapAfterGc();
    expect(link.counters.garbled - garbledBefore).toBeGreaterThanOrEqual(40 * 400);

    // A megabyte with no newline over four seconds, from a box gone quiet but for that
    // babble (longer than the link's 3 s of silence): the parser holds the partial line
    // until the watchdog drops the port, which frees it; then the box comes back.
    await box.detach();
    const babble = createWriteStream(rig.pty.box, { encoding: 'latin1' });
    const states: string[] = [];
    const onStatus = (status: { state: string }) => states.push(status.state);
    link.on('status', onStatus);
    const quietHeap = heapAfterGc();
    let heldAtPeak = 0;
    for (let i = 0; i < 16; i++) {
      babble.write(
        Array.from({ length: 64 * 1024 }, () => String.fromCharCode(int(random, 14, 255))).join(''),
      );
      await sleep(250);
      if (i === 9) heldAtPeak = heapAfterGc().external - quietHeap.external;
    }
    babble.end('\n');
    await new Promise<void>((resolve) => babble.once('close', () => resolve()));
    await box.attach(rig.pty.box);
    await waitFor('the link back', () => link.status.connected, 10_000);
    link.off('status', onStatus);
    expect(states).toContain('retrying');
    for (let i = 0; i < 5; i++) await round();
    await sleep(300);
    expect((await entries()) - startEntries).toBe(presses);
    const heapEnd = heapAfterGc();
    console.log(
      `link fuzz: ${garbageLines} bad lines and 1 MB without newline (about ${mb(heldAtPeak).toFixed(1)} MB held 2.5 s in, ` +
        `freed when the 3 s watchdog dropped the port), ${presses} presses applied once; ` +
        `garbled ${link.counters.garbled}, duplicates ${link.counters.duplicates}, handshakes ${link.counters.handshakes}; ` +
        `heap after gc ${mb(heapBefore.heapUsed).toFixed(1)} → ${mb(heapAfter.heapUsed).toFixed(1)} → ${mb(heapEnd.heapUsed).toFixed(1)} MB, ` +
        `buffers ${mb(heapBefore.external).toFixed(1)} → ${mb(heapEnd.external).toFixed(1)} MB`,
    );
    expect(mb(heapAfter.heapUsed - heapBefore.heapUsed)).toBeLessThan(4);
    expect(mb(heapEnd.heapUsed - heapBefore.heapUsed)).toBeLessThan(4);
    expect(mb(heapEnd.external - heapBefore.external)).toBeLessThan(2);
    expect((await service.app.inject('/api/health')).json()).toMatchObject({ service: 'ok' });
  }, 180_000);
});
