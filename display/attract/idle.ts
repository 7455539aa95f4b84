// When the big screen's attract loop shows (issue 34): its table idle in its lobby for N minutes
// (`?attract=N` on the big screen's link, a setting per table since each table has its own; 3 by
// default, 0 never). Idle means no change of the table and no key or tap on the screen; any of
// them ends the loop. Timers only: the test's clock (Playwright's) drives it.

import { signal } from '@preact/signals';

export const ATTRACT_DEFAULT_MIN = 3;

/** The minutes of idle lobby before the loop, from the page's link. */
export function attractMinutes(search: string): number {
  const asked = new URLSearchParams(search).get('attract');
  if (asked === null) return ATTRACT_DEFAULT_MIN;
  const minutes = Number(asked);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : ATTRACT_DEFAULT_MIN;
}

/** Whether the loop shows now. */
export const attracting = signal(false);

/**
 * Watches a big screen: `touch()` on every change of its table; `lobby` says whether the table
 * is in its lobby. Returns the stop function.
 */
export function watchIdle(minutes: number): { touch(lobby: boolean): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inLobby = false;
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (minutes > 0 && inLobby)
      timer = setTimeout(() => (attracting.value = true), minutes * 60_000);
  };
  const wake = (event: Event) => {
    if (attracting.peek()) {
      // The press that ends the loop does nothing else.
      event.preventDefault();
      event.stopImmediatePropagation();
      attracting.value = false;
    }
    arm();
  };
  window.addEventListener('keydown', wake, true);
  window.addEventListener('pointerdown', wake, true);
  return {
    touch(lobby) {
      inLobby = lobby;
      attracting.value = false;
      arm();
    },
    stop() {
      if (timer) clearTimeout(timer);
      window.removeEventListener('keydown', wake, true);
      window.removeEventListener('pointerdown', wake, true);
    },
  };
}
