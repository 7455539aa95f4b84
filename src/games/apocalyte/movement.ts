// AC7, AC8, AC42–AC45: the Apocalytes' moves: the movers drawn, where each goes (adjacent player
// territories, else a shortest step), how many, the quarantine asked, Infection's spread.

import { newDraw } from './draw.ts';
import { ADJACENT, TERRITORIES, type Territory } from './map.ts';
import { MOVERS } from './setup.ts';
import {
  type ApocalyteState,
  addArmies,
  type Board,
  type Ground,
  hasPlayers,
  onlyApocalytes,
  playerArmies,
  strongest,
  type Task,
  withGround,
} from './state.ts';
import { ask, askDice, drawStep, finish, list, setTask, tell } from './tasks.ts';
import type { InstructionPhrase } from './words.ts';

type S = ApocalyteState;

/** AC7 (Infection: every infected territory may spread). */
export function moversPool(s: Pick<S, 'board' | 'scenario'>): Territory[] {
  if (s.scenario === 'infection') return TERRITORIES.filter((t) => s.board[t].apocalytes > 0);
  return TERRITORIES.filter((t) => onlyApocalytes(s.board[t]) && s.board[t].apocalytes >= 2);
}

export function pickMovers(s: S, task: Task & { do: 'pickMovers' }, at: number): S {
  const pool = moversPool(s);
  if (pool.length === 0) return finish(s, at);
  // AC7: three at most, drawn in random order even when all of them move.
  const step = drawStep(
    s,
    task,
    task.draw ?? newDraw(pool, Math.min(MOVERS, pool.length)),
    'movers',
  );
  if (!step.done) return step.state;
  const moves: Task[] = step.done.drawn.map((from) => ({
    do: 'move',
    from,
    to: null,
    choices: null,
    count: null,
    quarantine: 'unasked',
  }));
  const said = tell(
    s,
    { key: 'movers.drawn', values: { territories: list(step.done.drawn) } },
    [],
    at,
    false,
  );
  return finish(said, at, ...moves);
}

/** A territory no army may enter: a crater, a dead zone, and for players ground zero. */
export function closed(g: Ground): boolean {
  return g.mark === 'crater' || g.mark === 'dead-zone';
}

/** AC7: where Apocalytes from `from` may go: adjacent player territories, else a shortest step. */
export function destinations(s: Pick<S, 'board' | 'scenario'>, from: Territory): Territory[] {
  const board = s.board;
  const infection = s.scenario === 'infection';
  const target = (t: Territory) =>
    hasPlayers(board[t]) && !closed(board[t]) && !(infection && board[t].apocalytes > 0);
  const near = ADJACENT[from].filter(target);
  if (near.length > 0 || infection) return near;
  const distance = toPlayers(board);
  let best = Number.POSITIVE_INFINITY;
  let choices: Territory[] = [];
  for (const t of ADJACENT[from]) {
    const d = distance.get(t);
    if (d === undefined || closed(board[t])) continue;
    if (d < best) {
      best = d;
      choices = [t];
    } else if (d === best) choices.push(t);
  }
  return choices;
}

// Read once per board, as `standing`: every mover of a turn asks it of the same board.
const toPlayersOf = new WeakMap<Board, ReadonlyMap<Territory, number>>();

/** Borders from every territory to the nearest one holding player armies (AC7, by borders). */
function toPlayers(board: Board): ReadonlyMap<Territory, number> {
  const known = toPlayersOf.get(board);
  if (known) return known;
  const distance = new Map<Territory, number>();
  toPlayersOf.set(board, distance);
  const queue: Territory[] = [];
  for (const t of TERRITORIES) {
    if (hasPlayers(board[t]) && !closed(board[t])) {
      distance.set(t, 0);
      queue.push(t);
    }
  }
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as Territory;
    const d = distance.get(here) as number;
    for (const there of ADJACENT[here]) {
      if (distance.has(there) || closed(board[there])) continue;
      distance.set(there, d + 1);
      queue.push(there);
    }
  }
  return distance;
}

/** Infection: the face a spread needs (3, 4 with a supply, 5 with two or more). */
export function spreadNeeds(supplies: number): number {
  return supplies >= 2 ? 5 : supplies === 1 ? 4 : 3;
}

/** AC8: a player territory may quarantine with 2+ player armies and a supply counter. */
export function mayQuarantine(g: Ground): boolean {
  return playerArmies(g) >= 2 && g.supplies >= 1;
}

/** AC8, AC50: the Apocalytes who roll a quarantine: those moving (Infection: every infected there). */
export function quarantineMoving(
  s: Pick<S, 'board' | 'scenario'>,
  from: Territory,
  count: number | null,
): number {
  const source = s.board[from].apocalytes;
  return Math.max(1, s.scenario === 'infection' ? source : Math.min(count ?? 1, source));
}

export function move(s: S, task: Task & { do: 'move' }, at: number): S {
  const here = s.board[task.from];
  const infection = s.scenario === 'infection';
  const still = infection ? here.apocalytes > 0 : onlyApocalytes(here) && here.apocalytes >= 2;
  if (!still) return finish(s, at); // AC42: beaten or joined since it was drawn: it stays.
  if (task.to === null) {
    const choices = task.choices ?? destinations(s, task.from);
    if (choices.length === 0) {
      const key = infection ? 'move.noSpread' : 'move.nowhere';
      return finish(tell(s, { key, values: { from: task.from } }, [], at, false), at);
    }
    if (choices.length === 1) return setTask(s, { ...task, to: choices[0] as Territory, choices });
    // AC43: a draw among the choices is a die with as many sides (in the board's order).
    return askDice(s, { ...task, choices }, { count: 1, sides: choices.length }, 'destination');
  }
  const to = task.to;
  if (task.count === null) {
    if (infection) return setTask(s, { ...task, count: 0 });
    if (here.apocalytes === 2) return setTask(s, { ...task, count: 1 });
    return askDice(s, task, { count: 1, sides: 6 }, 'count');
  }
  const there = s.board[to];
  if (task.quarantine === 'unasked') {
    const seat = strongest(there)[0];
    if (seat === undefined || !mayQuarantine(there))
      return setTask(s, { ...task, quarantine: 'declined' });
    return ask(s, task, {
      kind: 'choice',
      ask: 'quarantine',
      territory: to,
      from: task.from,
      seat,
    });
  }
  if (task.quarantine === 'blocked' || task.quarantine === 'asked')
    return finish(
      // AC54: nothing to do on the board, so no OK asked (module 1 asked one).
      tell(s, { key: 'move.blocked', values: { from: task.from, to } }, [], at, s.rules < 2),
      at,
    );
  if (infection) return askDice(s, task, { count: 1, sides: 6 }, 'spread');
  const count = Math.min(task.count, here.apocalytes - 1);
  if (count <= 0) return finish(s, at);
  return finish(moveApocalytes(s, task.from, to, count, at), at);
}

/** AC7 with Mutants' supplies and the Aliens' mothership. */
function moveApocalytes(s: S, from: Territory, to: Territory, count: number, at: number): S {
  const here = s.board[from];
  const there = s.board[to];
  let board = withGround(s.board, from, (g) => ({ ...g, apocalytes: g.apocalytes - count }));
  board = withGround(board, to, (g) => ({ ...g, apocalytes: g.apocalytes + count }));
  let said: InstructionPhrase = { key: 'move.apocalytes', values: { count, from, to } };
  if (s.scenario === 'mutants' && count > playerArmies(there) && here.supplies > 0) {
    // Mutants: outnumbering the players there, they bring the supplies along (2 at most).
    const carried = Math.min(2, here.supplies);
    board = withGround(board, from, (g) => ({ ...g, supplies: g.supplies - carried }));
    board = withGround(board, to, (g) => ({ ...g, supplies: g.supplies + carried }));
    said = { key: 'move.withSupplies', values: { count, from, to, supplies: carried } };
  }
  if (s.scenario === 'aliens' && here.mark === 'mothership' && count === here.apocalytes - 1) {
    // Aliens: all but one moving, the mothership goes with them (AC44: onto a territory without a counter).
    board = withGround(board, from, (g) => ({ ...g, mark: null }));
    board = withGround(board, to, (g) => ({ ...g, mark: 'mothership' }));
    said = { key: 'move.withMothership', values: { count, from, to } };
  }
  return tell({ ...s, board }, said, [], at, true);
}

export function spread(s: S, task: Task & { do: 'move' }, die: number, at: number): S {
  const to = task.to as Territory;
  const there = s.board[to];
  const need = spreadNeeds(there.supplies);
  // AC45: the army lost is that of the player with the most armies, the first seat on a tie.
  const seat = strongest(there)[0];
  if (die < need || seat === undefined)
    return finish(
      tell(
        s,
        { key: 'spread.fails', values: { from: task.from, to, needed: need } },
        [die],
        at,
        s.rules < 2, // AC54: nothing to do on the board (module 1 asked an OK).
      ),
      at,
    );
  const board = withGround(s.board, to, (g) => ({
    ...addArmies(g, seat, -1),
    apocalytes: g.apocalytes + 1,
  }));
  const said: InstructionPhrase = {
    key: 'spread.reaches',
    values: { from: task.from, to, seat },
  };
  return finish(tell({ ...s, board }, said, [die], at, true), at);
}
