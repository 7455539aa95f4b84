// Apocalyte's luck meter (the report's `luck`, src/report.ts): every combat round and quarantine
// as a fight, with the armies each side lost against the exact expectation before its dice
// (odds.ts's enumeration of the round on the ground its dice were asked on), and whether the
// players won it; the cure's doubles and the attempts on the mothership as plain rolls. Read
// from the reducer's steps: the round's ground when its dice were asked, what it cost from the
// referee's own lines once it was told (AC53, READINGS.md).

import type { ExpectedLosses, LuckRoll, Phrase } from '../../report.ts';
import { probability } from './chance.ts';
import { type Ground, roundOutcomes } from './odds.ts';
import { type ApocalyteState, type Instruction, playerArmies, type RoundWork } from './state.ts';

/** The heads of a round as the referee tells it (battles.ts's `applyRound`). */
const HEADS = new Set(['round.attack', 'round.attacked', 'quarantine.fails', 'quarantine.holds']);

/** A round's ground as its first dice were asked for (fight.ts's `roundDice`, battles.ts's `contextOf`). */
export function groundOf(s: ApocalyteState, work: RoundWork): Ground | null {
  if (work.seat === null) return null;
  const g = s.board[work.territory];
  const armies = g.armies[work.seat] ?? 0;
  return {
    scenario: s.scenario ?? 'zombies',
    by: work.by,
    kind: work.kind,
    rules: s.rules,
    armies,
    others: playerArmies(g) - armies,
    apocalytes: work.kind === 'quarantine' ? work.moving : g.apocalytes,
    supplies: work.noSupplies ? 0 : g.supplies,
    cure: s.cure,
  };
}

/**
 * What the dice were expected to do on `ground`: each side's losses on average, and the chance
 * the players win the round (the Apocalytes lose more armies than they do; a quarantine holds).
 * A player's own reroll (Zombies 3) is a choice, left out as the odds leave it (odds.ts).
 */
export function expectedOf(ground: Ground): { players: number; opponents: number; win: number } {
  let players = 0;
  let opponents = 0;
  let win = 0;
  for (const o of roundOutcomes(ground)) {
    const p = probability(o.chance);
    players += p * o.playerLosses;
    opponents += p * o.apocalyteLosses;
    if (ground.kind === 'quarantine' ? o.held : o.apocalyteLosses > o.playerLosses) win += p;
  }
  return { players, opponents, win };
}

const quarantineOf = (ground: Ground) => ground.kind === 'quarantine';

/** Two decimals for a phrase's values (the screens word them). */
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * A round told as `head` and its `changes`: the luck of it against `ground`, or null for a round
 * that could cost nobody an army (Infection's attacks before the cure: their luck is the cure's roll).
 */
function fightRoll(
  s: ApocalyteState,
  head: Instruction,
  changes: readonly Instruction[],
  ground: Ground,
  at: number,
): LuckRoll | null {
  const count = (key: string) =>
    changes
      .filter((i) => i.phrase.key === key)
      .reduce((sum, i) => sum + Number(i.phrase.values?.count ?? 0), 0);
  const lost = count('round.lose');
  const removed = count('round.remove');
  const expected = expectedOf(ground);
  if (expected.players === 0 && expected.opponents === 0 && !quarantineOf(ground)) return null;
  const players: ExpectedLosses = { expected: expected.players, actual: lost };
  const opponents: ExpectedLosses = { expected: expected.opponents, actual: removed };
  const held = head.phrase.key === 'quarantine.holds';
  const quarantine = quarantineOf(ground);
  const seat = Number(head.phrase.values?.seat ?? -1);
  const values: Phrase['values'] = {
    territory: String(head.phrase.values?.territory ?? ''),
    scenario: s.scenario ?? 'zombies',
    ...(quarantine ? {} : { player: s.players[seat]?.name ?? '' }),
    lost,
    removed,
    expectedLost: hundredths(expected.players),
    expectedRemoved: hundredths(expected.opponents),
  };
  const key = quarantine ? 'quarantine' : ground.by === 'players' ? 'attack' : 'attacked';
  return {
    at,
    label: { key: `apocalyte.luck.${key}`, values },
    chance: expected.win,
    success: quarantine ? held : removed > lost,
    losses: { players, opponents },
  };
}

/** The player whose turn it is, by name, for a roll of theirs. */
const playerOf = (s: ApocalyteState) => s.players[s.turn?.seat ?? -1]?.name ?? '';

/** Infection: two dice hoping for a double (6 in 36). Aliens: one die above the best of two (55 in 216). */
const CURE_CHANCE = 6 / 36;
const MOTHERSHIP_CHANCE = 55 / 216;

/** A roll of the player whose turn it is, hoping for `success`, with its chance. */
function plainRoll(
  s: ApocalyteState,
  kind: 'cure' | 'mothership',
  chance: number,
  success: boolean,
  at: number,
): LuckRoll {
  return {
    at,
    label: { key: `apocalyte.luck.${kind}`, values: { player: playerOf(s) } },
    chance,
    success,
  };
}

/**
 * The luck rolls one accepted step told: `fresh` are the instructions it added, `ground` the
 * ground of the round whose dice were asked last. Fights, cure rolls, attempts on the mothership.
 */
export function luckOf(
  after: ApocalyteState,
  fresh: readonly Instruction[],
  ground: Ground | null,
  at: number,
): LuckRoll[] {
  const rolls: LuckRoll[] = [];
  fresh.forEach((line, i) => {
    const key = line.phrase.key;
    if (HEADS.has(key) && ground) {
      const ends = (k: string) => HEADS.has(k) || !k.startsWith('round.');
      const next = fresh.findIndex((other, j) => j > i && ends(other.phrase.key));
      const changes = fresh.slice(i + 1, next < 0 ? undefined : next);
      const roll = fightRoll(after, line, changes, ground, at);
      if (roll) rolls.push(roll);
    } else if (key === 'cure.found' || key === 'cure.missed') {
      rolls.push(plainRoll(after, 'cure', CURE_CHANCE, key === 'cure.found', at));
    } else if (key === 'mothership.destroyed' || key === 'mothership.fails') {
      rolls.push(
        plainRoll(after, 'mothership', MOTHERSHIP_CHANCE, key === 'mothership.destroyed', at),
      );
    }
  });
  return rolls;
}
