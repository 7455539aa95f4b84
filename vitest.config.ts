// Two tiers of the same suites. `unit`: the pure core, the codec and the screens' components,
// in-process and quick (`npm run test:unit`). `integration`: real processes, ptys, files,
// compilers and Chromium, after a check that the machine has the tools they spawn.
// `npm test` runs both.
import { defineConfig } from 'vitest/config';

const TESTS = '**/*.test.{ts,tsx}';
const UNIT = ['core', 'display', 'games', 'unit'].map((folder) => `test/${folder}/${TESTS}`);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // happy-dom is chosen per file, by a `@vitest-environment` comment.
        // A timeout only catches a hang: the exhaustive odds checks take ~1 s alone, several
        // under CI's load beside the integration tier, so 5 s is too near.
        test: { name: 'unit', include: UNIT, testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Real processes and ports on a shared machine: a timeout catches a hang, not a slow run.
          testTimeout: 30_000,
          include: [`test/${TESTS}`],
          exclude: UNIT,
          globalSetup: ['test/machine.ts', 'test/build-server.ts'],
        },
      },
    ],
  },
});
