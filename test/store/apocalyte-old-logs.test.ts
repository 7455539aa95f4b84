// Apocalyte logs written by module 1, before issue 21 changed three readings (the fixtures in
// ../fixtures/apocalyte-v1/ were written by the service's store as it was then, with the states
// they replayed to): each still reads as module 1 and replays, through the store and through
// `apophis replay --json`, to the very state it had; logs of module 2 (../fixtures/apocalyte-v2/,
// written by the store before issue 32) keep its reading of AC10 (Meteor won only by the missile,
// Aliens only with the mothership down); a game begun now is module 3 and reads the texts as
// RULES-APOCALYTE.md does (AC8, AC10, AC11).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { replayWith } from '../../src/game.ts';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import { apophis } from '../cli/run.ts';

const FIXTURES = new URL('../fixtures/apocalyte-v1/', import.meta.url).pathname;
const FIXTURES_V2 = new URL('../fixtures/apocalyte-v2/', import.meta.url).pathname;
const NAMES = ['zombies-quarantine', 'demons-portals', 'infection-cure'] as const;
const NAMES_V2 = ['meteor-last-rioter', 'aliens-last-alien'] as const;

let dir: string;
let store: GameStore;
const ids: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apocalyte-v1-'));
  mkdirSync(join(dir, 'games'));
  const each = [
    ...NAMES.map((name) => [FIXTURES, name] as const),
    ...NAMES_V2.map((name) => [FIXTURES_V2, name] as const),
  ];
  for (const [from, name] of each) {
    const text = readFileSync(join(from, `${name}.jsonl`), 'utf8');
    const id = JSON.parse(text.split('\n')[0] as string).id as string;
    ids[name] = id;
    copyFileSync(join(from, `${name}.jsonl`), join(dir, 'games', `${id}.jsonl`));
  }
  store = new GameStore({ dir, logger: { info() {}, warn() {} } });
  await store.open();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const golden = (name: string): Omit<ApocalyteState, 'undo'> =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.state.json`), 'utf8'));
/**
 * The state without its undo, and its instructions without what the screens' steps later
 * added to each line (the turn that told it, whether it waited for OK, the attacker's dice:
 * AC54): the board, the turn and every instruction's words and dice are compared as they were.
 */
const withoutUndo = (state: ApocalyteState) => {
  const { undo, ...rest } = state;
  const instructions = rest.instructions.map(({ round, side, ok, attack, ...said }) => said);
  return { ...rest, instructions };
};

describe('an Apocalyte log of module 1', () => {
  it('reads as module 1 and replays through the store to the state it had then', async () => {
    expect(apocalyte.version).toBe(3);
    for (const name of NAMES) {
      const record = await store.read(ids[name] as string);
      expect(record.header).toMatchObject({ game: 'apocalyte', module: 1 });
      expect(record.warnings).toEqual([]);
      expect(record.refused).toEqual([]);
      const state = record.state as ApocalyteState;
      expect(state.rules).toBe(1);
      // The golden states were written before the state named its rules.
      const { rules, ...then } = withoutUndo(state);
      expect(then, name).toEqual(golden(name));
    }
  });

  it('keeps the old readings: no reroll in the quarantine, the last portal wins, the cure at once', async () => {
    const read = async (name: string) =>
      (await store.read(ids[name] as string)).state as ApocalyteState;
    // The quarantine's 6,6,1 against 5,5 entered without asking Ada about a reroll: the log goes
    // on with an OK. Read by module 2's rules, the same log is refused there (a reroll is asked).
    const record = await store.read(ids['zombies-quarantine'] as string);
    const types = record.actions.map((a) => a.type);
    const at = types.indexOf('quarantine');
    expect(types.slice(at, at + 3)).toEqual(['quarantine', 'rolled', 'confirm']);
    const asNow = record.actions.map((a) => (a.type === 'newGame' ? { ...a, rules: 2 } : a));
    const now = replayWith(apocalyte, asNow);
    expect(now.refused[0]).toMatchObject({ index: at + 2, error: { code: 'confirm/none' } });
    expect((await read('demons-portals')).ending).toMatchObject({ goal: 'portals', won: true });
    expect((await read('infection-cure')).board.congo).toMatchObject({
      armies: [5, 0],
      apocalytes: 3,
    });
  });

  for (const name of NAMES)
    it(`\`apophis replay --json\` gives the same state: ${name}`, async () => {
      const file = join(dir, 'games', `${ids[name]}.jsonl`);
      const { code, stdout } = await apophis('replay', '--json', file);
      expect(code).toBe(0);
      const told = JSON.parse(stdout) as {
        header: { module: number };
        state: ApocalyteState;
        refused: unknown[];
      };
      expect(told.header.module).toBe(1);
      expect(told.refused).toEqual([]);
      const { rules, ...then } = withoutUndo(told.state);
      expect(rules).toBe(1);
      expect(then, name).toEqual(golden(name));
    });
});

describe('an Apocalyte log of module 2 (before issue 32)', () => {
  const golden2 = (name: string): Omit<ApocalyteState, 'undo'> =>
    JSON.parse(readFileSync(join(FIXTURES_V2, `${name}.state.json`), 'utf8'));
  /** The state without its undo (these golden states were written with every field they have). */
  const stateOnly = (state: ApocalyteState) => {
    const { undo, ...rest } = state;
    return rest;
  };

  it('replays through the store to the state it had: the last rioter and the last alien killed, the game going on', async () => {
    for (const name of NAMES_V2) {
      const record = await store.read(ids[name] as string);
      expect(record.header).toMatchObject({ game: 'apocalyte', module: 2 });
      expect(record.refused).toEqual([]);
      const state = record.state as ApocalyteState;
      expect(state.rules).toBe(2);
      expect(state.stage).toBe('playing');
      expect(state.ending).toBeNull();
      expect(stateOnly(state), name).toEqual(golden2(name));
    }
  });

  it('the same actions under module 3 end each game on the board cleared (AC10)', async () => {
    for (const name of NAMES_V2) {
      const record = await store.read(ids[name] as string);
      const asNow = record.actions.map((a) => (a.type === 'newGame' ? { ...a, rules: 3 } : a));
      const now = replayWith(apocalyte, asNow);
      expect(now.refused).toEqual([]);
      expect((now.state as ApocalyteState).ending, name).toMatchObject({
        goal: 'cleared',
        won: true,
      });
    }
  });

  for (const name of NAMES_V2)
    it(`\`apophis replay --json\` gives the same state: ${name}`, async () => {
      const file = join(dir, 'games', `${ids[name]}.jsonl`);
      const { code, stdout } = await apophis('replay', '--json', file);
      expect(code).toBe(0);
      const told = JSON.parse(stdout) as { header: { module: number }; state: ApocalyteState };
      expect(told.header.module).toBe(2);
      expect(stateOnly(told.state), name).toEqual(golden2(name));
    });
});
