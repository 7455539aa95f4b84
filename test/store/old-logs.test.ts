// Logs written before games had names (format v1, no `game` in the header) are Apophis's:
// they read, replay to the very state the service had then, resume, and tell (`apophis replay`).
// The two fixtures were written by the service as it was before the game-module seam.
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableState } from '../../src/games/apophis/state.ts';
import { apophis } from '../cli/run.ts';
import { scratchDir } from '../serial/pty.ts';
import { Screen, type Service, startService, tableState } from '../server/harness.ts';

const FIXTURES = new URL('../fixtures/apophis-v1/', import.meta.url);
const fixture = (name: string) => new URL(name, FIXTURES).pathname;
const UNFINISHED = '20261101-190000-d19k';
const WON = '20261101-210000-n8n3';

let scratch: ReturnType<typeof scratchDir>;
let service: Service | null = null;

function dataWith(...names: string[]): string {
  scratch = scratchDir();
  mkdirSync(join(scratch.dir, 'games'));
  for (const name of names) {
    const id = JSON.parse(
      readFileSync(fixture(`${name}.jsonl`), 'utf8').split('\n')[0] as string,
    ).id;
    copyFileSync(fixture(`${name}.jsonl`), join(scratch.dir, 'games', `${id}.jsonl`));
  }
  return scratch.dir;
}

afterEach(async () => {
  await service?.close();
  service = null;
  scratch?.remove();
});

const golden = (name: string): TableState =>
  JSON.parse(readFileSync(fixture(`${name}.state.json`), 'utf8'));

describe('an Apophis log of format v1', () => {
  it('reads as Apophis (module 1) and replays to the state it had', async () => {
    service = await startService({ dir: dataWith('unfinished-advanced', 'won-basic') });
    for (const [id, name] of [
      [UNFINISHED, 'unfinished-advanced'],
      [WON, 'won-basic'],
    ] as const) {
      const record = await service.store.read(id);
      expect(record.header).toMatchObject({ v: 1, game: 'apophis', module: 1 });
      expect(record.module.id).toBe('apophis');
      expect(record.warnings).toEqual([]);
      expect(record.refused).toEqual([]);
      expect(record.state).toEqual(golden(name));
    }
    const listed = await service.store.list();
    expect(listed.map((game) => [game.id, game.game, game.status])).toEqual([
      [WON, 'apophis', 'over'],
      [UNFINISHED, 'apophis', 'playing'],
    ]);
  });

  it('resumes: the game is back, and the time that ran out while it was away is recorded', async () => {
    service = await startService({ dir: dataWith('unfinished-advanced') });
    const before = golden('unfinished-advanced');
    const state = tableState(service);
    expect(service.app.table.gameId).toBe(UNFINISHED);
    // Its hour ran out long ago: the loss is recorded at the deadline, appended to the v1 file.
    expect(state.phase).toBe('lost');
    expect(state.outcome).toEqual({ result: 'impact', at: before.timer.deadline });
    expect(state.apophis).toEqual(before.apophis);
    expect(state.history.slice(0, before.history.length)).toEqual(before.history);
    const screen = await Screen.open(service.url);
    expect(screen.state()).toMatchObject({ game: 'apophis', status: 'over', phase: 'lost' });
    screen.close();
    const lines = readFileSync(join(scratch.dir, 'games', `${UNFINISHED}.jsonl`), 'utf8').split(
      '\n',
    );
    expect(JSON.parse(lines[0] as string).v).toBe(1);
    expect(JSON.parse(lines.at(-2) as string)).toMatchObject({ action: { type: 'clock' } });
  });

  it('apophis replay tells it, set-up, launches and outcome', async () => {
    const won = await apophis('replay', fixture('won-basic.jsonl'));
    expect(won.code).toBe(0);
    expect(won.stderr).toBe('');
    const lines = won.stdout.split('\n');
    expect(lines[0]).toBe(`Apophis game ${WON}, created 2026-11-01 21:00:00 UTC`);
    expect(lines[1]).toBe('Set-up: 2 players, 4 cards each, timer 10:00, basic rules');
    expect(won.stdout).toContain('Outcome: won, Apophis destroyed');
    const json = await apophis('replay', '--json', fixture('unfinished-advanced.jsonl'));
    expect(JSON.parse(json.stdout).state).toEqual(golden('unfinished-advanced'));
  });
});
