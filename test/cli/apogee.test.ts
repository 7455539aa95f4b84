// `apophis apogee launch`, run as a child process the way a user runs it (AG5–AG7, AG28).
import { describe, expect, it } from 'vitest';
import { apophis } from './run.ts';

/**
 * What the command said on stderr, without the launcher's notice that it runs from the
 * sources (printed when a file in the shared tree changed after the test run's build).
 */
function said(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('apophis: running from the sources'))
    .join('\n');
}

function launch(...args: string[]) {
  return apophis('apogee', 'launch', ...args);
}

describe('apophis apogee launch', () => {
  it('AG5–AG6 prints the rules example as JSON', async () => {
    const { code, stdout, stderr } = await launch(
      '--thrust',
      '24',
      '--mass',
      '16',
      '--destination',
      'moon',
      '--json',
    );
    expect(said(stderr)).toBe('');
    expect(code).toBe(0);
    expect(stdout.startsWith('{"performance":1.8,"target":6,"chance":0.5833')).toBe(true);
    expect(JSON.parse(stdout)).toEqual({
      performance: 1.8,
      target: 6,
      chance: 7 / 12,
      reachable: true,
      thrust: 24,
      mass: 16,
    });
  });

  // AG7 (corrected): "the player adds 1 to the number he obtains from the launch probability
  // table" (Kathy Johnson); "the player subtracts 2 from the number he obtains" (Katalina).
  it('AG7 each specialist on the rules example (thrust 24, mass 16, the Moon 6): Kathy 7, Katalina 4', async () => {
    const moon = ['--thrust', '24', '--mass', '16', '--destination', 'moon', '--json'];
    const kathy = await launch(...moon, '--specialists', 'kathy-johnson');
    expect(kathy.code).toBe(0);
    expect(JSON.parse(kathy.stdout)).toEqual({
      performance: 1.8,
      target: 7,
      chance: 6 / 12,
      reachable: true,
      thrust: 24,
      mass: 16,
    });
    const katalina = await launch(...moon, '--specialists', 'katalina-tsiolkovsky');
    expect(JSON.parse(katalina.stdout)).toMatchObject({ target: 4, chance: 9 / 12 });
    const both = await launch(...moon, '--specialists', 'kathy-johnson,katalina-tsiolkovsky');
    expect(JSON.parse(both.stdout)).toMatchObject({ target: 5, chance: 8 / 12 });
    const text = await launch(
      '--thrust',
      '24',
      '--mass',
      '16',
      '--destination',
      'moon',
      '--specialists',
      'kathy-johnson',
    );
    expect(text.stdout).toMatch(/target\s+7 or more on a d12/);
  });

  it('AG7 applies the specialists (Mark Faget, Kathy Johnson)', async () => {
    const { code, stdout } = await launch(
      '--thrust',
      '24',
      '--mass',
      '17',
      '--destination',
      'moon',
      '--specialists',
      'mark-faget,kathy-johnson',
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      performance: 1.8,
      target: 7,
      chance: 6 / 12,
      reachable: true,
      mass: 16,
    });
  });

  it('AG27 an unreachable rocket is an answer: reachable false, target null, exit 0', async () => {
    const { code, stdout } = await launch(
      '--thrust',
      '17',
      '--mass',
      '20',
      '--destination',
      'mars',
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      reachable: false,
      target: null,
      chance: 0,
      performance: 1.2,
      reason: 'a performance of 1.2 cannot reach Mars: it needs 2.5 or more',
    });
    const off = await launch('--thrust', '24', '--mass', '30', '--destination', 'leo', '--json');
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({
      reachable: false,
      target: null,
      chance: 0,
      performance: null,
      reason: 'a mass of 30 is off the performance table (7 to 28)',
    });
  });

  it('prints a few lines a person reads: performance, target, chance', async () => {
    const { code, stdout } = await launch(
      '--thrust',
      '24',
      '--mass',
      '16',
      '--destination',
      'moon',
    );
    expect(code).toBe(0);
    expect(stdout).toContain('Apogee launch to the Moon: thrust 24, mass 16');
    expect(stdout).toMatch(/performance\s+1\.8/);
    expect(stdout).toMatch(/target\s+6 or more on a d12/);
    expect(stdout).toMatch(/chance\s+58\.3% \(7 in 12\)/);
    const mars = await launch('--thrust', '17', '--mass', '20', '--destination', 'mars');
    expect(mars.code).toBe(0);
    expect(mars.stdout).toContain('cannot reach: a performance of 1.2 cannot reach Mars');
  });

  it('AG28 reads the destination and the specialists without regard to case', async () => {
    const { code, stdout } = await launch(
      '--thrust',
      '24',
      '--mass',
      '16',
      '--destination',
      'Moon',
      '--specialists',
      'Katalina-Tsiolkovsky',
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ target: 4 });
  });

  const bad: [string, string[], string][] = [
    [
      'an unknown destination',
      ['--thrust', '24', '--mass', '16', '--destination', 'venus'],
      'apophis apogee: --destination takes leo, geo, moon, lagrange, asteroid or mars, not "venus"',
    ],
    [
      'a thrust that is not a number',
      ['--thrust', 'abc', '--mass', '16', '--destination', 'moon'],
      'apophis apogee: --thrust takes a whole number of 0 or more, not "abc"',
    ],
    [
      'a negative mass',
      ['--thrust', '24', '--mass=-2', '--destination', 'moon'],
      'apophis apogee: --mass takes a whole number of 0 or more, not "-2"',
    ],
    [
      'an unknown specialist',
      ['--thrust', '24', '--mass', '16', '--destination', 'moon', '--specialists', 'kathy,bob'],
      'apophis apogee: --specialists takes kathy-johnson, katalina-tsiolkovsky or mark-faget, not "kathy"',
    ],
    [
      'AG28 diane-dyson',
      ['--thrust', '24', '--mass', '16', '--destination', 'moon', '--specialists', 'diane-dyson'],
      'apophis apogee: diane-dyson adds 1 thrust per built Nuclear Pulse Propulsion stage: add it to --thrust instead',
    ],
    [
      'a missing --thrust',
      ['--mass', '16', '--destination', 'moon'],
      "apophis apogee: --thrust is missing: give the rocket's total thrust, like --thrust 24",
    ],
    [
      'a missing --destination',
      ['--thrust', '24', '--mass', '16'],
      'apophis apogee: --destination is missing: give one of leo, geo, moon, lagrange, asteroid or mars',
    ],
  ];
  for (const [what, args, sentence] of bad) {
    it(`refuses ${what} with one sentence and exit 2`, async () => {
      const { code, stdout, stderr } = await launch(...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(said(stderr)).toBe(sentence);
    });
  }

  it('refuses an unknown option with exit 2', async () => {
    const { code, stderr } = await launch('--thrust', '24', '--mass', '16', '--weight', '3');
    expect(code).toBe(2);
    expect(said(stderr)).toMatch(/^apophis apogee: .*--weight/);
  });
});

describe('apophis apogee', () => {
  it('refuses another sub-command with a sentence and exit 2', async () => {
    const { code, stderr } = await apophis('apogee', 'land');
    expect(code).toBe(2);
    expect(said(stderr)).toBe(
      'apophis apogee: "land" is not an apogee sub-command (try: apophis apogee launch)',
    );
  });

  it('asks for a sub-command when none is given', async () => {
    const { code, stderr } = await apophis('apogee');
    expect(code).toBe(2);
    expect(said(stderr)).toBe(
      'apophis apogee: name a sub-command: apophis apogee launch --thrust T --mass M --destination D',
    );
  });

  it('is in the help', async () => {
    const { code, stdout } = await apophis('help');
    expect(code).toBe(0);
    expect(stdout).toContain('apophis apogee launch --thrust T --mass M');
    expect(stdout).toContain('--destination leo|geo|moon|lagrange|asteroid|mars');
  });
});
