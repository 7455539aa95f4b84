// Sound cues made with Web Audio (no files): short generated tones. Browsers keep audio off until
// a gesture, so the screen shows a button that enables it; mute is remembered on this device.

import { signal } from '@preact/signals';
import type { Cue } from '../src/game.ts';

/** [frequency Hz, duration ms] notes, played one after another. */
const TUNES: Record<Cue, readonly (readonly [number, number])[]> = {
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
  shuffleEnd: [
    [523, 120],
    [784, 200],
  ],
  launch: [
    [220, 150],
    [330, 150],
    [440, 150],
    [660, 300],
  ],
  hit: [
    [784, 150],
    [1047, 300],
  ],
  miss: [
    [392, 200],
    [262, 350],
  ],
  damage: [
    [196, 120],
    [1047, 120],
    [196, 250],
  ],
  win: [
    [523, 160],
    [659, 160],
    [784, 160],
    [1047, 500],
  ],
  loss: [
    [330, 300],
    [247, 300],
    [165, 700],
  ],
};

const MUTE_KEY = 'apophis-muted';
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** Audio is running (a gesture enabled it). */
export const soundReady = signal(false);
export const muted = signal(storage()?.getItem(MUTE_KEY) === '1');

let audio: AudioContext | null = null;

export function enableSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  void audio.resume().then(() => {
    soundReady.value = audio?.state === 'running';
  });
}

export function toggleMute(): void {
  muted.value = !muted.peek();
  storage()?.setItem(MUTE_KEY, muted.peek() ? '1' : '0');
}

export function play(cue: Cue): void {
  if (audio?.state !== 'running' || muted.peek()) return;
  let at = audio.currentTime;
  for (const [hz, ms] of TUNES[cue]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'triangle';
    tone.frequency.value = hz;
    // A short ramp in and out: a bare square edge clicks.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.25, at + 0.01);
    gain.gain.linearRampToValueAtTime(0, at + ms / 1000);
    tone.connect(gain).connect(audio.destination);
    tone.start(at);
    tone.stop(at + ms / 1000 + 0.02);
    at += ms / 1000 + 0.03;
  }
}

const TIMER_MARKS: readonly (readonly [number, Cue])[] = [
  [60_000, 'minute'],
  [30_000, 'halfMinute'],
  [10_000, 'tenSeconds'],
];

/** The timer cues crossed between two frames (60, 30 and 10 seconds left). */
export function timerCues(beforeMs: number, afterMs: number): Cue[] {
  return TIMER_MARKS.filter(([mark]) => beforeMs > mark && afterMs <= mark).map(([, cue]) => cue);
}
