// The one number formatter every screen writes its numbers with, in the chosen language: a decimal
// comma in French ("3,2", "11,1 %"), a point in English; in French a narrow no-break space before
// "%". Every game's words, the pages after the game and the shell call these, never toFixed.

import type { Lang } from './index.ts';

/** A number with at most `digits` decimals (at least `least`): `3.25`, in French `3,25`. */
export function decimal(value: number, lang: Lang, digits = 1, least = 0): string {
  return new Intl.NumberFormat(lang, {
    minimumFractionDigits: least,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}

/** A share (0 to 1) as a percent with `digits` decimals: `58%`, in French `58 %` (U+202F). */
export function percent(share: number, lang: Lang, digits = 0): string {
  return percentSign(decimal(share * 100, lang, digits, digits), lang);
}

/** A figure already a percent (`58`, `<1`) followed by its sign: `58%`, in French `58 %`. */
export function percentSign(figure: string, lang: Lang): string {
  return lang === 'fr' ? `${figure}\u202f%` : `${figure}%`;
}
