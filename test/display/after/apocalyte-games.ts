// Two Apocalyte games played through its reducer with every die typed in, for the tests of the
// history and the report (happy-dom and Chromium): one won by the missile, one lost.

import { TERRITORIES } from '../../../src/games/apocalyte/map.ts';
import { Table } from '../../games/apocalyte-fixtures.ts';

/**
 * Meteor, won: actions 0–16 set up, 17 the scenario, 18–19 the placement (a rioter on each of
 * the first eight cards), 20 its OK (round 1), 21 eight supplies on Peru, 22–29 the rioters
 * taken off, 30–33 both turns (round 2 at 33), 34 the meteorite on Argentina: the missile.
 */
export function missileGame(): Table {
  const t = Table.dealt().placeAll().suppliesFirst().act({ type: 'scenario', scenario: 'meteor' });
  t.roll(1, 1, 1, 1, 1, 1).roll(1, 1).act({ type: 'confirm' });
  t.set('peru', [6, 0], 0, 8);
  for (const place of TERRITORIES.slice(0, 8)) t.set(place, [...t.state.board[place].armies], 0);
  t.endRound().roll(13);
  return t;
}

/**
 * Infection, lost: Ada's six armies beat three infected armies in Peru (a supply there) with
 * 6-6-6 against 1-1, the cure's double 3-3 finds its first part; then corrections leave only
 * Apocalytes on the board: overrun.
 */
export function curedThenOverrun(): Table {
  const t = Table.playing('infection', [1], 3);
  t.set('peru', [6, 0], 3, 1).set('brazil', [2, 0]);
  t.act({ type: 'reinforce', territory: 'brazil', count: 2 }).act({
    type: 'fight',
    territory: 'peru',
  });
  t.roll(6, 6, 6, 1, 1).roll(3, 3);
  t.set('peru', [0, 0], 5).clearBut(['peru']);
  return t;
}
