// What the service and its commands write for a person or a machine to read: names and free
// text typed at a table reach a terminal with their control characters shown, never obeyed.
// (The service's own log output, which never blocks, is log-output.ts.)

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
