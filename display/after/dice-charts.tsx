// The numbers page's dice charts, drawn by hand in SVG as the report's are (charts.tsx): a die's
// histogram against the fair line, a share as a bar. Apart from the report's charts, so the end
// screen, which draws the report only, does not download them.

/** Drawn at the report's charts' width and margin (charts.tsx), so the pages' charts line up. */
const W = 1000;
const PAD = 40;

/** How often each face came up, against the count a fair die would give. */
export function Histogram(props: {
  title: string;
  counts: readonly number[];
  expectedLabel: string;
}) {
  const height = 220;
  const top = 20;
  const bottom = height - 34;
  const rolls = props.counts.reduce((sum, count) => sum + count, 0);
  const sides = Math.max(1, props.counts.length);
  const expected = rolls / sides;
  const max = Math.max(1, expected, ...props.counts) * 1.1;
  const yOf = (count: number) => bottom - (count / max) * (bottom - top);
  const step = (W - 2 * PAD) / sides;
  // Every face is labelled up to 12 sides; beyond, every fifth, so the labels stay readable.
  const labelled = (face: number) => sides <= 12 || face === 1 || face % 5 === 0;
  return (
    <svg class="chart histogram" viewBox={`0 0 ${W} ${height}`} role="img" data-testid="histogram">
      <title>{props.title}</title>
      {props.counts.map((count, index) => (
        <g key={index} class="face">
          <title>{`${index + 1}: ${count}`}</title>
          <rect
            x={PAD + step * index + step * 0.1}
            y={yOf(count)}
            width={step * 0.8}
            height={bottom - yOf(count)}
          />
          {labelled(index + 1) && (
            <text
              class="chart-label"
              x={PAD + step * (index + 0.5)}
              y={height - 8}
              text-anchor="middle"
            >
              {index + 1}
            </text>
          )}
        </g>
      ))}
      <line class="chart-axis" x1={PAD} x2={W - PAD} y1={bottom} y2={bottom} />
      <line class="expected-line" x1={PAD} x2={W - PAD} y1={yOf(expected)} y2={yOf(expected)}>
        <title>{props.expectedLabel}</title>
      </line>
    </svg>
  );
}

/** A share from 0 to 1 as a bar, with a second mark (what was expected) when given. */
export function ShareBar(props: { title: string; share: number; expected?: number }) {
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return (
    <svg class="chart share" viewBox="0 0 1000 40" role="img" preserveAspectRatio="none">
      <title>{props.title}</title>
      <rect class="share-frame" x={0} y={4} width={1000} height={32} />
      <rect class="share-fill" x={0} y={4} width={1000 * clamp(props.share)} height={32} />
      {props.expected !== undefined && (
        <line
          class="expected-line"
          x1={1000 * clamp(props.expected)}
          x2={1000 * clamp(props.expected)}
          y1={0}
          y2={40}
        />
      )}
    </svg>
  );
}
