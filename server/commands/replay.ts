// `apophis replay FILE`: a game's log told as it happened, one line per action
// on the game clock, each launch step by step, then the outcome and the story.
// The text comes from replaying the log through the rules core, as the service does.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Action } from '../../src/games/apophis/actions.ts';
import { reduce, replay } from '../../src/games/apophis/reducer.ts';
import { formatRocket } from '../../src/games/apophis/sections.ts';
import {
  type HistoryEntry,
  lobbyState,
  storyOf,
  type TableState,
  timeLeft,
} from '../../src/games/apophis/state.ts';
import { reasonOf, StoreError } from '../store/errors.ts';
import { type ParsedLog, parseGameLog } from '../store/format.ts';
import { describeStep, RESULT_TEXT } from './launch.ts';
import { UsageError } from './usage.ts';

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

type Told = { lines: string[]; state: TableState; refused: number; setup: TableState | null };

/** Walk the log through the reducer, one line per action. */
function tell(actions: readonly Action[]): Told {
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

function render(parsed: ParsedLog): string {
  const { header, actions } = parsed;
  const told = tell(actions);
  const lastAt = actions[actions.length - 1]?.at ?? header.createdAt;
  const created = new Date(header.createdAt).toISOString().slice(0, 19).replace('T', ' ');
  const setup = told.setup
    ? `Set-up: ${plural(told.setup.players, 'player')}, ${told.setup.cardsEach} cards each, ` +
      `timer ${minutes(told.setup.timerSeconds * 1000)}, ${told.setup.variant} rules`
    : 'Set-up: none in the log (it does not begin with a new game)';
  return [
    `Game ${header.id}, created ${created} UTC`,
    setup,
    '',
    ...told.lines,
    '',
    outcome(told.state, lastAt),
    story(told.state, lastAt, told.refused),
  ].join('\n');
}

async function readLog(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new UsageError(`no such file: ${file}`);
    if (code === 'EISDIR') throw new UsageError(`${file} is a folder, not a game log`);
    throw new UsageError(`cannot read ${file}: ${reasonOf(error)}`);
  }
}

export async function replayCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) {
    throw new UsageError(
      file === undefined
        ? 'name the game log to print, like data/games/20261121-194000-k3x9.jsonl'
        : 'one game log at a time',
    );
  }
  let parsed: ParsedLog;
  try {
    parsed = parseGameLog(await readLog(file), file);
  } catch (error) {
    if (error instanceof StoreError) throw new UsageError(error.message);
    throw error;
  }
  for (const warning of parsed.warnings) console.error(`apophis replay: warning: ${warning}`);
  if (values.json) {
    const { header, actions, warnings } = parsed;
    const { state, refused } = replay(actions);
    console.log(JSON.stringify({ header, actions, state, warnings, refused }));
    return 0;
  }
  console.log(render(parsed));
  return 0;
}
