// Dice anyone can audit, on the committed .hex in simavr over a real pty (the second
// simulator): COMMIT after HELLO, rolls, REVEAL → SEED and a fresh COMMIT, and every
// roll recomputed from the revealed seed with Node's crypto (test/firmware/proof-audit.ts),
// indexes without a gap. DESIGN.md, "Dice anyone can audit".
import { randomBytes } from 'node:crypto';
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPort } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { audit, ProofServer } from '../firmware/proof-audit.ts';
import { type SimavrBox, simavrMissing, startSimavrBox } from './simavr-box.ts';

const missing = simavrMissing();
if (missing) console.log(`test/simavr skipped: ${missing}`);

async function until(what: string, done: () => boolean, withinMs = 5000): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`no ${what} within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(missing !== null)('the dice proof in simavr, over a pty', () => {
  let box: SimavrBox | null = null;
  let port: SerialPort | null = null;
  afterEach(async () => {
    const open = port;
    if (open?.isOpen) await new Promise<void>((resolve) => open.close(() => resolve()));
    await box?.stop();
    port = null;
    box = null;
  });

  it('commits, rolls, reveals a seed that recomputes every roll, commits afresh', async () => {
    box = await startSimavrBox({ hold: true, seed: 9 });
    const opened = new SerialPort({ path: box.path, baudRate: 115200, autoOpen: false });
    port = opened;
    await new Promise<void>((resolve, reject) =>
      opened.open((error) => (error ? reject(error) : resolve())),
    );
    opened.on('error', () => {});
    const server = new ProofServer((text) => opened.write(Buffer.from(text, 'latin1')));
    opened
      .pipe(new ReadlineParser({ delimiter: '\n', encoding: 'latin1' }))
      .on('data', (line: string) => server.hear(line));
    box.run();

    await until('HELLO and COMMIT', () => server.commits.length === 1);
    // No display module in this harness: `proof` alone.
    expect(server.hellos).toEqual(['0 HELLO apophis-box 2.2.0 2 proof,salt']);
    server.command('DICE 6 6');
    server.command('ROLL');
    await until('a ROLL of six d6', () => server.rolls.length === 1);
    server.command('DICE 3 98');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await box.press('ROLL');
    await until('a ROLL of three d98', () => server.rolls.length === 2);
    server.command('REVEAL');
    await until('SEED and a fresh COMMIT', () => server.commits.length === 2);

    expect(server.bad).toEqual([]);
    expect(server.rolls.map(({ sides, values }) => [sides, values.length])).toEqual([
      [6, 6],
      [98, 3],
    ]);
    const [first, fresh] = server.commits;
    const [revealed] = server.seeds;
    if (!first || !fresh || !revealed) throw new Error('no commitment or seed');
    expect(server.rolls[0]?.index).toBe(0);
    expect(audit(first.commitment, revealed, server.rolls)).toEqual([]);
    expect(fresh.seq).toBe(revealed.seq + 1);
    expect(fresh.commitment).not.toBe(first.commitment);

    // Firmware 2.2: the table's salt after the fresh COMMIT; the rolls come from S ‖ T ‖ n.
    const salt = randomBytes(16).toString('hex').toUpperCase();
    server.command(`SALT ${salt}`);
    server.command('DICE 2 6');
    server.command('ROLL');
    await until('a salted ROLL', () => server.rolls.length === 3);
    server.command('REVEAL');
    await until('the second SEED', () => server.seeds.length === 2);
    const second = server.seeds[1];
    if (!second) throw new Error('no second seed');
    const salted = server.rolls.slice(2);
    expect(audit(fresh.commitment, second, salted, salt)).toEqual([]);
    expect(audit(fresh.commitment, second, salted)).not.toEqual([]);
  }, 30_000);
});
