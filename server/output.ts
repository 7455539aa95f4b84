// What the service and its commands write for a person or a machine to read: names and free
// text typed at a table reach a terminal with their control characters shown, never obeyed;
// and the service's own output, if it cannot be written, ends the service rather than hang it.

import { writeSync } from 'node:fs';

/**
 * C0 and C1 controls, DEL, and the Unicode marks that reorder or hide what follows (bidi
 * embeddings, overrides and isolates; zero-width joiners are left, emoji need them).
 */
const UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** `text` safe for a terminal: each control character as `\xNN` or `\u{NNNN}`, shown not obeyed. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
  });
}

/** Text of several lines for a terminal: its line breaks kept, every other control shown. */
export function printLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/** How long a full pipe may hold a line back before the output counts as failed. */
const STALLED_MS = 2000;

/**
 * A destination for the service's JSON log on file descriptor `fd`, written synchronously: a
 * write that fails (a full disk, a closed pipe) calls `failed` once with the error, and every
 * later line is dropped, so the logger never retries a write that cannot succeed.
 */
export function failingOutput(
  failed: (error: Error) => void,
  fd = 1,
): { write(line: string): void } {
  let broken = false;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return {
    write(line: string) {
      if (broken) return;
      let data = Buffer.from(line);
      const since = Date.now();
      while (data.length > 0) {
        try {
          data = data.subarray(writeSync(fd, data));
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          // A non-blocking pipe that is full for now: wait a moment, up to STALLED_MS.
          if (code === 'EAGAIN' && Date.now() - since < STALLED_MS) {
            Atomics.wait(pause, 0, 0, 5);
            continue;
          }
          broken = true;
          failed(error as Error);
          return;
        }
      }
    },
  };
}
