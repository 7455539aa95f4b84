// The screens' colours in one place: CSS reads them as custom properties, and a test checks that
// every text colour stands at least 7:1 against the background it is drawn on.

import type { Colour, Suit } from '../src/games/apophis/sections.ts';

export const PALETTE = {
  background: '#05070c',
  panel: '#111621',
  text: '#ffffff',
  muted: '#c9ced8',
  calm: '#e6f3ff',
  warn: '#ffd23f',
  urgent: '#ff7b7b',
  ok: '#62e68f',
  bad: '#ff8f8f',
  accent: '#8ccbff',
  ink: '#000000',
} as const;

/** Section fills, light enough for black letters at 7:1. */
export const SECTION_FILL: Record<Colour, string> = {
  green: '#45d884',
  red: '#ff8a8a',
  blue: '#78b6ff',
  yellow: '#ffd60a',
};

/** R3: every section carries its suit's symbol as well as its colour. */
export const SUIT_SYMBOL: Record<Suit, string> = {
  clubs: '♣',
  hearts: '♥',
  diamonds: '♦',
  spades: '♠',
};

/** Text colour on background, for every pair the screens draw. */
export const TEXT_PAIRS: readonly (readonly [string, string])[] = [
  ...(['text', 'muted', 'calm', 'warn', 'urgent', 'ok', 'bad', 'accent'] as const).flatMap(
    (name) => [
      [PALETTE[name], PALETTE.background] as const,
      [PALETTE[name], PALETTE.panel] as const,
    ],
  ),
  ...Object.values(SECTION_FILL).map((fill) => [PALETTE.ink, fill] as const),
];

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The palette as CSS custom properties (`--text`, `--green`, …) on the page's root. */
export function applyPalette(root: HTMLElement): void {
  for (const [name, value] of Object.entries({ ...PALETTE, ...SECTION_FILL })) {
    root.style.setProperty(`--${name}`, value);
  }
}
