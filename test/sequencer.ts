// The order a group's files start in. Vitest starts the files it has no record of by size,
// larger first; on a fresh clone (CI) it has no record, so an 11-line file that sweeps every
// end in Chromium (2.5 minutes) started last and the paced group waited on it alone. Here the
// slowest start first (longest-first scheduling: the workers end close together), by the
// seconds each file took in a full run (`test/durations.json`, refreshed by
// `npm run test:durations` from Vitest's own record of the last run). A file with no figure
// yet starts first, where a new slow file does least harm.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS = new URL('./durations.json', import.meta.url);

/** `project:path` → seconds, from the committed record. */
export function readDurations(): Map<string, number> {
  const { seconds } = JSON.parse(readFileSync(DURATIONS, 'utf8')) as {
    seconds: Record<string, number>;
  };
  return new Map(Object.entries(seconds));
}

export class SlowestFirst extends BaseSequencer {
  private readonly seconds = readDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const weight = (spec: TestSpecification) =>
      this.seconds.get(`${spec.project.name}:${relative(root, spec.moduleId)}`) ??
      Number.POSITIVE_INFINITY;
    const order = (a: TestSpecification, b: TestSpecification) => {
      const [wa, wb] = [weight(a), weight(b)];
      return wa === wb ? 0 : wa > wb ? -1 : 1;
    };
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || order(a, b),
    );
  }
}
