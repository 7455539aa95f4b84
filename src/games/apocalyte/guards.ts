// Why Apocalyte refuses an action now: one guard per action, used by the reducer itself and
// asked by the screens (`whyNot`) of the public view, so a screen never lights a button the
// referee would refuse. A guard reads only fields the public view also carries.

import { playProblem, seatsProblem } from '../kit/guards.ts';
import type { Action, ActionOf } from './actions.ts';
import { MAX_ROUNDS } from './combat.ts';
import { boardWon } from './ends.ts';
import { no, type RuleError } from './errors.ts';
import { areAdjacent, isTerritory, TERRITORIES, TERRITORY_FACTS, type Territory } from './map.ts';
import {
  CARRIED_SUPPLIES,
  COLOURS,
  CURE_PARTS,
  EXTRA_ARMIES,
  MAX_EXTRA,
  MAX_PLAYERS,
  MIN_PLAYERS,
  PORTAL_SUPPLIES,
  SCENARIOS,
  SUPPLY_DRAWS,
} from './setup.ts';
import { type ApocalyteState, contested, type Ground, playerArmies } from './state.ts';

/** The part of the table the guards read: the state and the public view both have it. */
export type GuardView = Omit<ApocalyteState, 'undo'>;

const nameOf = (t: Territory) => TERRITORY_FACTS[t].en;

export function setupProblem(
  players: readonly { name: string; colour: string; letter: string }[],
): RuleError | null {
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS)
    return no(
      'setup/players',
      `Apocalyte is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length} (AC2)`,
    );
  return seatsProblem(players, COLOURS, {
    problem: (player) =>
      /^[A-Z]$/.test(player.letter)
        ? null
        : no('setup/letter', `a player's letter is one capital letter, not "${player.letter}"`),
    key: (player) => player.letter,
    // AC36: the letter tells the armies apart on the map without reading colours.
    twice: (player) => no('setup/letter', `two players have the letter ${player.letter}`),
  });
}

/** What the table must give first, when something waits. */
function waitingProblem(view: GuardView): RuleError | null {
  const p = view.pending;
  if (!p) return null;
  if (p.kind === 'dice')
    return no('wait/dice', `the table waits for ${p.dice.count} d${p.dice.sides}: roll them first`);
  if (p.kind === 'confirm')
    return no('wait/confirm', 'carry out the instruction on the board and press OK first');
  return no('wait/choice', `the table waits for an answer (${p.ask}) first`);
}

function phaseProblem(view: GuardView, phase: GuardView['phase'], what: string): RuleError | null {
  const problem = playProblem(view) ?? waitingProblem(view);
  if (problem) return problem;
  if (view.phase !== phase)
    return no('phase/wrong', `${what} is not done now (phase: ${view.phase})`);
  return null;
}

function territoryProblem(t: string): RuleError | null {
  return isTerritory(t) ? null : no('territory/unknown', `"${t}" is not a territory of the board`);
}

/** The dice for the pending request (AC3): as many as asked, each a face of the die. */
export function rollProblem(
  view: GuardView,
  values: readonly number[] | null,
  sides?: number,
): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  const p = view.pending;
  if (p?.kind !== 'dice') return no('roll/none', 'no dice are awaited now');
  if (values === null) return null;
  if (sides !== undefined && sides !== p.dice.sides)
    return no('roll/sides', `the table waits for d${p.dice.sides}, not d${sides}`);
  if (values.length !== p.dice.count)
    return no(
      'roll/count',
      `the table waits for ${p.dice.count} d${p.dice.sides}, not ${values.length} dice`,
    );
  const bad = values.find((v) => !Number.isInteger(v) || v < 1 || v > p.dice.sides);
  if (bad !== undefined)
    return no('roll/face', `a d${p.dice.sides} shows 1 to ${p.dice.sides}, not ${bad}`);
  return null;
}

/** AC2: territory cards entered rather than drawn: each seat's cards, evenly. */
export function dealProblem(view: GuardView, seats: readonly number[]): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  const task = view.tasks[0];
  if (view.phase !== 'deal' || task?.do !== 'deal' || task.draw.drawn.length > 0)
    return no('deal/late', 'the territories are entered before the first card is drawn');
  if (seats.length !== TERRITORIES.length)
    return no('deal/count', `every one of the ${TERRITORIES.length} territories needs a holder`);
  const count = view.players.map(() => 0);
  for (const seat of seats) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= view.players.length)
      return no('player/unknown', `there is no player ${seat + 1} at this table`);
    count[seat] = (count[seat] ?? 0) + 1;
  }
  // AC2: "evenly": nobody holds two more territories than another.
  if (Math.max(...count) - Math.min(...count) > 1)
    return no('deal/uneven', `the territories are divided evenly: ${count.join(', ')} is not`);
  return null;
}

/** AC2: the territory's holder places extra armies, 5 at most on a territory. */
export function placeProblem(view: GuardView, territory: string, count: number): RuleError | null {
  const problem =
    phaseProblem(view, 'place', 'placing the extra armies') ?? territoryProblem(territory);
  if (problem) return problem;
  const t = territory as Territory;
  const seat = view.cards[t] ?? 0;
  if (!Number.isInteger(count) || count === 0)
    return no('place/count', `place a whole number of armies, not ${count}`);
  const extra = (view.board[t].armies[seat] ?? 0) - 1 + count;
  if (extra < 0) return no('place/below', `${nameOf(t)} keeps its starting army`);
  if (extra > MAX_EXTRA)
    return no(
      'place/cap',
      `no more than ${MAX_EXTRA} extra armies on a territory (AC2): ${nameOf(t)} would have ${extra}`,
    );
  const quota = EXTRA_ARMIES[view.players.length] ?? 0;
  if (count > 0 && extraPlaced(view, seat) + count > quota)
    return no(
      'place/quota',
      `${view.players[seat]?.name} has ${quota - extraPlaced(view, seat)} extra armies left to place (AC2)`,
    );
  return null;
}

/** The extra armies a seat has placed so far on its own cards. */
export function extraPlaced(view: Pick<GuardView, 'board' | 'cards'>, seat: number): number {
  return TERRITORIES.filter((t) => view.cards[t] === seat).reduce(
    (sum, t) => sum + (view.board[t].armies[seat] ?? 0) - 1,
    0,
  );
}

export function placedProblem(view: GuardView): RuleError | null {
  const problem = phaseProblem(view, 'place', 'ending the placement');
  if (problem) return problem;
  const quota = EXTRA_ARMIES[view.players.length] ?? 0;
  const short = view.players.findIndex((_, seat) => extraPlaced(view, seat) < quota);
  if (short >= 0)
    return no(
      'place/unfinished',
      `${view.players[short]?.name} has ${quota - extraPlaced(view, short)} extra armies left to place (AC2, AC36)`,
    );
  return null;
}

/** AC2: supply counters entered rather than drawn: each seat's number, among its own cards. */
export function suppliesProblem(view: GuardView, territories: readonly string[]): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  const task = view.tasks[0];
  if (
    view.phase !== 'supplies' ||
    task?.do !== 'supplies' ||
    task.seat !== 0 ||
    task.draw.drawn.length > 0
  )
    return no('supplies/late', 'the supply counters are entered before the first card is drawn');
  const unknown = territories.find((t) => !isTerritory(t));
  if (unknown !== undefined) return territoryProblem(unknown);
  if (new Set(territories).size !== territories.length)
    return no('supplies/twice', 'a territory gets one supply counter at set-up');
  const want = SUPPLY_DRAWS[view.players.length] ?? 0;
  for (let seat = 0; seat < view.players.length; seat++) {
    const mine = territories.filter((t) => view.cards[t as Territory] === seat).length;
    if (mine !== want)
      return no(
        'supplies/count',
        `${view.players[seat]?.name} draws ${want} of their own cards (AC2), not ${mine}`,
      );
  }
  return null;
}

export function scenarioProblem(view: GuardView, scenario: string | undefined): RuleError | null {
  const problem = phaseProblem(view, 'scenario', 'choosing the scenario');
  if (problem) return problem;
  if (scenario !== undefined && !(SCENARIOS as readonly string[]).includes(scenario))
    return no('scenario/unknown', `the scenarios are ${SCENARIOS.join(', ')}, not ${scenario}`);
  return null;
}

function turnProblem(view: GuardView, steps: string[], what: string): RuleError | null {
  const problem = phaseProblem(view, 'player', what);
  if (problem) return problem;
  const turn = view.turn;
  if (!turn) return no('phase/wrong', `${what} is done in a player's turn`);
  if (!steps.includes(turn.step)) {
    if (turn.step === 'reinforce')
      return no(
        'turn/reinforce',
        `${view.players[turn.seat]?.name} places their ${turn.toPlace} new armies first`,
      );
    return no('turn/step', `${what} is over for this turn`);
  }
  return null;
}

/** Turn play 1: the new armies go on the player's territories free of Apocalytes. */
export function reinforceProblem(
  view: GuardView,
  territory: string,
  count: number,
): RuleError | null {
  const problem =
    turnProblem(view, ['reinforce'], 'placing new armies') ?? territoryProblem(territory);
  if (problem) return problem;
  const turn = view.turn;
  if (!turn) return null;
  const g = view.board[territory as Territory];
  if ((g.armies[turn.seat] ?? 0) === 0)
    return no(
      'reinforce/not-yours',
      `${nameOf(territory as Territory)} holds none of ${view.players[turn.seat]?.name}'s armies`,
    );
  if (g.apocalytes > 0)
    return no(
      'reinforce/occupied',
      `${nameOf(territory as Territory)} is occupied by Apocalytes: new armies go elsewhere`,
    );
  if (!Number.isInteger(count) || count < 1 || count > turn.toPlace)
    return no(
      'reinforce/count',
      `${turn.toPlace} new ${turn.toPlace === 1 ? 'army is' : 'armies are'} left to place, not ${count}`,
    );
  return null;
}

/** Where a player's armies may not end a turn: ground zero, a crater, a dead zone (AC46). */
export function forbidden(view: Pick<GuardView, 'cure'>, g: Ground, carrying: number): boolean {
  if (g.mark === 'ground-zero' || g.mark === 'crater') return true;
  // Infection: after the cure, armies carrying supplies may enter a dead zone and lift it.
  return g.mark === 'dead-zone' && !(view.cure >= CURE_PARTS && carrying > 0);
}

export type MoveOrder = {
  from: string;
  to: string;
  via?: string;
  armies: number;
  supplies: number;
  permission?: boolean;
};

/** Turn play 2, with the scenarios' rules on supplies. */
export function moveProblem(view: GuardView, order: MoveOrder): RuleError | null {
  const problem =
    turnProblem(view, ['move'], 'moving') ??
    territoryProblem(order.from) ??
    territoryProblem(order.to) ??
    (order.via !== undefined ? territoryProblem(order.via) : null);
  if (problem) return problem;
  const turn = view.turn;
  if (!turn) return null;
  const seat = turn.seat;
  const who = view.players[seat]?.name ?? 'this player';
  const from = order.from as Territory;
  const to = order.to as Territory;
  const via = order.via as Territory | undefined;
  const here = view.board[from];
  const there = view.board[to];
  if (from === to) return no('move/same', 'a move goes to another territory');
  if (via === undefined) {
    if (!areAdjacent(from, to))
      return no('move/border', `${nameOf(from)} and ${nameOf(to)} share no border`);
    if (turn.movesLeft < 1) return no('move/none-left', `${who} has made both moves this turn`);
  } else {
    // Turn play 2's final rule: both moves through a territory no army may end in, free of enemies.
    if (!areAdjacent(from, via) || !areAdjacent(via, to))
      return no(
        'move/border',
        `${nameOf(via)} does not lie between ${nameOf(from)} and ${nameOf(to)}`,
      );
    if (turn.movesLeft < 2)
      return no('move/none-left', 'passing through a territory takes both moves');
    const middle = view.board[via];
    if (!forbidden(view, middle, 0) || middle.mark === 'crater')
      return no(
        'move/via',
        `armies pass through ${nameOf(via)} only when no army may end a turn there (not a crater)`,
      );
    if (middle.apocalytes > 0)
      return no('move/via-enemies', `${nameOf(via)} holds Apocalytes: no passing through`);
  }
  const mine = here.armies[seat] ?? 0;
  if (!Number.isInteger(order.armies) || order.armies < 1)
    return no('move/armies', 'a move takes one army or more');
  if (order.armies > mine)
    return no(
      'move/too-many',
      `${who} has ${mine} ${mine === 1 ? 'army' : 'armies'} in ${nameOf(from)}, not ${order.armies}`,
    );
  if (playerArmies(here) + here.apocalytes - order.armies < 1)
    return no('move/empty', `at least one army of some sort stays in ${nameOf(from)}`);
  if (forbidden(view, there, order.supplies))
    return no('move/forbidden', `no player army may enter ${nameOf(to)}`);
  const others = playerArmies(there) - (there.armies[seat] ?? 0);
  if (others > 0 && order.armies <= others && !order.permission)
    return no(
      'move/permission',
      `${nameOf(to)} is another player's: enter with their permission, or outnumber their ${others} armies`,
    );
  // Leaving a shared territory: only to one's own territory, or with the other player's leave.
  const sharedWithPlayers = playerArmies(here) - mine > 0;
  const own = (there.armies[seat] ?? 0) > 0 && others === 0;
  if (
    (sharedWithPlayers || here.apocalytes > 0) &&
    !own &&
    !(sharedWithPlayers && order.permission)
  )
    return no(
      'move/shared',
      `${nameOf(from)} is shared: its armies leave only for one of ${who}'s own territories, or with the other player's leave`,
    );
  return supplyProblem(view, seat, from, order);
}

function supplyProblem(
  view: GuardView,
  seat: number,
  from: Territory,
  order: MoveOrder,
): RuleError | null {
  const n = order.supplies;
  if (n === 0) return null;
  const here = view.board[from];
  const mine = here.armies[seat] ?? 0;
  const scenario = view.scenario;
  const carried = scenario === 'meteor' ? 1 : CARRIED_SUPPLIES;
  if (!Number.isInteger(n) || n < 0 || n > carried)
    return no(
      'supplies/carried',
      `a move carries ${carried === 1 ? 'one supply counter' : `up to ${carried} supply counters`}, not ${n}`,
    );
  if (n > here.supplies)
    return no('supplies/none', `${nameOf(from)} has ${here.supplies} supply counters`);
  if (scenario === 'meteor' && here.apocalytes > 0)
    return no('supplies/rioters', 'supplies are not moved where rioters are');
  if (scenario === 'mutants' && here.apocalytes > mine)
    return no(
      'supplies/mutants',
      `supplies leave a territory with mutants only with as many armies as mutants (${here.apocalytes})`,
    );
  if (scenario === 'demons' && here.apocalytes >= mine && here.apocalytes > 0)
    return no(
      'supplies/demons',
      `supplies leave a territory with demons only when the armies outnumber them (${here.apocalytes})`,
    );
  // AC47: "the most armies" is among the players; the scenarios above weigh the Apocalytes.
  const rivals = Math.max(0, ...here.armies.filter((_, s) => s !== seat));
  if (mine <= rivals && !order.permission)
    return no(
      'supplies/most',
      `${view.players[seat]?.name} needs the most armies in ${nameOf(from)} to carry its supplies, or its holder's permission`,
    );
  return null;
}

/** Turn play 2: the moves end; combat follows. */
export function endMovesProblem(view: GuardView): RuleError | null {
  return turnProblem(view, ['move'], 'ending the moves');
}

/** Turn play 3 and AC4: a combat round where the player's armies meet Apocalytes, 3 at most. */
export function fightProblem(view: GuardView, territory: string): RuleError | null {
  const problem = turnProblem(view, ['move', 'combat'], 'fighting') ?? territoryProblem(territory);
  if (problem) return problem;
  const turn = view.turn;
  if (!turn) return null;
  const t = territory as Territory;
  const g = view.board[t];
  if ((g.armies[turn.seat] ?? 0) === 0)
    return no('fight/no-armies', `${view.players[turn.seat]?.name} has no army in ${nameOf(t)}`);
  if (g.apocalytes === 0) return no('fight/no-enemy', `${nameOf(t)} holds no Apocalytes`);
  if ((turn.rounds[t] ?? 0) >= MAX_ROUNDS)
    return no(
      'fight/rounds',
      `three combat rounds have been fought in ${nameOf(t)} this turn (AC4)`,
    );
  if (view.scenario === 'infection' && g.supplies === 0)
    return no('fight/infection', 'the infected are attacked only where there are supply counters');
  return null;
}

/** Turn play 3: the territories where this player must still fight a round. */
export function unfought(view: GuardView): Territory[] {
  const turn = view.turn;
  if (!turn) return [];
  return TERRITORIES.filter((t) => {
    const g = view.board[t];
    if (!contested(g) || (g.armies[turn.seat] ?? 0) === 0) return false;
    if (view.scenario === 'infection' && g.supplies === 0) return false; // AC38
    return (turn.rounds[t] ?? 0) === 0;
  });
}

export function endTurnProblem(view: GuardView): RuleError | null {
  const problem = turnProblem(view, ['move', 'combat'], 'ending the turn');
  if (problem) return problem;
  const left = unfought(view);
  if (left.length > 0)
    return no(
      'turn/fight',
      `at least one combat round is fought in every contested territory: ${left.map(nameOf).join(', ')} (turn play 3)`,
    );
  return null;
}

/** Aliens: one attempt a turn on a mothership no alien guards, by a player there. */
export function mothershipProblem(view: GuardView): RuleError | null {
  const problem = turnProblem(view, ['move', 'combat'], 'attacking the mothership');
  if (problem) return problem;
  const turn = view.turn;
  if (!turn) return null;
  if (view.scenario !== 'aliens') return no('scenario/wrong', 'only the Aliens have a mothership');
  const ship = TERRITORIES.find((t) => view.board[t].mark === 'mothership');
  if (!ship) return no('mothership/none', 'the mothership is destroyed');
  const g = view.board[ship];
  if (g.apocalytes > 0)
    return no('mothership/guarded', `aliens still guard the mothership in ${nameOf(ship)}`);
  if ((g.armies[turn.seat] ?? 0) === 0)
    return no('mothership/away', `${view.players[turn.seat]?.name} has no army in ${nameOf(ship)}`);
  if (turn.mothershipTried) return no('mothership/tried', 'one attempt on the mothership a turn');
  return null;
}

/** Demons: a player's armies on a portal with four or more supplies close it. */
export function closePortalProblem(view: GuardView, territory: string): RuleError | null {
  const problem =
    turnProblem(view, ['move', 'combat'], 'closing a portal') ?? territoryProblem(territory);
  if (problem) return problem;
  const turn = view.turn;
  if (!turn) return null;
  const t = territory as Territory;
  const g = view.board[t];
  if (view.scenario !== 'demons' || g.mark !== 'portal')
    return no('portal/none', `${nameOf(t)} has no portal`);
  if ((g.armies[turn.seat] ?? 0) === 0)
    return no('portal/away', `${view.players[turn.seat]?.name} has no army in ${nameOf(t)}`);
  if (g.supplies < PORTAL_SUPPLIES)
    return no(
      'portal/supplies',
      `closing a portal takes ${PORTAL_SUPPLIES} supply counters; ${nameOf(t)} has ${g.supplies}`,
    );
  return null;
}

export function choiceProblem(view: GuardView, ask: string): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  const p = view.pending;
  if (p?.kind !== 'choice' || p.ask !== ask) return no('choice/none', `no ${ask} is asked now`);
  return null;
}

export function targetProblem(view: GuardView, seat: number): RuleError | null {
  const problem = choiceProblem(view, 'target');
  if (problem) return problem;
  const p = view.pending;
  if (p?.kind === 'choice' && p.ask === 'target' && !p.seats.includes(seat))
    return no('target/not-tied', `player ${seat + 1} does not have the most armies there (AC5)`);
  return null;
}

export function rerollProblem(view: GuardView, die: number | null): RuleError | null {
  const problem = choiceProblem(view, 'reroll');
  if (problem) return problem;
  const p = view.pending;
  if (
    die !== null &&
    p?.kind === 'choice' &&
    p.ask === 'reroll' &&
    (die < 0 || die >= p.dice.length || !Number.isInteger(die))
  )
    return no('reroll/die', `choose one of the ${p.dice.length} dice rolled`);
  return null;
}

export function confirmProblem(view: GuardView): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  if (view.pending?.kind !== 'confirm') return no('confirm/none', 'no instruction waits for OK');
  return null;
}

export function correctProblem(
  view: GuardView,
  territory: string,
  armies: readonly number[],
  apocalytes: number,
  supplies: number,
): RuleError | null {
  const problem = playProblem(view) ?? territoryProblem(territory);
  if (problem) return problem;
  if (view.phase === 'deal')
    return no('correct/deal', 'the board is corrected once the territories are dealt');
  if (armies.length !== view.players.length)
    return no('correct/seats', `give the armies of each of the ${view.players.length} players`);
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (![...armies, apocalytes, supplies].every(whole))
    return no('correct/count', 'armies and counters are whole numbers, 0 or more');
  return null;
}

/** AC10: the win a correction left on the board, still standing (dice or an OK may wait). */
export function confirmWinProblem(view: GuardView): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  if (!view.winToConfirm || !boardWon(view))
    return no('win/not-cleared', 'Apocalytes are still on the board: there is no win to confirm');
  return null;
}

/** The table's own moves (all but the set-up, the stage, dice and undo) as a log or a screen gives them. */
export type TableMove = { [K in MoveType]: Omit<ActionOf<K>, 'at'> }[MoveType];
type MoveType = Exclude<
  Action['type'],
  'newGame' | 'start' | 'pause' | 'resume' | 'rolled' | 'undo' | 'clock'
>;

/** Why the table refuses `move` now: the reducer asks it of the state, a screen of the view. */
export function tableMoveProblem(view: GuardView, move: TableMove): RuleError | null {
  switch (move.type) {
    case 'deal':
      return dealProblem(view, move.seats);
    case 'place':
      return placeProblem(view, move.territory, move.count);
    case 'placed':
      return placedProblem(view);
    case 'supplies':
      return suppliesProblem(view, move.territories);
    case 'scenario':
      return scenarioProblem(view, move.scenario);
    case 'reinforce':
      return reinforceProblem(view, move.territory, move.count);
    case 'move':
      return moveProblem(view, move);
    case 'endMoves':
      return endMovesProblem(view);
    case 'fight':
      return fightProblem(view, move.territory);
    case 'mothership':
      return mothershipProblem(view);
    case 'closePortal':
      return closePortalProblem(view, move.territory);
    case 'endTurn':
      return endTurnProblem(view);
    case 'target':
      return targetProblem(view, move.seat);
    case 'quarantine':
      return choiceProblem(view, 'quarantine');
    case 'reroll':
      return rerollProblem(view, move.die ?? null);
    case 'confirm':
      return confirmProblem(view);
    case 'correct':
      return correctProblem(view, move.territory, move.armies, move.apocalytes, move.supplies);
    case 'confirmWin':
      return confirmWinProblem(view);
  }
}
