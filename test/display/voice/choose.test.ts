// The voice's choice of lines: the shell's status turns and, for a game without lines of its own,
// the lines of its cues; Apophis's own lines (display/games/apophis/voice.ts) from the cue sequences
// its module calls for real table changes (its reducer, its `stateCues`); the clock crossing its
// marks; and the fallback from the browser's speech to the recorded files.

import { describe, expect, test } from 'vitest';
import { apophisVoice } from '../../../display/games/apophis/voice.ts';
import { ALL_VOICE_LINES } from '../../../display/voice/all-lines.ts';
import { changeLines, clockMs, cueLines, timeLines } from '../../../display/voice/choose.ts';
import { chooseMethod } from '../../../display/voice/speaker.ts';
import { type Action, actions } from '../../../src/games/apophis/actions.ts';
import { stateCues } from '../../../src/games/apophis/cues.ts';
import type { Section } from '../../../src/games/apophis/sections.ts';
import type { ApophisState } from '../../../src/games/apophis/view.ts';
import type { PublicState } from '../../../src/messages.ts';
import { allSuits, building, playThrough, publicOf, T0 } from '../fixtures.tsx';

/** What the big screen says of one Apophis change: the module's cues, Apophis's voice. */
function say(before: ApophisState | null, after: ApophisState): string[] {
  const cues = before ? stateCues(before, after) : [];
  return changeLines(cues, before as PublicState | null, after as PublicState, apophisVoice);
}

/** The lines each action in turn calls for (after a start and `rocket` built, if given). */
function linesOver(steps: Action[], rocket: Section[] | null = null): string[][] {
  const heard: string[][] = [];
  let before: ApophisState | null = null;
  const done: Action[] = [];
  for (const step of [...(rocket ? building(rocket) : []), ...steps]) {
    done.push(step);
    const after = publicOf(playThrough(done));
    if (before) heard.push(say(before, after));
    before = after;
  }
  return heard;
}

/** Three launches of Y2,R1 with 6s: each hits (6 + 3, 6 + 2, 6 + 1 ≥ 7, R13) and damages (R14). */
function threeDamagingLaunches(): Action[] {
  return [T0 + 1000, T0 + 2000, T0 + 3000].flatMap((at) => [
    actions.build(at, 'Y2'),
    actions.build(at + 1, 'R1'),
    allSuits(at + 10),
    actions.roll(at + 20, 6),
    actions.roll(at + 30, 6),
  ]);
}

describe('Apophis’s lines for a change of its table', () => {
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
    expect(say(lobby, started)).toEqual(['started']);
    expect(say(started, paused)).toEqual(['paused']);
    expect(say(paused, resumed)).toEqual(['resumed']);
  });

  test('a page’s first state says nothing', () => {
    const started = publicOf(playThrough([actions.start(T0)])) as PublicState;
    expect(changeLines(['launch', 'hit'], null, started, apophisVoice)).toEqual([]);
    expect(changeLines(['launch', 'hit'], null, started)).toEqual([]);
  });

  test('the end: the win named by how it was won, a loss on time said so', () => {
    // The third launch's damage die destroys Apophis (R16): its damage, the name, the win.
    const won = linesOver([actions.start(T0), ...threeDamagingLaunches()]);
    expect(won.at(-1)).toEqual(['damage', 'destroyed', 'won']);
    // R20: the clock reaches the deadline of a 600 s game.
    const lost = linesOver([
      actions.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 600 }),
      actions.start(T0),
      actions.clock(T0 + 600_000),
    ]);
    expect(lost.at(-1)).toEqual(['time-up', 'lost']);
  });

  test('the clock is the game’s timer: counting while it plays, standing otherwise', () => {
    const playing = publicOf(
      playThrough([
        actions.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 90 }),
        actions.start(T0),
      ]),
    ) as PublicState;
    expect(clockMs(apophisVoice, playing, T0 + 30_000)).toBe(60_000);
    expect(clockMs(apophisVoice, playing, T0 + 100_000)).toBe(0);
    const paused = publicOf(
      playThrough([
        actions.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 90 }),
        actions.start(T0),
        actions.pause(T0 + 48_000),
      ]),
    ) as PublicState;
    expect(clockMs(apophisVoice, paused, T0 + 80_000)).toBe(42_000);
  });
});

describe('a game without lines of its own', () => {
  const base = {
    game: 'x',
    status: 'playing',
    gameId: 'g-1',
    addresses: [],
    box: { connected: true, source: 'none', firmware: null },
  } as PublicState;
  const over = { ...base, status: 'over' } as PublicState;

  test('the shell says its cues’ lines, in their order; a launch and the clock’s cues have none', () => {
    expect(changeLines(['launch', 'hit', 'win'], base, over)).toEqual(['hit', 'won']);
    expect(changeLines(['miss', 'damage', 'loss'], base, over)).toEqual(['miss', 'damage', 'lost']);
    expect(changeLines(['shuffleEnd'], base, base)).toEqual(['shuffle-end']);
    expect(cueLines(['minute', 'halfMinute', 'tenSeconds', 'tick', 'launch'])).toEqual([]);
  });

  test('the status turns are the shell’s, whatever the game', () => {
    const lobby = { ...base, status: 'lobby' } as PublicState;
    const paused = { ...base, status: 'paused' } as PublicState;
    expect(changeLines([], lobby, base)).toEqual(['started']);
    expect(changeLines(['hit'], base, paused)).toEqual(['paused', 'hit']);
    expect(changeLines([], paused, base)).toEqual(['resumed']);
  });

  test('no clock, no marks', () => {
    expect(clockMs(undefined, base, T0)).toBeNull();
    expect(clockMs({ lines: () => [] }, base, T0)).toBeNull();
    expect(clockMs(apophisVoice, null, T0)).toBeNull();
  });
});

describe('the lines', () => {
  test('every line chosen exists in both languages', () => {
    const ids = new Set(ALL_VOICE_LINES.map((line) => line.id));
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
    for (const line of ALL_VOICE_LINES) {
      expect(line.id).toMatch(/^[a-z0-9-]+$/);
      expect(line.en.length).toBeGreaterThan(0);
      expect(line.fr.length).toBeGreaterThan(0);
    }
    expect(ids.size).toBe(ALL_VOICE_LINES.length);
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
