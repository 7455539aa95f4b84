// The voice's choice of lines: from the cue sequences the Apophis module itself calls for real
// table changes (its reducer, its `stateCues`), from the status's turns, and from the clock
// crossing its marks; and the fallback from the browser's speech to the recorded files.

import { describe, expect, test } from 'vitest';
import { changeLines, clockMs, timeLines } from '../../../display/voice/choose.ts';
import { VOICE_LINES } from '../../../display/voice/lines.ts';
import { chooseMethod } from '../../../display/voice/speaker.ts';
import { type Action, actions } from '../../../src/games/apophis/actions.ts';
import { stateCues } from '../../../src/games/apophis/cues.ts';
import type { Section } from '../../../src/games/apophis/sections.ts';
import type { ApophisState } from '../../../src/games/apophis/view.ts';
import type { PublicState } from '../../../src/messages.ts';
import { allSuits, building, playThrough, publicOf, T0 } from '../fixtures.tsx';

/** The lines each action in turn calls for, as the big screen hears the table change. */
function linesOver(steps: Action[], rocket: Section[]): string[][] {
  const heard: string[][] = [];
  let before: ApophisState | null = null;
  const done: Action[] = [];
  for (const step of [...building(rocket), ...steps]) {
    done.push(step);
    const after = publicOf(playThrough(done));
    if (before) {
      const cues = stateCues(before, after);
      heard.push(changeLines(cues, before as PublicState, after as PublicState));
    }
    before = after;
  }
  return heard;
}

describe('the lines of a change of the table', () => {
  test('a basic launch told step by step: hit, damage, and a deflection that failed (no cue of its own)', () => {
    // Y3 G2 R1 against Apophis 3: accuracy 4+3 = 7 hits (R13), damage 6+1 = 7 (R14),
    // deflection 1+2 = 3 < 7 fails (R15). The fuel check (3 of 6 yellow, 2 needed) says nothing.
    const heard = linesOver(
      [
        allSuits(T0 + 5000),
        actions.roll(T0 + 6000, 4),
        actions.roll(T0 + 7000, 6),
        actions.roll(T0 + 8000, 1),
      ],
      ['Y3', 'G2', 'R1'],
    );
    // start, three builds, then the suits and the three dice
    expect(heard).toEqual([
      [], // Y3 built (the start was the first state: a snapshot)
      [],
      [],
      ['launch-complete'],
      ['hit'],
      ['damage'],
      ['no-deflection'],
    ]);
  });

  test('a miss, and a launch without fuel said as it happens', () => {
    expect(
      linesOver([allSuits(T0 + 5000), actions.roll(T0 + 6000, 3)], ['Y3', 'G2', 'R1']).slice(-2),
    ).toEqual([
      ['launch-complete'],
      ['miss'], // 3+3 = 6 < 7 (R13)
    ]);
    // R12: no yellow at all on a rocket of 2 points, 1 needed.
    expect(linesOver([allSuits(T0 + 5000)], ['R2']).at(-1)).toEqual(['launch-complete', 'no-fuel']);
  });

  test('the status turning: started, paused, resumed', () => {
    const lobby = publicOf(playThrough([]));
    const started = publicOf(playThrough([actions.start(T0)]));
    const paused = publicOf(playThrough([actions.start(T0), actions.pause(T0 + 1000)]));
    const resumed = publicOf(
      playThrough([actions.start(T0), actions.pause(T0 + 1000), actions.resume(T0 + 2000)]),
    );
    const say = (before: ApophisState, after: ApophisState) =>
      changeLines(stateCues(before, after), before as PublicState, after as PublicState);
    expect(say(lobby, started)).toEqual(['started']);
    expect(say(started, paused)).toEqual(['paused']);
    expect(say(paused, resumed)).toEqual(['resumed']);
  });

  test('a page’s first state says nothing', () => {
    const started = publicOf(playThrough([actions.start(T0)])) as PublicState;
    expect(changeLines(['launch', 'hit'], null, started)).toEqual([]);
  });

  test('the end: the win named by the launch’s result, a loss on time said so', () => {
    const base = {
      game: 'x',
      status: 'playing',
      gameId: null,
      addresses: [],
      box: { connected: true, source: 'none', firmware: null },
    } as PublicState;
    const destroyed = {
      ...base,
      status: 'over',
      launch: { steps: [], result: 'destroyed' },
    } as PublicState;
    expect(changeLines(['damage', 'win'], base, destroyed)).toEqual(['damage', 'destroyed', 'won']);
    const timedOut = {
      ...base,
      status: 'over',
      timer: { deadline: T0, remainingMs: 0, paused: false },
    } as PublicState;
    expect(changeLines(['loss'], base, timedOut)).toEqual(['time-up', 'lost']);
    const apogee = { ...base, status: 'over' } as PublicState;
    expect(changeLines(['launch', 'hit', 'win'], base, apogee)).toEqual([
      'launch-complete',
      'hit',
      'won',
    ]);
    expect(changeLines(['shuffleEnd'], base, base)).toEqual(['shuffle-end']);
  });

  test('every line chosen exists in both languages', () => {
    const ids = new Set(VOICE_LINES.map((line) => line.id));
    for (const id of [
      'launch-complete',
      'no-fuel',
      'hit',
      'miss',
      'damage',
      'no-deflection',
      'destroyed',
      'won',
      'time-up',
      'lost',
      'started',
      'paused',
      'resumed',
      'shuffle-end',
      'minutes-5',
      'seconds-30',
      'count-1',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
    for (const line of VOICE_LINES) {
      expect(line.id).toMatch(/^[a-z0-9-]+$/);
      expect(line.en.length).toBeGreaterThan(0);
      expect(line.fr.length).toBeGreaterThan(0);
    }
    expect(ids.size).toBe(VOICE_LINES.length);
  });
});

describe('the clock’s marks', () => {
  test('whole minutes, thirty seconds and the last ten, each said once as it is crossed', () => {
    expect(timeLines(300_040, 299_950)).toEqual(['minutes-5']);
    expect(timeLines(60_010, 59_990)).toEqual(['minutes-1']);
    expect(timeLines(30_050, 29_950)).toEqual(['seconds-30']);
    expect(timeLines(10_020, 9_990)).toEqual(['count-10']);
    expect(timeLines(1_050, 950)).toEqual(['count-1']);
    // not a mark: 6 minutes, 45 s; and a mark already passed
    expect(timeLines(360_050, 359_950)).toEqual([]);
    expect(timeLines(45_050, 44_950)).toEqual([]);
    expect(timeLines(1_000, 900)).toEqual([]);
    // the full timer at its start is not a mark crossed
    expect(timeLines(600_000, 599_900)).toEqual([]);
  });

  test('a reading that jumps over several marks says only the latest', () => {
    expect(timeLines(5_100, 2_500)).toEqual(['count-3']);
    expect(timeLines(125_000, 25_000)).toEqual(['seconds-30']);
  });

  test('the time left read from a table’s timer: counting while it plays, standing otherwise', () => {
    const playing = {
      status: 'playing',
      timer: { deadline: T0 + 90_000, remainingMs: 90_000, paused: false },
    } as unknown as PublicState;
    expect(clockMs(playing, T0 + 30_000)).toBe(60_000);
    expect(clockMs(playing, T0 + 100_000)).toBe(0);
    const paused = {
      status: 'paused',
      timer: { deadline: T0 + 90_000, remainingMs: 42_000, paused: true },
    } as unknown as PublicState;
    expect(clockMs(paused, T0 + 30_000)).toBe(42_000);
    expect(clockMs({ status: 'playing' } as PublicState, T0)).toBeNull();
  });
});

describe('speech or the file', () => {
  const voices = (...langs: string[]) => ({
    getVoices: () => langs.map((lang) => ({ lang })),
    speak: () => undefined,
    cancel: () => undefined,
  });
  test('the browser’s voice when it has one for the language, else the file', () => {
    expect(chooseMethod('fr', voices('en-US', 'fr-FR'))).toBe('speech');
    expect(chooseMethod('fr', voices('fr_CA'))).toBe('speech');
    expect(chooseMethod('fr', voices('en-US', 'en-GB'))).toBe('file');
    expect(chooseMethod('en', voices())).toBe('file'); // Chromium headless on Debian: no voices
    expect(chooseMethod('en', null)).toBe('file'); // no speechSynthesis at all
    expect(chooseMethod('en', voices('frr-DE'))).toBe('file'); // North Frisian is not French
  });
});
