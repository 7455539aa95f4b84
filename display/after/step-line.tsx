// A value of the mission report over the game as steps (its series), drawn by the history's full
// report only: apart from charts.tsx, so the end screen's compact report does not download it.

import type { ReportSeries } from '../../src/report.ts';
import { Cursor, PAD, W, xOf } from './charts.tsx';

export type StepLineProps = {
  title: string;
  durationMs: number;
  series: ReportSeries;
  cursor?: number | null;
};

/** A label's width in the chart's units: its digits at the labels' 26 px (chart-label), and a gap. */
export const labelWidth = (value: number) => String(value).length * 16 + 8;
/** Two labels this much apart in height never touch, whatever their x. */
const LINE = 28;

type Label = { point: ReportSeries['points'][number]; x: number; y: number; end: boolean };

/**
 * The points whose value is written: each, left to right, unless its label would run into the
 * last one written (a game with many changes close together, as Apocalyte's armies); the last
 * point is always written, in place of a label it would meet.
 */
export function labelled(
  points: ReportSeries['points'],
  durationMs: number,
  yOf: (value: number) => number,
): Label[] {
  const all = points.map((point) => {
    const x = xOf(point.at, durationMs);
    return { point, x, y: yOf(point.value), end: x > W - 2 * PAD };
  });
  const span = (label: Label) => {
    const width = labelWidth(label.point.value);
    return label.end ? [label.x - 6 - width, label.x - 6] : [label.x + 6, label.x + 6 + width];
  };
  const meet = (a: Label, b: Label) => {
    const [a0, a1] = span(a) as [number, number];
    const [b0, b1] = span(b) as [number, number];
    return Math.abs(a.y - b.y) < LINE && a0 < b1 && b0 < a1;
  };
  const kept: Label[] = [];
  for (const label of all) {
    if (kept.every((other) => !meet(other, label))) kept.push(label);
  }
  const last = all.at(-1);
  if (last && !kept.includes(last)) {
    return [...kept.filter((other) => !meet(other, last)), last];
  }
  return kept;
}

/** A value over the game as steps: it holds until the moment it changes. */
export function StepLine(props: StepLineProps) {
  const height = 170;
  const top = 34;
  const bottom = height - 30;
  const points = props.series.points;
  const values = points.map((point) => point.value);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const yOf = (value: number) => bottom - ((value - min) / (max - min || 1)) * (bottom - top);
  let d = '';
  for (const [index, point] of points.entries()) {
    const x = xOf(point.at, props.durationMs);
    const y = yOf(point.value);
    d += index === 0 ? `M${x},${y}` : `H${x}V${y}`;
  }
  if (points.length > 0) d += `H${xOf(props.durationMs, props.durationMs)}`;
  return (
    <svg class="chart step" viewBox={`0 0 ${W} ${height}`} role="img" data-testid="step-line">
      <title>{`${props.title}: ${values.join(', ')}`}</title>
      <line class="chart-axis" x1={PAD} x2={W - PAD} y1={bottom} y2={bottom} />
      <path class="step-path" d={d} />
      {labelled(points, props.durationMs, yOf).map(({ point, x, y, end }, index) => (
        <text
          key={`${index}-${point.at}`}
          class="chart-label"
          x={end ? x - 6 : x + 6}
          y={y - 6}
          // A label near the right edge ends at its point, so it is never cut off.
          text-anchor={end ? 'end' : 'start'}
        >
          {point.value}
        </text>
      ))}
      {props.cursor != null && (
        <Cursor at={props.cursor} durationMs={props.durationMs} height={height} />
      )}
      <text class="chart-label" x={PAD} y={height - 6}>
        {props.title}
      </text>
    </svg>
  );
}
