// The convention hall (issue 14): 8 tables on one service, each with its own scripted box
// on its own socat pty and 25 WebSocket displays (all 200 in a child process), every box
// pressing START for a full minute. From the line written into a box's pty to the last of
// that table's displays having the state; states any display got from another table; the
// service's heap after gc. test/robust/hall-load.test.ts runs the same for 3 × 5, 10 s.
import { loadFigureLines, percentile, runLoad } from '../test/robust/load-run.ts';
import { scaled } from './quick.ts';

const TABLES = 8;
const DISPLAYS = 25;
const figures = await runLoad({
  tables: TABLES,
  displays: DISPLAYS,
  durationMs: scaled(60_000, 3_000),
  // Four presses a second per box is a player hammering START, far above a game's pace;
  // the 8 boxes are spread 31 ms apart, as independent tables would be: 32 presses a second.
  everyMs: 250,
  // The first 5 s of each box, as bench/load.ts's 100 presses at 50 ms.
  warmUp: scaled(20, 2),
  // A new game every 10 s per table: the cross-table check covers six games each.
  newGameEvery: 40,
  log: true,
});
const lines = loadFigureLines('hall', DISPLAYS, figures);
const worst = Math.max(...figures.tables.map((table) => percentile(table.lastDisplay, 0.99)));
lines.splice(2, 0, `hall_line_to_all_${DISPLAYS}_displays_p99_worst_table: ${worst.toFixed(3)} ms`);
lines.push(`hall_cross_table_messages: ${figures.crossTable} count`);
for (const line of lines) console.log(line);
