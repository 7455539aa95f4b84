// One combat round with the scenario's changes (AC4 and each scenario's "in combat"), as pure
// arithmetic on dice already rolled: each side's successes, whether the Apocalytes reroll,
// what each side loses and what a loss turns into. The order of a round is in battles.ts.

import { settleRound } from './combat.ts';
import { CURE_PARTS, type Scenario } from './setup.ts';

/** What a round's verdict depends on besides the dice. */
export type RoundContext = {
  scenario: Scenario;
  by: 'players' | 'apocalytes';
  /** Supply counters as the round counts them (none in the Zombies' first wave). */
  supplies: number;
  /** Every player army in the territory, and the Apocalytes there. */
  players: number;
  apocalytes: number;
  /** Infection: the cure's parts found. */
  cure: number;
};

/** AC4, AC30: the dice of a player's attack; Infection: always two defence dice. */
export function playerAttackDice(scenario: Scenario, armies: number, apocalytes: number) {
  return {
    attack: Math.min(3, armies),
    defence: scenario === 'infection' ? 2 : Math.min(2, apocalytes),
  };
}

/** Pairs won by each side (AC4, AC31): `players` and `apocalytes` successes. */
export function successes(ctx: Pick<RoundContext, 'by'>, attack: number[], defence: number[]) {
  const { attackerLosses, defenderLosses } = settleRound(attack, defence);
  return ctx.by === 'players'
    ? { players: defenderLosses, apocalytes: attackerLosses }
    : { players: attackerLosses, apocalytes: defenderLosses };
}

/** The Apocalytes' dice of a round: the attack's when they attack, else the defence's. */
export function apocalyteDice(by: RoundContext['by'], attack: number[], defence: number[]) {
  return by === 'apocalytes' ? attack : defence;
}

/** The index of a side's lowest die (the first of equals): the one a reroll takes. */
export function lowestDie(dice: readonly number[]): number {
  let at = 0;
  dice.forEach((value, i) => {
    if (value < (dice[at] ?? 7)) at = i;
  });
  return at;
}

/** Mutants 1: the two-success rule holds unless the players match them and have 2+ supplies. */
function mutantsHardened(ctx: RoundContext): boolean {
  return !(ctx.players >= ctx.apocalytes && ctx.supplies >= 2);
}

/**
 * Whether the Apocalytes reroll their lowest die after the first roll: Zombies 2 (no supply
 * and a loss coming), Mutants 2 (outnumbering, 2+ supplies, two successes against them),
 * Demons (a single success).
 */
export function apocalytesReroll(
  ctx: RoundContext,
  won: { players: number; apocalytes: number },
): boolean {
  switch (ctx.scenario) {
    case 'zombies':
      return ctx.supplies === 0 && won.players > 0;
    case 'mutants':
      return ctx.apocalytes > ctx.players && ctx.supplies >= 2 && won.players >= 2;
    case 'demons':
      return won.apocalytes === 1;
    default:
      return false;
  }
}

/** Zombies 3: a player may reroll one of their dice with 2 or more supplies. */
export function playerMayReroll(ctx: RoundContext): boolean {
  return ctx.scenario === 'zombies' && ctx.supplies >= 2;
}

/** Aliens: the face a lost alien's saving die needs (3, 4 with a supply, 5 with two or more). */
export function alienSaveNeeds(supplies: number): number {
  return supplies >= 2 ? 5 : supplies === 1 ? 4 : 3;
}

export type Verdict = {
  /** Armies the player side loses, and Apocalytes lost (before Aliens' saving rolls). */
  playerLoss: number;
  apocalyteLoss: number;
  /** Apocalytes added for the player armies lost (Zombies 1, Infection). */
  converted: number;
  /** Infection after the cure: the attacker's armies that take the destroyed infected's place. */
  gained: number;
};

/** What each side loses from the successes, by the scenario's rules. */
export function verdictOf(
  ctx: RoundContext,
  won: { players: number; apocalytes: number },
): Verdict {
  const plain: Verdict = {
    playerLoss: won.apocalytes,
    apocalyteLoss: won.players,
    converted: 0,
    gained: 0,
  };
  switch (ctx.scenario) {
    case 'zombies':
      return { ...plain, converted: won.apocalytes };
    case 'infection':
      if (ctx.by === 'apocalytes')
        // Infection: infected are never removed by their combat; the lost become infected.
        return {
          playerLoss: won.apocalytes,
          apocalyteLoss: 0,
          converted: won.apocalytes,
          gained: 0,
        };
      // Finding a cure: no losses either side; after the cure the destroyed become the attacker's.
      if (ctx.cure >= CURE_PARTS && ctx.supplies > 0) {
        const destroyed = Math.min(won.players, ctx.apocalytes);
        return { playerLoss: 0, apocalyteLoss: destroyed, converted: 0, gained: destroyed };
      }
      return { playerLoss: 0, apocalyteLoss: 0, converted: 0, gained: 0 };
    case 'mutants':
      if (!mutantsHardened(ctx)) return plain;
      return { ...plain, apocalyteLoss: won.players >= 2 ? 1 : 0 };
    case 'demons':
      return { ...plain, playerLoss: won.apocalytes >= 2 ? 1 : 0 };
    default:
      return plain;
  }
}

const NO_LOSS: Verdict = { playerLoss: 0, apocalyteLoss: 0, converted: 0, gained: 0 };

/**
 * A round's verdict by its kind: an attack's as `verdictOf` says; a quarantine's (AC8) blocks
 * the Apocalytes unless they score a success, two with 2 or more supply counters, which then
 * cost the players a single army (a zombie or infected in its place) and the Apocalytes none.
 */
export function roundVerdict(
  ctx: RoundContext,
  kind: 'attack' | 'quarantine',
  won: { players: number; apocalytes: number },
): { verdict: Verdict; entered: boolean } {
  const verdict = verdictOf(ctx, won);
  if (kind === 'attack') return { verdict, entered: true };
  if (ctx.supplies >= 2) {
    const entered = won.apocalytes >= 2;
    const turned = entered && (ctx.scenario === 'zombies' || ctx.scenario === 'infection');
    return {
      entered,
      verdict: { ...NO_LOSS, playerLoss: entered ? 1 : 0, converted: turned ? 1 : 0 },
    };
  }
  const entered = won.apocalytes >= 1;
  return { entered, verdict: entered ? verdict : NO_LOSS };
}

/**
 * What a round changes on the board from its verdict: the player side loses no more armies
 * than it has, the Apocalytes no more than `pool` (after the aliens `saved`), and only armies
 * lost turn into Apocalytes.
 */
export function settled(verdict: Verdict, saved: number, armies: number, pool: number) {
  const playerLoss = Math.min(verdict.playerLoss, armies);
  return {
    playerLoss,
    apocalyteLoss: Math.min(Math.max(0, verdict.apocalyteLoss - saved), pool),
    converted: Math.min(verdict.converted, playerLoss),
    gained: verdict.gained,
  };
}

/** Infection, finding a cure: two successes in an attack call for the two dice of a cure part. */
export function cureRollDue(ctx: RoundContext, won: { players: number }): boolean {
  return (
    ctx.scenario === 'infection' &&
    ctx.by === 'players' &&
    ctx.supplies > 0 &&
    ctx.cure < CURE_PARTS &&
    won.players >= 2
  );
}
