// The order the run's files start in. Vitest starts the files it has no record of by size,
// larger first; on a fresh clone (CI) it has no record, so an 11-line file that sweeps every end
// in Chromium (2.5 minutes) started last and the run waited on it alone. Here the order is
// planned from the seconds each file took in a full run (`test/durations.json`, refreshed by
// `npm run test:durations` from Vitest's own record of the last run):
//
// - the paced files (each keeps a core busy) have PACED_AT_ONCE turns (test/paced-turn.ts), the
//   others the rest of the workers, and within each the slowest start first, so that they end
//   together (longest-first scheduling);
// - the two plans are merged by the time each file should start, so that a worker freed is
//   given the file the plan has next, and a paced file seldom waits for its turn holding one.
//
// A file with no figure yet starts first, where a new slow file does least harm.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { PACED_AT_ONCE, WORKERS } from './paced.ts';

const DURATIONS = new URL('./durations.json', import.meta.url);

/** `project:path` → seconds, from the committed record. */
export function readDurations(): Map<string, number> {
  const { seconds } = JSON.parse(readFileSync(DURATIONS, 'utf8')) as {
    seconds: Record<string, number>;
  };
  return new Map(Object.entries(seconds));
}

type Planned = { spec: TestSpecification; seconds: number; start: number };

/** Longest first on `lanes` workers: when each file would start. */
function plan(files: { spec: TestSpecification; seconds: number }[], lanes: number): Planned[] {
  const ends = Array.from({ length: lanes }, () => 0);
  return [...files]
    .sort((a, b) => (a.seconds === b.seconds ? 0 : a.seconds > b.seconds ? -1 : 1))
    .map((file) => {
      const lane = ends.indexOf(Math.min(...ends));
      const start = ends[lane] as number;
      // A file with no figure takes a minute of its lane.
      ends[lane] = start + (Number.isFinite(file.seconds) ? file.seconds : 60);
      return { ...file, start };
    });
}

export class SlowestFirst extends BaseSequencer {
  private readonly seconds = readDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weighed = files.map((spec) => ({
      spec,
      seconds:
        this.seconds.get(`${spec.project.name}:${relative(root, spec.moduleId)}`) ??
        Number.POSITIVE_INFINITY,
    }));
    const paced = weighed.filter((file) => file.spec.project.name === 'paced');
    const others = weighed.filter((file) => file.spec.project.name !== 'paced');
    const byGroup = (a: Planned, b: Planned) =>
      a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder;
    return [...plan(paced, PACED_AT_ONCE), ...plan(others, WORKERS - PACED_AT_ONCE)]
      .sort((a, b) => byGroup(a, b) || a.start - b.start || (a.seconds > b.seconds ? -1 : 1))
      .map((file) => file.spec);
  }
}
