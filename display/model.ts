// The one model of both screens, whatever the game: named signals fed only by server messages
// (and the link's own state), and the values derived from them as `computed`. Components read
// these, never the socket; each game's view derives its own values in its folder.

import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { PublicState, ServerMessage } from '../src/messages.ts';

/** The table as the server last sent it; null until the first state message. */
export const table = signal<PublicState | null>(null);
/** The WebSocket: connecting the first time, open, or reconnecting after a drop. */
export const linkState = signal<'connecting' | 'open' | 'reconnecting'>('connecting');
/** Server clock minus local clock, in ms: the median of the last few ping round trips. */
export const clockOffset = signal(0);

export type Refusal = { place: string; sentence: string; code?: string; serial: number };
/** The last refused command and where on the page it was asked, shown there briefly. */
export const refusal = signal<Refusal | null>(null);

export type Notice = { text: string; code?: string; serial: number };
/** Short lines from the server ("no launch under way"), newest last, shown briefly. */
export const notices = signal<Notice[]>([]);

const NOTICES_KEPT = 3;
let serial = 0;

/** The server's clock now, as this screen best knows it. */
export function serverNow(): number {
  return Date.now() + clockOffset.peek();
}

/** Where the big screen's keys send from: their refusals are shown as the box's notices. */
export const PRESSES = 'keyboard';

/** A notice asking for a second press to confirm a costly one (`box/confirm-scrap`). */
const asksConfirmation = (notice: Notice) => /\/confirm-/.test(notice.code ?? '');

function addNotice(text: string, code?: string): void {
  const notice: Notice = { text, ...(code ? { code } : {}), serial: ++serial };
  notices.value = [...notices.peek(), notice].slice(-NOTICES_KEPT);
}

/** Take one message from the server; `place` is where a command answered by a result was asked. */
export function receive(message: ServerMessage, place?: string): void {
  switch (message.type) {
    case 'state':
      table.value = message.state;
      // A press asking to be confirmed ("press OK within 3 s to scrap") is answered by the next
      // change of the table: its question goes with it.
      if (notices.peek().some(asksConfirmation))
        notices.value = notices.peek().filter((notice) => !asksConfirmation(notice));
      return;
    case 'result':
      if (message.ok) {
        if (refusal.peek()?.place === place) refusal.value = null;
      } else if (place === PRESSES) {
        // A key pressed on the big screen is a box button: its refusal reads as the box's does.
        addNotice(message.error, message.code);
      } else {
        refusal.value = {
          place: place ?? 'any',
          sentence: message.error,
          ...(message.code ? { code: message.code } : {}),
          serial: ++serial,
        };
      }
      return;
    case 'notice':
      addNotice(message.text, message.code);
      return;
    case 'pong':
      return; // the connection measures the offset from pongs
  }
}

/** Forget a notice or refusal once it has been shown long enough. */
export function dismissNotice(serialNumber: number): void {
  notices.value = notices.peek().filter((notice) => notice.serial !== serialNumber);
}
export function dismissRefusal(serialNumber: number): void {
  if (refusal.peek()?.serial === serialNumber) refusal.value = null;
}

/** Where the game stands, in the shell's words, and which game it is. */
export const status = computed(() => table.value?.status ?? null);
export const game = computed(() => table.value?.game ?? null);

/**
 * The table as game `id`'s screens read it (`V` its module's view), or null while another game
 * (or none) is on it: the one place the shell's table becomes a game's own, by its `game` field.
 */
export function gameTable<V>(id: string): ReadonlySignal<PublicState<V> | null> {
  return computed(() =>
    table.value?.game === id ? (table.value as PublicState<Record<string, unknown>> & V) : null,
  );
}
