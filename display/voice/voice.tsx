// The big screen's voice: it listens to the table (the game module's cues, the shell's status)
// and to the clock, and says the lines that fit, in the screen's language, when the room's sound
// is on and the browser lets it play. The voice has a switch of its own (V, remembered); the
// mute (M) and the volume (+ −) are the room's sound choice, shared with the beeps.

import { effect, signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { gameView } from '../components/game-view.tsx';
import type { GameViews } from '../games/index.ts';
import { lang, t } from '../i18n/index.ts';
import { serverNow, table } from '../model.ts';
import { audioState, setVolume, soundChoice, storage, toggleMute } from '../sound.ts';
import { changeLines, clockMs, timeLines } from './choose.ts';
import { createSpeaker, type Speaker } from './speaker.ts';

export const VOICE_KEY = 'apophis-voice';
/** How often the clock is read for its marks: well inside a second, so a count is on time. */
export const CLOCK_READ_MS = 100;
/** One step of the volume keys. */
const VOLUME_STEP = 0.1;

/** The voice on (the default) or off, as this device remembers it. */
export function readVoiceOn(store: Storage | null = storage()): boolean {
  try {
    return store?.getItem(VOICE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export const voiceOn = signal(readVoiceOn());

export function setVoiceOn(on: boolean): void {
  voiceOn.value = on;
  try {
    storage()?.setItem(VOICE_KEY, on ? 'on' : 'off');
  } catch {
    // full or denied: the choice holds until the page reloads
  }
}

/** The keys of the room's sound on the big screen: M mute, V voice, + and − the volume. */
export function soundKey(key: string): boolean {
  const volume = soundChoice.peek().volume;
  switch (key.toLowerCase()) {
    case 'm':
      toggleMute();
      return true;
    case 'v':
      setVoiceOn(!voiceOn.peek());
      return true;
    case '+':
    case '=':
      setVolume(Math.round((volume + VOLUME_STEP) * 10) / 10);
      return true;
    case '-':
      setVolume(Math.round((volume - VOLUME_STEP) * 10) / 10);
      return true;
    default:
      return false;
  }
}

/** The voice may speak now: sound on, voice on, and the browser's audio running. */
function maySpeak(): boolean {
  return soundChoice.peek().on && voiceOn.peek() && audioState.peek() === 'running';
}

/**
 * Starts the voice for the screen that calls it (the big screen only) and returns how to stop
 * it: each change of the table says its lines, and the clock's marks are read ten times a second.
 */
export function startVoice(views: GameViews, speaker: Speaker = createSpeaker()): () => void {
  let before = table.peek();
  let shownMs = clockMs(before, serverNow());
  const say = (ids: readonly string[]) => {
    if (ids.length > 0 && maySpeak()) speaker.say(ids, lang.peek(), soundChoice.peek().volume);
  };
  const stopListening = table.subscribe((after) => {
    if (after === before) return;
    if (after) {
      const view = gameView(views, after.game);
      const prior = before?.game === after.game ? before : null;
      if (typeof view !== 'string') say(changeLines(view.cues(prior, after), prior, after));
    }
    before = after;
  });
  // The game whose clock the last reading saw running: a reading compares with it only, so a
  // new set-up or the start (10:00 → 1:01 in one step) is no mark crossed.
  let runningGame = before?.status === 'playing' ? before.gameId : undefined;
  const reader = setInterval(() => {
    const state = table.peek();
    const ms = clockMs(state, serverNow());
    const running = state?.status === 'playing' ? state.gameId : undefined;
    if (ms !== null && shownMs !== null && running !== undefined && running === runningGame) {
      say(timeLines(shownMs, ms));
    }
    shownMs = ms;
    runningGame = running;
  }, CLOCK_READ_MS);
  // Silenced mid-line (M, V): the line stops at once, and what waited is forgotten.
  const stopSilencing = effect(() => {
    if (!soundChoice.value.on || !voiceOn.value) speaker.stop();
  });
  return () => {
    stopListening();
    stopSilencing();
    clearInterval(reader);
    speaker.stop();
  };
}

export function useVoice(views: GameViews): void {
  useEffect(() => startVoice(views), [views]);
}

/** The voice's switch in the big screen's header, beside the sound's. */
export function VoiceSwitch() {
  const words = t.value.voice;
  const on = voiceOn.value;
  return (
    <button
      type="button"
      class={on ? 'voice-switch' : 'voice-switch sound-off'}
      data-testid="voice-switch"
      data-voice={on ? 'on' : 'off'}
      aria-pressed={on}
      title={words.title}
      onClick={() => setVoiceOn(!on)}
    >
      {on ? words.on : words.off}
    </button>
  );
}
