// The mission report's charts, drawn by hand in SVG: a timeline of marks, the luck of each roll
// (a value as steps, the history's only, is in step-line.tsx; the numbers' dice charts in
// dice-charts.tsx). Each chart has a <title>
// (read aloud) and says its numbers in text too; colours come from the palette (tone-*).

import type { LuckRoll, ReportMark } from '../../src/report.ts';
import { formatLength } from './numbers.ts';

/** The width every chart is drawn at; they scale to their box, so labels are sized for it. */
export const W = 1000;
export const PAD = 40;
export const xOf = (at: number, durationMs: number) =>
  PAD + (durationMs > 0 ? (Math.min(Math.max(at, 0), durationMs) / durationMs) * (W - 2 * PAD) : 0);

/** A vertical line at the scrubber's moment. */
export function Cursor({
  at,
  durationMs,
  height,
}: {
  at: number;
  durationMs: number;
  height: number;
}) {
  const x = xOf(at, durationMs);
  return <line class="chart-cursor" x1={x} x2={x} y1={0} y2={height} data-testid="chart-cursor" />;
}

/** The game clock from 0 to its length, each mark a tick coloured by its tone; the decisive one ringed. */
export function Timeline(props: {
  title: string;
  durationMs: number;
  marks: readonly ReportMark[];
  decisive: ReportMark | null;
  say: (mark: ReportMark) => string;
  cursor?: number | null;
}) {
  const height = 110;
  const axis = 60;
  return (
    <svg class="chart timeline" viewBox={`0 0 ${W} ${height}`} role="img" data-testid="timeline">
      <title>{props.title}</title>
      <line class="chart-axis" x1={PAD} x2={W - PAD} y1={axis} y2={axis} />
      {props.marks.map((mark, index) => {
        const x = xOf(mark.at, props.durationMs);
        const decisive =
          props.decisive !== null &&
          mark.at === props.decisive.at &&
          mark.kind === props.decisive.kind;
        return (
          <g
            key={`${index}-${mark.at}`}
            class={`mark tone-${mark.tone}${decisive ? ' decisive' : ''}`}
            data-kind={mark.kind}
          >
            <title>{`${formatLength(mark.at)} ${props.say(mark)}`}</title>
            {decisive && <circle class="decisive-ring" cx={x} cy={axis} r={20} />}
            <line x1={x} x2={x} y1={axis - 22} y2={axis + 22} />
            <circle cx={x} cy={axis} r={8} />
          </g>
        );
      })}
      {props.cursor != null && (
        <Cursor at={props.cursor} durationMs={props.durationMs} height={height} />
      )}
      <text class="chart-label" x={PAD} y={height - 6}>
        0:00
      </text>
      <text class="chart-label" x={W - PAD} y={height - 6} text-anchor="end">
        {formatLength(props.durationMs)}
      </text>
    </svg>
  );
}

/** Each roll's chance as a bar (full height is certain), filled by what the dice did. */
export function LuckBars(props: {
  title: string;
  luck: readonly LuckRoll[];
  say: (roll: LuckRoll) => string;
  decisiveAt: number | null;
  upTo?: number | null;
}) {
  const height = 180;
  const top = 16;
  const bottom = height - 34;
  const n = Math.max(1, props.luck.length);
  const step = (W - 2 * PAD) / n;
  const bar = Math.min(60, step * 0.7);
  return (
    <svg class="chart luck" viewBox={`0 0 ${W} ${height}`} role="img" data-testid="luck-bars">
      <title>{props.title}</title>
      <line class="chart-axis" x1={PAD} x2={W - PAD} y1={bottom} y2={bottom} />
      {props.luck.map((roll, index) => {
        const x = PAD + step * index + (step - bar) / 2;
        const h = roll.chance * (bottom - top);
        const later = props.upTo != null && roll.at > props.upTo;
        const decisive = props.decisiveAt !== null && roll.at === props.decisiveAt;
        return (
          <g
            key={`${index}-${roll.at}`}
            class={`roll ${roll.success ? 'tone-good' : 'tone-bad'}${later ? ' later' : ''}${decisive ? ' decisive' : ''}`}
          >
            <title>{props.say(roll)}</title>
            <rect class="roll-frame" x={x} y={top} width={bar} height={bottom - top} />
            <rect class="roll-chance" x={x} y={bottom - h} width={bar} height={h} />
            <text class="chart-label" x={x + bar / 2} y={height - 8} text-anchor="middle">
              {roll.success ? '✓' : '✗'}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
