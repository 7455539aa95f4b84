// The referee's work between the table's inputs: a list of tasks (deal, draws, the scenario's
// placement, growth, the moves of AC7 with AC8's quarantine, combat rounds, the terminal
// phase) run one after another until one needs dice, a choice or a confirmation (`pending`).
// Everything the state needs to resume is in the task itself, so a replay is exact (AC3).
// This file is the runner: the turns, the driver, and the table's dice and choices fed to the
// job that asked; each job lives in its own file (opening.ts, scenarios.ts, movement.ts,
// battles.ts), their small state edits in tasks.ts, the ends in ends.ts.

import type { Dice } from '../../game.ts';
import { feedRound, round, roundWork } from './battles.ts';
import { drawWith } from './draw.ts';
import { checkEnd } from './ends.ts';
import { TERRITORIES, type Territory } from './map.ts';
import { moving } from './move.ts';
import { move, pickMovers, quarantineMoving, spread } from './movement.ts';
import { chooseScenario, deal, placement, supplies } from './opening.ts';
import { feedMothership, feedTerminal, grow, meteorite, rioters, terminal } from './scenarios.ts';
import { MOVES, REINFORCEMENTS } from './setup.ts';
import {
  type ApocalyteState,
  contested,
  type Ground,
  type RoundWork,
  strongest,
  type Task,
} from './state.ts';
import { askDice, finish, setTask } from './tasks.ts';

type S = ApocalyteState;

// Turns.

/** AC9 and each scenario: the Apocalytes' turn, as tasks. Round 1 is each scenario's first turn. */
function apocalyteTasks(s: S): Task[] {
  const first = s.round === 1;
  const grow: Task = { do: 'grow', draw: null };
  const pick: Task = { do: 'pickMovers', draw: null };
  const combat: Task = { do: 'combat', noSupplies: false };
  switch (s.scenario) {
    case 'zombies':
      // AC37: the first wave is combat only, every territory as if it had no supplies.
      return first ? [{ do: 'combat', noSupplies: true }] : [grow, pick, combat];
    case 'infection':
      // Infection: combat first, then the spread, then the terminal phase (skipped at first).
      return first ? [combat, pick] : [combat, pick, { do: 'terminal', order: null, rolled: 0 }];
    case 'meteor':
      // Meteor: rioters neither move nor attack; the first turn skips the meteorite.
      return first ? [] : [{ do: 'meteorite', draw: null }];
    default:
      return first ? [pick, combat] : [grow, pick, combat];
  }
}

export function startApocalyteTurn(s: S, at: number): S {
  const next: S = { ...s, phase: 'apocalytes', round: s.round + 1, turn: null };
  return proceed({ ...next, tasks: [...apocalyteTasks(next), { do: 'endTurn' }] }, at);
}

/** Turn play 1: two armies when the player holds a territory without Apocalytes. */
export function startPlayerTurn(s: S, seat: number): S {
  const canPlace = TERRITORIES.some((t) => reinforceable(s.board[t], seat));
  return {
    ...s,
    phase: 'player',
    turn: {
      seat,
      step: canPlace ? 'reinforce' : 'move',
      toPlace: canPlace ? REINFORCEMENTS : 0,
      movesLeft: MOVES,
      rounds: {},
      mothershipTried: false,
    },
  };
}

/** Turn play 1: a territory of the player's not also occupied by Apocalytes. */
export function reinforceable(g: Ground, seat: number): boolean {
  return (g.armies[seat] ?? 0) > 0 && g.apocalytes === 0;
}

// The driver.

export function proceed(state: S, at: number): S {
  let s = state;
  while (s.stage === 'playing' && !s.pending) {
    const task = s.tasks[0];
    // After the placement's confirmation, the Apocalytes' first turn (AC2: they usually move first).
    if (!task) return s.phase === 'apocalytes' ? startApocalyteTurn(s, at) : s;
    s = runTask(s, task, at);
  }
  return s;
}

function runTask(s: S, task: Task, at: number): S {
  switch (task.do) {
    case 'deal':
      return deal(s, task, at);
    case 'supplies':
      return supplies(s, task, at);
    case 'rollScenario':
      return askDice(s, task, { count: 1, sides: 6 }, 'scenario');
    case 'placement':
      return placement(s, task, at);
    case 'grow':
      return grow(s, task, at);
    case 'meteorite':
      return meteorite(s, task, at);
    case 'rioters':
      return rioters(s, task, at);
    case 'pickMovers':
      return pickMovers(s, task, at);
    case 'move':
      return move(s, task, at);
    case 'combat': {
      const rounds = TERRITORIES.filter((t) => contested(s.board[t])).map((t) =>
        roundWork(t, 'apocalytes', null, task.noSupplies),
      );
      return finish(s, at, ...rounds);
    }
    case 'round':
      return round(s, task, at);
    case 'terminal':
      return terminal(s, task, at);
    case 'mothership':
      return askDice(s, task, { count: 3, sides: 6 }, 'mothership');
    case 'endTurn':
      return checkEnd(startPlayerTurn({ ...s, tasks: s.tasks.slice(1) }, 0), at);
  }
}

// Inputs: the dice the table rolled or typed, and the table's choices.

/** The dice of the pending request, fed to whatever asked for them (AC3). */
export function feedDice(s: S, values: number[], at: number): S {
  const pending = s.pending;
  const task = s.tasks[0];
  if (pending?.kind !== 'dice' || !task) return s;
  const fed = { ...s, pending: null };
  const first = values[0] ?? 1;
  if ('draw' in task) {
    const draw = task.draw ?? { pool: [], want: 0, drawn: [] };
    return proceed(setTask(fed, { ...task, draw: drawWith(draw, values) } as Task), at);
  }
  switch (task.do) {
    case 'rollScenario':
      return proceed(chooseScenario(fed, first, at), at);
    case 'move': {
      if (pending.for === 'destination') {
        const to = task.choices?.[first - 1] ?? null;
        return proceed(setTask(fed, { ...task, to }), at);
      }
      if (pending.for === 'count') {
        const n = fed.board[task.from].apocalytes;
        return proceed(setTask(fed, { ...task, count: moving(n, first) }), at);
      }
      return proceed(spread(fed, task, first, at), at);
    }
    case 'round':
      return proceed(feedRound(fed, task, pending.for, values, at), at);
    case 'terminal':
      return proceed(feedTerminal(fed, task, values, at), at);
    case 'mothership':
      return proceed(feedMothership(fed, values, at), at);
    default:
      return s;
  }
}

/** The table's answer to a pending choice. */
export function feedChoice(
  s: S,
  answer:
    | { ask: 'target'; seat: number }
    | { ask: 'quarantine'; accept: boolean }
    | { ask: 'reroll'; die: number | null },
  at: number,
): S {
  const task = s.tasks[0];
  if (!task) return s;
  const fed = { ...s, pending: null };
  if (answer.ask === 'target' && task.do === 'round')
    return proceed(setTask(fed, { ...task, seat: answer.seat }), at);
  if (answer.ask === 'reroll' && task.do === 'round')
    return proceed(setTask(fed, { ...task, playerAsked: true, rerollDie: answer.die }), at);
  if (answer.ask === 'quarantine' && task.do === 'move') {
    if (!answer.accept) return proceed(setTask(fed, { ...task, quarantine: 'declined' }), at);
    const to = task.to as Territory;
    // AC8: the dice of a regular attack by those moving (Infection: by all the infected there).
    const check: RoundWork = {
      ...roundWork(to, 'apocalytes', strongest(fed.board[to])[0] ?? 0),
      kind: 'quarantine',
      roundsLeft: 0,
      moving: quarantineMoving(fed, task.from, task.count),
    };
    // AC8: the quarantine roll runs before the move, which reads its verdict afterwards.
    return proceed(
      { ...fed, tasks: [check, { ...task, quarantine: 'entered' }, ...fed.tasks.slice(1)] },
      at,
    );
  }
  return s;
}

// Used by the bench and tests: the dice a pending request wants.
export function wanted(s: S): Dice | null {
  return s.pending?.kind === 'dice' ? s.pending.dice : null;
}
