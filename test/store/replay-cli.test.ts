// `apophis replay FILE`, run as a child process on game logs the store wrote.

import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { totals } from '../../src/games/apocalyte/state.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { apophis } from '../cli/run.ts';
import { planGame } from '../server/apocalyte-plan.ts';
import { lostGame, type TestTable, wonGame } from './games.ts';

const T0 = Date.UTC(2026, 10, 21, 19, 40, 0);

let dir: string;
let store: GameStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apophis-replay-'));
  store = new GameStore({ dir, logger: { info() {}, warn() {} } });
  await store.open();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The store writes the game; the path of its file. */
async function saved(table: TestTable): Promise<string> {
  const [newGame, ...rest] = table.actions;
  if (!newGame) throw new Error('a test game starts with its newGame');
  const log = await store.create(newGame);
  for (const action of rest) await log.append(action);
  await log.close();
  return log.path;
}

describe('apophis replay', () => {
  it('tells a won game: set-up, actions on the game clock, launches step by step, outcome, story', async () => {
    const file = await saved(wonGame(T0));
    const { code, stdout, stderr } = await apophis('replay', file);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(
      /^Apophis game 20261121-194000-[a-z0-9]{4}, created 2026-11-21 19:40:00 UTC$/,
    );
    expect(lines[1]).toBe('Set-up: 2 players, 4 cards each, timer 10:00, basic rules');
    expect(lines).toContain('19:40:00  new game: 2 players, basic rules, timer 10:00');
    expect(lines).toContain('19:40:01  start');
    expect(lines).toContain('   00:01  build Y3: rocket Y3');
    expect(lines).toContain('   00:03  suits clubs, hearts');
    expect(lines).toContain('   00:04  suits diamonds, spades: all four down, launch');
    expect(lines).toContain('   00:05  roll 6 (box) for accuracy');
    expect(lines).toContain('          launch Y3,R2 against Apophis 2:');
    expect(lines).toContain(
      '            2. accuracy   rolled 6 + Apophis 2 + guidance 0 = 8, 7 needed: hit',
    );
    expect(lines).toContain(
      '            the rocket hit Apophis; Apophis 1, 2 damages, 2 deflection counters',
    );
    expect(lines).toContain(
      '            Apophis is destroyed: the team wins; Apophis 0, 3 damages, 3 deflection counters',
    );
    expect(lines.at(-3)).toBe(
      'Outcome: won, Apophis destroyed at 00:18 (09:42 left on the timer).',
    );
    expect(lines.at(-2)).toBe(
      'Story: 3 launches, 3 hits, 3 damages, 3 deflection counters, 6 rolls, 0 undos, 0 pauses, 00:18 of 10:00 used.',
    );
  });

  it('tells a lost game and flags an entry the referee refuses', async () => {
    const table = lostGame(T0 + 3_600_000);
    const file = await saved(table);
    // A hand-edited line: building after the loss.
    const line = { kind: 'action', n: 4, action: a.build(table.at + 1000, 'Y3') };
    await appendFile(file, `${JSON.stringify(line)}\n`);
    const { code, stdout } = await apophis('replay', file);
    expect(code).toBe(0);
    const lines = stdout.split('\n');
    expect(lines[1]).toBe('Set-up: 3 players, 3 cards each, timer 01:00, advanced rules');
    expect(lines).toContain('   01:00  clock: time is up, Apophis strikes');
    expect(lines).toContain('   01:00  build Y3  ** REFUSED: the game is over: start a new game');
    expect(lines.at(-3)).toBe('Outcome: lost, Apophis struck at 01:00.');
    expect(lines.at(-2)).toMatch(/01:00 of 01:00 used, 1 entry refused\.$/);
  });

  it('prints header, actions, state and warnings with --json', async () => {
    const table = wonGame(T0);
    const file = await saved(table);
    const { code, stdout } = await apophis('replay', '--json', file);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.header).toMatchObject({
      kind: 'game',
      v: 2,
      createdAt: T0,
      game: 'apophis',
      module: 1,
    });
    expect(out.actions).toEqual(table.actions);
    expect(out.state).toEqual(JSON.parse(JSON.stringify(table.state)));
    expect(out.warnings).toEqual([]);
  });

  it('drops a torn last line with a warning on stderr and still tells the game', async () => {
    const file = await saved(wonGame(T0));
    await appendFile(file, '{"kind":"action","n":21,"act');
    const { code, stdout, stderr } = await apophis('replay', file);
    expect(code).toBe(0);
    expect(stderr).toBe(
      'apophis replay: warning: line 22 is cut short (no end of line): dropped\n',
    );
    expect(stdout).toContain('Outcome: won, Apophis destroyed');
  });

  it('tells a whole Apocalyte game: actions by round, the instructions with their dice, the end', async () => {
    const plan = planGame('aliens', 56);
    const [newGame, ...rest] = plan.log;
    const log = await store.create({ ...newGame, game: 'apocalyte' } as never);
    for (const action of rest) await log.append(action);
    await log.close();
    const { code, stdout, stderr } = await apophis('replay', log.path);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Apocalyte game \d{8}-\d{6}-\w{4}, created /);
    expect(lines).toContain('R0 scenario aliens');
    expect(lines).toContain('   the scenario is aliens');
    // Every action of the log has its line, numbered by the round it was played in.
    expect(lines.filter((line) => /^R\d+ /.test(line))).toHaveLength(plan.log.length);
    const { state } = plan.table;
    const armies = totals(state.board);
    expect(lines.slice(-3)).toEqual([
      `aliens, round ${state.round}`,
      `armies: Ada ${armies.players[0]}, Bo ${armies.players[1]}; Apocalytes 0`,
      // AC10 (rules 3): "the last alien army killed" wins, whether or not the mothership stands.
      'no alien is left: the players win',
    ]);
  });

  it.each([
    [
      'a missing file',
      () => join(dir, 'nope.jsonl'),
      /^apophis replay: no such file: .*nope\.jsonl\n$/,
    ],
    ['a folder', () => dir, /^apophis replay: .* is a folder, not a game log\n$/],
    [
      'a file that is not a game',
      () => join(dir, 'notes.jsonl'),
      /^apophis replay: .*notes\.jsonl is not an Apophis game log \(its first line is not a game header\)\n$/,
    ],
    [
      'an empty file',
      () => join(dir, 'empty.jsonl'),
      /^apophis replay: .*empty\.jsonl is empty\n$/,
    ],
  ])('refuses %s in one line, exit 2', async (_, path, message) => {
    await writeFile(join(dir, 'notes.jsonl'), '{"name":"apophis"}\n');
    await writeFile(join(dir, 'empty.jsonl'), '');
    const { code, stdout, stderr } = await apophis('replay', path());
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('asks for the file when none is named', async () => {
    const { code, stderr } = await apophis('replay');
    expect(code).toBe(2);
    expect(stderr).toBe(
      'apophis replay: name the game log to print, like data/games/20261121-194000-k3x9.jsonl\n',
    );
  });
});
