// The shell's colours in one place: CSS reads them as custom properties, and a test checks that
// every text colour stands at least 7:1 against the background it is drawn on. A game's own
// fills (its pieces') are its view's `colours` (display/games/<id>/), checked the same way.

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

type Pair = readonly [text: string, background: string];

/** Black letters on each of a game's fills (its view's `colours`), the pairs a game's pieces draw. */
export function inkOn(fills: Readonly<Record<string, string>>): readonly Pair[] {
  return Object.values(fills).map((fill) => [PALETTE.ink, fill] as const);
}

/** Text colour on background, for every pair the shell draws (each game's: `inkOn`). */
export const TEXT_PAIRS: readonly Pair[] = (
  ['text', 'muted', 'calm', 'warn', 'urgent', 'ok', 'bad', 'accent'] as const
).flatMap((name) => [
  [PALETTE[name], PALETTE.background] as const,
  [PALETTE[name], PALETTE.panel] as const,
]);

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

/** Colours as CSS custom properties (`--text`, `--panel`, …) on the page's root. */
export function applyColours(root: HTMLElement, colours: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(colours)) root.style.setProperty(`--${name}`, value);
}

/** The shell's palette on the page's root; a game's fills join it when the game loads. */
export const applyPalette = (root: HTMLElement): void => applyColours(root, PALETTE);
