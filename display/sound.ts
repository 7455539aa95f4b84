// Sound cues made with Web Audio (no files): short generated tones. The room's choice (sound on
// or off, and how loud) is remembered on this device. Browsers keep audio off until a gesture
// on the page, so when the choice is "on" the first key press or click anywhere turns it on, and
// the screen says so meanwhile; a kiosk started with Chromium's
// `--autoplay-policy=no-user-gesture-required` plays at once (README: "Sound on a kiosk").

import { computed, signal } from '@preact/signals';

/**
 * The shell's sounds, [frequency Hz, duration ms] notes played one after another: the clock's
 * marks (`timerCues`), then a palette from which each game's screens choose the sound of each of
 * its cues (their view's `sounds`); the shell knows no game's cues.
 */
const TUNES = {
  minute: [[660, 180]],
  halfMinute: [
    [660, 140],
    [660, 140],
  ],
  tenSeconds: [
    [880, 120],
    [880, 120],
    [880, 120],
  ],
  // The last ten seconds: one short, high tick a second.
  tick: [[1568, 45]],
  /** Two notes up: something ready (a shuffle done). */
  ready: [
    [523, 120],
    [784, 200],
  ],
  /** Four notes climbing: a start, a lift-off. */
  rise: [
    [220, 150],
    [330, 150],
    [440, 150],
    [660, 300],
  ],
  /** Up a fourth: it worked. */
  success: [
    [784, 150],
    [1047, 300],
  ],
  /** Down a fifth: it did not. */
  failure: [
    [392, 200],
    [262, 350],
  ],
  /** Low, high, low: something was struck. */
  strike: [
    [196, 120],
    [1047, 120],
    [196, 250],
  ],
  /** A major arpeggio: the table won. */
  fanfare: [
    [523, 160],
    [659, 160],
    [784, 160],
    [1047, 500],
  ],
  /** Three falling notes, the last long: the table lost. */
  lament: [
    [330, 300],
    [247, 300],
    [165, 700],
  ],
} as const satisfies Readonly<Record<string, readonly (readonly [number, number])[]>>;

/** A sound of the shell's palette. */
export type Tune = keyof typeof TUNES;
/** The clock's marks, which the shell's timer cues call (`timerCues`). */
type ClockTune = 'minute' | 'halfMinute' | 'tenSeconds' | 'tick';

/** The room's sound choice, remembered on this device; the volume is 0.1–1 (never silent). */
export type SoundChoice = { on: boolean; volume: number };
export const MIN_VOLUME = 0.1;
export const DEFAULT_SOUND: SoundChoice = { on: true, volume: 0.8 };
export const SOUND_KEY = 'apophis-sound';
/** The key of the mute switch before the choice had a volume: a muted screen stays muted. */
const OLD_MUTE_KEY = 'apophis-muted';
/** How loud one tone is at full volume (a few cues can overlap without clipping). */
const NOTE_PEAK = 0.3;

export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage denied (a locked-down kiosk profile): nothing is remembered
  }
}

function clampVolume(volume: unknown): number {
  if (typeof volume !== 'number' || !Number.isFinite(volume)) return DEFAULT_SOUND.volume;
  return Math.min(1, Math.max(MIN_VOLUME, volume));
}

/** The choice remembered on this device, or the default (on) when there is none. */
export function readSoundChoice(store: Storage | null = storage()): SoundChoice {
  try {
    const raw = store?.getItem(SOUND_KEY);
    if (raw) {
      const saved = JSON.parse(raw) as Partial<SoundChoice> | null;
      return {
        on: typeof saved?.on === 'boolean' ? saved.on : DEFAULT_SOUND.on,
        volume: clampVolume(saved?.volume),
      };
    }
    return { ...DEFAULT_SOUND, on: store?.getItem(OLD_MUTE_KEY) !== '1' };
  } catch {
    return { ...DEFAULT_SOUND };
  }
}

/** The room's choice: what the screen plays when the browser lets it. */
export const soundChoice = signal<SoundChoice>(readSoundChoice());

/**
 * Where the browser's audio stands: `idle` before this page asked for it, `blocked` while the
 * browser keeps it off (no gesture yet), `running`, or `unsupported` (no Web Audio).
 */
export type AudioState = 'idle' | 'blocked' | 'running' | 'unsupported';
export const audioState = signal<AudioState>('idle');

/** Audio is running (the browser let it start). */
export const soundReady = computed(() => audioState.value === 'running');
/** The room chose silence. */
export const muted = computed(() => !soundChoice.value.on);

let audio: AudioContext | null = null;
let master: GainNode | null = null;

function remember(choice: SoundChoice): void {
  soundChoice.value = choice;
  try {
    storage()?.setItem(SOUND_KEY, JSON.stringify(choice));
  } catch {
    // full or denied: the choice holds until the page reloads
  }
}

function noteState(): void {
  if (audio) audioState.value = audio.state === 'running' ? 'running' : 'blocked';
}

/**
 * Asks the browser for audio; inside a gesture's handler (a key press, a click) it starts.
 * Outside one it starts only where autoplay is allowed (a kiosk's flag), else it waits.
 */
export function enableSound(): void {
  if (typeof AudioContext === 'undefined') {
    audioState.value = 'unsupported';
    return;
  }
  if (!audio) {
    audio = new AudioContext();
    audio.addEventListener('statechange', noteState);
  }
  noteState();
  if (audio.state === 'running') return;
  const asked = audio;
  asked
    .resume()
    .then(() => {
      if (asked === audio) noteState();
    })
    .catch(() => undefined); // still blocked: the next gesture asks again
}

/** Sound on or off, remembered; turning it on from a click starts the audio there and then. */
export function setSoundOn(on: boolean): void {
  remember({ ...soundChoice.peek(), on });
  if (on) enableSound();
}

export function toggleMute(): void {
  setSoundOn(!soundChoice.peek().on);
}

/** The volume, 0.1–1, remembered. */
export function setVolume(volume: number): void {
  remember({ ...soundChoice.peek(), volume: clampVolume(volume) });
  if (master) master.gain.value = soundChoice.peek().volume;
}

/** The page events that count as a gesture for the browser's autoplay policy. */
const GESTURES = ['keydown', 'pointerdown', 'click', 'touchend'] as const;

/**
 * For the screen that plays: starts the audio now when the remembered choice is on (it runs at
 * once where autoplay is allowed), and at the first key press or click anywhere on the page
 * otherwise, or whenever the browser stopped it. Returns the function that stops listening.
 */
export function armSound(target: EventTarget = window): () => void {
  if (typeof AudioContext === 'undefined') {
    audioState.value = 'unsupported';
    return () => undefined;
  }
  const onGesture = () => {
    if (soundChoice.peek().on && audioState.peek() !== 'running') enableSound();
  };
  if (soundChoice.peek().on) enableSound();
  for (const type of GESTURES) target.addEventListener(type, onGesture, { capture: true });
  return () => {
    for (const type of GESTURES) target.removeEventListener(type, onGesture, { capture: true });
  };
}

/** Lets go of the audio (a page that leaves, a test that starts afresh). */
export function releaseAudio(): void {
  audio?.removeEventListener('statechange', noteState);
  void audio?.close().catch(() => undefined);
  audio = null;
  master = null;
  audioState.value = 'idle';
}

export function play(tune: Tune): void {
  if (audio?.state !== 'running' || !soundChoice.peek().on) return;
  if (!master) {
    master = audio.createGain();
    master.connect(audio.destination);
  }
  master.gain.value = soundChoice.peek().volume;
  let at = audio.currentTime;
  for (const [hz, ms] of TUNES[tune]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'triangle';
    tone.frequency.value = hz;
    // A short ramp in and out: a bare square edge clicks.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(NOTE_PEAK, at + 0.01);
    gain.gain.linearRampToValueAtTime(0, at + ms / 1000);
    tone.connect(gain).connect(master);
    tone.start(at);
    tone.stop(at + ms / 1000 + 0.02);
    at += ms / 1000 + 0.03;
  }
}

const TIMER_MARKS: readonly (readonly [number, ClockTune])[] = [
  [60_000, 'minute'],
  [30_000, 'halfMinute'],
  [10_000, 'tenSeconds'],
];

/**
 * The timer cues crossed between two frames: the marks at 60, 30 and 10 seconds left, then a
 * tick at each whole second below ten (9 … 1; the end has its own cue). A frame that jumps over
 * several seconds (a screen back from the background) ticks once, not a burst at one instant.
 */
export function timerCues(beforeMs: number, afterMs: number): ClockTune[] {
  const crossed = (mark: number) => beforeMs > mark && afterMs <= mark;
  const cues = TIMER_MARKS.filter(([mark]) => crossed(mark)).map(([, cue]) => cue);
  for (let second = 9; second >= 1; second--) {
    if (crossed(second * 1000)) {
      cues.push('tick');
      break;
    }
  }
  return cues;
}
