// Learn by playing (issue 34, AC56): the teaching's short demo, said as such. In place of the
// set-up of AC2 (42 cards dealt, the extra armies, the supplies, a scenario rolled and placed),
// a teaching table starts on a small board of South America and its neighbours, with the
// Zombies scenario's machinery (scenarios.ts, engine.ts) as it stands after its placement: the
// table sets the real pieces as told, presses OK, and the zombies' first wave (AC37) begins.
// Few zombies, so the board can be cleared (AC10) in a few turns.

import type { Territory } from './map.ts';
import { type ApocalyteState, addArmies, withGround } from './state.ts';
import { list, tell } from './tasks.ts';

type S = ApocalyteState;

/** The players' territories, dealt two to a seat in turn from the first (one army on each). */
export const DEMO_LAND: readonly Territory[] = [
  'brazil',
  'venezuela',
  'north-africa',
  'central-america',
  'egypt',
  'east-africa',
  'congo',
  'eastern-united-states',
  'western-europe',
  'southern-europe',
];

/** The zombies: one beside the first player's army in Brazil (the first wave), two on each. */
export const DEMO_ZOMBIES = { contested: ['brazil'], alone: ['peru', 'argentina'] } as const;

/** The demo's board, told as the set-up's lines, the last waiting for the table's OK. */
export function demoOpening(s: S, at: number): S {
  const seats = s.players.length;
  const cards: S['cards'] = {};
  let board = s.board;
  DEMO_LAND.slice(0, 2 * seats).forEach((t, i) => {
    cards[t] = i % seats;
    board = withGround(board, t, (g) => addArmies(g, i % seats, 1));
  });
  for (const t of DEMO_ZOMBIES.contested)
    board = withGround(board, t, (g) => ({ ...g, apocalytes: 1 }));
  for (const t of DEMO_ZOMBIES.alone)
    board = withGround(board, t, (g) => ({ ...g, apocalytes: 2 }));
  // As after the Zombies' placement (opening.ts): the Apocalytes move first, from round 0.
  let told: S = {
    ...s,
    demo: true,
    scenario: 'zombies',
    cards,
    board,
    phase: 'apocalytes',
    round: 0,
    tasks: [],
    pending: null,
  };
  told = tell(told, { key: 'scenario.is', values: { scenario: 'zombies' } }, [], at, false);
  // Without the teaching (a convention's short Apocalyte), the table hears that it is a demo.
  if (!s.teach) told = tell(told, { key: 'demo.is', values: {} }, [], at, false);
  for (let seat = 0; seat < seats; seat++) {
    const mine = DEMO_LAND.filter((t) => cards[t] === seat);
    told = tell(
      told,
      { key: 'deal.cards', values: { seat, territories: list(mine) } },
      [],
      at,
      false,
    );
  }
  const contested = { count: 1, territories: list([...DEMO_ZOMBIES.contested]) };
  told = tell(told, { key: 'place.each', values: contested }, [], at, false);
  const alone = { count: 2, territories: list([...DEMO_ZOMBIES.alone]) };
  return tell(told, { key: 'place.each', values: alone }, [], at, true);
}
