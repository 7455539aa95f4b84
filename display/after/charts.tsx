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

/** The most bars the luck meter draws: past it, consecutive rolls share a bar (a long evening's 84). */
export const LUCK_BARS = 24;

/** Rolls sharing a bar: their mean chance, and whether the dice gave as many successes or more. */
type LuckBar = { rolls: readonly LuckRoll[]; chance: number; success: boolean };

/** The rolls as at most `LUCK_BARS` bars, each of consecutive rolls, in their order. */
export function luckBars(luck: readonly LuckRoll[]): LuckBar[] {
  const size = Math.max(1, Math.ceil(luck.length / LUCK_BARS));
  const bars: LuckBar[] = [];
  for (let i = 0; i < luck.length; i += size) {
    const rolls = luck.slice(i, i + size);
    const expected = rolls.reduce((sum, roll) => sum + roll.chance, 0);
    const actual = rolls.filter((roll) => roll.success).length;
    bars.push({
      rolls,
      chance: expected / rolls.length,
      success: rolls.length === 1 ? actual === 1 : actual >= expected,
    });
  }
  return bars;
}

/**
 * Each roll's chance as a bar (full height is certain), filled by what the dice did; more rolls
 * than `LUCK_BARS` share bars (their mean chance, green when the dice gave the successes expected
 * or more), so that a long game's meter stays readable from across the room.
 */
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
  const bars = luckBars(props.luck);
  const n = Math.max(1, bars.length);
  const step = (W - 2 * PAD) / n;
  const bar = Math.min(60, step * 0.7);
  return (
    <svg class="chart luck" viewBox={`0 0 ${W} ${height}`} role="img" data-testid="luck-bars">
      <title>{props.title}</title>
      <line class="chart-axis" x1={PAD} x2={W - PAD} y1={bottom} y2={bottom} />
      {bars.map(({ rolls, chance, success }, index) => {
        const first = rolls[0] as LuckRoll;
        const x = PAD + step * index + (step - bar) / 2;
        const h = chance * (bottom - top);
        const later = props.upTo != null && first.at > props.upTo;
        const decisive =
          props.decisiveAt !== null && rolls.some((roll) => roll.at === props.decisiveAt);
        return (
          <g
            key={`${index}-${first.at}`}
            class={`roll ${success ? 'tone-good' : 'tone-bad'}${later ? ' later' : ''}${decisive ? ' decisive' : ''}`}
            data-rolls={rolls.length}
          >
            <title>{rolls.map(props.say).join('\n')}</title>
            <rect class="roll-frame" x={x} y={top} width={bar} height={bottom - top} />
            <rect class="roll-chance" x={x} y={bottom - h} width={bar} height={h} />
            <text class="chart-label" x={x + bar / 2} y={height - 8} text-anchor="middle">
              {rolls.length === 1
                ? success
                  ? '✓'
                  : '✗'
                : `${rolls.filter((roll) => roll.success).length}/${rolls.length}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
