// The committed firmware/build/apophis-box.hex must be what firmware/build.sh makes
// from today's sources: rebuilt here with avr-gcc (where present) and compared byte
// for byte, with the flash and RAM budget (60% of the ATmega328P's) checked.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const committed = join(root, 'firmware', 'build', 'apophis-box.hex');
const hasAvrGcc = spawnSync('avr-gcc', ['--version']).status === 0;

describe('the committed firmware .hex', () => {
  it.skipIf(!hasAvrGcc)('is rebuilt identically from the sources, within budget', () => {
    const out = mkdtempSync(join(tmpdir(), 'apophis-hex-'));
    try {
      const report = execFileSync('bash', [join(root, 'firmware', 'build.sh')], {
        env: { ...process.env, BUILD_DIR: out },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const flash = Number(/flash: (\d+) bytes/.exec(report)?.[1]);
      const ram = Number(/ram: (\d+) bytes/.exec(report)?.[1]);
      expect(flash).toBeGreaterThan(1000);
      expect(flash).toBeLessThanOrEqual(Math.floor(32 * 1024 * 0.6));
      expect(ram).toBeGreaterThan(100);
      expect(ram).toBeLessThanOrEqual(Math.floor(2048 * 0.6));
      const fresh = readFileSync(join(out, 'apophis-box.hex'), 'utf8');
      const stale = readFileSync(committed, 'utf8') !== fresh;
      // Stale: run `npm run firmware:build` and commit firmware/build/apophis-box.hex.
      expect(stale, 'firmware/build/apophis-box.hex is stale: run npm run firmware:build').toBe(
        false,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
