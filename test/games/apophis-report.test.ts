// Apophis's report (src/games/apophis/report.ts): the luck meter against the exact odds found
// here by enumerating the dice through the referee, the timeline, undo (R22), the decisive launch (R23).
import { describe, expect, it } from 'vitest';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { apophis } from '../../src/games/apophis/index.ts';
import { resolveLaunch } from '../../src/games/apophis/launch.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import { ApophisPlay } from '../stats/logs.ts';

const T = Date.UTC(2026, 10, 21, 19, 0, 0);

/** P(hit) by every sequence of `n` dice through the referee (R19's rerolls spent on failures): each sequence 1/6^n. */
function enumeratedHit(rocket: Section[], variant: 'basic' | 'advanced', value: number, n: number) {
  let hits = 0;
  let total = 0;
  const dice: number[] = [];
  const walk = (depth: number) => {
    if (depth === n) {
      const resolved = resolveLaunch(
        rocket,
        variant,
        { value, damages: 3 - value, deflections: 0 },
        dice,
      );
      if (!resolved.ok) throw new Error(resolved.error);
      total += 1;
      if (['hit', 'destroyed', 'deflected'].includes(resolved.value.launch.result ?? '')) hits += 1;
      return;
    }
    for (let face = 1; face <= 6; face += 1) {
      dice[depth] = face;
      walk(depth + 1);
    }
  };
  walk(0);
  return hits / total;
}

function dice(...faces: number[]): () => number {
  return () => faces.shift() ?? 6;
}

describe('the luck meter', () => {
  it("a fail-safe rocket's chance of a hit is the dice's, enumerated (R18, R19)", () => {
    // Y3,G2,B1 advanced: one reroll (G2); explodes on 5–6 (d6 + 3 ≥ 8); hits on 3–6 (d6 + 3 + 1 ≥ 7).
    // At most 3 dice: explosion, accuracy, one reroll.
    const rocket: Section[] = ['Y3', 'G2', 'B1'];
    const exact = enumeratedHit(rocket, 'advanced', 3, 3);
    // By hand: keep on 1–4 (4/6) then hit 4/6, or hold but miss and reroll: 4/6·(4/6 + 2/6·4/6)
    // + explode, reroll, hold, hit: 2/6·4/6·4/6. = 16/36 + 16/108 + 16/108 = 80/108.
    expect(exact).toBeCloseTo(80 / 108, 12);
    const game = new ApophisPlay(T, { players: 2, variant: 'advanced', difficulty: 'medium' });
    game.next((t) => a.start(t)).launch(rocket, dice(2, 5));
    const { luck } = apophis.report(game.actions);
    expect(luck).toHaveLength(1);
    expect(luck[0]?.chance).toBeCloseTo(exact, 12);
    expect(luck[0]).toMatchObject({
      success: true,
      label: { key: 'apophis.luck.launch', values: { n: 1, rocket: 'Y3,G2,B1' } },
    });
  });

  it('takes the odds on Apophis as it stood when the launch began (basic, after a damage)', () => {
    const game = new ApophisPlay(T, { players: 2, variant: 'basic', difficulty: 'hard' });
    game
      .next((t) => a.start(t))
      .launch(['Y3', 'R2'], dice(6, 6))
      .launch(['Y3', 'R2', 'B1'], dice(1));
    const { luck } = apophis.report(game.actions);
    expect(luck.map((l) => [l.chance, l.success])).toEqual([
      [enumeratedHit(['Y3', 'R2'], 'basic', 3, 2), true],
      [enumeratedHit(['Y3', 'R2', 'B1'], 'basic', 2, 3), false],
    ]);
    expect(luck.map((l) => l.chance)).toEqual([3 / 6, 3 / 6]); // d6 + 3 ≥ 7; d6 + 2 + 1 ≥ 7
  });

  it('leaves out a launch without fuel: no die was rolled (R12)', () => {
    const game = new ApophisPlay(T, { players: 2, variant: 'basic' });
    game.next((t) => a.start(t)).launch(['R3', 'B2'], dice());
    const report = apophis.report(game.actions);
    expect(report.luck).toEqual([]);
    expect(report.marks.map((m) => [m.kind, m.label.values?.result])).toEqual([
      ['start', undefined],
      ['miss', 'no-fuel'],
    ]);
  });
});

describe('the timeline', () => {
  it('marks launches, damage, deflection, pauses, shuffles and the end, at ms since the first action', () => {
    const game = new ApophisPlay(T, { players: 2, variant: 'basic', difficulty: 'hard' });
    game
      .next((t) => a.start(t)) // 1 s
      .next((t) => a.pause(t)) // 2 s
      .next((t) => a.resume(t)) // 3 s
      .next((t) => a.shuffle(t)); // 4 s
    game.at += 10_000;
    game.take(a.clock(game.at)); // 14 s: the shuffle is over
    // Y3,R2,G1: fuel 3 of 6 (2 needed); accuracy 6 + 3 ≥ 7; damage 6 + 2 ≥ 7; deflection 6 + 1 ≥ 7.
    game.launch(['Y3', 'R2', 'G1'], dice(6, 6, 6));
    const report = apophis.report(game.actions);
    expect(report.marks.map((m) => [m.at, m.kind, m.tone])).toEqual([
      [1000, 'start', 'neutral'],
      [2000, 'pause', 'neutral'],
      [3000, 'resume', 'neutral'],
      [4000, 'shuffle', 'neutral'],
      [15_800, 'damage', 'good'],
      [16_100, 'deflection', 'good'],
      [16_100, 'hit', 'good'],
    ]);
    expect(report.series[0]).toMatchObject({
      key: 'apophis.value',
      points: [
        { at: 0, value: 3 },
        { at: 15_800, value: 2 },
      ],
    });
    expect(report.series[1]?.points).toEqual([
      { at: 0, value: 0 },
      { at: 15_800, value: 1 },
      { at: 16_100, value: 2 },
    ]);
    expect(report.decisive).toBeNull(); // unfinished
  });

  it('takes back a launch whose typed die was undone (R22), and counts the corrected one', () => {
    const game = new ApophisPlay(T, { players: 2, variant: 'basic' });
    game
      .next((t) => a.start(t))
      .launch(['Y3'], dice(1), 'hand')
      .next((t) => a.undo(t));
    game.next((t) => a.roll(t, 5, 'hand'));
    const report = apophis.report(game.actions);
    expect(report.marks.map((m) => m.kind)).toEqual(['start', 'undo', 'hit']);
    expect(report.luck.map((l) => l.success)).toEqual([true]);
    const tallies = Object.fromEntries(report.tallies.map((t) => [t.label.key, t.value]));
    expect(tallies['apophis.tally.launches']).toBe(1);
    expect(tallies['apophis.tally.typed']).toBe(1);
    expect(tallies['apophis.tally.undos']).toBe(1);
  });
});

describe('the decisive moment (R23)', () => {
  it('a loss by time: the failed launch that had the best chance, the later on a tie', () => {
    const game = new ApophisPlay(T, { players: 2, variant: 'basic', difficulty: 'hard' });
    game
      .next((t) => a.start(t))
      .launch(['Y3', 'B2'], dice(1)) // 1 + 3 + 2 = 6: a miss against 5/6 (d6 ≥ 2)
      .launch(['Y3'], dice(1)) // a miss against 3/6
      .launch(['Y3', 'B2'], dice(1)) // the same miss against 5/6, later: this one
      .timeUp();
    const report = apophis.report(game.actions);
    expect(report.luck.map((l) => l.chance)).toEqual([5 / 6, 3 / 6, 5 / 6]);
    expect(report.decisive?.label.values).toEqual({ n: 3, rocket: 'Y3,B2', result: 'missed' });
    expect(report.marks.at(-1)).toMatchObject({
      kind: 'end',
      tone: 'bad',
      label: { values: { result: 'impact' } },
    });
    expect(report.ending?.won).toBe(false);
  });

  it('reads the set-up in a few words', () => {
    const game = new ApophisPlay(T, { players: 3, variant: 'advanced', timerSeconds: 420 });
    expect(apophis.summary(game.state)).toEqual({
      players: 3,
      difficulty: 'custom',
      variant: 'advanced',
    });
    expect(apophis.rolls(a.roll(T, 4, 'hand'), game.state)).toEqual([
      { sides: 6, values: [4], by: 'hand' },
    ]);
  });
});
