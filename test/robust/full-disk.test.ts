// Issue 31, item 6 of the issue (5 of the brief): a first start on a full disk without
// `--token`. On a 64 KiB tmpfs filled to the last byte (root mounts it; elsewhere the test
// is skipped and says why): a sentence, exit 1, no stack trace, no empty `service-token`
// left. And an empty `service-token` found at start (what the old code left) is not used.
// Before: a stack trace, and a 0-byte `service-token` left for the next start to read.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PATTERN } from '../../server/routes/guesses.ts';
import { keptToken } from '../../server/token.ts';
import { BIN } from '../cli/run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'apophis-full-'));
const mount = join(scratch, 'small');
let mounted = false;

beforeAll(() => {
  mkdirSync(mount);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', mount], { stdio: 'pipe' });
    mounted = true;
  } catch (error) {
    console.log(`no tmpfs could be mounted (${String(error)}): the full-disk start is skipped`);
  }
});
afterAll(() => {
  if (mounted) execFileSync('umount', [mount]);
  rmSync(scratch, { recursive: true, force: true });
});

/** Fills the file system under `dir` to its last byte. */
function fill(dir: string): void {
  const chunk = Buffer.alloc(4096, 1);
  for (let n = 0; ; n++) {
    try {
      writeFileSync(join(dir, `filler-${n}`), chunk);
    } catch {
      break;
    }
  }
  // The last pages, a byte at a time.
  for (let n = 0; ; n++) {
    try {
      writeFileSync(join(dir, `crumb-${n}`), 'x');
    } catch {
      return;
    }
  }
}

describe('a first start on a full disk without --token', () => {
  it('says so in a sentence, exits 1, leaves no empty service-token', async (context) => {
    if (!mounted) context.skip();
    const data = join(mount, 'data');
    mkdirSync(data);
    fill(mount);
    const env: NodeJS.ProcessEnv = { ...process.env, APOPHIS_LOG: 'json' };
    delete env.APOPHIS_TOKEN;
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--serial', 'none', '--data', data],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const code = await new Promise<number | string>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running after 20 s');
      }, 20_000);
      child.on('exit', (exit, signal) => {
        clearTimeout(timer);
        resolve(exit ?? String(signal));
      });
    });
    console.log(stderr.trim());
    expect(code).toBe(1);
    expect(stderr).toContain("apophis serve: cannot keep the service's token in");
    expect(stderr).toContain('the disk is full');
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(join(data, 'service-token'))).toBe(false);
  }, 30_000);
});

describe('an empty service-token found at start', () => {
  it('is not used: a new token is made and kept whole', async () => {
    const data = join(scratch, 'empty');
    mkdirSync(data);
    writeFileSync(join(data, 'service-token'), '');
    const token = await keptToken(data, TOKEN_PATTERN);
    expect(token).toMatch(TOKEN_PATTERN);
    expect(readFileSync(join(data, 'service-token'), 'utf8')).toBe(`${token}\n`);
    expect(await keptToken(data, TOKEN_PATTERN)).toBe(token);
  });
});
