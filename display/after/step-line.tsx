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
      {points.map((point, index) => (
        <text
          key={`${index}-${point.at}`}
          class="chart-label"
          x={xOf(point.at, props.durationMs) + 6}
          y={yOf(point.value) - 6}
          // A label near the right edge ends at its point, so it is never cut off.
          text-anchor={xOf(point.at, props.durationMs) > W - 2 * PAD ? 'end' : 'start'}
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
