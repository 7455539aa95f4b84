// The benches that mostly wait (ptys, sockets, children killed and restarted, a broker), each in
// its quick mode as quick.test.ts says: beside the integration tier, whose files wait alike.
import { describe } from 'vitest';
import { BENCHES, PACED_BENCHES, quickRuns } from './run-bench.ts';

describe('every bench that waits, in its quick mode', () => {
  quickRuns(BENCHES.filter((bench) => !PACED_BENCHES.includes(bench)));
});
