// Combat rounds as the referee runs them (AC4, AC5, AC8 and each scenario's changes): the target,
// the dice asked, the rerolls, the aliens' saves, the cure's dice, and the changes told. The
// arithmetic of a round is round.ts's.

import { roundDice } from './fight.ts';
import type { Territory } from './map.ts';
import {
  alienSaveNeeds,
  apocalytesReroll,
  cureRollDue,
  lowestDie,
  playerMayReroll,
  type RoundContext,
  roundVerdict,
  settled,
  successes,
  type Verdict,
} from './round.ts';
import { CURE_PARTS } from './setup.ts';
import {
  type ApocalyteState,
  addArmies,
  contested,
  playerArmies,
  type RoundWork,
  strongest,
  type Task,
  withGround,
} from './state.ts';
import { ask, askDice, finish, setTask, tell } from './tasks.ts';
import type { DiceFor, InstructionPhrase } from './words.ts';

type S = ApocalyteState;

export function roundWork(
  territory: Territory,
  by: RoundWork['by'],
  seat: number | null,
  noSupplies = false,
): RoundWork {
  return {
    do: 'round',
    territory,
    by,
    seat,
    kind: 'attack',
    // AC39: the Apocalytes fight all three rounds the text allows in each territory.
    roundsLeft: by === 'apocalytes' ? 2 : 0,
    noSupplies,
    moving: 0,
    attack: null,
    defence: null,
    apocalyteRerolled: false,
    playerAsked: false,
    rerollDie: null,
    saved: null,
    cureRolled: false,
  };
}

// Combat rounds (AC4, AC5, AC8 and each scenario's changes).

function contextOf(s: S, work: RoundWork): RoundContext {
  const g = s.board[work.territory];
  return {
    scenario: s.scenario ?? 'zombies',
    by: work.by,
    supplies: work.noSupplies ? 0 : g.supplies,
    players: playerArmies(g),
    apocalytes: work.kind === 'quarantine' ? work.moving : g.apocalytes,
    cure: cureOfRound(s, work),
  };
}

/**
 * AC11: a round reads the cure as it stood when its dice were rolled, so the round whose double
 * finds the third part is resolved with no losses (its roll was due only while the cure was
 * incomplete). Module 1 read the new part at once (AC52, withdrawn).
 */
function cureOfRound(s: S, work: RoundWork): number {
  return work.cureRolled && s.rules >= 2 ? Math.min(s.cure, CURE_PARTS - 1) : s.cure;
}

export function round(s: S, work: RoundWork, at: number): S {
  const g = s.board[work.territory];
  if (work.kind === 'attack' && !contested(g)) return finish(s, at);
  if (work.seat === null) {
    const seats = strongest(g);
    if (seats.length === 0) return finish(s, at);
    if (seats.length === 1) return setTask(s, { ...work, seat: seats[0] as number });
    // AC5: on a tie for the most armies, the table chooses the target.
    return ask(s, work, { kind: 'choice', ask: 'target', territory: work.territory, seats });
  }
  const seat = work.seat;
  if (work.attack === null || work.defence === null) {
    const { attack, defence } = roundDice(s, work, seat);
    return askDice(s, work, { count: attack + defence, sides: 6 }, 'round');
  }
  const ctx = contextOf(s, work);
  const won = successes(ctx, work.attack, work.defence);
  if (!work.apocalyteRerolled && apocalytesReroll(ctx, won))
    return askDice(s, work, { count: 1, sides: 6 }, 'apocalyteReroll');
  // Zombies 3 in a quarantine too (AC8, AC50: its roll is a roll against the zombies); module 1
  // offered it in attacks only.
  const rerolls = work.kind === 'attack' || s.rules >= 2;
  if (rerolls && !work.playerAsked && playerMayReroll(ctx)) {
    const dice = work.by === 'players' ? work.attack : work.defence;
    return ask(s, work, { kind: 'choice', ask: 'reroll', territory: work.territory, seat, dice });
  }
  if (work.rerollDie !== null) return askDice(s, work, { count: 1, sides: 6 }, 'playerReroll');
  // AC8: a quarantine with 2+ supplies takes two successes and costs one army; else any success.
  const { verdict, entered } = roundVerdict(ctx, work.kind, won);
  if (ctx.scenario === 'aliens' && verdict.apocalyteLoss > 0 && work.saved === null)
    return askDice(s, work, { count: verdict.apocalyteLoss, sides: 6 }, 'save');
  if (!work.cureRolled && cureRollDue(ctx, won))
    return askDice(s, work, { count: 2, sides: 6 }, 'cure');
  return applyRound(s, work, seat, verdict, entered, at);
}

function applyRound(
  s: S,
  work: RoundWork,
  seat: number,
  verdict: Verdict,
  entered: boolean,
  at: number,
): S {
  const t = work.territory;
  const g = s.board[t];
  const saved = work.saved ?? 0;
  const quarantine = work.kind === 'quarantine';
  const pool = quarantine ? work.moving : g.apocalytes;
  const { playerLoss, apocalyteLoss, converted } = settled(
    verdict,
    saved,
    g.armies[seat] ?? 0,
    pool,
  );
  let board = withGround(s.board, t, (h) => ({
    ...addArmies(h, seat, verdict.gained - playerLoss),
    apocalytes: h.apocalytes + converted - (quarantine ? 0 : apocalyteLoss),
  }));
  const dice = [...(work.attack ?? []), ...(work.defence ?? [])];
  // Each change is told alone after the round's line (which carries the dice).
  const removedFrom = quarantine ? (s.tasks[1]?.do === 'move' ? s.tasks[1].from : t) : t;
  const changes: InstructionPhrase[] = [];
  if (playerLoss > 0)
    changes.push({ key: 'round.lose', values: { seat, count: playerLoss, territory: t } });
  if (converted > 0) changes.push({ key: 'round.add', values: { count: converted, territory: t } });
  if (apocalyteLoss > 0)
    changes.push({
      key: 'round.remove',
      values: { count: apocalyteLoss, territory: removedFrom },
    });
  if (verdict.gained > 0)
    changes.push({ key: 'round.gain', values: { seat, count: verdict.gained, territory: t } });
  if (saved > 0) changes.push({ key: 'round.saved', values: { count: saved } });
  const told = (state: S, head: InstructionPhrase, confirm: boolean): S => {
    const lines = [head, ...changes];
    return lines.reduce(
      (acc, phrase, i) =>
        tell(
          acc,
          phrase,
          i === 0 ? dice : [],
          at,
          confirm && i === lines.length - 1,
          i === 0 ? (work.attack?.length ?? 0) : undefined,
        ),
      state,
    );
  };
  let next = s;
  let then: Task[] = [];
  if (quarantine) {
    const mover = s.tasks[1];
    if (mover?.do === 'move') {
      board = withGround(board, mover.from, (h) => ({
        ...h,
        apocalytes: h.apocalytes - apocalyteLoss,
      }));
      const left = Math.max(0, (mover.count ?? 0) - apocalyteLoss);
      const tasks = [...s.tasks];
      tasks[1] = { ...mover, count: left, quarantine: entered ? 'entered' : 'blocked' };
      next = { ...s, tasks };
    }
    const head: InstructionPhrase = {
      key: entered ? 'quarantine.fails' : 'quarantine.holds',
      values: { territory: t },
    };
    return finish(told({ ...next, board }, head, false), at);
  }
  const head: InstructionPhrase = {
    key: work.by === 'players' ? 'round.attack' : 'round.attacked',
    values: { seat, territory: t },
  };
  // AC54: a round that changes nothing on the board is told without asking for OK (module 1
  // asked one after every round of the Apocalytes).
  const boardChanged = changes.length > 0 || s.rules < 2;
  if (changes.length === 0) changes.push({ key: 'round.even' });
  if (work.by === 'apocalytes' && work.roundsLeft > 0)
    then = [
      { ...roundWork(t, 'apocalytes', null, work.noSupplies), roundsLeft: work.roundsLeft - 1 },
    ];
  if (work.by === 'players' && next.turn) {
    const rounds = { ...next.turn.rounds, [t]: (next.turn.rounds[t] ?? 0) + 1 };
    next = { ...next, turn: { ...next.turn, rounds } };
  }
  return finish(
    told({ ...next, board }, head, work.by === 'apocalytes' && boardChanged),
    at,
    ...then,
  );
}

export function feedRound(
  s: S,
  work: RoundWork,
  purpose: DiceFor,
  values: number[],
  at: number,
): S {
  switch (purpose) {
    case 'round': {
      const { attack } = roundDice(s, work, work.seat ?? 0);
      return setTask(s, {
        ...work,
        attack: values.slice(0, attack),
        defence: values.slice(attack),
      });
    }
    case 'apocalyteReroll': {
      const mine = work.by === 'apocalytes' ? 'attack' : 'defence';
      const dice = [...(work[mine] ?? [])];
      dice[lowestDie(dice)] = values[0] ?? 1;
      const said = tell(s, { key: 'reroll.apocalytes' }, values, at, false);
      return setTask(said, { ...work, [mine]: dice, apocalyteRerolled: true });
    }
    case 'playerReroll': {
      const mine = work.by === 'players' ? 'attack' : 'defence';
      const dice = [...(work[mine] ?? [])];
      dice[work.rerollDie ?? 0] = values[0] ?? 1;
      return setTask(s, { ...work, [mine]: dice, rerollDie: null });
    }
    case 'save': {
      const need = alienSaveNeeds(work.noSupplies ? 0 : s.board[work.territory].supplies);
      return setTask(s, { ...work, saved: values.filter((v) => v >= need).length });
    }
    case 'cure': {
      const found = values.length === 2 && values[0] === values[1];
      const cure = found ? Math.min(CURE_PARTS, s.cure + 1) : s.cure;
      const said: InstructionPhrase = found
        ? { key: 'cure.found', values: { part: cure, parts: CURE_PARTS } }
        : { key: 'cure.missed' };
      return setTask(tell({ ...s, cure }, said, values, at, false), { ...work, cureRolled: true });
    }
    default:
      return s;
  }
}
