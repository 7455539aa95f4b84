// AC4: a combat round (dice from each side's armies, highest against highest, ties to
// the defender) and a battle of up to three rounds, as exact odds by enumerating every
// face of every die. Pure: the dice of a real round come in as arguments (settleRound).
// Readings AC30–AC32 are in this folder's README.

import { addChances, CERTAIN, type Chance, chanceOf, multiplyChances } from './chance.ts';

/** AC4: at most 3 combat rounds in a territory in one turn; at least one. */
export const MAX_ROUNDS = 3;

/** What a round or a battle costs each side, in armies. */
export type Losses = { readonly attackerLosses: number; readonly defenderLosses: number };
export type CombatOutcome = Losses & { readonly chance: Chance };

export type RoundOdds = {
  readonly attackerDice: number;
  readonly defenderDice: number;
  /** Sorted by attackerLosses (then defenderLosses); the chances add up to 1. */
  readonly outcomes: readonly CombatOutcome[];
};

function armiesOf(side: string, armies: number): void {
  if (!Number.isSafeInteger(armies) || armies < 1) {
    throw new RangeError(`${side} must be a whole number of armies of 1 or more, not ${armies}`);
  }
}

/** AC4, AC30: 3 dice, or one per attacking army when fewer than 3. */
export function attackerDice(attackers: number): number {
  armiesOf('attackers', attackers);
  return Math.min(3, attackers);
}

/** AC4: 2 dice, or 1 with a single defender. */
export function defenderDice(defenders: number): number {
  armiesOf('defenders', defenders);
  return Math.min(2, defenders);
}

/**
 * AC4, AC31: one round's verdict from the dice rolled. Each side's dice sorted high to
 * low, paired in order for as many pairs as the smaller side has dice; a tie goes to the defender.
 */
export function settleRound(
  attackerRoll: readonly number[],
  defenderRoll: readonly number[],
): Losses {
  const attack = [...attackerRoll].sort((a, b) => b - a);
  const defence = [...defenderRoll].sort((a, b) => b - a);
  let attackerLosses = 0;
  let defenderLosses = 0;
  for (let i = 0; i < Math.min(attack.length, defence.length); i++) {
    if ((attack[i] as number) > (defence[i] as number)) defenderLosses++;
    else attackerLosses++;
  }
  return { attackerLosses, defenderLosses };
}

function byLosses(a: Losses, b: Losses): number {
  return a.attackerLosses - b.attackerLosses || a.defenderLosses - b.defenderLosses;
}

/** The dice faces of roll number `index` among all 6^count, read as a number in base 6. */
function facesOf(index: number, count: number): number[] {
  const faces: number[] = [];
  let rest = index;
  for (let i = 0; i < count; i++) {
    faces.push((rest % 6) + 1);
    rest = Math.floor(rest / 6);
  }
  return faces;
}

const roundMemo = new Map<string, RoundOdds>();

/** AC4: the exact outcomes of one round between these armies, every roll counted once. */
export function roundOdds(attackers: number, defenders: number): RoundOdds {
  const a = attackerDice(attackers);
  const d = defenderDice(defenders);
  const known = roundMemo.get(`${a}v${d}`);
  if (known) return known;
  const rolls = 6 ** (a + d);
  const ways = new Map<string, { losses: Losses; ways: number }>();
  for (let index = 0; index < rolls; index++) {
    const faces = facesOf(index, a + d);
    const losses = settleRound(faces.slice(0, a), faces.slice(a));
    const name = `${losses.attackerLosses}:${losses.defenderLosses}`;
    const seen = ways.get(name) ?? { losses, ways: 0 };
    seen.ways++;
    ways.set(name, seen);
  }
  const outcomes = [...ways.values()]
    .map(({ losses, ways: count }) => ({ ...losses, chance: chanceOf(count, rolls) }))
    .sort(byLosses);
  const odds: RoundOdds = { attackerDice: a, defenderDice: d, outcomes };
  roundMemo.set(`${a}v${d}`, odds);
  return odds;
}

/**
 * AC4, AC32: the exact outcomes of a battle of `rounds` rounds (1–3) fought to the end,
 * each round's dice counted from the armies still standing; a side with no army left
 * ends it early. Outcomes are the total losses, sorted as a round's.
 */
export function battleOdds(
  attackers: number,
  defenders: number,
  rounds: number = MAX_ROUNDS,
): CombatOutcome[] {
  armiesOf('attackers', attackers);
  armiesOf('defenders', defenders);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
    throw new RangeError(`a battle is 1 to ${MAX_ROUNDS} rounds (AC4), not ${rounds}`);
  }
  let standing = new Map<string, CombatOutcome>([
    ['0:0', { attackerLosses: 0, defenderLosses: 0, chance: CERTAIN }],
  ]);
  for (let round = 0; round < rounds; round++) {
    const next = new Map<string, CombatOutcome>();
    const add = (losses: Losses, chance: Chance) => {
      const name = `${losses.attackerLosses}:${losses.defenderLosses}`;
      const seen = next.get(name);
      next.set(name, { ...losses, chance: seen ? addChances(seen.chance, chance) : chance });
    };
    for (const so of standing.values()) {
      const left = attackers - so.attackerLosses;
      const held = defenders - so.defenderLosses;
      if (left === 0 || held === 0) {
        add(so, so.chance); // AC32: the battle is over, nobody left to roll.
        continue;
      }
      for (const o of roundOdds(left, held).outcomes) {
        add(
          {
            attackerLosses: so.attackerLosses + o.attackerLosses,
            defenderLosses: so.defenderLosses + o.defenderLosses,
          },
          multiplyChances(so.chance, o.chance),
        );
      }
    }
    standing = next;
  }
  return [...standing.values()].sort(byLosses);
}
