// bench/taps.ts in its quick mode (quick.test.ts says why every bench runs in npm test), in a file
// of its own so that the paced group runs it beside the other paced benches: its screens are its
// own build (test/e2e/browser.ts), never the dist/display the display bench rebuilds.
import { describe } from 'vitest';
import { quickRuns } from './run-bench.ts';

describe('the taps bench in its quick mode', () => {
  quickRuns(['taps.ts']);
});
