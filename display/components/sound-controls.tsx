// The big screen's sound controls: on (mute, volume), off by choice, or held off by the browser.
// Apart from status.tsx, which every table page loads: a phone or a spectator's page plays no
// sound, so it downloads neither these controls nor display/sound.ts.

import { useEffect } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { armSound, audioState, enableSound, setSoundOn, setVolume, soundChoice } from '../sound.ts';
import './sound.css';

/**
 * The room's sound, always in sight: on (mute, volume), off by choice (turn it on), or held off
 * by the browser until a gesture: then any key press or click on the page turns it on.
 */
export function SoundControls() {
  const words = t.value.soundState;
  useEffect(() => armSound(), []);
  const choice = soundChoice.value;
  const state = audioState.value;
  if (state === 'unsupported') {
    return (
      <span class="sound muted" data-testid="sound" data-sound="unsupported">
        {words.unsupported}
      </span>
    );
  }
  if (!choice.on) {
    return (
      <span class="sound" data-testid="sound" data-sound="off">
        <span class="sound-off">{words.off}</span>
        <button type="button" data-testid="sound-on" onClick={() => setSoundOn(true)}>
          {words.turnOn}
        </button>
      </span>
    );
  }
  if (state !== 'running') {
    return (
      <button
        type="button"
        class="sound sound-blocked"
        data-testid="sound"
        data-sound="blocked"
        onClick={enableSound}
      >
        {words.blocked}
      </button>
    );
  }
  return (
    <span class="sound" data-testid="sound" data-sound="on">
      <span class="good">{words.on}</span>
      <button type="button" data-testid="sound-mute" onClick={() => setSoundOn(false)}>
        {words.mute}
      </button>
      <input
        type="range"
        data-testid="sound-volume"
        aria-label={words.volume}
        title={words.volume}
        min={10}
        max={100}
        step={10}
        value={Math.round(choice.volume * 100)}
        onInput={(event) => setVolume(Number(event.currentTarget.value) / 100)}
      />
    </span>
  );
}
