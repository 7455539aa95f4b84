// Apocalyte's set-up guards (AC2): the seats, the deal, the extra armies, the supply counters,
// the scenario. Each names why the table refuses a set-up action now (./guards.ts asks them).

import { playProblem, seatsProblem } from '../kit/guards.ts';
import { no, type RuleError } from './errors.ts';
import { type GuardView, nameOf, phaseProblem, territoryProblem } from './guards-base.ts';
import { isTerritory, TERRITORIES, type Territory } from './map.ts';
import {
  COLOURS,
  EXTRA_ARMIES,
  MAX_EXTRA,
  MAX_PLAYERS,
  MIN_PLAYERS,
  SCENARIOS,
  SUPPLY_DRAWS,
} from './setup.ts';

export function setupProblem(
  players: readonly { name: string; colour: string; letter: string }[],
): RuleError | null {
  // AC2. A refusal's rule is its code's (errors.ts), never in the sentence a player reads.
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS)
    return no(
      'setup/players',
      `Apocalyte is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}`,
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
  // AC2
  if (extra > MAX_EXTRA)
    return no(
      'place/cap',
      `no more than ${MAX_EXTRA} extra armies on a territory: ${nameOf(t)} would have ${extra}`,
    );
  const quota = EXTRA_ARMIES[view.players.length] ?? 0;
  // AC2
  if (count > 0 && extraPlaced(view, seat) + count > quota)
    return no(
      'place/quota',
      `${view.players[seat]?.name} has ${quota - extraPlaced(view, seat)} extra armies left to place`,
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
  // AC2, AC36
  if (short >= 0)
    return no(
      'place/unfinished',
      `${view.players[short]?.name} has ${quota - extraPlaced(view, short)} extra armies left to place`,
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
    // AC2
    if (mine !== want)
      return no(
        'supplies/count',
        `${view.players[seat]?.name} draws ${want} of their own cards, not ${mine}`,
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
