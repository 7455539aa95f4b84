// A game's log read while the service may still be appending to it: only its ended lines, each
// parsed (a line not yet ended is not yet written, and would not parse).
import { readFileSync } from 'node:fs';

export type LogLine = { kind: string; line?: string; [key: string]: unknown };

export function endedLogLines(path: string): LogLine[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .slice(0, -1)
    .map((line) => JSON.parse(line) as LogLine);
}
