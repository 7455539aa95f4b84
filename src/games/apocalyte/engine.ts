// The referee's work between the table's inputs: a list of tasks (deal, draws, the scenario's
// placement, growth, the moves of AC7 with AC8's quarantine, combat rounds, the terminal
// phase) run one after another until one needs dice, a choice or a confirmation (`pending`).
// Everything the state needs to resume is in the task itself, so a replay is exact (AC3).

import type { Dice } from '../../game.ts';
import { drawDice, drawDone, drawWith, newDraw } from './draw.ts';
import { roundDice } from './fight.ts';
import { ADJACENT, TERRITORIES, TERRITORY_FACTS, type Territory } from './map.ts';
import { moving } from './move.ts';
import {
  alienSaveNeeds,
  apocalyteDice,
  apocalytesReroll,
  cureRollDue,
  lowestDie,
  playerMayReroll,
  type RoundContext,
  roundVerdict,
  settled,
  successes,
  type Verdict,
} from './round.ts';
import {
  APOCALYTE_NAMES,
  CURE_PARTS,
  METEORITES,
  MISSILE_SUPPLIES,
  MOVERS,
  MOVES,
  REINFORCEMENTS,
  RIOTER_DRAWS,
  SCENARIOS,
  type Scenario,
  STARTS,
  SUPPLY_DRAWS,
} from './setup.ts';
import {
  type ApocalyteState,
  addArmies,
  type Board,
  contested,
  type Draw,
  type Ground,
  hasPlayers,
  type Instruction,
  onlyApocalytes,
  type Pending,
  playerArmies,
  type RoundWork,
  strongest,
  type Task,
  withGround,
} from './state.ts';
import { type DiceFor, type EndGoal, type InstructionPhrase, territoriesValue } from './words.ts';

type S = ApocalyteState;

export const nameOf = (t: Territory) => TERRITORY_FACTS[t].en;
const list = territoriesValue;

// Small state edits.

function setTask(s: S, task: Task): S {
  return { ...s, tasks: [task, ...s.tasks.slice(1)] };
}
function ask(s: S, task: Task, pending: Pending): S {
  return { ...setTask(s, task), pending };
}
function askDice(s: S, task: Task, dice: Dice, purpose: DiceFor): S {
  return ask(s, task, { kind: 'dice', dice, for: purpose });
}
/** The current task is done; `then` run next, before the rest. */
function finish(s: S, at: number, ...then: Task[]): S {
  return checkEnd({ ...s, tasks: [...then, ...s.tasks.slice(1)] }, at);
}
/** The instructions a table keeps (the screens show the last few). */
const INSTRUCTIONS = 40;
/** Tell the table a step; in the Apocalytes' turn and the placement it waits for OK (AC9). */
export function tell(
  s: S,
  phrase: InstructionPhrase,
  dice: number[],
  at: number,
  confirm: boolean,
  attack?: number,
): S {
  // The last INSTRUCTIONS kept, copied once.
  const kept =
    s.instructions.length >= INSTRUCTIONS ? s.instructions.slice(1 - INSTRUCTIONS) : s.instructions;
  // Whose turn told it (steps.ts shows the table the current turn's steps only), and whether
  // the table confirms it: the last line of a step (the screens' current step ends there).
  const side = s.phase === 'player' && s.turn ? s.turn.seat : -1;
  const told: Instruction = { phrase, dice, at, round: s.round, side };
  if (attack !== undefined) told.attack = attack;
  if (confirm) told.ok = true;
  return {
    ...s,
    instructions: [...kept, told],
    pending: confirm ? { kind: 'confirm' } : s.pending,
  };
}

/** A draw's next step: dice to ask for, the forced last card, or done. */
function drawStep(s: S, task: Task & { draw: Draw | null }, draw: Draw, purpose: DiceFor) {
  let d = draw;
  while (!drawDone(d)) {
    const dice = drawDice(d);
    if (dice) return { state: askDice(s, { ...task, draw: d } as Task, dice, purpose), done: null };
    d = drawWith(d, []);
  }
  return { state: s, done: d };
}

// AC10 and each scenario's goal.

/** What stands on a board, for the ends (AC10): any player army, any Apocalyte, any portal. */
type Standing = { players: boolean; apocalytes: boolean; portals: boolean };
// A board is never changed in place, so what stands on it is read once: the referee asks
// after every step, most of which leave the board as it was.
const standingOf = new WeakMap<Board, Standing>();

function standing(board: Board): Standing {
  let known = standingOf.get(board);
  if (!known) {
    known = { players: false, apocalytes: false, portals: false };
    for (const t of TERRITORIES) {
      const g = board[t];
      if (!known.players && hasPlayers(g)) known.players = true;
      if (g.apocalytes > 0) known.apocalytes = true;
      if (g.mark === 'portal') known.portals = true;
    }
    standingOf.set(board, known);
  }
  return known;
}

/** Module 1 ended Demons on the last portal; AC10 now asks the board cleared (state.ts, RULES_VERSION). */
const portalsWin = (s: S) => s.scenario === 'demons' && s.rules < 2;

/** Whether the players have won now, by the scenario's goal (AC10, AC45–AC48). */
function playersWon(s: S, on: Standing): boolean {
  if (portalsWin(s)) return !on.portals;
  switch (s.scenario) {
    case 'aliens':
      return s.mothershipDown && !on.apocalytes;
    case 'meteor':
      return false; // AC48: only the missile wins (checked when a meteorite falls).
    default:
      return !on.apocalytes;
  }
}

export function checkEnd(s: S, at: number): S {
  if (s.stage !== 'playing' || s.ending) return s;
  if (s.phase !== 'apocalytes' && s.phase !== 'player') return s;
  const on = standing(s.board);
  if (!on.players)
    return over(s, 'the Apocalytes overran every territory: nobody wins', 'overrun', false, at);
  if (playersWon(s, on)) return over(s, ...wonBy(s), true, at);
  return s;
}

function wonBy(s: S): [string, EndGoal] {
  if (portalsWin(s)) return ['every portal is closed: the players win', 'portals'];
  switch (s.scenario) {
    case 'aliens':
      return ['the aliens are gone and the mothership destroyed: the players win', 'mothership'];
    default:
      return [
        `no ${APOCALYTE_NAMES[s.scenario ?? 'zombies'].one} is left: the players win`,
        'cleared',
      ];
  }
}

export function over(s: S, result: string, goal: EndGoal, won: boolean, at: number): S {
  return { ...s, stage: 'over', ending: { result, goal, won, at }, tasks: [], pending: null };
}

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

export function roundWork(
  territory: Territory,
  by: RoundWork['by'],
  seat: number | null,
  noSupplies = false,
): RoundWork {
  return {
    do: 'round',
    territory,
    by,
    seat,
    kind: 'attack',
    // AC39: the Apocalytes fight all three rounds the text allows in each territory.
    roundsLeft: by === 'apocalytes' ? 2 : 0,
    noSupplies,
    moving: 0,
    attack: null,
    defence: null,
    apocalyteRerolled: false,
    playerAsked: false,
    rerollDie: null,
    saved: null,
    cureRolled: false,
  };
}

// Set-up.

/** AC2, AC36: the territory cards dealt by draws, in turn from the first seat. */
function deal(s: S, task: Task & { do: 'deal' }, at: number): S {
  const step = drawStep(s, task, task.draw, 'deal');
  if (!step.done) return step.state;
  const seats = s.players.length;
  return finish(
    dealt(s, (_, i) => i % seats, step.done.drawn, at),
    at,
  );
}

/** AC2: the cards as dealt (`holder` of each), one army on each, the deal told seat by seat. */
export function dealt(
  s: S,
  holder: (t: Territory, i: number) => number,
  order: readonly Territory[],
  at: number,
): S {
  const cards: S['cards'] = {};
  let board = s.board;
  order.forEach((t, i) => {
    const seat = holder(t, i);
    cards[t] = seat;
    board = withGround(board, t, (g) => addArmies(g, seat, 1 - (g.armies[seat] ?? 0)));
  });
  let told: S = { ...s, cards, board, phase: 'place' };
  for (let seat = 0; seat < s.players.length; seat++) {
    const mine = TERRITORIES.filter((t) => cards[t] === seat);
    told = tell(
      told,
      { key: 'deal.cards', values: { seat, territories: list(mine) } },
      [],
      at,
      false,
    );
  }
  return told;
}

/** AC2: each player's supply draws among their own cards, seat by seat. */
export function supplyTasks(s: S): Task[] {
  const want = SUPPLY_DRAWS[s.players.length] ?? 0;
  return s.players.map((_, seat) => ({
    do: 'supplies',
    seat,
    draw: newDraw(
      TERRITORIES.filter((t) => s.cards[t] === seat),
      want,
    ),
  }));
}

function supplies(s: S, task: Task & { do: 'supplies' }, at: number): S {
  const step = drawStep(s, task, task.draw, 'supplies');
  if (!step.done) return step.state;
  const after = suppliesOn(s, step.done.drawn);
  const said = tell(
    after,
    { key: 'supplies.placed', values: { seat: task.seat, territories: list(step.done.drawn) } },
    [],
    at,
    false,
  );
  const done = finish(said, at);
  return done.tasks.length === 0 ? { ...done, phase: 'scenario' } : done;
}

export function suppliesOn(s: S, ts: readonly Territory[]): S {
  let board = s.board;
  for (const t of ts) board = withGround(board, t, (g) => ({ ...g, supplies: g.supplies + 1 }));
  return { ...s, board };
}

/** Each scenario's starting placement on the territory cards drawn. */
function placement(s: S, task: Task & { do: 'placement' }, at: number): S {
  const step = drawStep(s, task, task.draw, 'placement');
  if (!step.done) return step.state;
  const scenario = s.scenario ?? 'zombies';
  const { armies } = STARTS[scenario];
  const drawn = step.done.drawn;
  let board = s.board;
  const seats = s.players.length;
  const none = Array.from({ length: seats }, () => 0);
  for (const t of drawn) {
    board = withGround(board, t, (g) => {
      switch (scenario) {
        case 'infection': {
          // AC40: ground zero loses one army of its holder (the most armies there) to the infection.
          const seat = strongest(g)[0];
          return seat === undefined
            ? { ...g, apocalytes: 1 }
            : { ...addArmies(g, seat, -1), apocalytes: 1 };
        }
        case 'mutants':
          return { ...g, armies: none, apocalytes: armies, mark: 'ground-zero' };
        case 'aliens':
          return { ...g, armies: none, supplies: 0, apocalytes: armies, mark: 'mothership' };
        case 'demons':
          return { ...g, apocalytes: g.apocalytes + armies, mark: 'portal' };
        default:
          return { ...g, apocalytes: g.apocalytes + armies };
      }
    });
  }
  const values = { count: armies, territories: list(drawn), territory: drawn[0] ?? '' };
  const key = {
    zombies: 'place.each',
    infection: 'placement.infection',
    mutants: 'placement.mutants',
    aliens: 'placement.aliens',
    demons: 'placement.demons',
    meteor: 'place.each',
  } as const;
  const placed = tell({ ...s, board }, { key: key[scenario], values }, [], at, true);
  return { ...finish(placed, at), phase: 'apocalytes', round: 0 };
}

// The Apocalytes' turn.

function grow(s: S, task: Task & { do: 'grow' }, at: number): S {
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
function meteorite(s: S, task: Task & { do: 'meteorite' }, at: number): S {
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

function rioters(s: S, task: Task & { do: 'rioters' }, at: number): S {
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

/** AC7 (Infection: every infected territory may spread). */
export function moversPool(s: Pick<S, 'board' | 'scenario'>): Territory[] {
  if (s.scenario === 'infection') return TERRITORIES.filter((t) => s.board[t].apocalytes > 0);
  return TERRITORIES.filter((t) => onlyApocalytes(s.board[t]) && s.board[t].apocalytes >= 2);
}

function pickMovers(s: S, task: Task & { do: 'pickMovers' }, at: number): S {
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

function move(s: S, task: Task & { do: 'move' }, at: number): S {
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

// Combat rounds (AC4, AC5, AC8 and each scenario's changes).

function contextOf(s: S, work: RoundWork): RoundContext {
  const g = s.board[work.territory];
  return {
    scenario: s.scenario ?? 'zombies',
    by: work.by,
    supplies: work.noSupplies ? 0 : g.supplies,
    players: playerArmies(g),
    apocalytes: work.kind === 'quarantine' ? work.moving : g.apocalytes,
    cure: cureOfRound(s, work),
  };
}

/**
 * AC11: a round reads the cure as it stood when its dice were rolled, so the round whose double
 * finds the third part is resolved with no losses (its roll was due only while the cure was
 * incomplete). Module 1 read the new part at once (AC52, withdrawn).
 */
function cureOfRound(s: S, work: RoundWork): number {
  return work.cureRolled && s.rules >= 2 ? Math.min(s.cure, CURE_PARTS - 1) : s.cure;
}

function round(s: S, work: RoundWork, at: number): S {
  const g = s.board[work.territory];
  if (work.kind === 'attack' && !contested(g)) return finish(s, at);
  if (work.seat === null) {
    const seats = strongest(g);
    if (seats.length === 0) return finish(s, at);
    if (seats.length === 1) return setTask(s, { ...work, seat: seats[0] as number });
    // AC5: on a tie for the most armies, the table chooses the target.
    return ask(s, work, { kind: 'choice', ask: 'target', territory: work.territory, seats });
  }
  const seat = work.seat;
  if (work.attack === null || work.defence === null) {
    const { attack, defence } = roundDice(s, work, seat);
    return askDice(s, work, { count: attack + defence, sides: 6 }, 'round');
  }
  const ctx = contextOf(s, work);
  const won = successes(ctx, work.attack, work.defence);
  if (!work.apocalyteRerolled && apocalytesReroll(ctx, won))
    return askDice(s, work, { count: 1, sides: 6 }, 'apocalyteReroll');
  // Zombies 3 in a quarantine too (AC8, AC50: its roll is a roll against the zombies); module 1
  // offered it in attacks only.
  const rerolls = work.kind === 'attack' || s.rules >= 2;
  if (rerolls && !work.playerAsked && playerMayReroll(ctx)) {
    const dice = work.by === 'players' ? work.attack : work.defence;
    return ask(s, work, { kind: 'choice', ask: 'reroll', territory: work.territory, seat, dice });
  }
  if (work.rerollDie !== null) return askDice(s, work, { count: 1, sides: 6 }, 'playerReroll');
  // AC8: a quarantine with 2+ supplies takes two successes and costs one army; else any success.
  const { verdict, entered } = roundVerdict(ctx, work.kind, won);
  if (ctx.scenario === 'aliens' && verdict.apocalyteLoss > 0 && work.saved === null)
    return askDice(s, work, { count: verdict.apocalyteLoss, sides: 6 }, 'save');
  if (!work.cureRolled && cureRollDue(ctx, won))
    return askDice(s, work, { count: 2, sides: 6 }, 'cure');
  return applyRound(s, work, seat, verdict, entered, at);
}

function applyRound(
  s: S,
  work: RoundWork,
  seat: number,
  verdict: Verdict,
  entered: boolean,
  at: number,
): S {
  const t = work.territory;
  const g = s.board[t];
  const saved = work.saved ?? 0;
  const quarantine = work.kind === 'quarantine';
  const pool = quarantine ? work.moving : g.apocalytes;
  const { playerLoss, apocalyteLoss, converted } = settled(
    verdict,
    saved,
    g.armies[seat] ?? 0,
    pool,
  );
  let board = withGround(s.board, t, (h) => ({
    ...addArmies(h, seat, verdict.gained - playerLoss),
    apocalytes: h.apocalytes + converted - (quarantine ? 0 : apocalyteLoss),
  }));
  const dice = [...(work.attack ?? []), ...(work.defence ?? [])];
  // Each change is told alone after the round's line (which carries the dice).
  const removedFrom = quarantine ? (s.tasks[1]?.do === 'move' ? s.tasks[1].from : t) : t;
  const changes: InstructionPhrase[] = [];
  if (playerLoss > 0)
    changes.push({ key: 'round.lose', values: { seat, count: playerLoss, territory: t } });
  if (converted > 0) changes.push({ key: 'round.add', values: { count: converted, territory: t } });
  if (apocalyteLoss > 0)
    changes.push({
      key: 'round.remove',
      values: { count: apocalyteLoss, territory: removedFrom },
    });
  if (verdict.gained > 0)
    changes.push({ key: 'round.gain', values: { seat, count: verdict.gained, territory: t } });
  if (saved > 0) changes.push({ key: 'round.saved', values: { count: saved } });
  const told = (state: S, head: InstructionPhrase, confirm: boolean): S => {
    const lines = [head, ...changes];
    return lines.reduce(
      (acc, phrase, i) =>
        tell(
          acc,
          phrase,
          i === 0 ? dice : [],
          at,
          confirm && i === lines.length - 1,
          i === 0 ? (work.attack?.length ?? 0) : undefined,
        ),
      state,
    );
  };
  let next = s;
  let then: Task[] = [];
  if (quarantine) {
    const mover = s.tasks[1];
    if (mover?.do === 'move') {
      board = withGround(board, mover.from, (h) => ({
        ...h,
        apocalytes: h.apocalytes - apocalyteLoss,
      }));
      const left = Math.max(0, (mover.count ?? 0) - apocalyteLoss);
      const tasks = [...s.tasks];
      tasks[1] = { ...mover, count: left, quarantine: entered ? 'entered' : 'blocked' };
      next = { ...s, tasks };
    }
    const head: InstructionPhrase = {
      key: entered ? 'quarantine.fails' : 'quarantine.holds',
      values: { territory: t },
    };
    return finish(told({ ...next, board }, head, false), at);
  }
  const head: InstructionPhrase = {
    key: work.by === 'players' ? 'round.attack' : 'round.attacked',
    values: { seat, territory: t },
  };
  // AC54: a round that changes nothing on the board is told without asking for OK (module 1
  // asked one after every round of the Apocalytes).
  const boardChanged = changes.length > 0 || s.rules < 2;
  if (changes.length === 0) changes.push({ key: 'round.even' });
  if (work.by === 'apocalytes' && work.roundsLeft > 0)
    then = [
      { ...roundWork(t, 'apocalytes', null, work.noSupplies), roundsLeft: work.roundsLeft - 1 },
    ];
  if (work.by === 'players' && next.turn) {
    const rounds = { ...next.turn.rounds, [t]: (next.turn.rounds[t] ?? 0) + 1 };
    next = { ...next, turn: { ...next.turn, rounds } };
  }
  return finish(
    told({ ...next, board }, head, work.by === 'apocalytes' && boardChanged),
    at,
    ...then,
  );
}

/** Infection's terminal phase: a d6 per infected territory; a 6 kills half, rounded up. */
function terminal(s: S, task: Task & { do: 'terminal' }, at: number): S {
  const order = task.order ?? TERRITORIES.filter((t) => s.board[t].apocalytes > 0);
  const left = order.length - task.rolled;
  if (left <= 0) return finish(s, at);
  return askDice(s, { ...task, order }, { count: Math.min(6, left), sides: 6 }, 'terminal');
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

/** AC2: the scenario rolled on a d6 (1 Zombies … 6 Meteor). */
export function chooseScenario(s: S, die: number, at: number): S {
  return scenarioChosen(s, SCENARIOS[die - 1] ?? 'zombies', [die], at);
}

/** The scenario chosen or rolled: its starting placement's cards are drawn next. */
export function scenarioChosen(s: S, scenario: Scenario, dice: number[], at: number): S {
  const told = tell(
    { ...s, scenario },
    { key: 'scenario.is', values: { scenario } },
    dice,
    at,
    false,
  );
  return {
    ...told,
    phase: 'placement',
    tasks: [{ do: 'placement', draw: newDraw(TERRITORIES, STARTS[scenario].draw) }],
  };
}

function spread(s: S, task: Task & { do: 'move' }, die: number, at: number): S {
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

function feedRound(s: S, work: RoundWork, purpose: DiceFor, values: number[], at: number): S {
  switch (purpose) {
    case 'round': {
      const { attack } = roundDice(s, work, work.seat ?? 0);
      return setTask(s, {
        ...work,
        attack: values.slice(0, attack),
        defence: values.slice(attack),
      });
    }
    case 'apocalyteReroll': {
      const mine = work.by === 'apocalytes' ? 'attack' : 'defence';
      const dice = [...(work[mine] ?? [])];
      dice[lowestDie(dice)] = values[0] ?? 1;
      const said = tell(s, { key: 'reroll.apocalytes' }, values, at, false);
      return setTask(said, { ...work, [mine]: dice, apocalyteRerolled: true });
    }
    case 'playerReroll': {
      const mine = work.by === 'players' ? 'attack' : 'defence';
      const dice = [...(work[mine] ?? [])];
      dice[work.rerollDie ?? 0] = values[0] ?? 1;
      return setTask(s, { ...work, [mine]: dice, rerollDie: null });
    }
    case 'save': {
      const need = alienSaveNeeds(work.noSupplies ? 0 : s.board[work.territory].supplies);
      return setTask(s, { ...work, saved: values.filter((v) => v >= need).length });
    }
    case 'cure': {
      const found = values.length === 2 && values[0] === values[1];
      const cure = found ? Math.min(CURE_PARTS, s.cure + 1) : s.cure;
      const said: InstructionPhrase = found
        ? { key: 'cure.found', values: { part: cure, parts: CURE_PARTS } }
        : { key: 'cure.missed' };
      return setTask(tell({ ...s, cure }, said, values, at, false), { ...work, cureRolled: true });
    }
    default:
      return s;
  }
}

function feedTerminal(s: S, task: Task & { do: 'terminal' }, values: number[], at: number): S {
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
function feedMothership(s: S, values: number[], at: number): S {
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
    const source = fed.board[task.from].apocalytes;
    // AC8: the dice of a regular attack by those moving (Infection: by all the infected there).
    const trying = s.scenario === 'infection' ? source : Math.min(task.count ?? 1, source);
    const check: RoundWork = {
      ...roundWork(to, 'apocalytes', strongest(fed.board[to])[0] ?? 0),
      kind: 'quarantine',
      roundsLeft: 0,
      moving: Math.max(1, trying),
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

export { apocalyteDice, drawDice };
