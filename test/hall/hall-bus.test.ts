// A hall of many machines, every part real: three `apophis serve --mqtt` services (three
// box-less tables each), `apophis hall`, and a broker: Debian's mosquitto (started here on a
// free port), then the broker `apophis hall` embeds (aedes). What the volunteer relies on: every
// table at the hall with its game and phase; a change at a table there; a machine killed shown
// offline and back with its game; the broker killed and restarted while the tables play on; a
// forged, stale or replayed command refused; garbage and 1 MB payloads harmless; no token on
// the bus.

import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandMac, topicOf } from '../../server/hall-bus/contract.ts';
import { ServiceProcess } from '../server/child.ts';
import { Screen } from '../server/harness.ts';
import {
  freePort,
  HallProcess,
  Listener,
  Mosquitto,
  TOKEN,
  tokenOf,
  waitUntil,
} from './harness.ts';

const NAMES = ['pi-a', 'pi-b', 'pi-c'];
const KEYS = NAMES.flatMap((name) => [1, 2, 3].map((k) => `${name}/${k}`));
const TABLES = ['--serial', 'none', '--serial', 'none'];

type Rig = {
  root: string;
  hall: HallProcess;
  listener: Listener;
  services: Map<string, ServiceProcess>;
  brokerUrl: string;
};

async function startService(rig: Rig, name: string): Promise<ServiceProcess> {
  const dir = join(rig.root, name);
  mkdirSync(dir, { recursive: true });
  const service = await ServiceProcess.start(dir, TOKEN, {
    // pi-a also tells Home Assistant about its tables.
    args: [
      ...TABLES,
      '--mqtt',
      rig.brokerUrl,
      '--name',
      name,
      ...(name === 'pi-a' ? ['--mqtt-discovery'] : []),
    ],
    timeoutMs: 30_000,
  });
  rig.services.set(name, service);
  return service;
}

async function startRig(rig: Rig): Promise<void> {
  rig.listener = new Listener(rig.brokerUrl);
  await rig.listener.ready();
  for (const name of NAMES) await startService(rig, name);
}

async function stopRig(rig: Rig): Promise<void> {
  for (const service of rig.services.values()) await service.kill();
  await rig.listener?.close();
  await rig.hall?.kill();
}

/** A command signed as the hall signs it, with `token` (a wrong one forges it). */
function signed(key: string, token: string, at = Date.now()) {
  const topic = topicOf('hall', key, 'command');
  const command = { type: 'endGame' as const, nonce: randomBytes(16).toString('hex'), at };
  return { topic, text: JSON.stringify({ ...command, mac: commandMac(token, topic, command) }) };
}

async function startGame(rig: Rig, key: string): Promise<Screen> {
  const [name, k] = key.split('/') as [string, string];
  const service = rig.services.get(name) as ServiceProcess;
  const screen = await Screen.open(`${service.url}/t/${k}`);
  expect(await screen.command({ type: 'start' }, tokenOf(key))).toMatchObject({ ok: true });
  return screen;
}

const statusAt = async (rig: Rig, key: string) => (await rig.hall.row(key))?.status;

/** What every broker must show: the tables, a change, a killed machine, commands, no token. */
function commonCases(rig: Rig) {
  it('every table of every machine is online at the hall with its game and phase', async () => {
    const rows = await waitUntil(
      '9 tables online',
      async () => {
        const listed = await rig.hall.tables();
        return listed.filter((row) => row.online).length === KEYS.length ? listed : null;
      },
      30_000,
    );
    expect(rows.map((row) => row.key)).toEqual(KEYS);
    for (const row of rows) {
      expect(row).toMatchObject({ game: 'apophis', phase: 'lobby', status: 'lobby' });
      // With the service's token each row carries its table's own, in its control link too.
      expect(row.token).toBe(tokenOf(row.key));
      expect(row.links.control).toContain(`token=${tokenOf(row.key)}`);
    }
    // Without the token, no row carries one.
    for (const row of await rig.hall.tables(null)) {
      expect(row.token).toBeUndefined();
      expect(row.links.control).not.toContain('token=');
    }
  });

  it('Home Assistant discovery: game, phase and time left of each of pi-a’s tables, none of the others’', async () => {
    const configs = await waitUntil('pi-a’s sensors', () => {
      const heard = rig.listener.heard.filter((m) => m.topic.startsWith('homeassistant/sensor/'));
      return heard.length >= 9 ? heard : null;
    });
    const topics = new Set(configs.map((m) => m.topic));
    expect([...topics].sort()).toEqual(
      [1, 2, 3]
        .flatMap((k) =>
          ['game', 'phase', 'time_left'].map(
            (s) => `homeassistant/sensor/apophis_hall_pi_a_${k}/${s}/config`,
          ),
        )
        .sort(),
    );
    const config = JSON.parse(configs[0]?.text ?? '{}');
    expect(config.state_topic).toMatch(/^apophis\/hall\/pi-a\/\d\/state$/);
    expect(config.availability_topic).toMatch(/^apophis\/hall\/pi-a\/\d\/status$/);
  });

  it('a game started at a table is at the hall, and its events are on the bus', async () => {
    const screen = await startGame(rig, 'pi-b/2');
    await waitUntil(
      'pi-b/2 playing at the hall',
      async () => (await statusAt(rig, 'pi-b/2')) === 'playing',
    );
    const topic = topicOf('hall', 'pi-b/2', 'event');
    const event = await waitUntil('its start event', () =>
      rig.listener.heard
        .filter((m) => m.topic === topic)
        .map((m) => JSON.parse(m.text) as { n: number; type: string })
        .find((e) => e.type === 'start'),
    );
    expect(event.n).toBeGreaterThan(1);
    screen.close();
  });

  it('a forged, a stale and a replayed command change nothing; a signed one ends the game', async () => {
    const key = 'pi-b/2';
    const service = rig.services.get('pi-b') as ServiceProcess;
    const said = (words: string) => () => service.warnings().some((line) => line.includes(words));
    const forged = signed(key, tokenOf('pi-a/2'));
    await rig.listener.publish(forged.topic, forged.text);
    await waitUntil('the forged command refused', said('signature'));
    const stale = signed(key, tokenOf(key), Date.now() - 60_000);
    await rig.listener.publish(stale.topic, stale.text);
    await waitUntil('the stale command refused', said('30 s'));
    expect(await statusAt(rig, key)).toBe('playing');
    const good = signed(key, tokenOf(key));
    await rig.listener.publish(good.topic, good.text);
    await waitUntil(
      'the game ended by the hall',
      async () => (await statusAt(rig, key)) === 'lobby',
    );
    // Played again, then the same command sent again: refused, the game plays on.
    (await startGame(rig, key)).close();
    await waitUntil('playing again', async () => (await statusAt(rig, key)) === 'playing');
    await rig.listener.publish(good.topic, good.text);
    await waitUntil('the replay refused', said('already received'));
    expect(await statusAt(rig, key)).toBe('playing');
  });

  it('a machine killed (kill -9) is offline within 15 s, and back with its game when it restarts', async () => {
    (await startGame(rig, 'pi-c/1')).close();
    await waitUntil('pi-c/1 playing', async () => (await statusAt(rig, 'pi-c/1')) === 'playing');
    await rig.services.get('pi-c')?.kill();
    const offline = await waitUntil(
      'pi-c offline',
      async () => {
        const rows = (await rig.hall.tables()).filter((row) => row.key.startsWith('pi-c/'));
        return rows.length === 3 && rows.every((row) => !row.online) ? rows : null;
      },
      15_000,
    );
    expect(offline[0]?.since).toBeGreaterThan(Date.now() - 20_000);
    await startService(rig, 'pi-c');
    await waitUntil('pi-c back with its game', async () => {
      const row = await rig.hall.row('pi-c/1');
      return row?.online && row.status === 'playing';
    });
  });
}

/** Last: everything the bus carried in the whole run, none of it a token. */
function noTokenCase(rig: Rig) {
  it('no published message carries a token', () => {
    expect(rig.listener.heard.length).toBeGreaterThan(20);
    const secrets = [TOKEN, ...KEYS.map(tokenOf)];
    const ours = rig.listener.heard.filter(
      (m) => m.topic.startsWith('apophis/') && !m.topic.endsWith('/command'),
    );
    for (const message of ours) {
      for (const secret of secrets) expect(message.text).not.toContain(secret);
    }
  });
}

describe('with Debian’s mosquitto', { timeout: 90_000 }, () => {
  const rig = { services: new Map() } as Rig;
  let mosquitto: Mosquitto;

  beforeAll(async () => {
    rig.root = mkdtempSync(join(tmpdir(), 'apophis-hall-mosquitto-'));
    mosquitto = new Mosquitto(await freePort(), rig.root);
    await mosquitto.start();
    rig.brokerUrl = mosquitto.url;
    rig.hall = await HallProcess.start(['--mqtt', mosquitto.url]);
    await startRig(rig);
  }, 120_000);

  afterAll(async () => {
    await stopRig(rig);
    await mosquitto?.kill();
    rmSync(rig.root, { recursive: true, force: true });
  });

  commonCases(rig);

  it('garbage and 1 MB payloads on the topics leave the hall serving', async () => {
    const big = Buffer.alloc(1024 * 1024, 0x7b);
    for (const kind of ['status', 'state', 'event', 'command'] as const) {
      await rig.listener.publish(topicOf('hall', 'pi-a/1', kind), 'not json {');
      await rig.listener.publish(topicOf('hall', 'pi-a/1', kind), big);
      await rig.listener.publish(topicOf('hall', 'pi-a/1', kind), '{"online":"yes","game":7}');
    }
    await rig.listener.publish('apophis/hall/../state', big);
    const health = await waitUntil('the garbage counted', async () => {
      const answer = (await (await fetch(`${rig.hall.url}/api/health`)).json()) as {
        dropped: number;
      };
      return answer.dropped >= 6 && answer;
    });
    expect(health).toMatchObject({ service: 'ok', tables: KEYS.length });
    expect(await rig.hall.row('pi-a/1')).toMatchObject({ online: true, game: 'apophis' });
    // The table's own service took the garbage commands as refusals, and plays on.
    const pia = rig.services.get('pi-a') as ServiceProcess;
    expect((await fetch(`${pia.url}/t/1/api/state`)).ok).toBe(true);
  });

  it('the broker killed and restarted: the tables play on, and the hall converges within 10 s', async () => {
    const key = 'pi-a/2';
    const screen = await startGame(rig, key);
    await waitUntil('playing at the hall', async () => (await statusAt(rig, key)) === 'playing');
    await mosquitto.kill();
    // The table plays on without its broker: paused at its own screen, in its own log.
    expect(await screen.command({ type: 'pause' }, tokenOf(key))).toMatchObject({ ok: true });
    await waitUntil('paused at the table', () => screen.state()?.status === 'paused');
    await mosquitto.start();
    const back = Date.now();
    await waitUntil(
      'the hall converged',
      async () => {
        const rows = await rig.hall.tables();
        const row = rows.find((r) => r.key === key);
        return rows.filter((r) => r.online).length === KEYS.length && row?.status === 'paused';
      },
      10_000,
    );
    expect(Date.now() - back).toBeLessThan(10_000);
    screen.close();
  });

  noTokenCase(rig);
});

describe('with the broker apophis hall embeds (aedes)', { timeout: 90_000 }, () => {
  const rig = { services: new Map() } as Rig;

  beforeAll(async () => {
    rig.root = mkdtempSync(join(tmpdir(), 'apophis-hall-embedded-'));
    rig.hall = await HallProcess.start(['--broker-port', String(await freePort())]);
    rig.brokerUrl = rig.hall.broker as string;
    await startRig(rig);
  }, 120_000);

  afterAll(async () => {
    await stopRig(rig);
    rmSync(rig.root, { recursive: true, force: true });
  });

  commonCases(rig);
  noTokenCase(rig);
});
