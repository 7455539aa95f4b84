// @vitest-environment happy-dom
// Which sound cues a change calls for (timer marks, the last ten seconds' ticks, launch, hit,
// miss, damage, shuffle end, win, loss), and the palette's contrast: every text colour at least 7:1 on what it is drawn on.

import { describe, expect, test } from 'vitest';
import { GAMES } from '../../display/games/index.ts';
import { contrast, inkOn, TEXT_PAIRS } from '../../display/palette.ts';
import { timerCues } from '../../display/sound.ts';
import { actions } from '../../src/games/apophis/actions.ts';
import { stateCues } from '../../src/games/apophis/cues.ts';
import { allSuits, building, playThrough, publicOf, T0 } from './fixtures.tsx';

describe('sound cues', () => {
  test('the timer marks are crossed once, at 60, 30 and 10 seconds', () => {
    expect(timerCues(60_016, 60_000)).toEqual(['minute']);
    expect(timerCues(60_000, 59_984)).toEqual([]);
    expect(timerCues(30_010, 29_990)).toEqual(['halfMinute']);
    expect(timerCues(10_001, 9_999)).toEqual(['tenSeconds']);
    expect(timerCues(70_000, 9_500)).toEqual(['minute', 'halfMinute', 'tenSeconds']);
  });

  test('below ten seconds a tick each whole second, 9 down to 1, none at the end', () => {
    expect(timerCues(9_001, 8_999)).toEqual(['tick']);
    expect(timerCues(9_000, 8_984)).toEqual([]);
    expect(timerCues(8_999, 8_001)).toEqual([]);
    expect(timerCues(1_010, 994)).toEqual(['tick']);
    expect(timerCues(16, 0)).toEqual([]);
    expect(timerCues(20_000, 10_500)).toEqual([]);
    // Frame after frame (60 a second) from 12 s to past the end: ten seconds, then nine ticks,
    // each at the whole second it crosses.
    const heard: [number, string][] = [];
    for (let ms = 12_000; ms > -100; ms -= 16) {
      for (const cue of timerCues(ms, ms - 16)) heard.push([Math.ceil((ms - 16) / 1000), cue]);
    }
    expect(heard).toEqual([
      [10, 'tenSeconds'],
      ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((shown) => [shown, 'tick']),
    ]);
  });

  test('a frozen timer (paused) crosses nothing; a jump over seconds ticks once', () => {
    expect(timerCues(8_500, 8_500)).toEqual([]);
    expect(timerCues(9_500, 6_500)).toEqual(['tick']);
    expect(timerCues(70_000, 5_000)).toEqual(['minute', 'halfMinute', 'tenSeconds', 'tick']);
  });

  const before = [...building(['Y2', 'R1'])];
  const at = (steps: typeof before) => publicOf(playThrough(steps));

  test('a launch, then a hit and a damage, then nothing new for the same state', () => {
    const launched = at([...before, allSuits(T0 + 5000)]);
    expect(stateCues(at(before), launched)).toEqual(['launch']);
    const hit = at([...before, allSuits(T0 + 5000), actions.roll(T0 + 6000, 6)]);
    expect(stateCues(launched, hit)).toEqual(['hit']);
    const damaged = at([
      ...before,
      allSuits(T0 + 5000),
      actions.roll(T0 + 6000, 6),
      actions.roll(T0 + 7000, 6),
    ]);
    expect(stateCues(hit, damaged)).toEqual(['damage']);
    expect(stateCues(damaged, damaged)).toEqual([]);
  });

  test('a miss; no fuel is a launch and a miss at once', () => {
    const launched = at([...before, allSuits(T0 + 5000)]);
    expect(
      stateCues(launched, at([...before, allSuits(T0 + 5000), actions.roll(T0 + 6000, 1)])),
    ).toEqual(['miss']);
    const noFuel = building(['R3', 'B2', 'Y1']);
    expect(stateCues(at(noFuel), at([...noFuel, allSuits(T0 + 9000)]))).toEqual(['launch', 'miss']);
  });

  test('the shuffle’s end and the loss come from the history', () => {
    const shuffling = [actions.start(T0), actions.shuffle(T0 + 1000)];
    expect(stateCues(at(shuffling), at([...shuffling, actions.clock(T0 + 11_000)]))).toEqual([
      'shuffleEnd',
    ]);
    const started = [actions.start(T0)];
    const lost = at([...started, actions.clock(T0 + 600_000)]);
    expect(lost.phase).toBe('lost');
    expect(stateCues(at(started), lost)).toEqual(['loss']);
  });

  test('the first state of a page is a snapshot: no cue', () => {
    expect(stateCues(null, at([...before, allSuits(T0 + 5000)]))).toEqual([]);
  });
});

describe('contrast', () => {
  test('the formula: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });

  test('every text colour is at least 7:1 on its background', async () => {
    // The shell's pairs and black letters on each game's own fills (its view's `colours`).
    const games = await Promise.all(Object.values(GAMES.games).map((load) => load()));
    const pairs = [...TEXT_PAIRS, ...games.flatMap((game) => inkOn(game.colours ?? {}))];
    expect(pairs.length).toBeGreaterThan(10);
    for (const [text, background] of pairs) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(7);
    }
  });
});
