// The keystroke-level model (Card, Moran and Newell) that turns counted taps into seconds, shared by
// bench/taps.ts and the newcomer's path in test/e2e/teach.test.ts so that both say the same path
// in the same figures: each tap is a point (P, 1.1 s) and a tap (0.2 s), each new screen to read
// before acting a mental step (M, 1.35 s), each typed character a keystroke (K, 0.28 s, the
// average non-secretary typist), and a teaching step's words read at 250 words a minute.

export const POINT = 1.1;
export const TAP = 0.2;
export const READ = 1.35;
export const KEY = 0.28;
export const WORDS_A_SECOND = 250 / 60;

/** seconds = taps × (P + tap) + screens × M. */
export const seconds = (taps: number, screens: number): number =>
  taps * (POINT + TAP) + screens * READ;

/** What a person did on a path: taps (a press on the box or a key counts as one), screens, characters. */
export type PathCount = { taps: number; screens: number; keys: number };

export const pathCount = (): PathCount => ({ taps: 0, screens: 0, keys: 0 });

/** The path's seconds by the model, its typing included. */
export const pathSeconds = (count: PathCount): number =>
  seconds(count.taps, count.screens) + count.keys * KEY;

/** The words of a teaching step said on the big screen, as a count. */
export const wordCount = (said: { title: string; say: string } | undefined): number =>
  said ? `${said.title} ${said.say}`.split(/\s+/).length : 0;

/** The group a newcomer's path types (a name that must stay text), in the bench and the test alike. */
export const NEWCOMERS = { group: 'Les <i>Comètes</i>', players: ['Inès', 'Jo'] } as const;
