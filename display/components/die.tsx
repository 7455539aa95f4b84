// The box's die as the screens draw it: the pips of a d6 face, tumbling while the box rolls.

/** Pip positions on a 3×3 grid (0-8, row by row) for each face. */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die face; `rolling` tumbles it (unless the viewer asked for reduced motion, see CSS). */
export function Die({ value, rolling = false }: { value: number | null; rolling?: boolean }) {
  const pips = value === null ? [] : (PIPS[value] ?? []);
  return (
    <svg
      class={rolling ? 'die rolling' : 'die'}
      viewBox="0 0 60 60"
      role="img"
      aria-label={value === null ? '?' : String(value)}
      data-testid="die"
      data-value={value ?? ''}
    >
      <rect x="2" y="2" width="56" height="56" rx="10" fill="var(--text)" />
      {pips.map((pip) => (
        <circle
          key={pip}
          cx={12 + (pip % 3) * 18}
          cy={12 + Math.floor(pip / 3) * 18}
          r="6"
          fill="var(--ink)"
        />
      ))}
    </svg>
  );
}
