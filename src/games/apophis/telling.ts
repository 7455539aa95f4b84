// Apophis told in English from its log (`apophis replay`, `apophis resolve`): a line per
// action on the game clock, each launch step by step, then the outcome and the story. The
// text comes from replaying the log through the reducer, as the service does.

import type { Told } from '../../game.ts';
import type { Action } from './actions.ts';
import type { LaunchStep, ResolvedLaunch } from './launch.ts';
import { reduce } from './reducer.ts';
import { formatRocket, type Points } from './sections.ts';
import { type HistoryEntry, lobbyState, storyOf, type TableState, timeLeft } from './state.ts';

/** What the referee says about one step, in a line: the die, what it was added to, the verdict. */
export function describeStep(step: LaunchStep, points: Points, apophisValue: number): string {
  const label = step.step.padEnd(10);
  const rerolled =
    step.rolls && step.rolls.length > 1
      ? ` (rerolled from ${step.rolls.slice(0, -1).join(', ')})`
      : '';
  const sum = (...terms: string[]) =>
    `rolled ${step.roll}${rerolled} + ${terms.join(' + ')} = ${step.total}`;
  switch (step.step) {
    case 'fuel':
      return `${label} ${step.have} of ${points.total} points are booster fuel, ${step.need} needed: ${step.ok ? 'enough' : 'not enough, the launch fails'}`;
    case 'explosion':
      return `${label} ${sum(`fuel ${points.yellow}`)}, explodes at ${step.need}: ${step.ok ? 'holds together' : 'the rocket explodes'}`;
    case 'accuracy':
      return `${label} ${sum(`Apophis ${apophisValue}`, `guidance ${points.blue}`)}, ${step.need} needed: ${step.ok ? 'hit' : 'miss'}`;
    case 'damage':
      return `${label} ${sum(`nuclear ${points.red}`)}, ${step.need} needed: ${step.ok ? 'Apophis loses a pyramid and gains a counter' : 'no damage'}`;
    case 'deflection':
      return `${label} ${sum(`deflecting ${points.green}`)}, ${step.need} needed: ${step.ok ? 'one deflection counter' : 'no deflection'}`;
  }
}

export const RESULT_TEXT: Record<NonNullable<ResolvedLaunch['launch']['result']>, string> = {
  'no-fuel': 'not enough fuel: the rocket never leaves the pad',
  exploded: 'the rocket exploded',
  missed: 'the rocket missed Apophis',
  hit: 'the rocket hit Apophis',
  destroyed: 'Apophis is destroyed: the team wins',
  deflected: 'Apophis is deflected: the team wins',
};

/** How a launch ended, after its steps (R12–R20). */

const INDENT = ' '.repeat(10);

function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}

/** `mm:ss` of a duration. */
function minutes(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Wall-clock time of day, UTC, `hh:mm:ss`. */
function timeOfDay(at: number): string {
  return new Date(at).toISOString().slice(11, 19);
}

/** The game clock at `at`: time used on the timer once started, the time of day before. */
function clockAt(before: TableState, action: Action): string {
  if (action.type === 'newGame' || before.timer.deadline === null) return timeOfDay(action.at);
  return minutes(before.timerSeconds * 1000 - timeLeft(before, action.at));
}

/** What the action was, from the action alone (a refused one has nothing more). */
function what(action: Action): string {
  switch (action.type) {
    case 'newGame':
      return `new game: ${plural(action.players, 'player')}, ${action.variant} rules`;
    case 'build':
      return `build ${action.section}`;
    case 'suits':
      return `suits ${Array.isArray(action.suits) ? action.suits.join(', ') : '?'}`;
    case 'roll':
      return `roll ${action.value} (${action.source})`;
    default:
      return action.type;
  }
}

/** What an accepted action did, read from the state and the history it added. */
function detail(
  action: Action,
  before: TableState,
  after: TableState,
  added: HistoryEntry[],
): string {
  const events = new Set(added.map((entry) => entry.event));
  switch (action.type) {
    case 'newGame':
      return `, timer ${minutes(after.timerSeconds * 1000)}`;
    case 'build':
      return `: rocket ${formatRocket(after.rocket)}`;
    case 'suits':
      return after.launch && after.launch !== before.launch ? ': all four down, launch' : '';
    case 'scrap': {
      const scrapped = added.find((entry) => entry.event === 'scrap');
      return scrapped?.event === 'scrap' ? ` ${formatRocket(scrapped.rocket)}` : '';
    }
    case 'roll': {
      const step = before.launch?.awaiting?.step;
      const deciding = after.launch?.awaiting?.kind === 'decision' ? ': accept or reroll?' : '';
      return step ? ` for ${step}${deciding}` : '';
    }
    case 'accept':
      return before.launch?.pending ? ` the ${before.launch.pending.roll}` : '';
    case 'reroll':
      return ': a fail safe spent';
    case 'undo': {
      const undone = added.find((entry) => entry.event === 'undo');
      return undone?.event === 'undo' ? ` (${undone.undid})` : '';
    }
    case 'clock':
      if (events.has('lost')) return ': time is up, Apophis strikes';
      return events.has('shuffleDone') ? ': the shuffle is over' : '';
    default:
      return '';
  }
}

/** The steps of a launch that ended (or was cut short by the clock), and how it ended. */
function launchLines(after: TableState, apophisAtLaunch: number, ending: string): string[] {
  const launch = after.launch;
  if (!launch) return [];
  const { value, damages, deflections } = after.apophis;
  return [
    `${INDENT}launch ${formatRocket(launch.rocket)} against Apophis ${apophisAtLaunch}:`,
    ...launch.steps.map(
      (step, i) => `${INDENT}  ${i + 1}. ${describeStep(step, launch.points, apophisAtLaunch)}`,
    ),
    `${INDENT}  ${ending}; Apophis ${value}, ${plural(damages, 'damage')}, ${plural(deflections, 'deflection counter')}`,
  ];
}

type Telling = { lines: string[]; state: TableState; refused: number; setup: TableState | null };

/** Walk the log through the reducer, one line per action. */
function tell(actions: readonly Action[]): Telling {
  const lines: string[] = [];
  let state = lobbyState();
  let setup: TableState | null = null;
  let refused = 0;
  let apophisAtLaunch = state.apophis.value;
  for (const action of actions) {
    const before = state;
    const applied = reduce(state, action);
    const clock = clockAt(before, action).padStart(8);
    if (!applied.ok) {
      refused += 1;
      lines.push(`${clock}  ${what(action)}  ** REFUSED: ${applied.error.message}`);
      continue;
    }
    state = applied.state;
    setup ??= action.type === 'newGame' ? state : null;
    const added = action.type === 'newGame' ? [] : state.history.slice(before.history.length);
    lines.push(`${clock}  ${what(action)}${detail(action, before, state, added)}`);
    if (action.type === 'suits' && state.launch && state.launch !== before.launch) {
      apophisAtLaunch = before.apophis.value;
    }
    const ended = added.find((entry) => entry.event === 'launch');
    if (ended?.event === 'launch') {
      lines.push(...launchLines(state, apophisAtLaunch, RESULT_TEXT[ended.result]));
    } else if (action.type === 'clock' && state.phase === 'lost' && before.launch?.awaiting) {
      lines.push(...launchLines(state, apophisAtLaunch, 'cut short by the end of time'));
    }
  }
  return { lines, state, refused, setup };
}

function outcome(state: TableState, lastAt: number): string {
  const full = state.timerSeconds * 1000;
  const left = timeLeft(state, lastAt);
  if (state.phase === 'won' && state.outcome) {
    const how = state.outcome.result === 'destroyed' ? 'Apophis destroyed' : 'Apophis deflected';
    return `Outcome: won, ${how} at ${minutes(full - left)} (${minutes(left)} left on the timer).`;
  }
  if (state.phase === 'lost') return `Outcome: lost, Apophis struck at ${minutes(full)}.`;
  if (state.phase === 'lobby') return 'Outcome: unfinished, never started.';
  return `Outcome: unfinished (${state.phase}), ${minutes(left)} left on the timer at the last entry.`;
}

function story(state: TableState, lastAt: number, refused: number): string {
  const told = storyOf(state.history);
  const pauses = told.pauses;
  const used = state.phase === 'lobby' ? 0 : state.timerSeconds * 1000 - timeLeft(state, lastAt);
  const parts = [
    plural(told.launches, 'launch', 'launches'),
    plural(told.hits, 'hit'),
    plural(state.apophis.damages, 'damage'),
    plural(state.apophis.deflections, 'deflection counter'),
    plural(told.rolls, 'roll'),
    plural(told.undos, 'undo'),
    `${plural(pauses, 'pause')}${pauses ? ` (${minutes(told.pausedMs)} stood)` : ''}`,
    `${minutes(used)} of ${minutes(state.timerSeconds * 1000)} used`,
  ];
  if (refused > 0) parts.push(`${plural(refused, 'entry', 'entries')} refused`);
  return `Story: ${parts.join(', ')}.`;
}

/** The whole log told on the game's clock: the set-up, a line per action, the outcome and the story. */
export function tellApophis(actions: readonly Action[]): Told {
  const told = tell(actions);
  const lastAt = actions[actions.length - 1]?.at ?? 0;
  const setup = told.setup
    ? `Set-up: ${plural(told.setup.players, 'player')}, ${told.setup.cardsEach} cards each, ` +
      `timer ${minutes(told.setup.timerSeconds * 1000)}, ${told.setup.variant} rules`
    : 'Set-up: none in the log (it does not begin with a new game)';
  return {
    lines: [setup, '', ...told.lines],
    refused: told.refused,
    summary: [outcome(told.state, lastAt), story(told.state, lastAt, told.refused)],
  };
}
