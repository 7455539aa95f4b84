// Apogee logs written by rules' version 1 (before issue 21) read as they did (AG42): the store
// replays them to the very states that version reached, and `apophis replay` tells them so,
// though version 2 would refuse or read differently much of what they hold
// (test/fixtures/apogee-v1/README.md lists what).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import type { ApogeeState } from '../../src/games/apogee/state.ts';
import { apophis } from '../cli/run.ts';
import { scratchDir } from '../serial/pty.ts';

const FIXTURES = new URL('../fixtures/apogee-v1/', import.meta.url);
const fixture = (name: string) => new URL(name, FIXTURES).pathname;
const NAMES = ['mission-7-won', 'mission-8-won'] as const;

/** The state version 1 reached, as it was written then (no `version` field yet). */
const golden = (name: string): Omit<ApogeeState, 'version'> =>
  JSON.parse(readFileSync(fixture(`${name}.state.json`), 'utf8'));
const idOf = (name: string): string =>
  JSON.parse(readFileSync(fixture(`${name}.jsonl`), 'utf8').split('\n')[0] as string).id;

let scratch: ReturnType<typeof scratchDir> | null = null;
afterEach(() => {
  scratch?.remove();
  scratch = null;
});

describe('an Apogee log of module version 1', () => {
  it('replays to the state it had: mission 7 won without a launch, mission 8 with the old shifts', async () => {
    scratch = scratchDir();
    mkdirSync(join(scratch.dir, 'games'));
    for (const name of NAMES)
      copyFileSync(fixture(`${name}.jsonl`), join(scratch.dir, 'games', `${idOf(name)}.jsonl`));
    const store = new GameStore({ dir: scratch.dir, logger: { info() {}, warn() {} } });
    await store.open();
    for (const name of NAMES) {
      const record = await store.read(idOf(name));
      expect(record.header).toMatchObject({ game: 'apogee', module: 1 });
      expect(record.warnings).toEqual([]);
      expect(record.refused).toEqual([]);
      expect(record.state).toEqual({ ...golden(name), version: 1 });
    }
    const m8 = golden('mission-8-won');
    // Kathy Johnson's 4 and Katalina Tsiolkovsky's 7 against a Moon of 5, as rolled then.
    expect(m8.record.map((launch) => [launch.target, launch.success])).toEqual([
      [4, true],
      [5, true],
      [7, true],
    ]);
    expect(golden('mission-7-won')).toMatchObject({ quarter: 1, winners: [1], record: [] });
  });

  it('apophis replay --json gives that state; the text tells the same winners', async () => {
    for (const name of NAMES) {
      const json = await apophis('replay', '--json', fixture(`${name}.jsonl`));
      expect(json.code).toBe(0);
      const out = JSON.parse(json.stdout);
      expect(out.header).toMatchObject({ game: 'apogee', module: 1 });
      expect(out.state).toEqual({ ...golden(name), version: 1 });
    }
    const told = await apophis('replay', fixture('mission-8-won.jsonl'));
    expect(told.code).toBe(0);
    expect(told.stdout).toContain('won by Bo');
    expect(told.stdout).not.toContain('REFUSED');
  });
});
