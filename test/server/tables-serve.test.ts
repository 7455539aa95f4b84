// `apophis serve` with several tables, as a volunteer runs it: `--serial` given twice and
// `--tables 1` make three tables in one process, each with its folder, token and links
// printed; `--tables 0` keeps one table at today's paths; and mistakes get a sentence.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { apophis } from '../cli/run.ts';
import type { ServiceProcess } from './child.ts';
import { serviceFleet } from './fleet.ts';
import { Screen, TABLE_TOKENS, TOKEN, waitUntil } from './harness.ts';

// Each table's own token (harness.ts says how they are worked out); TOKEN is the hall's.
const { '1': TOKEN_1, '2': TOKEN_2, '3': TOKEN_3 } = TABLE_TOKENS;

const fleet = serviceFleet('apophis-tables-');

/** What the service logged once it has printed `count` link lines (a hall line counts). */
async function printed(service: ServiceProcess, count: number): Promise<string[]> {
  const links = () =>
    service.log.filter((event) => /(^|: )big screen: |^hall: /.test(event.msg)).length;
  await waitUntil(`${count} link lines`, () => links() >= count);
  return service.log.map((event) => event.msg);
}

it('two box-less tables and a virtual one, each with its folder, token and printed links', async () => {
  const dir = fleet.folder('three');
  // The fleet passes `--serial none` first; this adds a second box-less table and a virtual one.
  const service = await fleet.start(dir, { args: ['--serial', 'none', '--tables', '1'] });
  // The links are printed just after the service says it listens.
  const said = await printed(service, 4);
  const base = service.url;
  expect(said).toContain(`hall: ${base}/hall?token=${TOKEN}`);
  expect(said).toContain(
    `table 1: big screen: ${base}/t/1/?token=${TOKEN_1}   control: ${base}/t/1/control?token=${TOKEN_1}`,
  );
  expect(said).toContain(
    `table 3: big screen: ${base}/t/3/?token=${TOKEN_3}   control: ${base}/t/3/control?token=${TOKEN_3}`,
  );
  for (const folder of ['games', 'tables/2/games', 'tables/3/games']) {
    expect(existsSync(join(dir, folder)), folder).toBe(true);
  }
  const tables = await (await fetch(`${base}/api/tables`)).json();
  expect(
    tables.tables.map((t: { id: string; box: { source: string } }) => [t.id, t.box.source]),
  ).toEqual([
    ['1', 'none'],
    ['2', 'none'],
    ['3', 'virtual'],
  ]);
  // Table 2 plays with its own token, and its game's log lands in its own folder.
  const screen = await Screen.open(`${base}/t/2`);
  expect(await screen.command({ type: 'start' }, TOKEN)).toMatchObject({ code: 'auth/token' });
  expect(await screen.command({ type: 'start' }, TOKEN_2)).toMatchObject({ ok: true });
  const gameId = await waitUntil('its game', () => screen.state()?.gameId);
  expect(existsSync(join(dir, 'tables', '2', 'games', `${gameId}.jsonl`))).toBe(true);
  expect(existsSync(join(dir, 'games', `${gameId}.jsonl`))).toBe(false);
  expect((await service.state()).phase).toBe('lobby'); // table 1, at today's paths
  screen.close();
  await service.kill();
}, 40_000);

it("--tables 0 with --serial none: one table, at today's paths and at /t/1/, links as today", async () => {
  const service = await fleet.start(fleet.folder('one'), { args: ['--tables', '0'] });
  const said = await printed(service, 1);
  expect(said).toContain(
    `big screen: ${service.url}/?token=${TOKEN}   control: ${service.url}/control?token=${TOKEN}`,
  );
  expect(said.some((line) => line.startsWith('hall:'))).toBe(false);
  expect((await fetch(`${service.url}/api/state`)).status).toBe(200);
  expect((await fetch(`${service.url}/t/1/api/state`)).status).toBe(200);
  expect((await fetch(`${service.url}/t/2/api/state`)).status).toBe(404);
  const tables = await (await fetch(`${service.url}/api/tables`)).json();
  expect(tables.tables.map((t: { id: string }) => t.id)).toEqual(['1']);
  await service.kill();
}, 30_000);

it('refuses --serial auto twice, a port twice and a bad --tables, each with a sentence', async () => {
  const cases: [string[], string][] = [
    [
      ['--serial', 'auto', '--serial', 'auto'],
      'apophis serve: --serial auto makes a table of every box that answers: give it once',
    ],
    [
      ['--serial', '/dev/ttyACM0', '--serial', '/dev/ttyACM0'],
      'apophis serve: --serial /dev/ttyACM0 is given twice: one table per port',
    ],
    [['--tables', 'two'], 'apophis serve: --tables takes a whole number from 0 to 31, not "two"'],
  ];
  for (const [args, sentence] of cases) {
    const ran = await apophis('serve', '--port', '0', ...args);
    expect(ran.code, args.join(' ')).toBe(2);
    expect(ran.stderr.trim().split('\n').at(-1)).toBe(sentence);
  }
}, 30_000);
