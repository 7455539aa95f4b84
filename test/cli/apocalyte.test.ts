// `apophis apocalyte combat|move`, run as a child process the way a user runs it (AC4,
// AC6), exact against the dice enumerated here with nested loops, not the module's method.
import { describe, expect, it } from 'vitest';
import { apophis } from './run.ts';

/** stderr without the launcher's notice that it runs from the sources. */
function said(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('apophis: running from the sources'))
    .join('\n');
}

type Outcome = { attackerLosses: number; defenderLosses: number; p: number };

/**
 * Every roll of `attack` attacker dice and `defence` defender dice, one nested loop per die
 * (a die not rolled loops over the single value 0), settled the way Risk players do:
 * best against best, then second against second, the tie to the defender.
 */
function enumerate(attack: number, defence: number): Map<string, number> {
  const faces = (rolled: boolean) => (rolled ? [1, 2, 3, 4, 5, 6] : [0]);
  const ways = new Map<string, number>();
  for (const a1 of faces(attack >= 1))
    for (const a2 of faces(attack >= 2))
      for (const a3 of faces(attack >= 3))
        for (const d1 of faces(defence >= 1))
          for (const d2 of faces(defence >= 2)) {
            const a = [a1, a2, a3].filter((x) => x > 0).sort((x, y) => y - x);
            const d = [d1, d2].filter((x) => x > 0).sort((x, y) => y - x);
            let lostA = 0;
            let lostD = 0;
            if ((a[0] as number) > (d[0] as number)) lostD++;
            else lostA++;
            if (a.length >= 2 && d.length >= 2) {
              if ((a[1] as number) > (d[1] as number)) lostD++;
              else lostA++;
            }
            const k = `${lostA}:${lostD}`;
            ways.set(k, (ways.get(k) ?? 0) + 1);
          }
  return ways;
}

async function combat(...args: string[]) {
  return apophis('apocalyte', 'combat', ...args);
}

describe('apophis apocalyte combat', () => {
  it('AC4 prints DESIGN.md’s JSON for 3 against 2, with 2890/7776', async () => {
    const { code, stdout, stderr } = await combat('--attackers', '3', '--defenders', '2', '--json');
    expect(said(stderr)).toBe('');
    expect(code).toBe(0);
    expect(stdout.startsWith('{"attackerDice":3,"defenderDice":2,"outcomes":[')).toBe(true);
    expect(stdout).toContain('{"attackerLosses":0,"defenderLosses":2,"p":0.3716');
    expect(JSON.parse(stdout)).toEqual({
      attackerDice: 3,
      defenderDice: 2,
      outcomes: [
        { attackerLosses: 0, defenderLosses: 2, p: 2890 / 7776 },
        { attackerLosses: 1, defenderLosses: 1, p: 2611 / 7776 },
        { attackerLosses: 2, defenderLosses: 0, p: 2275 / 7776 },
      ],
    });
  });

  // Every count of dice a side can roll (1–3 against 1–2), reached from more armies too, and the largest armies taken.
  const cases: [number, number][] = [];
  for (let a = 1; a <= 4; a++) for (let d = 1; d <= 3; d++) cases.push([a, d]);
  cases.push([999, 999], [999, 1], [1, 999]);
  for (const [attackers, defenders] of cases) {
    it(`AC4 is exact against an enumeration of the dice: ${attackers} against ${defenders}`, async () => {
      const { code, stdout } = await combat(
        '--attackers',
        String(attackers),
        '--defenders',
        String(defenders),
        '--json',
      );
      expect(code).toBe(0);
      const attack = Math.min(3, attackers);
      const defence = Math.min(2, defenders);
      const rolls = 6 ** (attack + defence);
      const expected = [...enumerate(attack, defence).entries()]
        .map(([k, ways]) => {
          const [lostA, lostD] = k.split(':').map(Number) as [number, number];
          return { attackerLosses: lostA, defenderLosses: lostD, ways };
        })
        .sort((x, y) => x.attackerLosses - y.attackerLosses);
      const out = JSON.parse(stdout) as {
        attackerDice: number;
        defenderDice: number;
        outcomes: Outcome[];
      };
      expect(out.attackerDice).toBe(attack);
      expect(out.defenderDice).toBe(defence);
      expect(Object.keys(out)).toEqual(['attackerDice', 'defenderDice', 'outcomes']);
      expect(out.outcomes.map((o) => [o.attackerLosses, o.defenderLosses])).toEqual(
        expected.map((e) => [e.attackerLosses, e.defenderLosses]),
      );
      for (const [i, o] of out.outcomes.entries()) {
        const e = expected[i] as (typeof expected)[number];
        expect(Object.keys(o)).toEqual(['attackerLosses', 'defenderLosses', 'p']);
        // Exact: the printed chance is the count of rolls over all rolls, to the last bit.
        expect(o.p).toBe(e.ways / rolls);
      }
    });
  }

  it('prints a table a person reads, with the dice and the counts of rolls', async () => {
    const { code, stdout } = await combat('--attackers', '3', '--defenders', '2');
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Apocalyte combat round (AC4): 3 attackers roll 3 dice, 2 defenders roll 2 dice; ties go to the defender',
    );
    expect(stdout).toMatch(/ 0\s+2\s+37\.2%\s+\(2890 in 7776\)/);
    expect(stdout).toMatch(/ 1\s+1\s+33\.6%\s+\(2611 in 7776\)/);
    expect(stdout).toMatch(/ 2\s+0\s+29\.3%\s+\(2275 in 7776\)/);
    const one = await combat('--attackers', '1', '--defenders', '4');
    expect(one.stdout).toContain('1 attacker rolls 1 die, 4 defenders roll 2 dice');
    expect(one.stdout).toMatch(/ 0\s+1\s+25\.5%\s+\(55 in 216\)/);
  });

  const bad: [string, string[], string][] = [
    [
      '0 attackers',
      ['--attackers', '0', '--defenders', '2'],
      'apophis apocalyte: --attackers takes a whole number from 1 to 999, not "0"',
    ],
    [
      'letters for defenders',
      ['--attackers', '3', '--defenders', 'two'],
      'apophis apocalyte: --defenders takes a whole number from 1 to 999, not "two"',
    ],
    [
      'a negative count',
      ['--attackers=-3', '--defenders', '2'],
      'apophis apocalyte: --attackers takes a whole number from 1 to 999, not "-3"',
    ],
    [
      'more armies than the command takes',
      ['--attackers', '3', '--defenders', '1000'],
      'apophis apocalyte: --defenders takes a whole number from 1 to 999, not "1000"',
    ],
    [
      'a missing --attackers',
      ['--defenders', '2'],
      'apophis apocalyte: --attackers is missing: give it like --attackers 3',
    ],
    [
      'a missing --defenders',
      ['--attackers', '3', '--json'],
      'apophis apocalyte: --defenders is missing: give it like --defenders 2',
    ],
  ];
  for (const [what, args, sentence] of bad) {
    it(`AC34 refuses ${what} with one sentence and exit 2`, async () => {
      const { code, stdout, stderr } = await combat(...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(said(stderr)).toBe(sentence);
    });
  }

  it('refuses an unknown option with exit 2', async () => {
    const { code, stdout, stderr } = await combat(
      '--attackers',
      '3',
      '--defenders',
      '2',
      '--rounds',
      '3',
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(said(stderr)).toMatch(/^apophis apocalyte: .*--rounds/);
  });
});

describe('apophis apocalyte move', () => {
  /** AC6 read face by face here: 1–2 one, 3–4 half rounded up, 5–6 all but one; 2 always sends 1. */
  function expectedMove(n: number): { moving: number; p: number }[] {
    if (n === 2) return [{ moving: 1, p: 1 }];
    const counts = new Map<number, number>();
    for (const face of [1, 2, 3, 4, 5, 6]) {
      const m = face <= 2 ? 1 : face <= 4 ? Math.floor((n + 1) / 2) : n - 1;
      counts.set(m, (counts.get(m) ?? 0) + 1);
    }
    return [...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([moving, faces]) => ({ moving, p: faces / 6 }));
  }

  for (const n of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 999]) {
    it(`AC6 prints the exact JSON for a territory of ${n}`, async () => {
      const { code, stdout, stderr } = await apophis(
        'apocalyte',
        'move',
        '--armies',
        String(n),
        '--json',
      );
      expect(said(stderr)).toBe('');
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toEqual({ outcomes: expectedMove(n) });
    });
  }

  it('AC6 gives the hand-counted answer for 3 and 5', async () => {
    const three = await apophis('apocalyte', 'move', '--armies', '3', '--json');
    expect(three.stdout.trim()).toBe(
      `{"outcomes":[{"moving":1,"p":${1 / 3}},{"moving":2,"p":${2 / 3}}]}`,
    );
    const five = await apophis('apocalyte', 'move', '--armies', '5');
    expect(five.code).toBe(0);
    expect(five.stdout).toContain('Apocalytes leaving a territory of 5 (AC6): a d6 decides');
    expect(five.stdout).toMatch(/ 1\s+33\.3%\s+\(2 in 6\)/);
    expect(five.stdout).toMatch(/ 3\s+33\.3%\s+\(2 in 6\)/);
    expect(five.stdout).toMatch(/ 4\s+33\.3%\s+\(2 in 6\)/);
    const two = await apophis('apocalyte', 'move', '--armies', '2');
    expect(two.stdout).toContain('Apocalytes leaving a territory of 2 (AC6): 1 moves, no roll');
    expect(two.stdout).toMatch(/ 1\s+100\.0%/);
  });

  const bad: [string, string[], string][] = [
    [
      'a territory of 1',
      ['--armies', '1'],
      'apophis apocalyte: --armies takes a whole number from 2 to 999, not "1": a territory of fewer than 2 Apocalytes does not move (AC7)',
    ],
    [
      'letters',
      ['--armies', 'many'],
      'apophis apocalyte: --armies takes a whole number from 2 to 999, not "many"',
    ],
    [
      'a missing --armies',
      ['--json'],
      'apophis apocalyte: --armies is missing: give it like --armies 5',
    ],
  ];
  for (const [what, args, sentence] of bad) {
    it(`AC34 refuses ${what} with one sentence and exit 2`, async () => {
      const { code, stdout, stderr } = await apophis('apocalyte', 'move', ...args);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(said(stderr)).toBe(sentence);
    });
  }
});

describe('apophis apocalyte', () => {
  it('refuses another sub-command and asks for one when none is given', async () => {
    const other = await apophis('apocalyte', 'attack');
    expect(other.code).toBe(2);
    expect(said(other.stderr)).toBe(
      'apophis apocalyte: "attack" is not an apocalyte sub-command (try: apophis apocalyte combat or move)',
    );
    const none = await apophis('apocalyte');
    expect(none.code).toBe(2);
    expect(said(none.stderr)).toBe(
      'apophis apocalyte: name a sub-command: apophis apocalyte combat --attackers A --defenders D, or apophis apocalyte move --armies N',
    );
  });

  it('is in the help', async () => {
    const { code, stdout } = await apophis('help');
    expect(code).toBe(0);
    expect(stdout).toContain('apophis apocalyte combat --attackers A --defenders D [--json]');
    expect(stdout).toContain('apophis apocalyte move --armies N [--json]');
  });
});
