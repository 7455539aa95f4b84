// Apophis after the game (src/report.ts): the dice each action rolled, the set-up in a few
// words, and the mission report: the timeline, Apophis's value over time, the luck meter (each
// launch's exact chance of a hit before its dice, odds.ts) and the launch that decided it (R23,
// README). Words are phrase keys (`apophis.…`, listed in the README) the screens translate.

import { replaySteps, type Step } from '../../game.ts';
import {
  type GameReport,
  type LuckRoll,
  markOf,
  type Phrase,
  type ReportMark,
  type ReportSeries,
  type RolledDice,
  type SetupSummary,
} from '../../report.ts';
import type { Action } from './actions.ts';
import type { Apophis } from './launch.ts';
import { launchOdds, oddsInputProblem } from './odds.ts';
import { reduce } from './reducer.ts';
import { formatRocket } from './sections.ts';
import { DIFFICULTIES, type Difficulty } from './setup.ts';
import { type HistoryEntry, lobbyState, type TableState } from './state.ts';

/** The fold `reportOf` makes when its caller made none. */
const apophisRules = { lobby: lobbyState, reduce };

/** The box's d6 or a real one typed in (R22): one die per `roll` action. */
export function rollsOf(action: Action): RolledDice[] {
  return action.type === 'roll' ? [{ sides: 6, values: [action.value], by: action.source }] : [];
}

/** R6: the printed level whose minutes the timer runs, else `custom`. */
export function difficultyOf(timerSeconds: number): Difficulty | 'custom' {
  const found = (Object.keys(DIFFICULTIES) as Difficulty[]).find(
    (level) => DIFFICULTIES[level] === timerSeconds,
  );
  return found ?? 'custom';
}

export function summaryOf(state: TableState): SetupSummary {
  return {
    players: state.players,
    difficulty: difficultyOf(state.timerSeconds),
    variant: state.variant,
  };
}

/** R13 (with R12 and, advanced, R18 passed first): the rocket reached Apophis. */
const HITS: ReadonlySet<string> = new Set(['hit', 'destroyed', 'deflected']);

/** A report item and the action that made it: an undo (R22) takes back what its action made. */
type Made<T> = { by: Action | null; item: T };

type Walk = {
  marks: Made<ReportMark & { launch?: number }>[];
  luck: Made<LuckRoll & { launch: number }>[];
  value: Made<{ at: number; value: number }>[];
  deflections: Made<{ at: number; value: number }>[];
  rolls: Made<'box' | 'hand'>[];
  rerolls: Made<true>[];
};

function kept<T>(made: readonly Made<T>[]): T[] {
  return made.map(({ item }) => item);
}

/** R22: an undo takes back what the undone action made. */
function takeBack(walk: Walk, undone: Action | undefined): Walk {
  const keep = <T>(made: Made<T>[]) => made.filter((m) => m.by !== undone);
  return {
    marks: keep(walk.marks),
    luck: keep(walk.luck),
    value: keep(walk.value),
    deflections: keep(walk.deflections),
    rolls: keep(walk.rolls),
    rerolls: keep(walk.rerolls),
  };
}

/** A series moves by steps: a point only where the value differs from the last one kept. */
function step(
  points: Made<{ at: number; value: number }>[],
  by: Action,
  at: number,
  value: number,
) {
  if (points.at(-1)?.item.value !== value) points.push({ by, item: { at, value } });
}

/** What the new history entries of one accepted action put on the timeline. */
function marksOf(
  entries: readonly HistoryEntry[],
  since: (at: number) => number,
  launchNumber: () => number,
): (ReportMark & { launch?: number })[] {
  const marks: (ReportMark & { launch?: number })[] = [];
  for (const entry of entries) {
    const at = since(entry.at);
    const mark = (kind: string, tone: ReportMark['tone'], key: string, values?: Phrase['values']) =>
      marks.push(markOf(at, kind, tone, `apophis.mark.${key}`, values));
    switch (entry.event) {
      case 'start':
      case 'pause':
      case 'resume':
      case 'shuffle':
        mark(entry.event, 'neutral', entry.event);
        break;
      case 'scrap':
        mark('scrap', 'neutral', 'scrap', { rocket: formatRocket(entry.rocket) });
        break;
      case 'undo':
        mark('undo', 'neutral', 'undo', { undid: entry.undid });
        break;
      case 'launch': {
        const hit = HITS.has(entry.result);
        const n = launchNumber();
        marks.push({
          at,
          kind: hit ? 'hit' : 'miss',
          tone: hit ? 'good' : 'bad',
          label: {
            key: 'apophis.mark.launch',
            values: { n, rocket: formatRocket(entry.rocket), result: entry.result },
          },
          launch: n,
        });
        break;
      }
      case 'won':
        mark('end', 'good', 'end', { result: entry.result });
        break;
      case 'lost':
        mark('end', 'bad', 'end', { result: 'impact' });
        break;
    }
  }
  return marks;
}

/**
 * The mission report of one log: a fold of the reducer (`steps`, when the caller made it), every
 * item kept unless undone (R22).
 */
export function reportOf(
  actions: readonly Action[],
  steps: readonly Step<TableState, Action>[] = replaySteps(apophisRules, actions).steps,
): GameReport {
  const first = actions[0]?.at ?? 0;
  const since = (at: number) => Math.max(0, at - first);
  const fresh = (at: number): Walk => ({
    marks: [],
    luck: [],
    value: [{ by: null, item: { at, value: 3 } }], // R7
    deflections: [{ by: null, item: { at, value: 0 } }],
    rolls: [],
    rerolls: [],
  });
  let walk = fresh(0);
  let state: TableState = lobbyState();
  let launches = 0;
  /** Apophis when the fourth suit went down (R9): the odds are taken on it. */
  let launchBegan: Apophis | null = null;
  for (const { action, before, after } of steps) {
    state = after;
    if (action.type === 'newGame') {
      // A new set-up starts the story again.
      walk = fresh(since(action.at));
      launches = 0;
      continue;
    }
    if (action.type === 'undo') {
      // R22: what the undone action made is taken back; the undo itself stays on the timeline.
      walk = takeBack(walk, before.undo.at(-1)?.action);
      launches = walk.marks.filter((made) => made.item.launch !== undefined).length;
    }
    if (action.type === 'roll') walk.rolls.push({ by: action, item: action.source });
    if (action.type === 'reroll') walk.rerolls.push({ by: action, item: true });
    if (action.type === 'suits' && state.launch && state.launch !== before.launch) {
      launchBegan = before.apophis;
    }
    const added = state.history.slice(before.history.length);
    const marks = marksOf(added, since, () => {
      launches += 1;
      return launches;
    });
    const at = since(action.at);
    const { damages, deflections, value } = state.apophis;
    if (damages > before.apophis.damages) {
      marks.unshift({
        at,
        kind: 'damage',
        tone: 'good',
        label: { key: 'apophis.mark.damage', values: { damages, value } },
      });
    }
    // R14 puts a counter on with each damage; a deflection mark is for the counters beyond those.
    if (deflections - before.apophis.deflections > damages - before.apophis.damages) {
      marks.unshift({
        at,
        kind: 'deflection',
        tone: 'good',
        label: { key: 'apophis.mark.deflection', values: { deflections } },
      });
    }
    for (const mark of marks) {
      walk.marks.push({ by: action, item: mark });
      const launched = added.find((entry) => entry.event === 'launch');
      if (mark.launch !== undefined && launched?.event === 'launch' && launchBegan) {
        const luck = luckOf(launched, launchBegan, state.variant, mark);
        if (luck) walk.luck.push({ by: action, item: luck });
      }
    }
    step(walk.value, action, at, value);
    step(walk.deflections, action, at, deflections);
  }
  return assemble(actions, state, walk, first);
}

/** R12–R19: a launch that rolled dice, with its exact chance of a hit before the first die. */
function luckOf(
  launched: Extract<HistoryEntry, { event: 'launch' }>,
  apophis: Apophis,
  variant: TableState['variant'],
  mark: ReportMark & { launch?: number },
): (LuckRoll & { launch: number }) | null {
  // R12: no fuel, no die: nothing was left to luck.
  if (launched.result === 'no-fuel' || mark.launch === undefined) return null;
  const input = { rocket: launched.rocket, variant, apophis };
  if (oddsInputProblem(input) !== null) return null;
  return {
    at: mark.at,
    label: {
      key: 'apophis.luck.launch',
      values: { n: mark.launch, rocket: formatRocket(launched.rocket) },
    },
    chance: launchOdds(input).hit,
    success: HITS.has(launched.result),
    launch: mark.launch,
  };
}

function assemble(
  actions: readonly Action[],
  state: TableState,
  walk: Walk,
  first: number,
): GameReport {
  const strip = <T extends { launch?: number }>({ launch: _launch, ...rest }: T) => rest;
  const marks = kept(walk.marks);
  const luck = kept(walk.luck);
  const launchMarks = marks.filter((mark) => mark.launch !== undefined);
  const ending = state.outcome
    ? { result: state.outcome.result, at: state.outcome.at, won: state.phase === 'won' }
    : null;
  const decisive = decisiveOf(state, launchMarks, luck);
  const series: ReportSeries[] = [
    { key: 'apophis.value', label: { key: 'apophis.series.value' }, points: kept(walk.value) },
    {
      key: 'apophis.deflections',
      label: { key: 'apophis.series.deflections' },
      points: kept(walk.deflections),
    },
  ];
  const rolls = kept(walk.rolls);
  const tally = (key: string, value: number) => ({ label: { key: `apophis.tally.${key}` }, value });
  return {
    game: 'apophis',
    startedAt: first,
    endedAt: ending?.at ?? actions[actions.length - 1]?.at ?? first,
    ending,
    marks: marks.map(strip),
    series,
    luck: luck.map(strip),
    decisive: decisive ? strip(decisive) : null,
    tallies: [
      tally('launches', launchMarks.length),
      tally('hits', launchMarks.filter((mark) => mark.kind === 'hit').length),
      tally('damages', state.apophis.damages),
      tally('deflections', state.apophis.deflections),
      tally('rolls', rolls.filter((by) => by === 'box').length),
      tally('typed', rolls.filter((by) => by === 'hand').length),
      tally('rerolls', walk.rerolls.length),
      tally('undos', marks.filter((mark) => mark.kind === 'undo').length),
      tally('pauses', marks.filter((mark) => mark.kind === 'pause').length),
      tally('shuffles', marks.filter((mark) => mark.kind === 'shuffle').length),
      tally('scraps', marks.filter((mark) => mark.kind === 'scrap').length),
    ],
  };
}

/**
 * R23: a win was decided by the launch that won it (R14's third damage or R15's fifth counter);
 * a loss by time (R20) by the unluckiest launch, the one that failed against the highest chance
 * of a hit (the later one on a tie); no launch rolled dice, or the game is unfinished: none.
 */
function decisiveOf(
  state: TableState,
  launchMarks: readonly (ReportMark & { launch?: number })[],
  luck: readonly (LuckRoll & { launch: number })[],
): (ReportMark & { launch?: number }) | null {
  if (state.phase === 'won') return launchMarks.at(-1) ?? null;
  if (state.phase !== 'lost') return null;
  let worst: (LuckRoll & { launch: number }) | null = null;
  for (const roll of luck)
    if (!roll.success && (!worst || roll.chance >= worst.chance)) worst = roll;
  return worst ? (launchMarks.find((mark) => mark.launch === worst.launch) ?? null) : null;
}
