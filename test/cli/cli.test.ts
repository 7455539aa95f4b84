// The real `apophis` command, run as a child process the way a user runs it.
import { describe, expect, it } from 'vitest';
import { apophis, BIN, run } from './run.ts';

describe('apophis odds', () => {
  it('prints the exact odds as JSON', async () => {
    const { code, stdout } = await apophis('odds', '--json', 'Y3,R2,B1');
    expect(code).toBe(0);
    const odds = JSON.parse(stdout);
    // d6 + 3 + 1 ≥ 7 needs 3 to 6; damage d6 + 2 ≥ 7 needs 5 or 6.
    expect(odds).toMatchObject({ fuelOk: true, explode: 0, deflection: 0, win: 0 });
    expect(odds.hit).toBeCloseTo(4 / 6, 12);
    expect(odds.damage).toBeCloseTo((4 / 6) * (2 / 6), 12);
  });

  it('reads lower case, S/M/L, --advanced and --apophis', async () => {
    const { code, stdout } = await apophis(
      'odds',
      '--json',
      '--advanced',
      '--apophis',
      '1',
      'yl,rl,bs',
    );
    expect(code).toBe(0);
    const odds = JSON.parse(stdout);
    expect(odds.explode).toBeCloseTo(2 / 6, 12); // d6 + 3 ≥ 8
    expect(odds.win).toBeCloseTo(odds.damage, 12); // the third damage wins
    expect(odds.win).toBeGreaterThan(0);
  });

  it('prints a table a person can read', async () => {
    const { stdout } = await apophis('odds', 'Y2,B1');
    expect(stdout).toContain('Rocket Y2,B1, basic rules; Apophis 3');
    expect(stdout).toMatch(/hit\s+66\.7%/);
  });
});

describe('apophis resolve', () => {
  it('referees the rules text example step by step', async () => {
    const { code, stdout } = await apophis('resolve', '--json', '--dice', '2', 'Y2,R1,B1');
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.steps.map((s: { step: string }) => s.step)).toEqual(['fuel', 'accuracy']);
    expect(out.steps[1]).toMatchObject({ roll: 2, total: 6, need: 7, ok: false, rerolled: false });
    expect(out.result).toBe('continue');
    expect(out.apophis).toEqual({ value: 3, damages: 0, deflections: 0 });
  });

  it('spends rerolls on failed dice and ignores extra dice', async () => {
    const { stdout } = await apophis(
      'resolve',
      '--json',
      '--advanced',
      '--apophis',
      '1',
      '--dice',
      '5,2,1,6,6,6,6',
      'Y3,G3,R3,G2,B1',
    );
    const out = JSON.parse(stdout);
    expect(out.steps.slice(1).map((s: { rerolled: boolean }) => s.rerolled)).toEqual([
      true, // explosion 5 + 3 = 8, rerolled to 2
      true, // accuracy 1 + 1 + 1 = 3, rerolled to 6
      false, // damage 6 + 3 stands: no reroll left
    ]);
    expect(out.result).toBe('won');
    expect(out.apophis.value).toBe(0);
    expect(out.diceUsed).toBe(5);
  });

  it('prints the steps in words', async () => {
    const { stdout } = await apophis('resolve', '--dice', '2', 'Y2,R1,B1');
    expect(stdout).toContain('rolled 2 + Apophis 3 + guidance 1 = 6, 7 needed: miss');
  });
});

describe('bad input gets one line and a non-zero exit, never a stack trace', () => {
  const cases: [string[], RegExp][] = [
    [['odds', 'Y3,X2'], /"X2" is not a section/],
    [['odds', 'Y3,Y3'], /Y3 is already on the rocket/],
    [['odds', 'Y1,R3'], /a large section cannot go on a small one/],
    [['resolve', 'Y3,R2'], /give the dice/],
    [['resolve', '--dice', '4', 'Y3,R2,B1'], /the damage step needs die number 2/],
    [['resolve', '--dice', '4,0', 'Y3,R2'], /die number 2 is "0"/],
    [['odds', '--apophis', '0', 'Y3'], /--apophis takes a whole number from 1 to 3/],
    [['odds', '--frobnicate', 'Y3'], /Unknown option/],
    [['launch'], /unknown command "launch"/],
  ];
  for (const [args, message] of cases) {
    it(`apophis ${args.join(' ')}`, async () => {
      const { code, stdout, stderr } = await apophis(...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
    });
  }
});

describe('apophis ports', () => {
  it('lists the ports and says where the box is, or that the virtual box will play', async () => {
    const { code, stdout } = await apophis('ports');
    expect(code).toBe(0);
    expect(stdout).toMatch(/no box found|the box is at/);
  });

  it('says so when the system cannot list ports (no udevadm), and looks in /dev instead', async () => {
    const { mkdtempSync, rmSync, symlinkSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    // A PATH that has node and nothing else: serialport's list cannot run udevadm.
    const bin = mkdtempSync(join(tmpdir(), 'apophis-path-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    try {
      const { stdout } = await run(process.execPath, [BIN, 'ports'], {
        env: { ...process.env, PATH: bin },
      });
      expect(stdout.split('\n')[0]).toMatch(
        /^cannot list serial ports: .*looked for ttyACM\*\/ttyUSB\* in \/dev instead$/,
      );
      expect(stdout).toMatch(/no box found|the box is at/);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
