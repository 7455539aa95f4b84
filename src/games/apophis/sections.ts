// Rocket sections and their notation (R1–R4): colour letter + size digit,
// `Y3`, a rocket written bottom to top, `Y3,R2,B1`.

export const COLOURS = ['green', 'red', 'blue', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];
export const SUITS = ['clubs', 'hearts', 'diamonds', 'spades'] as const;
export type Suit = (typeof SUITS)[number];
export type Size = 1 | 2 | 3;
export const SIZES: readonly Size[] = [1, 2, 3];

/** A section as written: colour letter and size, `G1` … `Y3`. */
export type Section = `${'G' | 'R' | 'B' | 'Y'}${Size}`;

export const COLOUR_LETTER: Record<Colour, 'G' | 'R' | 'B' | 'Y'> = {
  green: 'G',
  red: 'R',
  blue: 'B',
  yellow: 'Y',
};
const COLOUR_OF_LETTER: Record<string, Colour> = { G: 'green', R: 'red', B: 'blue', Y: 'yellow' };

/** R3: each colour is paid with cards of one suit (green is clubs, whatever the French text says). */
export const SUIT_OF: Record<Colour, Suit> = {
  green: 'clubs',
  red: 'hearts',
  blue: 'diamonds',
  yellow: 'spades',
};

export const SIZE_NAME: Record<Size, 'small' | 'medium' | 'large'> = {
  1: 'small',
  2: 'medium',
  3: 'large',
};

/** R2: the supply holds exactly one section of each colour and size, in this order. */
export const ALL_SECTIONS: readonly Section[] = COLOURS.flatMap((colour) =>
  SIZES.map((size): Section => `${COLOUR_LETTER[colour]}${size}`),
);

export function colourOf(section: Section): Colour {
  return COLOUR_OF_LETTER[section[0] as string] as Colour;
}

/** R1: small 1, medium 2, large 3. */
export function sizeOf(section: Section): Size {
  return Number(section[1]) as Size;
}

/** Points of each colour on a rocket (R1), the numbers every launch check reads. */
export type Points = Record<Colour, number> & { total: number };

export function pointsOf(rocket: readonly Section[]): Points {
  const points: Points = { green: 0, red: 0, blue: 0, yellow: 0, total: 0 };
  for (const section of rocket) {
    const size = sizeOf(section);
    points[colourOf(section)] += size;
    points.total += size;
  }
  return points;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const SIZE_LETTER: Record<string, Size> = { '1': 1, '2': 2, '3': 3, S: 1, M: 2, L: 3 };

/** R4: `Y3`, `y3`, `YL`; anything else gets a sentence saying what is wrong. */
export function parseSection(text: string): Parsed<Section> {
  const t = text.trim().toUpperCase();
  if (t === '') return { ok: false, error: 'a section is missing (write it like Y3 or RM)' };
  const colour = COLOUR_OF_LETTER[t[0] as string];
  const size = SIZE_LETTER[t.slice(1)];
  if (!colour) {
    return {
      ok: false,
      error: `"${text.trim()}" is not a section: the colour must be G, R, B or Y`,
    };
  }
  if (!size) {
    return {
      ok: false,
      error: `"${text.trim()}" is not a section: the size must be 1, 2, 3 (or S, M, L)`,
    };
  }
  return { ok: true, value: `${COLOUR_LETTER[colour]}${size}` };
}

/** Why `section` may not go on top of `rocket` by the stacking rules alone (R2, R8), or null. */
export function stackingProblem(rocket: readonly Section[], section: Section): string | null {
  if (rocket.includes(section)) return `${section} is already on the rocket`;
  const top = rocket[rocket.length - 1];
  if (top !== undefined && sizeOf(section) > sizeOf(top)) {
    return `a ${SIZE_NAME[sizeOf(section)]} section cannot go on a ${SIZE_NAME[sizeOf(top)]} one`;
  }
  return null;
}

/** R4: a rocket written bottom to top, `Y3,R2,B1` (spaces allowed), checked for legality. */
export function parseRocket(text: string): Parsed<Section[]> {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 1 && parts[0] === '') {
    return {
      ok: false,
      error: 'the rocket is empty: write its sections bottom to top, like Y3,R2,B1',
    };
  }
  const rocket: Section[] = [];
  for (const [index, part] of parts.entries()) {
    const parsed = parseSection(part);
    if (!parsed.ok) {
      return { ok: false, error: part === '' ? `section ${index + 1} is missing` : parsed.error };
    }
    const problem = stackingProblem(rocket, parsed.value);
    if (problem) return { ok: false, error: problem };
    rocket.push(parsed.value);
  }
  return { ok: true, value: rocket };
}

export function formatRocket(rocket: readonly Section[]): string {
  return rocket.join(',');
}
