// The dice's honesty from real log files: a box whose d6 favours the six (20 % instead of
// 16.7 %) over 6,000 rolls is flagged with p < 0.001; a fair seeded die over as many passes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHistory } from '../../server/stats/index.ts';
import { GAMES } from '../../src/games/index.ts';
import { seededRandom } from '../../src/random.ts';
import type { StatsResponse } from '../../src/report.ts';
import { ApophisPlay, d, writeLog } from './logs.ts';

const T = Date.UTC(2026, 10, 22, 20, 0, 0);
const GAMES_EACH = 10;
const ROLLS_EACH = 600;

/** A d6 showing a six 20 % of the time and each other face 16 %. */
function favouringSix(random: () => number): () => number {
  return () => {
    const r = random();
    return r < 0.2 ? 6 : 1 + Math.min(4, Math.floor((r - 0.2) / 0.16));
  };
}

/** `ROLLS_EACH` launches of Y3 alone: one accuracy die each (R13), Apophis never damaged. */
function rollingGame(createdAt: number, die: () => number) {
  const play = new ApophisPlay(createdAt, { players: 1, variant: 'basic', timerSeconds: 3600 });
  play.next((t) => ({ type: 'start', at: t }));
  for (let i = 0; i < ROLLS_EACH; i += 1) play.launch(['Y3'], die);
  return play.actions;
}

let root: string;
let stats: StatsResponse;
const faces = { biased: [0, 0, 0, 0, 0, 0], fair: [0, 0, 0, 0, 0, 0] };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'apophis-honesty-'));
  const dir = join(root, 'games');
  const biased = favouringSix(seededRandom(7));
  const fair = d(6, seededRandom(11));
  const count = (die: () => number, into: number[]) => () => {
    const face = die();
    into[face - 1] = (into[face - 1] ?? 0) + 1;
    return face;
  };
  for (let g = 0; g < GAMES_EACH; g += 1) {
    const at = T + g * 3_600_000;
    const stamp = new Date(at).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    writeLog(dir, {
      id: `${stamp}-bias`,
      createdAt: at,
      game: 'apophis',
      actions: rollingGame(at, count(biased, faces.biased)),
      box: { source: 'serial', id: '/dev/ttyACM0', firmware: '2.0.0' },
    });
    writeLog(dir, {
      id: `${stamp}-fair`,
      createdAt: at + 1000,
      game: 'apophis',
      actions: rollingGame(at + 1000, count(fair, faces.fair)),
      box: { source: 'virtual', id: 'virtual', firmware: '2.0.0' },
    });
  }
  stats = await new GameHistory(() => [
    { table: '1', store: { gamesDir: dir, games: GAMES } },
  ]).stats();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the dice honesty over 6,000 rolls', () => {
  it('counts every die of every log of each box, as the dice fell', () => {
    const serial = stats.dice.find((die) => die.box === '/dev/ttyACM0');
    const virtual = stats.dice.find((die) => die.box === 'virtual');
    expect(serial?.counts).toEqual(faces.biased);
    expect(virtual?.counts).toEqual(faces.fair);
    expect(serial?.rolls).toBe(6000);
    expect(virtual?.rolls).toBe(6000);
  });

  it('flags the die that favours the six: p below 0.001, unfair', () => {
    const serial = stats.dice.find((die) => die.box === '/dev/ttyACM0');
    // Recomputed here from the counts: Σ (n − 1000)² / 1000.
    const chi = faces.biased.reduce((sum, n) => sum + (n - 1000) ** 2 / 1000, 0);
    expect(serial?.chiSquare).toBeCloseTo(chi, 9);
    expect(chi).toBeGreaterThan(20.515); // the 0.001 point of 5 degrees of freedom
    expect(serial?.p).toBeLessThan(0.001);
    expect(serial?.verdict).toBe('unfair');
  });

  it('passes the fair die', () => {
    const virtual = stats.dice.find((die) => die.box === 'virtual');
    const chi = faces.fair.reduce((sum, n) => sum + (n - 1000) ** 2 / 1000, 0);
    expect(virtual?.chiSquare).toBeCloseTo(chi, 9);
    expect(chi).toBeLessThan(15.086); // below the 0.01 point of 5 degrees of freedom
    expect(virtual?.p).toBeGreaterThan(0.01);
    expect(virtual?.verdict).toBe('fair');
    expect(stats.typed).toEqual([]);
  });
});
