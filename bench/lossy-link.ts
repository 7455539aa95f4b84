// The lossy-link scenario with thousands of presses: the real firmware in avr8js on
// one socat pty pair, the BoxLink on another, a relay faulting >10% of lines each way
// (test/robust/lossy-scenario.ts). The board runs ~3x real time, so its 250 ms resends
// come ~3x as often against the link's 1 s wait: a second run scales the wait down by
// the board's speed, as a real-time box would see it. A control run with the wait
// turned off shows what it is for.
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

const speed = run.box.simulatedMs / run.box.wallMs;
const scaledWaitMs = Math.round(1000 / speed);
const scaled = await runLossyLink({ presses: 600, seed: seed + 1, orderWaitMs: scaledWaitMs });
console.log(`lossy_realtime_wait_ms: ${scaledWaitMs} ms`);
console.log(`lossy_realtime_wait_presses: ${scaled.presses} presses`);
console.log(`lossy_realtime_wait_events_held: ${scaled.link.held} events`);
console.log(`lossy_realtime_wait_events_late: ${scaled.link.late} events`);
console.log(`lossy_realtime_wait_applied_in_order: ${scaled.inOrder ? 'yes' : 'no'}`);

const control = await runLossyLink({ presses: 300, seed, orderWaitMs: 0 });
const misplaced = control.delivered.filter((event, i) => event !== control.sent[i]).length;
console.log(`lossy_control_presses_without_order_wait: ${control.presses} presses`);
console.log(`lossy_control_events_out_of_place_without_order_wait: ${misplaced} events`);
console.log(`lossy_control_applied_in_order_without_order_wait: ${control.inOrder ? 'yes' : 'no'}`);

if (!run.exactlyOnce || !run.inOrder) process.exitCode = 1;
