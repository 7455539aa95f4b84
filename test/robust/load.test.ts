// Load: 200 big screens watching while the box pauses and resumes the game every 50 ms.
// Every press must reach every screen, and the service's heap must not grow. The time
// figures are printed, not asserted (the machine is shared): bench/load.ts runs the full
// minute and prints them as figures; this test runs 25 s to stay well under a minute.
import { describe, expect, it } from 'vitest';
import { mb } from './load-memory.ts';
import { percentile, runLoad } from './load-run.ts';

const DISPLAYS = 200;

describe('200 displays while the box presses every 50 ms', () => {
  it('every state reaches every display, and the heap stays flat', async () => {
    const figures = await runLoad({
      displays: DISPLAYS,
      durationMs: 25_000,
      everyMs: 50,
      warmUp: 100,
      newGameEvery: 100,
    });
    const grew = mb(figures.heapAtEnd.heapUsed - figures.heapAfterWarmUp.heapUsed);
    console.log(
      `load: ${figures.presses} presses, ${DISPLAYS} displays, line → last display ` +
        `p50 ${percentile(figures.lastDisplay, 0.5).toFixed(2)} ms, p99 ${percentile(figures.lastDisplay, 0.99).toFixed(2)} ms, ` +
        `max ${Math.max(...figures.lastDisplay).toFixed(2)} ms; first display p50 ${percentile(figures.firstDisplay, 0.5).toFixed(2)} ms; ` +
        `heap after gc ${mb(figures.heapAfterWarmUp.heapUsed).toFixed(1)} → ${mb(figures.heapAtEnd.heapUsed).toFixed(1)} MB`,
    );
    expect(figures.dropped).toBe(0);
    expect(figures.incomplete).toBe(0);
    expect(figures.lastDisplay).toHaveLength(figures.presses - 100);
    // Generous: a press that took a second to show would be a freeze at the table, not noise.
    expect(percentile(figures.lastDisplay, 0.99)).toBeLessThan(1000);
    // After the warm-up only the JIT's code should still grow: well under 4 MB (a leak of
    // one state message a press would be over 1 MB here).
    expect(grew).toBeLessThan(4);
  }, 60_000);
});
