// Lossy link: the real firmware (protocol v2) in avr8js at real time on one socat pty
// pair, the server's BoxLink on another, and a relay faulting about 16% of lines each way
// (test/robust/lossy-scenario.ts). Every event must be delivered once and in order; the
// send-to-delivery p99 should stay within 300 ms (a lost event waits for the box's 250 ms
// resend, or less when a later event's ACK shows the gap). A control run with the link's
// wait for gaps turned off shows what ordering is for. Then the dice proof through the same
// cable (test/robust/lossy-proof.ts): a game on the firmware 2.1 with the whole service, its
// log checked line by line against what the box said and by `apophis verify`.
// Prints `name: value unit` lines. LOSSY_PRESSES (default 600) and APOPHIS_SEED choose the run.
import { seedFromEnv } from '../test/robust/crash-oracle.ts';
import { runLossyProof } from '../test/robust/lossy-proof.ts';
import { runLossyLink } from '../test/robust/lossy-scenario.ts';
import { scaled } from './quick.ts';

const presses = Number(process.env.LOSSY_PRESSES ?? scaled(600, 20));
if (!Number.isSafeInteger(presses) || presses < 1)
  throw new Error(`LOSSY_PRESSES=${process.env.LOSSY_PRESSES} is not a whole number of presses`);
const seed = seedFromEnv();

const run = await runLossyLink({ presses, seed });
console.log(`lossy_seed: ${seed} seed`);
for (const line of run.figures) console.log(line);
for (const problem of run.problems) console.error(`lossy link: ${problem}`);

const control = await runLossyLink({ presses: scaled(200, 20), seed, orderWaitMs: 0 });
const misplaced = control.delivered.filter((event, i) => event !== control.sent[i]).length;
console.log(`lossy_control_presses_without_order_wait: ${control.presses} presses`);
console.log(`lossy_control_events_out_of_place_without_order_wait: ${misplaced} events`);
console.log(`lossy_control_applied_in_order_without_order_wait: ${control.inOrder ? 'yes' : 'no'}`);

const proof = await runLossyProof({
  seed,
  lobbyRolls: 2,
  refusedRolls: 1,
  boxRolls: scaled(12, 3),
});
for (const line of proof.figures) console.log(line);
for (const problem of proof.problems) console.error(`lossy proof: ${problem}`);

if (!run.exactlyOnce || !run.inOrder || proof.problems.length > 0) process.exitCode = 1;
