// Apocalyte after the game (src/report.ts): the dice each request rolled, the set-up in a few
// words, and the report: the scenario and each Apocalyte turn on the timeline, the players'
// armies against the Apocalytes' over time, the luck meter (every fight's losses against the
// odds, the cure's doubles, the mothership: ./luck.ts), and the end. Phrase keys `apocalyte.…`.

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
import type { Action, Played } from './actions.ts';
import { groundOf, luckOf } from './luck.ts';
import type { Ground } from './odds.ts';
import { reduce } from './reducer.ts';
import { type ApocalyteState, lobbyState, totals } from './state.ts';

/** The fold `reportOf` makes when its caller made none. */
const apocalyteRules = { lobby: lobbyState, reduce };

/** AC3: every die the table rolled or typed, with its sides. */
export function rollsOf(action: Action): RolledDice[] {
  return action.type === 'rolled'
    ? [{ sides: action.sides, values: [...action.values], by: action.source }]
    : [];
}

/** AC2: the players and the scenario (what a game's difficulty depends on). */
export function summaryOf(state: ApocalyteState): SetupSummary {
  return {
    players: state.players.length,
    difficulty: state.scenario,
    // AC56: a game on the teaching's demo board counts apart from the scenario played in full.
    variant: state.demo ? 'demo' : null,
    names: state.players.map((p) => p.name),
  };
}

/** The report of one log, read from the reducer's accepted steps (the caller's when it folded them). */
export function reportOf(
  actions: readonly Played[],
  steps: readonly Step<ApocalyteState, Played>[] = replaySteps(apocalyteRules, actions).steps,
): GameReport {
  const first = actions[0]?.at ?? 0;
  const since = (at: number) => Math.max(0, at - first);
  let state = lobbyState();
  const marks: ReportMark[] = [];
  // The luck rolls with the action that made each, so that an undo takes them back (as R22),
  // the actions whose table an undo would put back (the state's undo list, mirrored), and the
  // ground of the round whose dice were asked last.
  let luck: { by: Played; roll: LuckRoll }[] = [];
  const undoable: Played[] = [];
  let ground: Ground | null = null;
  const players: { at: number; value: number }[] = [];
  const apocalytes: { at: number; value: number }[] = [];
  const point = (list: { at: number; value: number }[], at: number, value: number) => {
    if (list.at(-1)?.value !== value) list.push({ at, value });
  };
  for (const { action, before, after } of steps) {
    state = after;
    const at = since(action.at);
    if (action.type === 'newGame') {
      marks.length = 0;
      players.length = 0;
      apocalytes.length = 0;
      luck = [];
      undoable.length = 0;
      continue;
    }
    if (action.type === 'undo') {
      const undone = undoable.pop();
      luck = luck.filter((made) => made.by !== undone);
    } else {
      if (after.undo.length === 0) undoable.length = 0;
      else if (after.undo.at(-1) !== before.undo.at(-1)) undoable.push(action);
      const task = before.tasks[0];
      if (before.pending?.kind === 'dice' && before.pending.for === 'round' && task?.do === 'round')
        ground = groundOf(before, task);
      const told = new Set(before.instructions);
      const fresh = after.instructions.filter((line) => !told.has(line));
      for (const roll of luckOf(after, fresh, ground, at)) luck.push({ by: action, roll });
    }
    const mark = (kind: string, tone: ReportMark['tone'], values: Phrase['values']) =>
      marks.push(markOf(at, kind, tone, `apocalyte.mark.${kind}`, values));
    if (state.scenario && !before.scenario)
      mark('scenario', 'neutral', { scenario: state.scenario });
    // Every Apocalyte turn, also one that ends within the action that began it (Meteor's first).
    if (state.round > before.round) mark('turn', 'neutral', { round: state.round });
    if (state.cure > before.cure) mark('cure', 'good', { part: state.cure });
    if (state.meteorites > before.meteorites) mark('meteorite', 'bad', { count: state.meteorites });
    if (state.phase === 'apocalytes' || state.phase === 'player') {
      const sums = totals(state.board);
      point(
        players,
        at,
        sums.players.reduce((a, b) => a + b, 0),
      );
      point(apocalytes, at, sums.apocalytes);
    }
  }
  const ending = state.ending;
  const endedAt = ending ? ending.at : (actions.at(-1)?.at ?? first);
  const end: ReportMark | null = ending
    ? {
        at: since(ending.at),
        kind: 'end',
        tone: ending.won ? 'good' : 'bad',
        label: {
          key: ending.won ? 'apocalyte.mark.won' : 'apocalyte.mark.lost',
          values: { result: ending.result, goal: ending.goal },
        },
      }
    : null;
  const series: ReportSeries[] = [
    { key: 'apocalyte.players', label: { key: 'apocalyte.series.players' }, points: players },
    {
      key: 'apocalyte.apocalytes',
      label: { key: 'apocalyte.series.apocalytes' },
      points: apocalytes,
    },
  ];
  return {
    game: 'apocalyte',
    startedAt: first,
    endedAt,
    ending: ending ? { result: ending.result, at: ending.at, won: ending.won } : null,
    marks: end ? [...marks, end] : marks,
    series,
    luck: luck.map((made) => made.roll),
    decisive: end,
    tallies: [
      { label: { key: 'apocalyte.tally.rounds' }, value: state.round },
      {
        label: { key: 'apocalyte.tally.dice' },
        value: actions.filter((a) => a.type === 'rolled').length,
      },
    ],
  };
}
