// A child process for the crash test: creates a game in DIR, then appends up to
// COUNT actions, printing each entry's `n` once its append has resolved (fsynced).
// The parent kills it with SIGKILL at a random moment.

import { GameStore } from '../../server/store/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';

const [dir, countText] = process.argv.slice(2);
if (!dir || !countText) throw new Error('usage: appender.ts DIR COUNT');
const store = new GameStore({ dir });
await store.open();
const t0 = Date.UTC(2026, 10, 21, 19, 40, 0);
const log = await store.create(a.newGame(t0, { players: 2, variant: 'basic' }));
process.stdout.write(`game ${log.id}\n1\n`);
for (let n = 2; n <= Number(countText); n += 1) {
  // Any action will do: the store stores, the reducer judges.
  await log.append(n % 2 ? a.roll(t0 + n, 1 + (n % 6), 'hand') : a.build(t0 + n, 'Y3'));
  process.stdout.write(`${n}\n`);
}
await log.close();
