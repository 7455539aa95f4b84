// @vitest-environment happy-dom
// The voice on the big screen: it hears the table's changes through the game's own cues and says
// their lines in the screen's language at the room's volume, only while sound and voice are on and
// the browser's audio runs; V (or its switch) turns it off and this device remembers; M mutes
// every sound; + and − move the shared volume.

import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { preloadGameView } from '../../../display/components/game-view.tsx';
import { GAME_VIEWS } from '../../../display/games/index.ts';
import type { GameView, GameViews } from '../../../display/games/seam.ts';
import { lang } from '../../../display/i18n/index.ts';
import { clockOffset, receive } from '../../../display/model.ts';
import { audioState, DEFAULT_SOUND, soundChoice } from '../../../display/sound.ts';
import { sealLines } from '../../../display/voice/choose.ts';
import type { Speaker } from '../../../display/voice/speaker.ts';
import {
  readVoiceOn,
  soundKey,
  VOICE_KEY,
  VoiceSwitch,
  voiceOn,
} from '../../../display/voice/switch.tsx';
import { voiceLine } from '../../../display/voice/texts.ts';
import { startVoice } from '../../../display/voice/voice.tsx';
import { apogee } from '../../../src/games/apogee/index.ts';
import { actions } from '../../../src/games/apophis/actions.ts';
import { toPublicState } from '../../../src/messages.ts';
import { PLAYERS, ROCKET, Table } from '../../games/apogee-fixtures.ts';
import {
  allSuits,
  building,
  byTestId,
  click,
  feed,
  loadViews,
  mount,
  playThrough,
  resetModel,
  T0,
  unmountAll,
} from '../fixtures.tsx';

type Said = { ids: string[]; lang: string; volume: number };

function recordingSpeaker(): Speaker & { said: Said[]; stops: number } {
  const said: Said[] = [];
  return {
    said,
    stops: 0,
    say(ids, language, volume) {
      said.push({ ids: [...ids], lang: language, volume });
    },
    stop() {
      this.stops++;
    },
    current: null,
    waiting: [],
  };
}

let stopVoice: (() => void) | null = null;

beforeAll(loadViews);
beforeEach(() => {
  resetModel();
  localStorage.clear();
  soundChoice.value = { ...DEFAULT_SOUND };
  voiceOn.value = true;
  audioState.value = 'running';
});
afterEach(() => {
  stopVoice?.();
  stopVoice = null;
  unmountAll();
});
afterAll(() => {
  audioState.value = 'idle';
  resetModel();
});

const launch = [...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5000)];

describe('the voice hears the table', () => {
  test('a launch and its first die, in French at the room’s volume', () => {
    lang.value = 'fr';
    soundChoice.value = { on: true, volume: 0.6 };
    feed(playThrough(building(['Y3', 'G2', 'R1'])));
    const speaker = recordingSpeaker();
    stopVoice = startVoice(GAME_VIEWS, speaker);
    feed(playThrough(launch));
    feed(playThrough([...launch, actions.roll(T0 + 6000, 4)])); // 4+3 = 7: a hit (R13)
    expect(speaker.said).toEqual([
      { ids: ['launch-complete'], lang: 'fr', volume: 0.6 },
      { ids: ['hit'], lang: 'fr', volume: 0.6 },
    ]);
  });

  test('says nothing while muted, with the voice off, or before the browser lets audio run', () => {
    feed(playThrough(building(['Y3', 'G2', 'R1'])));
    const speaker = recordingSpeaker();
    stopVoice = startVoice(GAME_VIEWS, speaker);
    voiceOn.value = false;
    feed(playThrough(launch));
    voiceOn.value = true;
    soundChoice.value = { on: false, volume: 0.8 };
    feed(playThrough([...launch, actions.roll(T0 + 6000, 4)]));
    soundChoice.value = { on: true, volume: 0.8 };
    audioState.value = 'blocked';
    feed(playThrough([...launch, actions.roll(T0 + 6000, 4), actions.roll(T0 + 7000, 6)]));
    expect(speaker.said).toEqual([]);
    expect(speaker.stops).toBeGreaterThanOrEqual(2); // each silencing stops the line at once
  });
});

describe('the seal of the game’s dice', () => {
  test('said as it first shows, its 8 hex digits one by one, in the screen’s language', () => {
    lang.value = 'fr';
    feed(playThrough(building(['Y3', 'G2', 'R1'])));
    const speaker = recordingSpeaker();
    stopVoice = startVoice(GAME_VIEWS, speaker);
    const shown = feed(playThrough(launch));
    feed({ ...shown, sealed: '93CF 604D' });
    feed({ ...shown, sealed: '93CF 604D' }); // another change, the same seal
    expect(speaker.said).toContainEqual({
      ids: ['sealed', 'hex-9', 'hex-3', 'hex-c', 'hex-f', 'hex-6', 'hex-0', 'hex-4', 'hex-d'],
      lang: 'fr',
      volume: soundChoice.value.volume,
    });
    expect(speaker.said.filter((s) => s.ids.includes('sealed'))).toHaveLength(1);
    for (const id of sealLines('93CF 604D')) {
      expect(voiceLine(id)?.fr).toBeTruthy();
      expect(voiceLine(id)?.en).toBeTruthy();
    }
  });
});

describe('the voice reads the clock', () => {
  test('a new set-up and its start are no mark crossed; the minute mark is, once', () => {
    vi.useFakeTimers();
    try {
      feed(playThrough([])); // the lobby's 10:00
      const speaker = recordingSpeaker();
      stopVoice = startVoice(GAME_VIEWS, speaker);
      const setUp = actions.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 61 });
      feed(playThrough([setUp, actions.start(T0)])); // 10:00 → 1:01 within one reading
      vi.advanceTimersByTime(500);
      expect(speaker.said.map((said) => said.ids)).toEqual([['started']]);
      vi.advanceTimersByTime(1000); // 1:01 → 0:59.5: the minute mark
      vi.advanceTimersByTime(1000);
      expect(speaker.said.map((said) => said.ids)).toEqual([['started'], ['minutes-1']]);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** An Apogee table as the server shows it, fed to the model with the screen's clock at its moment. */
function feedApogee(table: Table): void {
  const state = toPublicState(apogee, table.state, {
    now: table.at,
    gameId: 'g-apogee',
    box: { connected: true, source: 'virtual', firmware: '2.0.0' },
  });
  clockOffset.value = table.at - Date.now();
  act(() => receive({ type: 'state', state, serverTime: table.at }));
}

describe('each game’s own voice, through its view', () => {
  test('Apogee: a launch declared and its d12, then its clock against the mission’s 10 minutes', () => {
    vi.useFakeTimers();
    try {
      // Mission 1, Bo's rocket of the fixture: performance 1.5, the Moon on 7 or more (AG6).
      const table = Table.started(PLAYERS, 1).buildAll(1);
      const startedAt = table.at - 1000 * ROCKET.length;
      feedApogee(table);
      const speaker = recordingSpeaker();
      stopVoice = startVoice(GAME_VIEWS, speaker);
      feedApogee(table.act({ type: 'advance' }));
      feedApogee(table.act({ type: 'launch', player: 1, destination: 'moon' }));
      feedApogee(table.act({ type: 'launchRolled', value: 9, source: 'box' }));
      expect(speaker.said.map((said) => said.ids)).toEqual([
        ['apogee-phase-launch'],
        ['apogee-launch-moon'],
        ['apogee-reached-moon'],
      ]);
      // 299 s played: 5:01 left; a second and a half later the 5-minute mark is crossed (AG40).
      table.at = startedAt + 298_000;
      // A card entered (no news; Cy's empty pad was passed at once, AG47) brings the view up to date.
      feedApogee(table.act({ type: 'build', player: 2, card: ROCKET[0] }));
      vi.advanceTimersByTime(500);
      expect(speaker.said).toHaveLength(3);
      vi.advanceTimersByTime(1000);
      expect(speaker.said.at(-1)?.ids).toEqual(['minutes-5']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a game whose view has no voice: the shell’s lines for its cues, and no time marks', async () => {
    const load = GAME_VIEWS.apophis as () => Promise<GameView>;
    const silent: GameViews = {
      apophis: async () => {
        const { voice: _voice, ...view } = await load();
        return view;
      },
    };
    await preloadGameView(silent, 'apophis');
    vi.useFakeTimers();
    try {
      const setUp = actions.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 61 });
      const built = [setUp, ...building(['Y3', 'G2', 'R1'])];
      feed(playThrough(built));
      const speaker = recordingSpeaker();
      stopVoice = startVoice(silent, speaker);
      feed(playThrough([...built, allSuits(T0 + 5000)])); // the launch: no line of the shell's
      feed(playThrough([...built, allSuits(T0 + 5000), actions.roll(T0 + 6000, 4)])); // a hit
      // 61 − 6 = 55 s left: the 30-second mark passes unsaid, with no clock from the game.
      vi.advanceTimersByTime(30_000);
      expect(speaker.said.map((said) => said.ids)).toEqual([['hit']]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the voice’s switch and the sound keys', () => {
  test('V and the switch turn the voice off and on, remembered on this device', () => {
    const root = mount(<VoiceSwitch />);
    expect(byTestId(root, 'voice-switch').textContent).toBe('voice on');
    act(() => void soundKey('V'));
    expect(byTestId(root, 'voice-switch').dataset.voice).toBe('off');
    expect(localStorage.getItem(VOICE_KEY)).toBe('off');
    expect(readVoiceOn(localStorage)).toBe(false);
    click(byTestId(root, 'voice-switch'));
    expect(voiceOn.value).toBe(true);
    expect(readVoiceOn(localStorage)).toBe(true);
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(root, 'voice-switch').textContent).toBe('voix activée');
  });

  test('M mutes every sound, + and − move the shared volume by a tenth, other keys are not the sound’s', () => {
    expect(soundKey('m')).toBe(true);
    expect(soundChoice.value.on).toBe(false);
    soundKey('M');
    expect(soundChoice.value.on).toBe(true);
    soundKey('+');
    expect(soundChoice.value.volume).toBe(0.9);
    soundKey('-');
    soundKey('-');
    expect(soundChoice.value.volume).toBe(0.7);
    expect(soundKey('s')).toBe(false);
    expect(soundKey('Enter')).toBe(false);
  });
});
