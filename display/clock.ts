// The timer's arithmetic for the screens: mm:ss, tenths in the last ten seconds, the colour band.

/** Calm above a minute, warning from 60 s, urgent from 30 s. */
export type TimerTone = 'calm' | 'warn' | 'urgent';

export function timerTone(ms: number): TimerTone {
  if (ms <= 30_000) return 'urgent';
  if (ms <= 60_000) return 'warn';
  return 'calm';
}

/** `mm:ss` rounded up (a full minute shows as 01:00), and `00:09.9` under ten seconds. */
export function formatTimer(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return `00:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.ceil(left / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** A duration as `mm:ss` to the nearest second (the end-of-game story). */
export function formatDuration(ms: number): string {
  const seconds = Math.round(Math.max(0, ms) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole seconds, rounded up, for countdowns that show seconds only (the shuffle). */
export function formatSeconds(ms: number): string {
  return String(Math.ceil(Math.max(0, ms) / 1000));
}

/** The middle of a sorted copy: one slow round trip does not move the clock. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
