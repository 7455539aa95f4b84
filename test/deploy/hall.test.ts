// The hall's deploy files (deploy/hall/): the `apophis hall` unit passes `systemd-analyze
// verify` and a broken copy does not (as the kiosk's units are checked); the mosquitto config,
// run by Debian's mosquitto on a free port with a password file made by mosquitto_passwd,
// lets the hall's user in and turns away a client without a password.

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntil } from '../hall/harness.ts';
import { which } from '../machine.ts';

const HALL = fileURLToPath(new URL('../../deploy/hall/', import.meta.url));

const ANALYZE = which('systemd-analyze');
const PASSWD = which('mosquitto_passwd');

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'apophis-deploy-hall-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** The unit with the paths it names made to exist in a folder of its own. */
function stage(edit: (text: string) => string = (text) => text): string {
  const root = mkdtempSync(join(scratch, 'unit-'));
  const project = join(root, 'opt', 'apophis');
  mkdirSync(join(project, 'server'), { recursive: true });
  writeFileSync(join(project, 'server', 'apophis.js'), '');
  const node = join(root, 'node');
  writeFileSync(node, '#!/bin/sh\n', { mode: 0o755 });
  const text = readFileSync(join(HALL, 'apophis-hall.service'), 'utf8')
    .replaceAll('/opt/apophis', project)
    .replaceAll('/usr/bin/node ', `${node} `);
  const path = join(root, 'apophis-hall.service');
  writeFileSync(path, edit(text));
  return path;
}

function verify(path: string): { code: number | null; problems: string[] } {
  const result = spawnSync(ANALYZE as string, ['verify', '--man=no', path], {
    encoding: 'utf8',
    env: { ...process.env, SYSTEMD_LOG_COLOR: '0' },
  });
  const problems = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => line.includes('apophis-hall.service'));
  return { code: result.status, problems };
}

describe.skipIf(ANALYZE === null)('apophis-hall.service under systemd-analyze verify', () => {
  it('verifies without a word', () => {
    expect(verify(stage())).toEqual({ code: 0, problems: [] });
  });

  it('a misspelt Restart= value is caught though systemd only warns', () => {
    const { problems } = verify(
      stage((text) => text.replace(/^Restart=.*$/m, 'Restart=always-ish')),
    );
    expect(problems.join('\n')).toMatch(/Failed to parse service restart specifier/);
  });

  it('a program that does not exist fails the check', () => {
    const broken = stage((text) => text.replace(/^ExecStart=\S+/m, 'ExecStart=/nowhere/node'));
    expect(verify(broken).code).not.toBe(0);
  });
});

describe.skipIf(PASSWD === null)('mosquitto-apophis.conf with a password file', () => {
  it('lets the hall in with its password and turns away a client without one', async () => {
    const dir = mkdtempSync(join(scratch, 'broker-'));
    const passwords = join(dir, 'apophis.passwd');
    writeFileSync(passwords, '');
    chmodSync(passwords, 0o600);
    const made = spawnSync(PASSWD as string, ['-b', passwords, 'hall', 'hall-password'], {
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const port = await freePort();
    // The deployed config, its port, paths and persistence moved into this folder.
    const config = readFileSync(join(HALL, 'mosquitto-apophis.conf'), 'utf8')
      .replace(/^listener 1883$/m, `listener ${port} 127.0.0.1`)
      .replaceAll('/etc/mosquitto/apophis.passwd', passwords)
      .replace('/var/lib/mosquitto/', `${dir}/`)
      // Started as root, mosquitto would become the `mosquitto` user, who cannot read this folder.
      .concat(`\nuser ${userInfo().username}\n`);
    writeFileSync(join(dir, 'mosquitto.conf'), config);
    const broker = spawn('/usr/sbin/mosquitto', ['-c', join(dir, 'mosquitto.conf')], {
      stdio: 'ignore',
    });
    try {
      const connect = (url: string) =>
        new Promise<string>((resolve) => {
          const client = mqtt.connect(url, { reconnectPeriod: 0, connectTimeout: 5000 });
          client.once('connect', () => {
            client.end(true);
            resolve('in');
          });
          client.once('error', (error) => {
            client.end(true);
            resolve(error.message);
          });
        });
      const hall = await waitUntil('the broker up', async () => {
        const answer = await connect(`mqtt://hall:hall-password@127.0.0.1:${port}`);
        return answer === 'in' ? answer : null;
      });
      expect(hall).toBe('in');
      expect(await connect(`mqtt://127.0.0.1:${port}`)).toMatch(/Not authorized|Bad username/i);
      expect(await connect(`mqtt://hall:wrong@127.0.0.1:${port}`)).toMatch(
        /Not authorized|Bad username/i,
      );
    } finally {
      broker.kill('SIGKILL');
    }
  }, 30_000);
});
