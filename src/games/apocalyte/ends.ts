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
const portalsWin = (s: Pick<S, 'scenario' | 'rules'>) => s.scenario === 'demons' && s.rules < 2;

/**
 * Whether the players have won now (AC10): from rules 3 the board cleared of Apocalytes, in every
 * scenario (Meteor's missile is a second way, checked when a meteorite falls; the mothership's
 * counter is no Apocalyte army). Rules 2 read AC48 as asking more: Meteor only by the missile,
 * Aliens only with the mothership destroyed.
 */
function playersWon(s: GameOf, on: Standing): boolean {
  if (portalsWin(s)) return !on.portals;
  if (s.rules >= 3) return !on.apocalytes;
  switch (s.scenario) {
    case 'aliens':
      return s.mothershipDown && !on.apocalytes;
    case 'meteor':
      return false; // AC48 of rules 2: only the missile wins (checked when a meteorite falls).
    default:
      return !on.apocalytes;
  }
}

/** The part of the table the ends read (the public view has it too, for the guards). */
type GameOf = Pick<S, 'board' | 'scenario' | 'rules' | 'mothershipDown'>;

/** AC10: whether the board, as it stands, is a win for the players. */
export function boardWon(s: GameOf): boolean {
  const on = standing(s.board);
  return on.players && playersWon(s, on);
}

export function checkEnd(s: S, at: number): S {
  if (s.stage !== 'playing' || s.ending) return s;
  if (s.phase !== 'apocalytes' && s.phase !== 'player') return s;
  const on = standing(s.board);
  if (!on.players)
    return over(s, 'the Apocalytes overran every territory: nobody wins', 'overrun', false, at);
  if (playersWon(s, on)) return over(s, ...wonBy(s), true, at);
  // A win the table was asked to confirm that no longer stands (Apocalytes back on the board).
  return s.winToConfirm ? { ...s, winToConfirm: false } : s;
}

/**
 * AC10 (rules 3): a table's own correction that leaves the board cleared does not end the game:
 * the table confirms the win (`confirmWin`) or goes on correcting. An overrun board still ends
 * it at once, as before. Rules 2 ended either at once.
 */
export function afterCorrection(s: S, at: number): S {
  if (s.rules < 3) return checkEnd(s, at);
  if (s.stage !== 'playing' || s.ending) return s;
  if (s.phase !== 'apocalytes' && s.phase !== 'player') return s;
  const on = standing(s.board);
  if (!on.players) return checkEnd(s, at);
  const won = playersWon(s, on);
  return won || s.winToConfirm ? { ...s, winToConfirm: won } : s;
}

/** The table confirms the win a correction left on the board (AC10). */
export function confirmWin(s: S, at: number): S {
  return over({ ...s, winToConfirm: false }, ...wonBy(s), true, at);
}

function wonBy(s: S): [string, EndGoal] {
  if (portalsWin(s)) return ['every portal is closed: the players win', 'portals'];
  // Rules 3: the aliens cleared with the mothership still standing is the general victory.
  if (s.scenario === 'aliens' && s.mothershipDown)
    return ['the aliens are gone and the mothership destroyed: the players win', 'mothership'];
  return [`no ${APOCALYTE_NAMES[s.scenario ?? 'zombies'].one} is left: the players win`, 'cleared'];
}

export function over(s: S, result: string, goal: EndGoal, won: boolean, at: number): S {
  return { ...s, stage: 'over', ending: { result, goal, won, at }, tasks: [], pending: null };
}
