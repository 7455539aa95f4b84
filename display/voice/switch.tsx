// What the big screen has of its voice from the first paint: the switch (V, remembered), the
// keys of the room's sound (M, + −), and the loader that fetches the voice itself (voice.tsx and
// its lines) once the table's first state is in, so no page waits for code it may never say.

import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { GameViews } from '../games/seam.ts';
import { table } from '../model.ts';
import { setVolume, soundChoice, storage, toggleMute } from '../sound.ts';
import { t } from './i18n.ts';

export const VOICE_KEY = 'apophis-voice';
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

/**
 * Starts the voice for the screen that calls it (the big screen only) once the table has a state:
 * its code loads then, beside the game's view. The first state is where it starts listening from.
 */
export function useVoice(views: GameViews): void {
  const hasState = table.value !== null;
  useEffect(() => {
    if (!hasState) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./voice.tsx').then((voice) => {
      if (!gone) stop = voice.startVoice(views);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [hasState, views]);
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
