// The mission report of one game, from its module's report (src/report.ts GameReport): the game
// clock with its marks coloured by tone, each series as steps, the luck meter roll by roll (the
// exact chance against what the dice did), the moment that decided it, and the tallies. Shown on
// the big screen's end screen and on the history page (where a cursor follows the scrubber).

import type { ComponentType } from 'preact';
import type { GameReport, LuckRoll, Phrase } from '../../src/report.ts';
import { lang } from '../i18n/index.ts';
import { LuckBars, Timeline } from './charts.tsx';
import { decimal, formatLength, percent } from './numbers.ts';
import { type PhraseBook, say } from './phrases.ts';
import { t } from './report-i18n.ts';
import type { StepLineProps } from './step-line.tsx';
import './after.css';

/** Expected and actual successes of some luck rolls. */
export function luckOf(luck: readonly LuckRoll[]): {
  rolls: number;
  expected: number;
  actual: number;
} {
  return {
    rolls: luck.length,
    expected: luck.reduce((sum, roll) => sum + roll.chance, 0),
    actual: luck.filter((roll) => roll.success).length,
  };
}

/** Luckier than the odds by half a success or more, unluckier, or as they said. */
export function luckVerdict(expected: number, actual: number): 'lucky' | 'unlucky' | 'even' {
  if (actual - expected >= 0.5) return 'lucky';
  if (expected - actual >= 0.5) return 'unlucky';
  return 'even';
}

/** A roll in words: `02:00 launch 1 (Y3): chance 25%, failure`. */
export function rollLine(roll: LuckRoll, book: PhraseBook | null): string {
  const words = t.value.after;
  const language = lang.value;
  return `${formatLength(roll.at)} ${say(book, language, roll.label)}${words.colon}${words.chance} ${percent(
    roll.chance,
    language,
  )}, ${roll.success ? words.success : words.failure}`;
}

export function MissionReport(props: {
  report: GameReport;
  book: PhraseBook | null;
  /** The scrubber's moment, ms since the game started. */
  cursor?: number | null;
  /**
   * The end screen's version: the timeline and the luck meter with their sentences, and no
   * series or tallies: their last values are on the end's own story (Apophis's damages and
   * deflections, Apogee's mission board); the history page keeps them.
   */
  compact?: boolean;
  /**
   * The chart of a series (step-line.tsx's StepLine), handed by the page that draws them, so the
   * end screen's compact report does not download it; without it, no series is drawn.
   */
  Steps?: ComponentType<StepLineProps>;
}) {
  const { report, book, Steps } = props;
  const dict = t.value;
  const words = dict.after;
  const language = lang.value;
  const phrase = (label: Phrase) => say(book, language, label);
  const durationMs = Math.max(0, report.endedAt - report.startedAt);
  const luck = luckOf(report.luck);
  const sayRoll = (roll: LuckRoll) => rollLine(roll, book);
  const timeline = `${words.timeline}${words.colon}${formatLength(durationMs)}`;
  return (
    <section class={`after-report${props.compact ? ' compact' : ''}`} data-testid="after-report">
      <h2>{words.report}</h2>
      <div class="report-columns">
        <div>
          {/* Compact, the chart's labels are too small to read: its length is said here. */}
          <h3>{props.compact ? timeline : words.timeline}</h3>
          <Timeline
            title={timeline}
            durationMs={durationMs}
            marks={report.marks}
            decisive={report.decisive}
            say={(mark) => phrase(mark.label)}
            cursor={props.cursor ?? null}
          />
          {report.decisive && (
            <p class="decisive-line" data-testid="report-decisive">
              <strong>{words.decisive}</strong>
              {words.colon}
              {words.atClock(formatLength(report.decisive.at))}, {phrase(report.decisive.label)}
            </p>
          )}
        </div>
        {!props.compact && Steps && (
          <div>
            {report.series.map((series) => (
              <Steps
                key={series.key}
                title={phrase(series.label)}
                durationMs={durationMs}
                series={series}
                cursor={props.cursor ?? null}
              />
            ))}
          </div>
        )}
        {report.luck.length > 0 && (
          <div>
            <h3>{words.luck}</h3>
            <LuckBars
              title={words.luck}
              luck={report.luck}
              say={sayRoll}
              decisiveAt={report.decisive?.at ?? null}
              upTo={props.cursor ?? null}
            />
            <p data-testid="report-luck">
              {words.luckLine(luck.rolls, decimal(luck.expected, language), luck.actual)} ·{' '}
              {words.luckVerdict[luckVerdict(luck.expected, luck.actual)]}
            </p>
          </div>
        )}
      </div>
      {!props.compact && report.tallies.length > 0 && (
        <>
          <h3>{words.tallies}</h3>
          <dl class="tallies" data-testid="report-tallies">
            {report.tallies.map((tally, index) => (
              <div key={index}>
                <dt>{phrase(tally.label)}</dt>
                <dd>{tally.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
