// Load: 200 WebSocket displays (in a child process) for a full minute while a scripted box
// on a socat pty pauses or resumes the game every 50 ms; from the line written to the last
// display having the state, and the service's heap after gc. test/robust/load.test.ts runs
// the same for 25 s. Prints `name: value unit` lines (see bench/README.md).
import { loadFigureLines, runLoad } from '../test/robust/load-run.ts';
import { scaled } from './quick.ts';

const DISPLAYS = scaled(200, 10);
const figures = await runLoad({
  displays: DISPLAYS,
  durationMs: scaled(60_000, 3_000),
  everyMs: 50,
  warmUp: scaled(100, 5),
  newGameEvery: 100,
  log: true,
});
for (const line of loadFigureLines('load', DISPLAYS, figures)) console.log(line);
