// Load: 200 WebSocket displays (in a child process) for a full minute while a scripted box
// on a socat pty pauses or resumes the game every 50 ms; from the line written to the last
// display having the state, and the service's heap after gc. test/robust/load.test.ts runs
// the same for 25 s. Prints `name: value unit` lines (see bench/README.md).
import { mb } from '../test/robust/load-memory.ts';
import { percentile, runLoad } from '../test/robust/load-run.ts';

const DISPLAYS = 200;
const figures = await runLoad({
  displays: DISPLAYS,
  durationMs: 60_000,
  everyMs: 50,
  warmUp: 100,
  newGameEvery: 100,
  log: true,
});
if (figures.incomplete > 0 || figures.dropped > 0)
  throw new Error(`${figures.incomplete} presses missed a display; ${figures.dropped} dropped`);
for (const p of [50, 99]) {
  const value = percentile(figures.lastDisplay, p / 100);
  console.log(`load_line_to_all_${DISPLAYS}_displays_p${p}: ${value.toFixed(3)} ms`);
}
console.log(
  `load_line_to_first_display_p50: ${percentile(figures.firstDisplay, 0.5).toFixed(3)} ms`,
);
console.log(`load_presses: ${figures.lastDisplay.length} count`);
console.log(`load_heap_after_warm_up: ${mb(figures.heapAfterWarmUp.heapUsed).toFixed(1)} MB`);
console.log(`load_heap_at_end: ${mb(figures.heapAtEnd.heapUsed).toFixed(1)} MB`);
const peak = Math.max(...figures.heapTrend, figures.heapAtEnd.heapUsed);
console.log(`load_heap_peak_growth: ${mb(peak - figures.heapAfterWarmUp.heapUsed).toFixed(1)} MB`);
