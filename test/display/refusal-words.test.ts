// Each game's refusals read in French by every code of its own errors.ts and no other: the words
// are typed by the game's `ErrorCode` (display/i18n's `Refusals`), so a code added to the rules
// without its words, or words left for a code the rules dropped, fail the type check; this test
// reads the unions from the files themselves and holds the dictionaries to them.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS_FR as APOCALYTE_FR } from '../../display/games/apocalyte/i18n/errors.fr.ts';
import { en as apogeeEn } from '../../display/games/apogee/i18n/en.ts';
import { fr as apogeeFr } from '../../display/games/apogee/i18n/fr.ts';
import { fr as apophisFr } from '../../display/games/apophis/i18n/fr.ts';
import type { Refusals } from '../../display/i18n/index.ts';
import type { ErrorCode } from '../../src/games/apophis/errors.ts';

/** The string literals of `export type <name> = …;` in a file of src/games. */
function union(file: string, name: string): string[] {
  const source = readFileSync(new URL(`../../src/games/${file}`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const body = new RegExp(`export type ${name} =([^;]*);`).exec(source)?.[1];
  if (!body) throw new Error(`${file} has no ${name}`);
  return [...body.matchAll(/\| '([^']+)'/g)].map((match) => match[1] as string);
}

const kit = union('kit/guards.ts', 'TableCode');
const codes = {
  apophis: union('apophis/errors.ts', 'ErrorCode'),
  apogee: [...kit, ...union('apogee/errors.ts', 'ErrorCode')],
  apocalyte: [...kit, ...union('apocalyte/errors.ts', 'ErrorCode')],
};

const sorted = (words: object) => Object.keys(words).sort();

describe("each game's refusal words are its errors.ts's codes", () => {
  it('Apophis, Apogee and Apocalyte in French; Apogee in English too', () => {
    expect(codes.apophis.length).toBeGreaterThanOrEqual(27);
    expect(codes.apogee.length).toBeGreaterThanOrEqual(47);
    expect(codes.apocalyte.length).toBeGreaterThanOrEqual(77);
    expect(sorted(apophisFr.ruleErrors)).toEqual([...codes.apophis].sort());
    expect(sorted(apogeeFr.ruleErrors)).toEqual([...codes.apogee].sort());
    expect(sorted(apogeeEn.ruleErrors)).toEqual([...codes.apogee].sort());
    expect(sorted(APOCALYTE_FR)).toEqual([...codes.apocalyte].sort());
  });

  it('a stale code or a missing one is a type error (tsc --noEmit checks these lines)', () => {
    // @ts-expect-error: 'build/stale' is no code of Apophis's errors.ts
    const stale: Refusals<ErrorCode> = { ...apophisFr.ruleErrors, 'build/stale': 'x' };
    // @ts-expect-error: every code needs its words
    const missing: Refusals<ErrorCode> = { 'setup/invalid': 'x' };
    expect([stale, missing].length).toBe(2);
  });
});
