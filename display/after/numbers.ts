// Numbers as the after-the-game screens write them, in the chosen language, and the dice's
// honesty in one sentence: the test's verdict by its p value, once there are rolls enough to test.

import type { DiceHonesty } from '../../src/report.ts';
import { formatDuration } from '../clock.ts';
import type { Lang } from '../i18n/index.ts';
import type { Dict } from './i18n.ts';

// The shell's one number formatter (a decimal comma in French), as these screens use it.
export { decimal, percent } from '../i18n/numbers.ts';

/** A p value as a player reads it: two decimals, one significant digit below 0.01, then a bound. */
/** A p value with its relation, as a sentence writes it after "p": `= 0.78`, `< 0.0001`. */
export function formatP(p: number, lang: Lang): string {
  if (p >= 0.01) {
    return `= ${new Intl.NumberFormat(lang, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(p)}`;
  }
  if (p >= 0.0001) {
    return `= ${new Intl.NumberFormat(lang, { maximumSignificantDigits: 1 }).format(p)}`;
  }
  return `< ${new Intl.NumberFormat(lang, { maximumFractionDigits: 4 }).format(0.0001)}`;
}

/** A length of time: `mm:ss` under an hour, `h:mm:ss` from one. */
export function formatLength(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  if (total < 3600) return formatDuration(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** A moment as the table's locale writes it. */
export function formatDate(ms: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

/** The chi-square test asks about five rolls per face before it says anything. */
export const ROLLS_PER_FACE = 5;
/** Below this p, a die favours some faces; below DOUBT, the rolls only hint at it. */
export const BIASED = 0.001;
export const DOUBT = 0.05;

export type Verdict = 'tooFew' | 'fair' | 'doubt' | 'biased';

export function verdictOf(die: Pick<DiceHonesty, 'rolls' | 'sides' | 'p'>): Verdict {
  if (die.p === null || die.rolls < ROLLS_PER_FACE * die.sides) return 'tooFew';
  if (die.p < BIASED) return 'biased';
  if (die.p < DOUBT) return 'doubt';
  return 'fair';
}

/** The one sentence a player reads under a die's histogram. */
export function honestySentence(
  die: Pick<DiceHonesty, 'rolls' | 'sides' | 'p'>,
  dict: Dict,
  lang: Lang,
): string {
  const words = dict.after.honesty;
  const verdict = verdictOf(die);
  if (verdict === 'tooFew' || die.p === null) return words.tooFew(die.rolls);
  if (verdict === 'fair') return words.fair(die.rolls);
  return words[verdict](die.rolls, formatP(die.p, lang));
}
