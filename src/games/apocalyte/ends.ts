// AC10 and each scenario's goal: whether the game is over after a step, and how it ended.

import { TERRITORIES } from './map.ts';
import { APOCALYTE_NAMES } from './setup.ts';
import { type ApocalyteState, type Board, hasPlayers } from './state.ts';
import type { EndGoal } from './words.ts';

type S = ApocalyteState;

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
