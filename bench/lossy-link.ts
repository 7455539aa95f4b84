// The lossy-link scenario with thousands of presses: the real firmware in avr8js on
// one socat pty pair, the BoxLink on another, a relay faulting >10% of lines each way
// (test/robust/lossy-scenario.ts). Then a shorter control run with the link's wait
// for missing lines turned off, to show what that wait is for.
// Prints `name: value unit` lines. LOSSY_PRESSES (default 2000) and APOPHIS_SEED choose the run.
import { seedFromEnv } from '../test/robust/crash-oracle.ts';
import { runLossyLink } from '../test/robust/lossy-scenario.ts';

const presses = Number(process.env.LOSSY_PRESSES ?? 2000);
if (!Number.isSafeInteger(presses) || presses < 1)
  throw new Error(`LOSSY_PRESSES=${process.env.LOSSY_PRESSES} is not a whole number of presses`);
const seed = seedFromEnv();

const run = await runLossyLink({ presses, seed });
console.log(`lossy_seed: ${seed} seed`);
for (const line of run.figures) console.log(line);
for (const problem of run.problems) console.error(`lossy link: ${problem}`);

const control = await runLossyLink({ presses: 300, seed, orderWaitMs: 0 });
const misplaced = control.delivered.filter((event, i) => event !== control.sent[i]).length;
console.log(`lossy_control_presses_without_order_wait: ${control.presses} presses`);
console.log(`lossy_control_events_out_of_place_without_order_wait: ${misplaced} events`);
console.log(`lossy_control_applied_in_order_without_order_wait: ${control.inOrder ? 'yes' : 'no'}`);

if (!run.exactlyOnce || !run.inOrder) process.exitCode = 1;
