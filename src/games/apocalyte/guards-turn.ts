// Apocalyte's guards for a player's turn (turn play 1-3): reinforcing, moving (with the
// scenarios' rules on supplies), fighting, ending the turn, the mothership, a portal.

import { MAX_ROUNDS } from './combat.ts';
import { no, type RuleError } from './errors.ts';
import { type GuardView, nameOf, phaseProblem, territoryProblem } from './guards-base.ts';
import { areAdjacent, TERRITORIES, type Territory } from './map.ts';
import { CARRIED_SUPPLIES, CURE_PARTS, PORTAL_SUPPLIES } from './setup.ts';
import { contested, type Ground, playerArmies } from './state.ts';

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
  // AC4
  if ((turn.rounds[t] ?? 0) >= MAX_ROUNDS)
    return no('fight/rounds', `three combat rounds have been fought in ${nameOf(t)} this turn`);
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
