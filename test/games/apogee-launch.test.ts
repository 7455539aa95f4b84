// Apogee's launch check (AG5–AG7, AG9) and the project's readings AG20–AG27
// (src/games/apogee/README.md), against expectations written out by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chanceOf,
  DESTINATIONS,
  type Destination,
  type LaunchInput,
  launchCheck,
  launchSucceeds,
  performanceOf,
  type Specialist,
  targetOf,
} from '../../src/games/apogee/launch.ts';

// AG5 as RULES-APOGEE.md prints it, the 25–28 row already mended (2.2 under 13–16).
const THRUSTS: [number, number][] = [
  [33, 36],
  [29, 32],
  [25, 28],
  [21, 24],
  [17, 20],
  [13, 16],
  [9, 12],
];
const MASSES: [number, number][] = [
  [7, 8],
  [9, 12],
  [13, 16],
  [17, 20],
  [21, 24],
  [25, 28],
];
const PERFORMANCE = `
4.5 3.6 2.8 2.1 1.7 1.4
4.0 3.2 2.5 1.9 1.5 1.3
3.5 2.8 2.2 1.6 1.3 1.1
3.0 2.4 1.8 1.4 1.1 1.0
2.5 2.0 1.5 1.2 1.0 0.8
2.0 1.6 1.2 0.9 0.8 0.6
1.5 1.2 0.9 0.7 0.6 0.5`
  .trim()
  .split('\n')
  .map((line) => line.split(' ').map(Number));

// AG6: [lowest, highest performance of the row], then LEO … Mars; '-' is a dash.
const TARGETS: [number, number, string][] = [
  [3.0, 4.5, '3 4 4 4 4 4'],
  [2.5, 2.9, '4 5 5 5 5 5'],
  [2.0, 2.4, '5 6 6 6 6 -'],
  [1.7, 1.9, '5 6 6 6 - -'],
  [1.4, 1.6, '6 7 7 - - -'],
  [1.2, 1.3, '6 7 - - - -'],
  [1.0, 1.1, '7 - - - - -'],
];

function check(
  thrust: number,
  mass: number,
  destination: Destination,
  specialists: Specialist[] = [],
  nuclearPulseStages?: number,
  version?: number,
) {
  const input: LaunchInput = { thrust, mass, destination, specialists };
  if (nuclearPulseStages !== undefined) input.nuclearPulseStages = nuclearPulseStages;
  if (version !== undefined) input.version = version;
  return launchCheck(input);
}

describe('AG5 the performance table', () => {
  it('AG5 gives every cell at every corner of its thrust and mass ranges', () => {
    let cells = 0;
    THRUSTS.forEach(([tLow, tHigh], row) => {
      MASSES.forEach(([mLow, mHigh], column) => {
        for (const thrust of [tLow, tHigh]) {
          for (const mass of [mLow, mHigh]) {
            expect(performanceOf(thrust, mass), `thrust ${thrust}, mass ${mass}`).toBe(
              PERFORMANCE[row]?.[column],
            );
            cells++;
          }
        }
      });
    });
    expect(cells).toBe(7 * 6 * 4);
  });

  it('AG5 reads the boundaries: thrust 8/9, 12/13, 36/37 and mass 6/7, 8/9, 28/29', () => {
    expect(performanceOf(8, 16)).toBeNull();
    expect(performanceOf(9, 16)).toBe(0.9);
    expect(performanceOf(12, 16)).toBe(0.9);
    expect(performanceOf(13, 16)).toBe(1.2);
    expect(performanceOf(36, 16)).toBe(2.8);
    expect(performanceOf(37, 16)).toBeNull();
    expect(performanceOf(24, 6)).toBeNull();
    expect(performanceOf(24, 7)).toBe(3.0);
    expect(performanceOf(24, 8)).toBe(3.0);
    expect(performanceOf(24, 9)).toBe(2.4);
    expect(performanceOf(24, 28)).toBe(1.0);
    expect(performanceOf(24, 29)).toBeNull();
    expect(performanceOf(0, 0)).toBeNull();
  });

  it('AG5 the garbled 25–28 row is mended: 2.2 under mass 13–16, 1.1 under 25–28', () => {
    expect([8, 12, 16, 20, 24, 28].map((mass) => performanceOf(26, mass))).toEqual([
      3.5, 2.8, 2.2, 1.6, 1.3, 1.1,
    ]);
  });

  it('AG5 a thrust or mass that is not a whole number is not on the table', () => {
    expect(performanceOf(24.5, 16)).toBeNull();
    expect(performanceOf(24, 15.5)).toBeNull();
    expect(performanceOf(Number.NaN, 16)).toBeNull();
  });

  it('AG5 the rules example: thrust 24, mass 16 → 1.8', () => {
    expect(performanceOf(24, 16)).toBe(1.8);
  });
});

describe('AG6 the target table', () => {
  it('AG6 gives every cell at the lowest and highest performance of its row', () => {
    for (const [low, high, row] of TARGETS) {
      const expected = row.split(' ').map((cell) => (cell === '-' ? null : Number(cell)));
      for (const performance of [low, high]) {
        DESTINATIONS.forEach((destination, column) => {
          expect(targetOf(performance, destination), `${performance} to ${destination}`).toBe(
            expected[column],
          );
        });
      }
    }
  });

  it('AG6 every performance AG5 can give lands in its row', () => {
    expect(targetOf(2.9, 'mars')).toBe(5);
    expect(targetOf(2.4, 'mars')).toBeNull();
    expect(targetOf(1.9, 'asteroid')).toBeNull();
    expect(targetOf(2.0, 'asteroid')).toBe(6);
    expect(targetOf(1.6, 'lagrange')).toBeNull();
    expect(targetOf(1.7, 'lagrange')).toBe(6);
    expect(targetOf(1.3, 'moon')).toBeNull();
    expect(targetOf(1.4, 'moon')).toBe(7);
    expect(targetOf(1.1, 'geo')).toBeNull();
    expect(targetOf(1.2, 'geo')).toBe(7);
  });

  it('AG6 below 1.0 nothing is in reach', () => {
    for (const performance of [0.9, 0.8, 0.7, 0.6, 0.5]) {
      for (const destination of DESTINATIONS) expect(targetOf(performance, destination)).toBeNull();
    }
  });

  it('AG6 the chance is (13 − target) / 12, 1 at 1 or less and 0 above 12', () => {
    expect(chanceOf(6)).toBe(7 / 12);
    expect(chanceOf(2)).toBe(11 / 12);
    expect(chanceOf(12)).toBe(1 / 12);
    expect(chanceOf(1)).toBe(1);
    expect(chanceOf(0)).toBe(1);
    expect(chanceOf(-3)).toBe(1);
    expect(chanceOf(13)).toBe(0);
    expect(chanceOf(20)).toBe(0);
  });

  it('AG6 the rules example: thrust 24, mass 16 → 1.8 → the Moon needs 6 → 7 in 12', () => {
    expect(targetOf(1.8, 'moon')).toBe(6);
    expect(check(24, 16, 'moon')).toEqual({
      reachable: true,
      thrust: 24,
      mass: 16,
      performance: 1.8,
      target: 6,
      chance: 7 / 12,
    });
  });
});

describe('AG7 the specialists', () => {
  // AG7 (corrected): "During the Launch phase, the player adds 1 to the number he obtains from
  // the launch probability table" (Kathy Johnson); "subtracts 2 from the number" (Katalina).
  it('AG7 Kathy Johnson adds 1 to the target: thrust 24, mass 16, Moon 6 → 7', () => {
    expect(check(24, 16, 'moon', ['kathy-johnson'])).toMatchObject({ target: 7, chance: 6 / 12 });
  });

  it('AG7 Katalina Tsiolkovsky subtracts 2 from the target: Moon 6 → 4', () => {
    expect(check(24, 16, 'moon', ['katalina-tsiolkovsky'])).toMatchObject({
      target: 4,
      chance: 9 / 12,
    });
  });

  it('AG42 a game of rules version 1 keeps the shifts it was played with (Kathy 5, Katalina 8)', () => {
    expect(check(24, 16, 'moon', ['kathy-johnson'], undefined, 1)).toMatchObject({ target: 5 });
    expect(check(24, 16, 'moon', ['katalina-tsiolkovsky'], undefined, 1)).toMatchObject({
      target: 8,
    });
  });

  it('AG7 Mark Faget takes 1 from the mass before the performance', () => {
    // Mass 17 is in 17–20 (1.4); Mark brings it to 16, in 13–16 (1.8).
    expect(check(24, 17, 'moon')).toMatchObject({ performance: 1.4, target: 7 });
    expect(check(24, 17, 'moon', ['mark-faget'])).toMatchObject({
      reachable: true,
      mass: 16,
      performance: 1.8,
      target: 6,
    });
  });

  it('AG7 Diane Dyson adds 1 thrust per built Nuclear Pulse Propulsion stage', () => {
    // Thrust 23 + 2 stages = 25, in 25–28: mass 16 → 2.2.
    expect(check(23, 16, 'moon', ['diane-dyson'], 2)).toMatchObject({
      reachable: true,
      thrust: 25,
      performance: 2.2,
      target: 6,
    });
  });
});

describe('AG9 a roll', () => {
  it('AG9 succeeds when the d12 shows the target or more', () => {
    expect(launchSucceeds(6, 5)).toBe(false);
    expect(launchSucceeds(6, 6)).toBe(true);
    expect(launchSucceeds(6, 12)).toBe(true);
    expect(launchSucceeds(1, 1)).toBe(true);
    expect(launchSucceeds(13, 12)).toBe(false);
  });
});

describe('the readings AG20–AG27', () => {
  it('AG20 the rocket first (Mark, Diane), then AG5, then AG6, then the target shift', () => {
    // 20 + 1 stage = 21 thrust, 21 − 1 = 20 mass → 1.4 → the Moon 7 → Kathy 8, Katalina 6.
    const all: Specialist[] = [
      'kathy-johnson',
      'katalina-tsiolkovsky',
      'mark-faget',
      'diane-dyson',
    ];
    expect(check(20, 21, 'moon', all, 1)).toEqual({
      reachable: true,
      thrust: 21,
      mass: 20,
      performance: 1.4,
      target: 6,
      chance: 7 / 12,
    });
    // Had the shift come before the tables, or the mass after, the result would differ:
    // without Mark and Diane, 20/21 is 1.0 and the Moon is a dash.
    expect(check(20, 21, 'moon', ['kathy-johnson', 'katalina-tsiolkovsky'])).toMatchObject({
      reachable: false,
      performance: 1.0,
    });
  });

  it('AG21 Kathy and Katalina never make a dash reachable, and each counts once', () => {
    const dash = check(17, 20, 'mars', ['kathy-johnson']);
    expect(dash).toMatchObject({ reachable: false, performance: 1.2, target: null, chance: 0 });
    expect(check(9, 7, 'lagrange', ['kathy-johnson', 'kathy-johnson'])).toMatchObject({
      reachable: false,
      performance: 1.5,
    });
    expect(check(24, 16, 'moon', ['kathy-johnson', 'kathy-johnson'])).toMatchObject({
      target: 7,
    });
    expect(
      check(24, 16, 'moon', ['katalina-tsiolkovsky', 'katalina-tsiolkovsky', 'mark-faget']),
    ).toMatchObject({ target: 4 });
    expect(check(24, 16, 'moon', ['kathy-johnson', 'katalina-tsiolkovsky'])).toMatchObject({
      target: 5,
    });
    expect(check(16, 12, 'mars', ['katalina-tsiolkovsky'])).toMatchObject({ reachable: false });
  });

  it('AG22 a reachable destination stays reachable: every shifted target is 1 to 8', () => {
    const seen = new Set<number>();
    for (let thrust = 9; thrust <= 36; thrust++) {
      for (let mass = 7; mass <= 28; mass++) {
        for (const destination of DESTINATIONS) {
          const plain = check(thrust, mass, destination);
          const easy = check(thrust, mass, destination, ['kathy-johnson']);
          const hard = check(thrust, mass, destination, ['katalina-tsiolkovsky']);
          expect(easy.reachable).toBe(plain.reachable);
          expect(hard.reachable).toBe(plain.reachable);
          if (easy.reachable) seen.add(easy.target);
          if (hard.reachable) seen.add(hard.target);
        }
      }
    }
    // Katalina's 3 − 2 = 1 (every d12 meets it), Kathy's 7 + 1 = 8.
    expect(Math.min(...seen)).toBe(1);
    expect(Math.max(...seen)).toBe(8);
    // The ends of the die, for any other caller.
    expect(chanceOf(1)).toBe(1);
    expect(chanceOf(13)).toBe(0);
  });

  it('AG23 performances 4.0 and 4.5 use the 3.0-and-more row', () => {
    for (const performance of [4.0, 4.5]) {
      expect(DESTINATIONS.map((d) => targetOf(performance, d))).toEqual([3, 4, 4, 4, 4, 4]);
    }
    expect(check(36, 8, 'mars')).toMatchObject({ performance: 4.5, target: 4, chance: 9 / 12 });
    expect(check(30, 7, 'leo')).toMatchObject({ performance: 4.0, target: 3, chance: 10 / 12 });
  });

  it('AG24 Mark Faget may bring a mass of 7 off the table, and a mass of 29 onto it', () => {
    const off = check(24, 7, 'leo', ['mark-faget']);
    expect(off).toMatchObject({ reachable: false, mass: 6, performance: null, target: null });
    expect(off.reachable || off.reason).toBe(
      "a mass of 6 (7 less Mark Faget's 1) is off the performance table (7 to 28)",
    );
    expect(check(24, 29, 'leo')).toMatchObject({ reachable: false });
    expect(check(24, 29, 'leo', ['mark-faget'])).toMatchObject({
      reachable: true,
      mass: 28,
      performance: 1.0,
      target: 7,
    });
  });

  it('AG25 a thrust below 9 or above 36 is off the table, named first when both are', () => {
    const low = check(8, 16, 'leo');
    expect(low.reachable || low.reason).toBe(
      'a thrust of 8 is off the performance table (9 to 36)',
    );
    const high = check(37, 16, 'leo');
    expect(high.reachable || high.reason).toBe(
      'a thrust of 37 is off the performance table (9 to 36)',
    );
    const both = check(40, 30, 'leo');
    expect(both.reachable || both.reason).toMatch(/^a thrust of 40 /);
    const heavy = check(24, 30, 'leo');
    expect(heavy.reachable || heavy.reason).toBe(
      'a mass of 30 is off the performance table (7 to 28)',
    );
    // Diane Dyson takes 8 onto the table, and 36 off it.
    expect(check(8, 8, 'leo', ['diane-dyson'], 1)).toMatchObject({ reachable: true, thrust: 9 });
    const over = check(36, 8, 'leo', ['diane-dyson'], 1);
    expect(over.reachable || over.reason).toBe(
      "a thrust of 37 (36 and Diane Dyson's 1) is off the performance table (9 to 36)",
    );
  });

  it('AG26 numbers a player typed are answered with a sentence, never a throw', () => {
    const cases: [LaunchInput, string][] = [
      [
        { thrust: -3, mass: 16, destination: 'moon' },
        'thrust -3 is not a whole number of 0 or more',
      ],
      [
        { thrust: 2.5, mass: 16, destination: 'moon' },
        'thrust 2.5 is not a whole number of 0 or more',
      ],
      [{ thrust: 24, mass: -1, destination: 'moon' }, 'mass -1 is not a whole number of 0 or more'],
      [
        { thrust: 24, mass: Number.NaN, destination: 'moon' },
        'mass NaN is not a whole number of 0 or more',
      ],
      [
        { thrust: 24, mass: 16, destination: 'moon', nuclearPulseStages: -1 },
        '-1 Nuclear Pulse Propulsion stages is not a whole number of 0 or more',
      ],
      [
        { thrust: 24, mass: 16, destination: 'venus' as Destination },
        '"venus" is not a destination (leo, geo, moon, lagrange, asteroid, mars)',
      ],
      [
        { thrust: 24, mass: 16, destination: 'moon', specialists: ['bob' as Specialist] },
        '"bob" is not a launch specialist (kathy-johnson, katalina-tsiolkovsky, mark-faget, diane-dyson)',
      ],
    ];
    for (const [input, reason] of cases) {
      const result = launchCheck(input);
      expect(result).toMatchObject({
        reachable: false,
        target: null,
        chance: 0,
        performance: null,
      });
      expect(result.reachable || result.reason).toBe(reason);
    }
    // Diane Dyson without stages, or stages without her, add nothing.
    expect(check(24, 16, 'moon', ['diane-dyson'])).toMatchObject({ thrust: 24, performance: 1.8 });
    expect(check(24, 16, 'moon', [], 3)).toMatchObject({ thrust: 24, performance: 1.8 });
  });

  it('AG27 an unreachable destination says why in a sentence', () => {
    const mars = check(21, 24, 'mars');
    expect(mars.reachable || mars.reason).toBe(
      'a performance of 1.1 cannot reach Mars: it needs 2.5 or more',
    );
    const moon = check(20, 20, 'moon');
    expect(moon.reachable || moon.reason).toBe(
      'a performance of 1.2 cannot reach the Moon: it needs 1.4 or more',
    );
    const leo = check(12, 16, 'leo');
    expect(leo).toMatchObject({ reachable: false, performance: 0.9, target: null, chance: 0 });
    expect(leo.reachable || leo.reason).toBe(
      'a performance of 0.9 cannot reach LEO: nothing is in reach below 1.0',
    );
  });
});

describe('properties over the table', () => {
  const thrust = fc.integer({ min: 9, max: 36 });
  const mass = fc.integer({ min: 7, max: 28 });
  const destination = fc.constantFrom(...DESTINATIONS);
  const specialists = fc.subarray<Specialist>(['kathy-johnson', 'katalina-tsiolkovsky']);

  it('AG5–AG7 the chance never rises when the mass grows', () => {
    fc.assert(
      fc.property(thrust, mass, mass, destination, specialists, (t, m1, m2, d, s) => {
        const [light, heavy] = m1 <= m2 ? [m1, m2] : [m2, m1];
        expect(check(t, heavy, d, s).chance).toBeLessThanOrEqual(check(t, light, d, s).chance);
      }),
    );
  });

  it('AG5–AG7 the chance never falls when the thrust grows', () => {
    fc.assert(
      fc.property(thrust, thrust, mass, destination, specialists, (t1, t2, m, d, s) => {
        const [weak, strong] = t1 <= t2 ? [t1, t2] : [t2, t1];
        expect(check(strong, m, d, s).chance).toBeGreaterThanOrEqual(check(weak, m, d, s).chance);
      }),
    );
  });

  it('AG6 a farther destination never has a lower target (LEO ≤ GEO ≤ Moon …)', () => {
    const performance = fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10);
    fc.assert(
      fc.property(performance, (p) => {
        const targets = DESTINATIONS.map((d) => targetOf(p, d) ?? Number.POSITIVE_INFINITY);
        for (let i = 1; i < targets.length; i++) {
          expect(targets[i]).toBeGreaterThanOrEqual(targets[i - 1] ?? 0);
        }
      }),
    );
  });
});
