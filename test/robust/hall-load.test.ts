// The convention hall under load, short (bench/hall.ts runs 8 tables × 25 displays for a
// minute): 3 tables on one service, each with its own scripted box on its own pty and 5
// displays, every box pressing START every 250 ms for 10 s. Every press must reach every
// display of its own table, and no display may get a state of another table's game. Times
// are printed, not asserted (the machine is shared).
import { describe, expect, it } from 'vitest';
import { percentile, runLoad } from './load-run.ts';

const TABLES = 3;
const DISPLAYS = 5;

describe('3 tables × 5 displays while every box presses every 250 ms', () => {
  it("every press reaches every display of its table, and none of another table's", async () => {
    const figures = await runLoad({
      tables: TABLES,
      displays: DISPLAYS,
      durationMs: 10_000,
      everyMs: 250,
      warmUp: 8,
      newGameEvery: 20,
    });
    console.log(
      `hall load: ${figures.presses} presses on ${TABLES} tables × ${DISPLAYS} displays, line → last display ` +
        `p50 ${percentile(figures.lastDisplay, 0.5).toFixed(2)} ms, p99 ${percentile(figures.lastDisplay, 0.99).toFixed(2)} ms; ` +
        `states at another table's displays: ${figures.crossTable}`,
    );
    expect(figures.dropped).toBe(0);
    expect(figures.crossTable).toBe(0);
    // 10,000 / 250 = 40 presses a box, the first 8 not timed: 32 a table, every one complete.
    expect(figures.presses).toBe(120);
    expect(figures.incomplete).toBe(0);
    expect(figures.lastDisplay).toHaveLength(96);
    expect(
      figures.tables.map((table) => [table.id, table.lastDisplay.length, table.foreign]),
    ).toEqual([
      ['1', 32, 0],
      ['2', 32, 0],
      ['3', 32, 0],
    ]);
    // Each table's displays saw its two games (the first, and the new one at press 20): the
    // check had states of more than one game to tell apart.
    expect(figures.tables.map((table) => table.games)).toEqual([2, 2, 2]);
  }, 60_000);
});
