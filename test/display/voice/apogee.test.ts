// Apogee's lines for the big screen's voice (display/games/apogee/voice.ts), from real tables made
// by its reducer and the cues its module calls for: a launch declared and its d12, the quarter's
// phases, the mission won; and its clock, the mission's minutes less the time played (AG40).

import { describe, expect, test } from 'vitest';
import { apogeeVoice } from '../../../display/games/apogee/voice.ts';
import { ALL_VOICE_LINES } from '../../../display/voice/all-lines.ts';
import { changeLines, clockMs } from '../../../display/voice/choose.ts';
import { cues } from '../../../src/games/apogee/cues.ts';
import { apogee } from '../../../src/games/apogee/index.ts';
import { DESTINATIONS } from '../../../src/games/apogee/launch.ts';
import { PHASES } from '../../../src/games/apogee/state.ts';
import type { ApogeeView } from '../../../src/games/apogee/view.ts';
import { type PublicState, toPublicState } from '../../../src/messages.ts';
import { PLAYERS, ROCKET, Table } from '../../games/apogee-fixtures.ts';

type Step = Record<string, unknown> & { type: string };

function shown(table: Table): PublicState<ApogeeView> {
  return toPublicState(apogee, table.state, {
    now: table.at,
    gameId: 'g-apogee',
    box: { connected: true, source: 'virtual', firmware: '2.0.0' },
  });
}

/** The lines each step in turn calls for, as the big screen hears the table change. */
function linesOver(table: Table, steps: Step[]): string[][] {
  let before = shown(table);
  return steps.map((step) => {
    const after = shown(table.act(step));
    const heard = changeLines(
      cues(before, after),
      before as PublicState,
      after as PublicState,
      apogeeVoice,
    );
    before = after;
    return heard;
  });
}

describe('Apogee’s lines', () => {
  test('a quarter played through: its phases, a launch that failed, one that reached LEO, the win', () => {
    // Mission 1: one successful launch into LEO (AG2). Bo (authority 7) launches first (AG9);
    // the fixture's rocket, thrust 20 and mass 14, has performance 1.5: LEO 6+, the Moon 7+.
    const table = new Table().act({ type: 'newGame', players: PLAYERS, mission: 1 });
    const heard = linesOver(table, [
      { type: 'start' },
      ...ROCKET.map((card) => ({ type: 'build', player: 1, card })),
      { type: 'advance' },
      { type: 'launch', player: 1, destination: 'moon' },
      { type: 'launchRolled', value: 6, source: 'hand' }, // 6 < 7: failed
      { type: 'pass', player: 2 },
      { type: 'pass', player: 0 },
      { type: 'advance' },
      { type: 'advance' }, // nobody's mission is done: quarter 2 begins (the rocket is kept)
      { type: 'advance' },
      { type: 'launch', player: 1, destination: 'leo' },
      { type: 'launchRolled', value: 6, source: 'box' }, // 6 ≥ 6: LEO reached
      { type: 'advance' }, // AG37: the others pass
      { type: 'advance' }, // AG30: Bo's mission is done
    ]);
    expect(heard).toEqual([
      ['started'],
      ...ROCKET.map(() => []), // a card built is no news
      ['apogee-phase-launch'],
      ['apogee-launch-moon'],
      ['apogee-failed'],
      [],
      [],
      ['apogee-phase-administration'],
      ['apogee-new-quarter'],
      ['apogee-phase-launch'],
      ['apogee-launch-leo'],
      ['apogee-reached-leo'],
      ['apogee-phase-administration'],
      ['won'],
    ]);
  });

  test('an undo back to A. Planning is said as the phase it returns to; a pause and its end', () => {
    const table = Table.started(PLAYERS, 1);
    expect(
      linesOver(table, [
        { type: 'advance' },
        { type: 'undo' },
        { type: 'pause' },
        { type: 'resume' },
      ]),
    ).toEqual([['apogee-phase-launch'], ['apogee-phase-planning'], ['paused'], ['resumed']]);
  });

  test('every destination and phase has its lines, in both languages', () => {
    const ids = new Set(ALL_VOICE_LINES.map((line) => line.id));
    const needed = [
      ...DESTINATIONS.flatMap((to) => [`apogee-launch-${to}`, `apogee-reached-${to}`]),
      ...PHASES.map((phase) => `apogee-phase-${phase}`),
      'apogee-new-quarter',
      'apogee-failed',
    ];
    expect(needed).toHaveLength(17);
    for (const id of needed) expect(ids.has(id), id).toBe(true);
  });
});

describe('Apogee’s clock for the voice', () => {
  test('the mission’s minutes less the time played, standing while paused, never below zero', () => {
    // Mission 1 is 10 minutes (AG2); started at the fixture's T0 + 2 s.
    const table = Table.started(PLAYERS, 1);
    const startedAt = table.at;
    const playing = shown(table) as PublicState;
    expect(clockMs(apogeeVoice, playing, startedAt + 60_000)).toBe(540_000);
    expect(clockMs(apogeeVoice, playing, startedAt + 700_000)).toBe(0); // AG40: no loss, 0
    const paused = shown(table.act({ type: 'pause' })) as PublicState; // 1 s played
    expect(clockMs(apogeeVoice, paused, startedAt + 300_000)).toBe(599_000);
  });
});
