// A combat round's sides and dice (AC4, AC5, AC30): how many dice each side rolls, and the round
// in hand as the screens announce it before its dice. Light (no engine), so a phone's guard and
// the big screen read it without the referee's code.

import type { Territory } from './map.ts';
import { playerAttackDice } from './round.ts';
import type { ApocalyteState, RoundWork } from './state.ts';

/** AC4, AC30: the dice each side rolls in this round. */
export function roundDice(
  s: Pick<ApocalyteState, 'board' | 'scenario'>,
  work: RoundWork,
  seat: number,
): { attack: number; defence: number } {
  const g = s.board[work.territory];
  const mine = g.armies[seat] ?? 0;
  if (work.by === 'players') return playerAttackDice(s.scenario ?? 'zombies', mine, g.apocalytes);
  const attackers = work.kind === 'quarantine' ? work.moving : g.apocalytes;
  return { attack: Math.min(3, attackers), defence: Math.min(2, mine) };
}

/**
 * The combat round in hand once its sides are known (AC4, AC5), announced before its dice: who
 * attacks whom where, how many dice each side rolls, and each side's dice once rolled.
 */
export type Fight = {
  territory: Territory;
  by: RoundWork['by'];
  kind: RoundWork['kind'];
  /** The player side: the attacker, or the target of the Apocalytes. */
  seat: number;
  /** The dice each side rolls: the attacker's, the defender's. */
  count: { attack: number; defence: number };
  attack: number[] | null;
  defence: number[] | null;
};

export function fightOf(
  state: Pick<ApocalyteState, 'board' | 'scenario' | 'tasks' | 'stage'>,
): Fight | null {
  const work = state.tasks[0];
  if (work?.do !== 'round' || work.seat === null || state.stage === 'over') return null;
  return {
    territory: work.territory,
    by: work.by,
    kind: work.kind,
    seat: work.seat,
    count: roundDice(state, work, work.seat),
    attack: work.attack,
    defence: work.defence,
  };
}
