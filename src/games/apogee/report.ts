// Apogee after the game (src/report.ts): the d12 each launch rolled, the set-up in a few words,
// and the report: each launch on the timeline with its player, the luck of each launch (its
// chance from the launch table, launch.ts's chanceOf, against what the d12 did), successes per
// player over time, and the moment that decided it (AG41, READINGS.md). Phrase keys `apogee.…`.

import { replaySteps, type Step } from '../../game.ts';
import type {
  GameReport,
  LuckRoll,
  ReportMark,
  ReportSeries,
  RolledDice,
  SetupSummary,
} from '../../report.ts';
import type { Action } from './actions.ts';
import { chanceOf } from './launch.ts';
import { goalsOf, missionDone } from './missions.ts';
import { reduce } from './reducer.ts';
import { type ApogeeState, type LaunchRecord, lobbyState } from './state.ts';

/** The fold `reportOf` makes when its caller made none. */
const apogeeRules = { lobby: lobbyState, reduce };

/** AG9: one d12 per launch, rolled by the box or typed in. */
export function rollsOf(action: Action): RolledDice[] {
  return action.type === 'launchRolled'
    ? [{ sides: 12, values: [action.value], by: action.source }]
    : [];
}

/** AG1, AG2: the players and the mission, which sets how hard the game is. */
export function summaryOf(state: ApogeeState): SetupSummary {
  return {
    players: state.players.length,
    difficulty: `mission-${state.mission}`,
    variant: null,
    names: state.players.map((player) => player.name),
  };
}

function launchMark(launch: LaunchRecord, name: string, at: number): ReportMark {
  return {
    at,
    kind: 'launch',
    tone: launch.success ? 'good' : 'bad',
    label: {
      key: launch.success ? 'apogee.mark.success' : 'apogee.mark.failure',
      values: {
        player: name,
        seat: launch.player,
        destination: launch.destination,
        die: launch.die,
        target: launch.target,
        quarter: launch.quarter,
      },
    },
  };
}

/** Whether any of `players` has their mission complete now (AG2, AG30). */
function someDone(state: ApogeeState, players: readonly number[]): boolean {
  return players.some((player) =>
    missionDone(goalsOf(state.mission, player, state.record, state.confirmed, state.version)),
  );
}

/**
 * The report of one log. Launches and confirmations come from the final state's record, so an
 * undone launch (AG38) is not told; the pauses, quarters and the decisive moment from a fold of
 * the reducer (`steps`, when the caller made it).
 */
export function reportOf(
  actions: readonly Action[],
  steps: readonly Step<ApogeeState, Action>[] = replaySteps(apogeeRules, actions).steps,
): GameReport {
  const first = actions[0]?.at ?? 0;
  const since = (at: number) => Math.max(0, at - first);
  let state = lobbyState();
  const steady: ReportMark[] = [];
  /** When each quarter began (a quarter reached again after an undo keeps its later start). */
  const quarters = new Map<number, number>();
  for (const { action, before, after } of steps) {
    state = after;
    const at = since(action.at);
    if (action.type === 'newGame') {
      steady.length = 0;
      quarters.clear();
      continue;
    }
    if (action.type === 'start' || action.type === 'pause' || action.type === 'resume') {
      const label = { key: `apogee.mark.${action.type}` };
      steady.push({ at, kind: action.type, tone: 'neutral', label });
    }
    if (state.quarter > before.quarter) quarters.set(state.quarter, at);
  }
  const names = state.players.map((player) => player.name);
  const nameOf = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const launchMarks = state.record.map((launch) =>
    launchMark(launch, nameOf(launch.player), since(launch.at)),
  );
  const confirmMarks: ReportMark[] = state.confirmed.map((c) => ({
    at: since(c.at),
    kind: 'confirm',
    tone: 'neutral',
    label: { key: 'apogee.mark.confirm', values: { player: nameOf(c.player), what: c.what } },
  }));
  const quarterMarks: ReportMark[] = [...quarters]
    .filter(([quarter]) => quarter <= state.quarter)
    .map(([quarter, at]) => ({
      at,
      kind: 'quarter',
      tone: 'neutral',
      label: { key: 'apogee.mark.quarter', values: { quarter } },
    }));
  const winners = state.stage === 'over' ? (state.winners ?? []) : [];
  const endedAt = state.stage === 'over' ? (state.endedAt ?? first) : (actions.at(-1)?.at ?? first);
  const endMarks: ReportMark[] =
    state.stage === 'over'
      ? [
          {
            at: since(endedAt),
            kind: 'end',
            tone: 'good',
            label: { key: 'apogee.mark.end', values: { winners: winners.map(nameOf).join(', ') } },
          },
        ]
      : [];
  const marks = [...steady, ...quarterMarks, ...launchMarks, ...confirmMarks, ...endMarks].sort(
    (a, b) => a.at - b.at,
  );
  const luck: LuckRoll[] = state.record.map((launch) => ({
    at: since(launch.at),
    label: {
      key: 'apogee.luck.launch',
      values: {
        player: nameOf(launch.player),
        destination: launch.destination,
        target: launch.target,
      },
    },
    chance: chanceOf(launch.target),
    success: launch.success,
  }));
  const series: ReportSeries[] = names.map((name, seat) => {
    const points = [{ at: 0, value: 0 }];
    let successes = 0;
    for (const launch of state.record) {
      if (launch.player !== seat || !launch.success) continue;
      successes += 1;
      points.push({ at: since(launch.at), value: successes });
    }
    return {
      key: `apogee.successes.${seat}`,
      label: { key: 'apogee.series.successes', values: { player: name } },
      points,
    };
  });
  const perPlayer = (key: string, count: (launch: LaunchRecord) => boolean) =>
    names.map((name, seat) => ({
      label: { key: `apogee.tally.${key}`, values: { player: name } },
      value: state.record.filter((launch) => launch.player === seat && count(launch)).length,
    }));
  const successes = state.record.filter((launch) => launch.success).length;
  return {
    game: 'apogee',
    startedAt: first,
    endedAt,
    ending:
      state.stage === 'over'
        ? { result: `won by ${winners.map(nameOf).join(', ')}`, at: endedAt, won: true }
        : null,
    marks,
    series,
    luck,
    decisive: decisiveOf(steps, winners, launchMarks, confirmMarks, since),
    tallies: [
      ...perPlayer('launches', () => true),
      ...perPlayer('successes', (launch) => launch.success),
      { label: { key: 'apogee.tally.hits' }, value: successes },
      { label: { key: 'apogee.tally.misses' }, value: state.record.length - successes },
      { label: { key: 'apogee.tally.quarters' }, value: state.quarter },
    ],
    winners,
  };
}

/**
 * AG41: the moment a winner's mission became complete for the last time before the end (a
 * launch's d12 or a confirmation of the table); null when nobody won.
 */
function decisiveOf(
  steps: readonly Step<ApogeeState, Action>[],
  winners: readonly number[],
  launchMarks: readonly ReportMark[],
  confirmMarks: readonly ReportMark[],
  since: (at: number) => number,
): ReportMark | null {
  if (winners.length === 0) return null;
  // Read back from the end: the last run of steps with a mission complete begins at the moment.
  let doneFrom: Step<ApogeeState, Action> | null = null;
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index] as Step<ApogeeState, Action>;
    if (someDone(step.after, winners)) doneFrom = step;
    else if (doneFrom) break;
  }
  const moment = doneFrom?.action;
  if (!moment) return null;
  const at = since(moment.at);
  const kind =
    moment.type === 'launchRolled' ? 'launch' : moment.type === 'confirm' ? 'confirm' : null;
  const marks = kind === 'launch' ? launchMarks : kind === 'confirm' ? confirmMarks : [];
  return [...marks].reverse().find((mark) => mark.at === at) ?? null;
}
