// Dice anyone can audit, on the committed .hex in avr8js (the virtual box the service
// runs): the box commits after HELLO, rolls by the server and by its button, reveals
// on REVEAL, and every roll is recomputed from the revealed seed with Node's crypto
// (proof-audit.ts), indexes without a gap; the fresh commitment differs. DESIGN.md,
// "Dice anyone can audit".
import { describe, expect, it } from 'vitest';
import { CLOCK_HZ, Uno } from '../../server/virtual-box/uno.ts';
import { HEX } from './box-session.ts';
import { audit, ProofServer } from './proof-audit.ts';

const CYCLES_PER_MS = CLOCK_HZ / 1000;

function boot(noiseSeed: number) {
  const uno = Uno.fromHexFile(HEX, { noiseSeed });
  const server = new ProofServer((text) => uno.write(text));
  uno.onLine((line) => server.hear(line));
  uno.run(1500);
  return { uno, server };
}

describe('the dice proof in avr8js', () => {
  it('commits after HELLO, rolls under the commitment, reveals, commits afresh', () => {
    const { uno, server } = boot(7);
    // "COMMIT <C> … after every HELLO".
    expect(server.hellos).toEqual(['0 HELLO apophis-box 2.2.0 2 display,proof,salt']);
    expect(server.commits).toHaveLength(1);
    // Six d6 by the server, two d12 by the ROLL button, a d98, six d99.
    server.command('DICE 6 6');
    server.command('ROLL');
    uno.run(1000);
    server.command('DICE 2 12');
    uno.run(20);
    uno.press('ROLL');
    uno.run(80);
    uno.release('ROLL');
    uno.run(1000);
    // The server says HELLO again (it restarted): the box commits to the same seed
    // and its rolls go on from where they were.
    server.command('HELLO');
    uno.run(50);
    expect(server.commits.map(({ commitment }) => commitment)).toEqual([
      server.commits[0]?.commitment,
      server.commits[0]?.commitment,
    ]);
    server.command('DICE 1 98');
    server.command('ROLL');
    uno.run(1000);
    server.command('DICE 6 99');
    server.command('ROLL');
    uno.run(1000);
    server.command('REVEAL');
    uno.run(200);

    expect(server.bad).toEqual([]);
    expect(server.rolls.map(({ sides, values }) => [sides, values.length])).toEqual([
      [6, 6],
      [12, 2],
      [98, 1],
      [99, 6],
    ]);
    expect(server.seeds).toHaveLength(1);
    const [first, , fresh] = server.commits;
    expect(first && fresh).toBeTruthy();
    if (!first || !fresh) return;
    const [revealed] = server.seeds;
    if (!revealed) return;
    // Every roll from the seed, indexes with no gap, SEED's index where they stopped.
    expect(audit(first.commitment, revealed, server.rolls)).toEqual([]);
    expect(server.rolls[0]?.index).toBe(0);
    // "then draws a fresh seed and sends its COMMIT": after the SEED, and another one.
    expect(fresh.seq).toBe(revealed.seq + 1);
    expect(fresh.commitment).not.toBe(first.commitment);
  });

  it('a second game rolls from @0 under the fresh commitment; a changed value fails the audit', () => {
    const { uno, server } = boot(11);
    server.command('REVEAL'); // a game starts: the lobby's commitment closes
    uno.run(100);
    server.command('DICE 3 6');
    for (let i = 0; i < 3; i++) {
      server.command('ROLL');
      uno.run(900);
    }
    server.command('REVEAL'); // the game ends
    uno.run(100);
    expect(server.bad).toEqual([]);
    expect(server.seeds).toHaveLength(2);
    expect(server.commits).toHaveLength(3);
    const [lobby, game] = server.seeds;
    const commitment = server.commits[1]?.commitment ?? '';
    if (!lobby || !game) return;
    expect(lobby.next).toBe(0); // nothing rolled in the lobby
    expect(server.rolls.map(({ index }) => index)).toEqual([
      0,
      server.rolls[1]?.index,
      server.rolls[2]?.index,
    ]);
    expect(audit(commitment, game, server.rolls)).toEqual([]);
    // The audit can fail: one value changed, one roll dropped, the other seed.
    const changed = server.rolls.map((roll, i) =>
      i === 1 ? { ...roll, values: roll.values.map((v, j) => (j === 0 ? (v % 6) + 1 : v)) } : roll,
    );
    expect(audit(commitment, game, changed)).toEqual([
      expect.stringMatching(/^roll \d+: .*, the seed gives /),
    ]);
    expect(
      audit(
        commitment,
        game,
        [server.rolls[0], server.rolls[2]].flatMap((r) => r ?? []),
      ),
    ).not.toEqual([]);
    expect(audit(commitment, lobby, server.rolls)).not.toEqual([]);
  });

  it('answers a roll of 6 dice within 100 ms of CPU time at 16 MHz', () => {
    const { uno, server } = boot(3);
    let longest = 0;
    uno.onAwake((cycles) => {
      longest = Math.max(longest, cycles);
    });
    server.command('DICE 6 99');
    server.command('ROLL');
    uno.run(1000);
    expect(server.rolls).toHaveLength(1);
    // The pass of the loop that draws the six dice (six SHA-256 blocks or more) and sends the ROLL.
    const ms = longest / CYCLES_PER_MS;
    expect(ms).toBeGreaterThan(6 * 2);
    expect(ms).toBeLessThan(100);
  });
});
