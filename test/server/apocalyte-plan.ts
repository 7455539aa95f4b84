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
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import {
  COLOURS,
  EXTRA_ARMIES,
  MAX_EXTRA,
  MOVES,
  SCENARIOS,
  type Scenario,
  SUPPLY_DRAWS,
} from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, hasPlayers, playerArmies } from '../../src/games/apocalyte/state.ts';
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
  const play = () => playOut(t, random, cap);
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

/** Plays on with the strategy `turn` and seeded dice until the scenario is due, the end, or `cap`. */
function playOut(t: Table, random: () => number, cap: number, turn = playerChoice): void {
  for (let choice = next(t.state, random, turn); choice; choice = next(t.state, random, turn)) {
    if (t.state.stage !== 'playing' || t.log.length >= cap) return;
    if (choice === 'dice') t.act(seededDice(t.state, random));
    else t.act(choice);
    if (t.state.phase === 'scenario') return;
  }
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

// Meteor's missile the fastest way the rules allow (AC48, AC49): five players (ten moves a
// round, each carrying one supply in Meteor), the set-up entered rather than drawn with supplies
// piled around one silo, every move bringing a supply onto it, and no round fought but those
// the rules demand (turn play 3) and those that clear the silo of rioters.

/** Five players: the most moves a round the rules give. */
export const MISSILE_PLAYERS = COLOURS.map((colour, seat) => ({
  name: ['Ada', 'Bo', 'Cy', 'Di', 'Ed'][seat] as string,
  colour,
  letter: 'ABCDE'[seat] as string,
}));

/** The planned silo: one of the board's six-border territories. */
export const SILO: Territory = 'ukraine';

/** Who holds the ring two borders from the silo, in the board's order. */
const BEYOND_SEATS = [3, 4, 1, 2, 0];

/** The set-up as the table enters it: each territory's holder, the extra armies, the supplies. */
export type MissileSetUp = {
  seats: number[];
  place: { territory: Territory; count: number }[];
  supplies: Territory[];
};

/**
 * The first three seats hold two of the silo's neighbours each (two supplies straight on in a
 * turn), the last two the ring beyond first (one supply carried two steps), the others the rest
 * of it (a supply onto a later seat's neighbour when one of theirs has rioters). Every stocked
 * card gets two extra armies, so that an army carries its supply and one stays.
 */
export function missileSetUp(): MissileSetUp {
  const distance = distancesFrom(SILO);
  const byDistance = [...TERRITORIES].sort(
    (a, b) => (distance.get(a) ?? 0) - (distance.get(b) ?? 0),
  );
  const holder = new Map<Territory, number>([[SILO, 0]]);
  for (const [i, t] of ADJACENT[SILO].entries()) holder.set(t, Math.floor(i / 2));
  for (const [i, t] of byDistance.filter((x) => distance.get(x) === 2).entries())
    holder.set(t, BEYOND_SEATS[i % BEYOND_SEATS.length] as number);
  const held = (seat: number) => [...holder.values()].filter((h) => h === seat).length;
  for (const t of byDistance) {
    if (holder.has(t)) continue;
    const fewest = MISSILE_PLAYERS.map((_, seat) => seat).sort((a, b) => held(a) - held(b))[0];
    holder.set(t, fewest as number);
  }
  const want = SUPPLY_DRAWS[MISSILE_PLAYERS.length] ?? 0;
  const setUp: MissileSetUp = {
    seats: TERRITORIES.map((t) => holder.get(t) as number),
    place: [],
    supplies: [],
  };
  MISSILE_PLAYERS.forEach((_, seat) => {
    const mine = byDistance.filter((t) => holder.get(t) === seat);
    const stocked = mine.slice(0, want);
    setUp.supplies.push(...stocked);
    let left = EXTRA_ARMIES[MISSILE_PLAYERS.length] ?? 0;
    // The silo's holder fights any rioter there with three dice; the rest go nearest the silo.
    const extra = new Map(
      mine.map((t) => [t, t === SILO ? MAX_EXTRA : stocked.includes(t) ? 2 : 0]),
    );
    for (const t of mine) {
      const n = Math.min(left, extra.get(t) ?? 0);
      extra.set(t, n);
      left -= n;
    }
    for (let i = 0; left > 0; i = (i + 1) % mine.length) {
      const t = mine[i] as Territory;
      if ((extra.get(t) ?? 0) < MAX_EXTRA) {
        extra.set(t, (extra.get(t) ?? 0) + 1);
        left--;
      }
    }
    for (const t of mine) {
      const count = extra.get(t) ?? 0;
      if (count > 0) setUp.place.push({ territory: t, count });
    }
  });
  return setUp;
}

/** A move of one army carrying one supply, with the holder's permission only where it is needed. */
function carry(s: ApocalyteState, from: Territory, to: Territory): Order | null {
  for (const permission of [false, true]) {
    const order = { from, to, armies: 1, supplies: 1, permission };
    if (moveProblem(s, order) === null) return order;
  }
  return null;
}

const clear = (s: ApocalyteState, t: Territory) =>
  s.board[t].apocalytes === 0 && s.board[t].mark !== 'crater';

/** Territories two borders from `silo`, with the neighbours of the silo between. */
function beyond(silo: Territory): Territory[] {
  return TERRITORIES.filter(
    (t) =>
      t !== silo &&
      !ADJACENT[silo].includes(t) &&
      ADJACENT[t].some((v) => ADJACENT[silo].includes(v)),
  );
}

/**
 * The supplies `silo` would hold after the moves left in this round, the seats in order: each
 * seat's moves carry straight on from its neighbours of the silo, else one supply two steps.
 */
function projected(s: ApocalyteState, silo: Territory): number {
  if (s.board[silo].mark === 'crater') return -1;
  const stock = new Map<Territory, number>();
  const left = (t: Territory) => stock.get(t) ?? s.board[t].supplies;
  const usable = (t: Territory, seat: number) =>
    clear(s, t) && mine(s, t, seat) > 0 && playerArmies(s.board[t]) >= 2 && left(t) > 0;
  const turn = s.phase === 'player' ? s.turn : null;
  let total = s.board[silo].supplies;
  for (let seat = turn?.seat ?? 0; seat < s.players.length; seat++) {
    let moves = seat === turn?.seat && turn.step !== 'reinforce' ? turn.movesLeft : MOVES;
    for (const x of ADJACENT[silo])
      while (moves > 0 && usable(x, seat)) {
        stock.set(x, left(x) - 1);
        total++;
        moves--;
      }
    const far =
      moves === MOVES
        ? beyond(silo).find(
            (f) =>
              usable(f, seat) && ADJACENT[f].some((v) => ADJACENT[silo].includes(v) && clear(s, v)),
          )
        : undefined;
    if (far) {
      stock.set(far, left(far) - 1);
      total++;
    }
  }
  return total;
}

/**
 * The silo now: once supplies have been piled, the territory holding the most (moving them
 * again would waste moves); before, the one that would hold the most after this round (the
 * planned silo on a tie). A rioter costs one (the players there fight three rounds), or three
 * where no player can fight it.
 */
export function siloOf(s: ApocalyteState): Territory {
  const standing = TERRITORIES.filter((t) => s.board[t].mark !== 'crater');
  const most = Math.max(...standing.map((t) => s.board[t].supplies));
  const score = (t: Territory) =>
    projected(s, t) - s.board[t].apocalytes * (hasPlayers(s.board[t]) ? 1 : 3);
  // Three: a supply carried two steps (or onto a neighbour for a later seat) makes two a moment.
  const candidates = most >= 3 ? standing.filter((t) => s.board[t].supplies === most) : standing;
  const first = candidates.includes(SILO) ? SILO : (candidates[0] as Territory);
  return candidates.reduce((best, t) => (score(t) > score(best) ? t : best), first);
}

/**
 * The move of a supply toward the silo after which the round would bring it the most supplies
 * (tried on the reducer): straight on first, then onto a neighbour of the silo.
 */
function carrying(s: ApocalyteState, silo: Territory): Order | null {
  const away = distancesFrom(silo, (t) => s.board[t].mark !== 'crater');
  const far = (t: Territory) => away.get(t) ?? 99;
  let best: { order: Order; score: number } | null = null;
  for (const from of TERRITORIES)
    for (const to of ADJACENT[from]) {
      if (far(to) >= far(from)) continue;
      const order = carry(s, from, to);
      const after = order && reduce(s, { type: 'move', ...order, at: 0 } as Action);
      if (!order || !after?.ok) continue;
      const score = projected(after.state, silo) * 10 + (to === silo ? 2 : far(to) === 1 ? 1 : 0);
      if (!best || score > best.score) best = { order, score };
    }
  return best?.order ?? null;
}

/** A player's turn aimed at the missile: reinforce beside the silo, carry, fight only as needed. */
export function missileTurn(s: ApocalyteState): Choice {
  const turn = s.turn;
  const seat = turn?.seat ?? 0;
  const silo = siloOf(s);
  if (turn?.step === 'reinforce') {
    const away = distancesFrom(silo);
    const where = TERRITORIES.filter(
      (t) => mine(s, t, seat) > 0 && s.board[t].apocalytes === 0,
    ).sort((a, b) => (away.get(a) ?? 99) - (away.get(b) ?? 99))[0];
    if (where) return { type: 'reinforce', territory: where, count: turn.toPlace };
  }
  const order = turn?.step === 'move' ? carrying(s, silo) : null;
  if (order) return { type: 'move', ...order };
  const must = unfought(s)[0];
  if (must) return { type: 'fight', territory: must };
  // Up to three rounds where rioters hold the silo: the missile fires only from a clear one.
  if (fightProblem(s, silo) === null) return { type: 'fight', territory: silo };
  return { type: 'endTurn' };
}

/** Meteor played for the missile from the lobby, every die seeded; stops at `cap` actions. */
export function planMissile(seed: number, cap = 1500): Table {
  const random = rng(seed);
  const setUp = missileSetUp();
  const t = new Table().act({ type: 'newGame', players: MISSILE_PLAYERS }).act({ type: 'start' });
  t.act({ type: 'deal', seats: setUp.seats });
  for (const place of setUp.place) t.act({ type: 'place', ...place });
  t.act({ type: 'placed' }).act({ type: 'supplies', territories: setUp.supplies });
  t.act({ type: 'scenario', scenario: 'meteor' });
  playOut(t, random, cap, missileTurn);
  return t;
}
