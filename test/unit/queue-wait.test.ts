// The queue's wait (server/queue/wait.ts): the median length of this table's last five games of
// the same game, finished or ended early; a game under way counts for its clock's time left.
import { describe, expect, it } from 'vitest';
import {
  GUESSED_GAME_MS,
  medianLength,
  tableLeftMs,
  waitMinutes,
} from '../../server/queue/wait.ts';
import type { AnyGameModule } from '../../src/game.ts';
import type { HistoryEntry } from '../../src/report.ts';

const MIN = 60_000;
function entry(over: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: 'x',
    table: '1',
    game: 'apophis',
    createdAt: 0,
    updatedAt: 0,
    durationMs: 10 * MIN,
    status: 'over',
    ending: null,
    phase: 'won',
    setup: { players: 2, difficulty: null, variant: null },
    actions: 5,
    ...over,
  };
}

describe('the wait', () => {
  it('is the median of the newest five games of the same game at the same table', () => {
    const entries = [
      entry({ createdAt: 1, durationMs: 99 * MIN }), // the sixth newest: left out
      ...[8, 12, 10, 20, 9].map((m, i) => entry({ createdAt: 10 + i, durationMs: m * MIN })),
      entry({ createdAt: 50, durationMs: 1 * MIN, table: '2' }),
      entry({ createdAt: 51, durationMs: 1 * MIN, game: 'apogee' }),
      entry({ createdAt: 52, durationMs: 1 * MIN, status: 'playing' }), // unfinished
      entry({
        createdAt: 53,
        durationMs: 2 * MIN,
        status: 'playing',
        endedEarly: { at: 1, by: 'hall' },
      }),
    ];
    // 2 (ended early), 9, 20, 10, 12 → median 10.
    expect(medianLength(entries, '1', 'apophis')).toEqual({ ms: 10 * MIN, games: 5 });
    expect(medianLength(entries.slice(1, 3), '1', 'apophis')).toEqual({ ms: 10 * MIN, games: 2 });
    expect(medianLength([], '1', 'apophis')).toEqual({ ms: GUESSED_GAME_MS, games: 0 });
  });

  it('counts the game under way for its clock, a lobby for a whole game, an ended one for nothing', () => {
    const clocked = {
      boxClock: () => ({ remainingMs: 4 * MIN, running: true }),
    } as unknown as AnyGameModule;
    const untimed = {} as AnyGameModule;
    expect(tableLeftMs(clocked, null, 'playing', 0, 10 * MIN)).toBe(4 * MIN);
    expect(tableLeftMs(untimed, null, 'paused', 0, 10 * MIN)).toBe(5 * MIN);
    expect(tableLeftMs(untimed, null, 'lobby', 0, 10 * MIN)).toBe(10 * MIN);
    expect(tableLeftMs(untimed, null, 'over', 0, 10 * MIN)).toBe(0);
    expect(waitMinutes(1, 4 * MIN, 10 * MIN)).toBe(4);
    expect(waitMinutes(3, 4 * MIN, 10 * MIN)).toBe(24);
  });
});
