// The table's clock on injected wall and monotonic clocks: a wall-clock step moves neither a
// running game's time nor its deadline, is noticed once, and a resumed game runs on from its mark.
import { describe, expect, it } from 'vitest';
import { STEP_MS, TableClock } from '../../server/clock.ts';

/** A wall clock and a monotonic one the test moves by hand. */
function clocks(wall = Date.UTC(2026, 10, 26, 20, 0, 0)) {
  const now = { wall, monotonic: 5_000 };
  return {
    now,
    sources: { wall: () => now.wall, monotonic: () => now.monotonic },
    /** Real time passes: both clocks move. */
    pass(ms: number) {
      now.wall += ms;
      now.monotonic += ms;
    },
  };
}

describe('the table clock', () => {
  it('follows the monotonic clock: the wall stepped +1 h or −1 h mid-game moves nothing', () => {
    const c = clocks();
    const table = new TableClock(0, c.sources);
    const start = table.now();
    expect(start).toBe(c.now.wall);
    const deadline = start + 10 * 60_000; // a 10-minute game
    c.pass(60_000);
    c.now.wall += 3_600_000; // NTP steps the wall clock forward an hour
    expect(deadline - table.now()).toBe(9 * 60_000);
    c.pass(30_000);
    c.now.wall -= 2 * 3_600_000; // and back past where it was
    expect(deadline - table.now()).toBe(8.5 * 60_000);
  });

  it('notices a step once and keeps its offset; a correction under STEP_MS is followed', () => {
    const c = clocks();
    const table = new TableClock(0, c.sources);
    c.pass(1000);
    c.now.wall += STEP_MS; // a small correction: followed, no step
    expect(table.step()).toBeNull();
    expect(table.now()).toBe(c.now.wall);
    c.now.wall += 3_600_000;
    const mark = table.step();
    expect(mark).toEqual({ wall: c.now.wall, table: c.now.wall - 3_600_000 });
    expect(table.offsetMs).toBe(-3_600_000);
    expect(table.step()).toBeNull(); // told once
    c.pass(5000);
    expect(table.step()).toBeNull();
    expect(table.mark()).toEqual({ wall: c.now.wall, table: c.now.wall - 3_600_000 });
  });

  it('a restart after a step resumes with the right time left', () => {
    const c = clocks();
    const before = new TableClock(0, c.sources);
    const deadline = before.now() + 10 * 60_000;
    c.pass(2 * 60_000);
    c.now.wall += 3_600_000; // the Pi learns the real date
    const mark = before.step();
    expect(mark).not.toBeNull();
    c.pass(60_000); // the service is restarted a minute later
    const after = new TableClock(0, c.sources);
    after.resumeFrom(mark);
    // 10 minutes, less 2 before the step and 1 after: 7 left, not "time is up".
    expect(deadline - after.now()).toBe(7 * 60_000);
    // Without a mark (a log written before any step) the table's time is the wall's.
    after.resumeFrom(null);
    expect(after.now()).toBe(c.now.wall);
  });
});
