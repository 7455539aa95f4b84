// Three tiers of the same suites, in five projects and two groups (vitest's `sequence.groupOrder`:
// a group runs once the one before it has ended; the projects of one group run side by side and
// must share one worker count).
//
// Group 1, six workers on this two-core machine: `unit`, the pure core and the codec, and
// `screens`, the screens' components, in-process, quick and busy (`npm run test:unit` runs those
// two alone); beside them `integration`, real processes, ptys, files and compilers that mostly
// wait (a pty's heartbeat, a lossy link, an unplugged cable, a child killed and restarted: 80–96%
// idle), so the unit files use the cores the waiting ones leave.
// Group 2, two workers: `paced`, the files paced by the wall clock: Debian's Chromium (e2e), the
// firmware running in avr8js or simavr, and the services whose box is the virtual one. Each keeps
// a core busy: at three workers each ran 1.5 times slower, and beside the first group (one group
// of eight, two paced turns) the waiting files starved past their timeouts. Their own group, so a
// page's frames and the simulated Uno never share the machine with the first group's bursts.
// In each group the slowest files start first (test/sequencer.ts), so the workers end together.
//
// The files of a project share their worker's modules (`isolate: false`): a worker imports the
// service's sources once for all the files it runs, not once a file (the first group was CPU-bound,
// and its imports took a third of its CPU). A file that replaces a module (`vi.mock`) needs
// modules of its own: it is in `MOCKED`, run isolated beside the first group. So are the screens'
// components (`screens`): their model is module state (the language, the table, the notices) that
// a file sets and the next would inherit.
//
// Every integration file starts with `machine.ts` (the tools they spawn are there) and
// `build-server.ts` (the compiled service and the screens, built once for all files).
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './test/sequencer.ts';

const TESTS = '**/*.test.{ts,tsx}';
const UNIT = ['core', 'games', 'unit'].map((folder) => `test/${folder}/${TESTS}`);
/** The screens' components in happy-dom: each file on a fresh model (the language, the table). */
const SCREENS = [`test/display/${TESTS}`];
/** Paced by the wall clock or held by the CPU: two at a time, after the rest. */
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
/** Files that replace a module with `vi.mock`: their own modules, in a fresh worker each. */
const MOCKED = ['test/store/ids.test.ts'];

export default defineConfig({
  test: {
    // The slowest files first, by their seconds in the last full run (test/sequencer.ts).
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
          isolate: false,
          testTimeout: 60_000,
          maxWorkers: 6,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          include: SCREENS,
          testTimeout: 60_000,
          maxWorkers: 6,
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
          exclude: [...UNIT, ...SCREENS, ...PACED, ...MOCKED],
          isolate: false,
          globalSetup: SETUP,
          maxWorkers: 6,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'mocked',
          include: MOCKED,
          testTimeout: 30_000,
          maxWorkers: 6,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'paced',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: PACED,
          globalSetup: SETUP,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
