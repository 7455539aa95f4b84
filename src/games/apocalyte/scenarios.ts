// Each scenario's own work in the Apocalytes' turn: growth (Zombies, Mutants, Aliens, Demons),
// Meteor's meteorite and rioters, Infection's terminal phase, the Aliens' mothership attempt.

import { newDraw } from './draw.ts';
import { checkEnd, over } from './ends.ts';
import { ADJACENT, TERRITORIES, type Territory } from './map.ts';
import { METEORITES, MISSILE_SUPPLIES, RIOTER_DRAWS } from './setup.ts';
import { type ApocalyteState, hasPlayers, onlyApocalytes, type Task, withGround } from './state.ts';
import { askDice, drawStep, finish, list, nameOf, setTask, tell } from './tasks.ts';
import type { InstructionPhrase } from './words.ts';

type S = ApocalyteState;

// The Apocalytes' turn.

export function grow(s: S, task: Task & { do: 'grow' }, at: number): S {
  switch (s.scenario) {
    case 'zombies':
    case 'mutants': {
      const zombies = s.scenario === 'zombies';
      const pool = TERRITORIES.filter(
        (t) => onlyApocalytes(s.board[t]) && (zombies || s.board[t].mark !== 'ground-zero'),
      );
      if (pool.length === 0) return finish(s, at);
      // Zombies: a third, rounded up, at most 3 (AC41). Mutants: one card.
      const want = zombies ? Math.min(3, Math.ceil(pool.length / 3)) : 1;
      const step = drawStep(s, task, task.draw ?? newDraw(pool, want), 'grow');
      if (!step.done) return step.state;
      const each = zombies ? 1 : 2;
      let board = s.board;
      for (const t of step.done.drawn)
        board = withGround(board, t, (g) => ({ ...g, apocalytes: g.apocalytes + each }));
      const said: InstructionPhrase = {
        key: 'grow.place',
        values: { count: each, territories: list(step.done.drawn) },
      };
      return finish(tell({ ...s, board }, said, [], at, true), at);
    }
    case 'aliens': {
      const ship = TERRITORIES.find((t) => s.board[t].mark === 'mothership');
      if (!ship || s.mothershipDown) return finish(s, at);
      let board = s.board;
      let counters = 0;
      const taken: Territory[] = [];
      for (const t of TERRITORIES) {
        const g = board[t];
        if (onlyApocalytes(g) && g.supplies > 0) {
          counters += g.supplies;
          taken.push(t);
          board = withGround(board, t, (h) => ({ ...h, supplies: 0 }));
        }
      }
      const added = 2 + 3 * counters;
      board = withGround(board, ship, (g) => ({ ...g, apocalytes: g.apocalytes + added }));
      const said: InstructionPhrase =
        counters > 0
          ? {
              key: 'grow.mothershipSupplies',
              values: { territories: list(taken), count: added, territory: ship },
            }
          : { key: 'grow.mothership', values: { count: added, territory: ship } };
      return finish(tell({ ...s, board }, said, [], at, true), at);
    }
    case 'demons': {
      const portals = TERRITORIES.filter((t) => s.board[t].mark === 'portal');
      if (portals.length === 0) return finish(s, at);
      let board = s.board;
      for (const t of portals)
        board = withGround(board, t, (g) => ({ ...g, apocalytes: g.apocalytes + 2 }));
      const said: InstructionPhrase = {
        key: 'grow.portals',
        values: { count: 2, territories: list(portals) },
      };
      return finish(tell({ ...s, board }, said, [], at, true), at);
    }
    default:
      return finish(s, at);
  }
}

/** Meteor: a territory card not yet obliterated is drawn; the meteorite destroys it. */
export function meteorite(s: S, task: Task & { do: 'meteorite' }, at: number): S {
  const deck = TERRITORIES.filter((t) => s.board[t].mark !== 'crater');
  const step = drawStep(s, task, task.draw ?? newDraw(deck, 1), 'meteorite');
  if (!step.done) return step.state;
  const [fallen] = step.done.drawn;
  if (!fallen) return finish(s, at);
  const seats = s.players.length;
  const board = withGround(s.board, fallen, () => ({
    armies: Array.from({ length: seats }, () => 0),
    apocalytes: 0,
    supplies: 0,
    mark: 'crater',
  }));
  const meteorites = s.meteorites + 1;
  const after = tell(
    { ...s, board, meteorites },
    {
      key: 'meteorite.falls',
      values: { count: meteorites, total: METEORITES, territory: fallen },
    },
    [],
    at,
    true,
  );
  // AC49: the missile is checked right after the fall, before the new rioters.
  const silo = TERRITORIES.find(
    (t) => after.board[t].supplies >= MISSILE_SUPPLIES && after.board[t].apocalytes === 0,
  );
  if (silo)
    return over(
      after,
      `the missile fires from ${nameOf(silo)}: the meteor is destroyed, the players win`,
      'missile',
      true,
      at,
    );
  if (meteorites >= METEORITES)
    return over(
      after,
      `the meteor strikes after the ${METEORITES}th meteorite: nobody wins`,
      'meteorites',
      false,
      at,
    );
  // The fall is a step of its own (AC54); the rioters come after its OK. Module 1 placed the
  // neighbours' rioters with the fall, under the same OK.
  if (s.rules < 2) return finish(riotersNear(after, fallen, at), at, { do: 'rioters', draw: null });
  return finish(after, at, { do: 'rioters', draw: null, near: fallen });
}

/** Increasing rioter forces: one on each neighbour of the fallen meteorite still standing. */
function riotersNear(s: S, fallen: Territory, at: number): S {
  let near = s.board;
  const neighbours = ADJACENT[fallen].filter((t) => near[t].mark !== 'crater');
  for (const t of neighbours)
    near = withGround(near, t, (g) => ({ ...g, apocalytes: g.apocalytes + 1 }));
  return tell(
    { ...s, board: near },
    { key: 'place.each', values: { count: 1, territories: list(neighbours) } },
    [],
    at,
    false,
  );
}

export function rioters(s: S, task: Task & { do: 'rioters' }, at: number): S {
  // The neighbours first, then five cards drawn.
  if (task.near) return setTask(riotersNear(s, task.near, at), { do: 'rioters', draw: task.draw });
  const deck = TERRITORIES.filter((t) => s.board[t].mark !== 'crater');
  const step = drawStep(s, task, task.draw ?? newDraw(deck, RIOTER_DRAWS), 'rioters');
  if (!step.done) return step.state;
  let board = s.board;
  for (const t of step.done.drawn)
    board = withGround(board, t, (g) => ({ ...g, apocalytes: g.apocalytes + 1 }));
  const said: InstructionPhrase = {
    key: 'place.each',
    values: { count: 1, territories: list(step.done.drawn) },
  };
  return finish(tell({ ...s, board }, said, [], at, true), at);
}

/** Infection's terminal phase: a d6 per infected territory; a 6 kills half, rounded up. */
export function terminal(s: S, task: Task & { do: 'terminal' }, at: number): S {
  const order = task.order ?? TERRITORIES.filter((t) => s.board[t].apocalytes > 0);
  const left = order.length - task.rolled;
  if (left <= 0) return finish(s, at);
  return askDice(s, { ...task, order }, { count: Math.min(6, left), sides: 6 }, 'terminal');
}

export function feedTerminal(
  s: S,
  task: Task & { do: 'terminal' },
  values: number[],
  at: number,
): S {
  const order = task.order ?? [];
  let board = s.board;
  const struck: Territory[] = [];
  values.forEach((value, i) => {
    const t = order[task.rolled + i];
    if (!t || value !== 6) return;
    struck.push(t);
    board = withGround(board, t, (g) => {
      const left = { ...g, apocalytes: g.apocalytes - Math.ceil(g.apocalytes / 2) };
      // Infection: a territory left with no army at all is marked and closed until the cure.
      return left.apocalytes === 0 && !hasPlayers(left) ? { ...left, mark: 'dead-zone' } : left;
    });
  });
  const checked = order.slice(task.rolled, task.rolled + values.length);
  const said: InstructionPhrase = struck.length
    ? { key: 'terminal.struck', values: { territories: list(struck) } }
    : { key: 'terminal.none', values: { territories: list(checked) } };
  // AC54: no 6, nothing to do on the board: no OK asked (module 1 asked one).
  const next = setTask(tell({ ...s, board }, said, values, at, struck.length > 0 || s.rules < 2), {
    ...task,
    rolled: task.rolled + values.length,
  });
  return checkEnd(next, at);
}

/** Aliens: one attack die against two defence dice; a success destroys the mothership. */
export function feedMothership(s: S, values: number[], at: number): S {
  const [attack = 0, ...defence] = values;
  const ship = TERRITORIES.find((t) => s.board[t].mark === 'mothership');
  if (!ship) return finish(s, at);
  if (attack <= Math.max(...defence))
    return finish(
      tell(s, { key: 'mothership.fails', values: { territory: ship } }, values, at, false),
      at,
    );
  const board = withGround(s.board, ship, (g) => ({ ...g, mark: null }));
  const said: InstructionPhrase = { key: 'mothership.destroyed', values: { territory: ship } };
  return finish(tell({ ...s, board, mothershipDown: true }, said, values, at, false), at);
}
