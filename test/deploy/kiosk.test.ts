// The Raspberry Pi kiosk's files (deploy/kiosk/): both units pass `systemd-analyze verify`, and a
// broken copy of each does not; install.sh and kiosk.sh parse, install.sh refuses a non-root
// user, and kiosk.sh waits for a real HTTP server and starts the browser with the table's link.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { which } from '../machine.ts';

const KIOSK = fileURLToPath(new URL('../../deploy/kiosk/', import.meta.url));

const ANALYZE = which('systemd-analyze');
const SHELLCHECK = which('shellcheck');

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'apophis-kiosk-'));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * A copy of a unit in its own folder, with the paths it names made to exist there: the project
 * (/opt/apophis, with kiosk.sh) and Node (/usr/bin/node), as install.sh substitutes them.
 */
function stage(unit: string, edit: (text: string) => string = (text) => text): string {
  const root = mkdtempSync(join(scratch, 'unit-'));
  const project = join(root, 'opt', 'apophis');
  mkdirSync(join(project, 'deploy', 'kiosk'), { recursive: true });
  copyFileSync(join(KIOSK, 'kiosk.sh'), join(project, 'deploy', 'kiosk', 'kiosk.sh'));
  chmodSync(join(project, 'deploy', 'kiosk', 'kiosk.sh'), 0o755);
  const node = join(root, 'node');
  writeFileSync(node, '#!/bin/sh\n', { mode: 0o755 });
  const text = readFileSync(join(KIOSK, unit), 'utf8')
    .replaceAll('/opt/apophis', project)
    .replaceAll('/usr/bin/node ', `${node} `);
  const path = join(root, unit);
  writeFileSync(path, edit(text));
  return path;
}

/**
 * What `systemd-analyze verify` finds wrong with a unit file: its exit code, and every line it
 * prints about that unit. systemd 252 only warns (exit 0) on an unknown key or a value it cannot
 * parse, "ignoring" it; a unit that silently loses a setting is broken too, so those count.
 */
function verify(
  path: string,
  scope: 'system' | 'user',
): { code: number | null; problems: string[] } {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const runtime = mkdtempSync(join(scratch, 'runtime-'));
  const args = [...(scope === 'user' ? ['--user'] : []), 'verify', '--man=no', path];
  const result = spawnSync(ANALYZE as string, args, {
    encoding: 'utf8',
    // --user needs a runtime folder to look up its unit paths; it reads no running manager.
    env: { ...process.env, XDG_RUNTIME_DIR: runtime, SYSTEMD_LOG_COLOR: '0' },
  });
  const problems = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .filter((line) => line.includes(name));
  return { code: result.status, problems };
}

const UNITS = [
  { unit: 'apophis.service', scope: 'system' },
  { unit: 'apophis-kiosk.service', scope: 'user' },
] as const;

describe.skipIf(ANALYZE === null)('the kiosk units under systemd-analyze verify', () => {
  for (const { unit, scope } of UNITS) {
    it(`${unit} (${scope} unit) verifies without a word`, () => {
      expect(verify(stage(unit), scope)).toEqual({ code: 0, problems: [] });
    });

    it(`${unit}: a misspelt Restart= value is caught though systemd only warns`, () => {
      const broken = stage(unit, (text) => text.replace(/^Restart=.*$/m, 'Restart=on-failur'));
      const { code, problems } = verify(broken, scope);
      expect(code).toBe(0);
      expect(problems.join('\n')).toMatch(/Failed to parse service restart specifier.*on-failur/);
    });

    it(`${unit}: a program that does not exist fails the check`, () => {
      const broken = stage(unit, (text) =>
        text.replace(/^ExecStart=\S+/m, 'ExecStart=/nowhere/apophis'),
      );
      const { code, problems } = verify(broken, scope);
      expect(code).not.toBe(0);
      expect(problems.join('\n')).toMatch(/Command \/nowhere\/apophis is not executable/);
    });
  }

  it('an unquoted Environment= with a space is caught (the mistake this unit once had)', () => {
    const broken = stage('apophis.service', (text) =>
      text.replace(
        'Environment="APOPHIS_SERVE_ARGS=--serial auto"',
        'Environment=APOPHIS_SERVE_ARGS=--serial auto',
      ),
    );
    expect(verify(broken, 'system').problems.join('\n')).toMatch(
      /Invalid environment assignment, ignoring: auto/,
    );
  });
});

describe.skipIf(ANALYZE !== null)('without systemd-analyze', () => {
  it.skip('the units are not verified: systemd-analyze is missing (Debian package systemd)', () => {});
});

describe('the kiosk scripts', () => {
  for (const script of ['install.sh', 'kiosk.sh']) {
    it(`${script} parses (bash -n)`, () => {
      const result = spawnSync('bash', ['-n', join(KIOSK, script)], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });

    it.skipIf(SHELLCHECK === null)(
      `${script} passes shellcheck (skipped where it is absent)`,
      () => {
        const result = spawnSync(SHELLCHECK as string, [join(KIOSK, script)], { encoding: 'utf8' });
        expect(result.stdout).toBe('');
        expect(result.status).toBe(0);
      },
    );
  }

  it('install.sh refuses to run without root, with a sentence, and changes nothing', () => {
    // As root, run it as nobody; as anyone else, run it as is.
    const asUser =
      process.getuid?.() === 0
        ? spawnSync('runuser', ['-u', 'nobody', '--', 'bash', join(KIOSK, 'install.sh'), 'pi'], {
            encoding: 'utf8',
          })
        : spawnSync('bash', [join(KIOSK, 'install.sh'), 'pi'], { encoding: 'utf8' });
    expect(asUser.status).toBe(1);
    expect(asUser.stderr).toMatch(
      /^install\.sh writes to \/etc and creates a user: run it as root, e\.g\. sudo /,
    );
    expect(asUser.stdout).toBe('');
  });
});

describe('kiosk.sh', () => {
  let server: Server;
  let origin: string;
  let healthAsked = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/api/health') healthAsked += 1;
      response.writeHead(request.url === '/api/health' ? 200 : 404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** kiosk.sh as a child process, awaited: the HTTP server above answers in this same process. */
  function kiosk(
    command: string,
    env: Record<string, string>,
  ): Promise<{ status: number | null; stdout: string; stderr: string }> {
    const child = spawn(join(KIOSK, 'kiosk.sh'), [command], {
      env: { PATH: process.env.PATH ?? '', HOME: scratch, ...env },
      timeout: 20_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    return new Promise((resolve) => {
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  }

  it.skipIf(which('curl') === null)(
    'wait returns once the service answers /api/health at the link’s own address',
    async () => {
      const before = healthAsked;
      const result = await kiosk('wait', {
        APOPHIS_KIOSK_URL: `${origin}/t/2/?token=abcd`,
        APOPHIS_KIOSK_WAIT: '5',
      });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`kiosk: the service answers at ${origin}`);
      expect(healthAsked).toBe(before + 1);
    },
  );

  it.skipIf(which('curl') === null)(
    'wait gives up with a sentence when nothing answers',
    async () => {
      // Port 9 (discard): no service listens there on a test machine.
      const result = await kiosk('wait', {
        APOPHIS_KIOSK_URL: 'http://127.0.0.1:9/',
        APOPHIS_KIOSK_WAIT: '1',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'kiosk: http://127.0.0.1:9/api/health has not answered for 1 s: is apophis.service running?',
      );
    },
  );

  it('run opens the big screen with the token, a profile that forgot its crash, and no gesture for sound', async () => {
    const bin = mkdtempSync(join(scratch, 'bin-'));
    const seen = join(bin, 'args');
    // A stand-in for Chromium that writes down what it was given.
    writeFileSync(join(bin, 'chromium'), `#!/bin/sh\nprintf '%s\\n' "$@" > '${seen}'\n`, {
      mode: 0o755,
    });
    const state = mkdtempSync(join(scratch, 'state-'));
    const preferences = join(state, 'apophis-kiosk', 'Default', 'Preferences');
    mkdirSync(join(state, 'apophis-kiosk', 'Default'), { recursive: true });
    writeFileSync(preferences, '{"profile":{"exit_type":"Crashed","exited_cleanly":false}}');
    const result = await kiosk('run', {
      PATH: `${bin}${delimiter}/usr/bin${delimiter}/bin`,
      XDG_STATE_HOME: state,
      APOPHIS_TOKEN: 'demo-table-1',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const args = readFileSync(seen, 'utf8').trim().split('\n');
    expect(args.at(-1)).toBe('http://localhost:8080/?token=demo-table-1');
    expect(args).toContain('--kiosk');
    expect(args).toContain('--autoplay-policy=no-user-gesture-required');
    expect(args).toContain('--hide-crash-restore-bubble');
    expect(args).toContain(`--user-data-dir=${join(state, 'apophis-kiosk')}`);
    expect(readFileSync(preferences, 'utf8')).toBe(
      '{"profile":{"exit_type":"Normal","exited_cleanly":true}}',
    );
  });
});
