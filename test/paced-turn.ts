// A paced file's turn (setupFiles of the `paced` project): it waits here, before its file is even
// imported, until fewer than PACED_AT_ONCE paced files run, so that Chromium and the simulated
// Uno keep a core each while the integration files, which mostly wait, run beside them. A turn is
// a folder made atomically in the run's turns folder, given back when the file ends (or taken
// back from a worker that died holding it).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { PACED_AT_ONCE, TURNS_DIR } from './paced.ts';

const dir = process.env[TURNS_DIR];

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes a free turn, or frees one whose holder is gone; null when all are held. */
function tryTake(folder: string): string | null {
  for (let i = 0; i < PACED_AT_ONCE; i++) {
    const turn = join(folder, `turn-${i}`);
    try {
      mkdirSync(turn);
      writeFileSync(join(turn, 'pid'), String(process.pid));
      return turn;
    } catch {
      try {
        const holder = Number(readFileSync(join(turn, 'pid'), 'utf8'));
        if (holder > 0 && !alive(holder)) rmSync(turn, { recursive: true, force: true });
      } catch {
        // Just made by another worker, its pid not yet written: it is held.
      }
    }
  }
  return null;
}

// Without the run's folder (a paced file run alone, outside `npm test`'s set-up) no turn is kept.
if (dir) {
  let turn = tryTake(dir);
  while (turn === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    turn = tryTake(dir);
  }
  const held = turn;
  afterAll(() => rmSync(held, { recursive: true, force: true }));
}
