// Lossy link: the real firmware in avr8js on one pty pair, the server's BoxLink on
// another, and a relay between them that faults more than one line in ten each way.
// Every event the firmware sent must be delivered once, in the order it was sent,
// and the BTN events must be exactly the presses made on the board's pins.
// `APOPHIS_SEED=… npx vitest run test/robust/lossy-link.test.ts` replays a seed's
// faults and presses (timing on a shared machine still varies).
import { describe, expect, it } from 'vitest';
import { seedFromEnv } from './crash-oracle.ts';
import { runLossyLink } from './lossy-scenario.ts';

/**
 * About 35 s here: the board runs at real time, so its resends are a real box's.
 * `bench/lossy-link.ts` plays more and prints the send-to-delivery percentiles.
 */
const PRESSES = 200;

describe('lossy link', () => {
  it('every press on the pins is applied exactly once, in order, through a relay faulting >10% of lines each way', async () => {
    const seed = seedFromEnv();
    console.log(`lossy link seed: ${seed}`);
    const run = await runLossyLink({ presses: PRESSES, seed });
    console.log(run.figures.join('\n'));

    // The wire was as bad as promised, both ways, with every kind of fault.
    for (const direction of [run.boxToServer, run.serverToBox]) {
      expect(direction.faulted / direction.lines).toBeGreaterThanOrEqual(0.1);
      for (const count of [
        direction.dropped,
        direction.duplicated,
        direction.reordered,
        direction.corrupted,
        direction.split,
      ])
        expect(count).toBeGreaterThan(0);
    }
    // The faults reached the protocol: the box resent, the link refused and waited.
    expect(run.box.resent).toBeGreaterThan(0);
    expect(run.link.garbled).toBeGreaterThan(0);
    expect(run.link.duplicates).toBeGreaterThan(0);
    expect(run.link.held).toBeGreaterThan(0);

    // Every problem is a sentence: overflow, restarts, missing, doubled or displaced events.
    expect(run.problems).toEqual([]);
    expect(run.box.overflows).toBe(0);
    expect(run.delivered).toEqual(run.sent);
    expect(run.delivered.filter((event) => event.includes(' BTN '))).toHaveLength(PRESSES);
    expect(run.link.late).toBe(0);
  }, 120_000);
});
