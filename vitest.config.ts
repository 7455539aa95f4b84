// Three tiers of the same suites, run side by side (one `sequence.groupOrder`, so one worker
// count, WORKERS in test/paced.ts):
//
// - `unit`: the pure core, the codec and the screens' components, in-process, quick and busy
//   (`npm run test:unit` runs it alone);
// - `integration`: real processes, ptys, files and compilers that mostly wait (a pty's heartbeat,
//   a lossy link, an unplugged cable, a child killed and restarted: 80–96% idle);
// - `paced`: the files paced by the wall clock, each keeping a core busy: Debian's Chromium
//   (e2e), the firmware running in avr8js or simavr, the services whose box is the virtual one.
//   At most PACED_AT_ONCE of them run at a time (a turn each, test/paced-turn.ts), so a page's
//   frames and the simulated Uno keep their core while the waiting files run beside them.
//
// The order is planned from each file's seconds in the last full run (test/sequencer.ts): the
// slowest first, so that the workers end together.
//
// Every integration file starts with `machine.ts` (the tools they spawn are there) and
// `build-server.ts` (the compiled service and the screens, built once for all files).
import { defineConfig } from 'vitest/config';
import { WORKERS } from './test/paced.ts';
import { SlowestFirst } from './test/sequencer.ts';

const TESTS = '**/*.test.{ts,tsx}';
const UNIT = ['core', 'display', 'games', 'unit'].map((folder) => `test/${folder}/${TESTS}`);
/** Paced by the wall clock or held by the CPU: PACED_AT_ONCE at a time, beside the rest. */
export const PACED = [
  `test/e2e/${TESTS}`,
  `test/firmware/${TESTS}`,
  `test/simavr/${TESTS}`,
  'test/server/*virtual*.test.ts',
  'test/hall/hall-page.test.ts',
  'test/bench/quick.test.ts',
  'test/bench/quick-taps.test.ts',
];
const SETUP = ['test/machine.ts', 'test/build-server.ts'];

export default defineConfig({
  test: {
    // The order planned from each file's seconds in the last full run (test/sequencer.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        // happy-dom is chosen per file, by a `@vitest-environment` comment.
        // A timeout only catches a hang: the exhaustive odds checks take ~1 s alone, several
        // under CI's load beside the integration tier, so 5 s is too near.
        test: {
          name: 'unit',
          include: UNIT,
          testTimeout: 60_000,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Real processes and ports on a shared machine: a timeout catches a hang, not a slow run.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: [`test/${TESTS}`],
          exclude: [...UNIT, ...PACED],
          globalSetup: SETUP,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'paced',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: PACED,
          globalSetup: SETUP,
          setupFiles: ['test/paced-turn.ts'],
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
