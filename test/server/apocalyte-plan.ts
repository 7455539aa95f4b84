// A whole Apocalyte game planned offline with the pure reducer: the table's choices made by a
// plain strategy that goes after the Apocalytes (and the scenario's own goal), every die drawn
// from a seeded generator. The service tests play the same log through the box and a screen.
import type { Action } from '../../src/games/apocalyte/actions.ts';
import {
  closePortalProblem,
  extraPlaced,
  fightProblem,
  mothershipProblem,
  moveProblem,
  unfought,
} from '../../src/games/apocalyte/guards.ts';
import {
  ADJACENT,
  distancesFrom,
  TERRITORIES,
  type Territory,
} from '../../src/games/apocalyte/map.ts';
import {
  EXTRA_ARMIES,
  MAX_EXTRA,
  SCENARIOS,
  type Scenario,
} from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, hasPlayers } from '../../src/games/apocalyte/state.ts';
import { PLAYERS, rng, Table } from '../games/apocalyte-fixtures.ts';

export type PlanOptions = {
  /** The scenario rolled on the box's d6 (its face planned) rather than chosen. */
  rollScenario?: boolean;
  /** The territory cards dealt and the supply counters drawn by the box's dice, not entered. */
  drawn?: boolean;
  /** Most table actions and dice before the plan gives up. */
  cap?: number;
};

export type Planned = { scenario: Scenario; seed: number; table: Table; log: Action[] };

/** Plays `scenario` from the lobby to its end; throws when `cap` actions do not get there. */
export function planGame(scenario: Scenario, seed: number, options: PlanOptions = {}): Planned {
  const random = rng(seed);
  const cap = options.cap ?? 1500;
  const t = options.drawn ? new Table() : Table.dealt();
  const play = () => {
    for (let choice = next(t.state, random); choice; choice = next(t.state, random)) {
      if (t.state.stage !== 'playing' || t.log.length >= cap) return;
      if (choice === 'dice') t.act(seededDice(t.state, random));
      else t.act(choice);
      if (t.state.phase === 'scenario') return;
    }
  };
  if (options.drawn) t.act({ type: 'newGame', players: PLAYERS }).act({ type: 'start' });
  else t.placeAll().suppliesFirst();
  play();
  if (options.rollScenario) {
    // The d6's face is planned (1 Zombies … 6 Meteor): the scenario is what the test is about.
    t.act({ type: 'scenario' });
    t.act({ type: 'rolled', sides: 6, values: [SCENARIOS.indexOf(scenario) + 1], source: 'box' });
  } else t.act({ type: 'scenario', scenario });
  play();
  if (t.state.stage !== 'over')
    throw new Error(`${scenario} with seed ${seed} did not end within ${cap} actions`);
  return { scenario, seed, table: t, log: t.log as Action[] };
}

/** A table action as a screen would send it (no time yet). */
export type Choice = Record<string, unknown> & { type: string };

/** The dice awaited, drawn from the generator (the box's, in the plan). */
export function seededDice(s: ApocalyteState, random: () => number): Choice {
  const p = s.pending;
  if (p?.kind !== 'dice') throw new Error('no dice are awaited');
  const { count, sides } = p.dice;
  const values = Array.from({ length: count }, () => 1 + Math.floor(random() * sides));
  return { type: 'rolled', sides, values, source: 'box' };
}

/**
 * What the table does next: `'dice'` when dice are awaited, else its action (OK, a choice, the
 * set-up's placement, a player's turn); null when the scenario is to be chosen or play is over.
 */
export function next(
  s: ApocalyteState,
  random: () => number,
  turn: (s: ApocalyteState, random: () => number) => Choice = playerChoice,
): Choice | 'dice' | null {
  if (s.stage !== 'playing') return null;
  const p = s.pending;
  if (p?.kind === 'dice') return 'dice';
  if (p?.kind === 'confirm') return { type: 'confirm' };
  if (p?.ask === 'target')
    return { type: 'target', seat: p.seats[Math.floor(random() * p.seats.length)] };
  if (p?.ask === 'quarantine') return { type: 'quarantine', accept: random() < 0.6 };
  if (p?.ask === 'reroll') {
    // Zombies' reroll: the lowest die, half the time.
    const lowest = p.dice.indexOf(Math.min(...p.dice));
    return random() < 0.5 ? { type: 'reroll', die: lowest } : { type: 'reroll' };
  }
  if (s.phase === 'place') return placing(s);
  if (s.phase === 'player') return turn(s, random);
  return null;
}

/** AC2: the extra armies, 5 at a time on each seat's cards in the board's order, then `placed`. */
function placing(s: ApocalyteState): Choice {
  const quota = EXTRA_ARMIES[s.players.length] ?? 0;
  for (let seat = 0; seat < s.players.length; seat++) {
    const left = quota - extraPlaced(s, seat);
    const room = TERRITORIES.find((x) => s.cards[x] === seat && mine(s, x, seat) - 1 < MAX_EXTRA);
    if (left > 0 && room)
      return {
        type: 'place',
        territory: room,
        count: Math.min(left, MAX_EXTRA + 1 - mine(s, room, seat)),
      };
  }
  return { type: 'placed' };
}

const mine = (s: ApocalyteState, t: Territory, seat: number) => s.board[t].armies[seat] ?? 0;

/** Reinforce next to the Apocalytes, move onto them, fight, take the scenario's goal, end. */
function playerChoice(s: ApocalyteState, random: () => number): Choice {
  const turn = s.turn;
  const seat = turn?.seat ?? 0;
  if (turn?.step === 'reinforce') {
    const threat = (x: Territory) => ADJACENT[x].reduce((n, y) => n + s.board[y].apocalytes, 0);
    const where = TERRITORIES.filter((x) => mine(s, x, seat) > 0 && s.board[x].apocalytes === 0)
      .map((x) => ({ x, score: threat(x) * 10 + mine(s, x, seat) }))
      .sort((a, b) => b.score - a.score)[0];
    if (where) return { type: 'reinforce', territory: where.x, count: turn.toPlace };
  }
  const order = turn?.step === 'move' ? bestMove(s, seat) : null;
  if (order) return { type: 'move', ...order };
  const portal = TERRITORIES.find((x) => closePortalProblem(s, x) === null);
  if (portal) return { type: 'closePortal', territory: portal };
  if (mothershipProblem(s) === null) return { type: 'mothership' };
  const must = unfought(s)[0];
  if (must) return { type: 'fight', territory: must };
  const more = TERRITORIES.find(
    (x) => fightProblem(s, x) === null && mine(s, x, seat) >= Math.min(3, s.board[x].apocalytes),
  );
  if (more) return { type: 'fight', territory: more };
  // Ending the moves first, now and then: the box's START does that before it ends the turn.
  if (turn?.step === 'move' && random() < 0.5) return { type: 'endMoves' };
  return { type: 'endTurn' };
}

type Order = {
  from: Territory;
  to: Territory;
  armies: number;
  supplies: number;
  permission?: boolean;
};

/**
 * Where the scenario's goal wants supply counters: the open portals (Demons, 4 close one), or a
 * silo for the missile (Meteor, 8 on a territory free of rioters: the first seat's best stocked).
 */
function goals(s: ApocalyteState): Territory[] {
  if (s.scenario === 'demons') return TERRITORIES.filter((x) => s.board[x].mark === 'portal');
  if (s.scenario !== 'meteor') return [];
  const silo = TERRITORIES.filter(
    (x) => hasPlayers(s.board[x]) && s.board[x].apocalytes === 0,
  ).sort((a, b) => s.board[b].supplies - s.board[a].supplies)[0];
  return silo ? [silo] : [];
}

/** The legal move that brings the most armies onto Apocalytes, or supplies nearer a goal. */
function bestMove(s: ApocalyteState, seat: number): Order | null {
  const targets = goals(s);
  const away = (x: Territory) => Math.min(99, ...targets.map((g) => distancesFrom(g).get(x) ?? 99));
  let best: { order: Order; score: number } | null = null;
  for (const from of TERRITORIES) {
    const here = mine(s, from, seat);
    if (here < 2) continue;
    for (const to of ADJACENT[from]) {
      const there = s.board[to];
      const nearer = away(from) - away(to);
      const carry =
        nearer > 0 ? Math.min(s.scenario === 'meteor' ? 1 : 2, s.board[from].supplies) : 0;
      const ship = there.mark === 'mothership';
      if (there.apocalytes === 0 && !ship && carry === 0) continue;
      for (const supplies of carry > 0 ? [carry, 0] : [0]) {
        for (const permission of [false, true]) {
          const order = { from, to, armies: here - 1, supplies, permission };
          if (moveProblem(s, order) !== null) continue;
          const score =
            (there.apocalytes > 0 ? here * 2 - there.apocalytes : 0) +
            (ship ? 20 : 0) +
            supplies * nearer * (s.scenario === 'meteor' ? 40 : 15);
          if (!best || score > best.score) best = { order, score };
          break;
        }
      }
    }
  }
  return best && best.score > 0 ? best.order : null;
}
