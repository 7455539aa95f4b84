// Apogee logs written by rules' version 1 (before issue 21) read as they did (AG42): the store
// replays them to the very states that version reached, and `apophis replay` tells them so,
// though version 2 would refuse or read differently much of what they hold
// (test/fixtures/apogee-v1/README.md lists what).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { replayWith } from '../../src/game.ts';
import { apogee } from '../../src/games/apogee/index.ts';
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

describe('an Apogee log of module version 2 (before issue 32)', () => {
  const FIXTURES_V2 = new URL('../fixtures/apogee-v2/', import.meta.url);
  const v2 = (name: string) => new URL(name, FIXTURES_V2).pathname;
  const NAME = 'mission-7-v2';
  /**
   * Written by the store before version 3: Ada passed at once (mass 29) and left passed though
   * Mark Faget came in B; Bo reached the Asteroid with no satellite; Ada's Payload removed in C.
   */
  const golden2 = (): ApogeeState => JSON.parse(readFileSync(v2(`${NAME}.state.json`), 'utf8'));
  const id = (): string =>
    JSON.parse(readFileSync(v2(`${NAME}.jsonl`), 'utf8').split('\n')[0] as string).id;

  it('replays through the store to the state it had, as version 2 read it', async () => {
    scratch = scratchDir();
    mkdirSync(join(scratch.dir, 'games'));
    copyFileSync(v2(`${NAME}.jsonl`), join(scratch.dir, 'games', `${id()}.jsonl`));
    const store = new GameStore({ dir: scratch.dir, logger: { info() {}, warn() {} } });
    await store.open();
    const record = await store.read(id());
    expect(record.header).toMatchObject({ game: 'apogee', module: 2 });
    expect(record.refused).toEqual([]);
    expect(record.state).toEqual(golden2());
    const state = record.state as ApogeeState;
    expect(state.version).toBe(2);
    expect(state.record).toMatchObject([{ player: 1, destination: 'asteroid', satellites: 0 }]);
    expect(state.players[0]?.rocket.map((c) => c.id)).toEqual([1, 2]);
    // The same log read by version 3 refuses what version 3 refuses: Bo's launch (Ada, re-opened
    // by Mark Faget, goes first) and the removal.
    const asNow = record.actions.map((a) => (a.type === 'newGame' ? { ...a, version: 3 } : a));
    const now = replayWith(apogee, asNow);
    expect(now.refused.map((r) => r.error.code)).toEqual([
      'launch/order',
      'launch/none',
      'build/remove',
    ]);
  });

  it('apophis replay --json gives that state', async () => {
    const json = await apophis('replay', '--json', v2(`${NAME}.jsonl`));
    expect(json.code).toBe(0);
    const out = JSON.parse(json.stdout);
    expect(out.header).toMatchObject({ game: 'apogee', module: 2 });
    const { undo, ...state } = out.state;
    const { undo: _undo, ...then } = golden2();
    expect(state).toEqual(then);
  });
});
