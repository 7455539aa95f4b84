// The numbers over many games (`GET /api/stats`): win counts by module and by set-up, time,
// the luck meter's totals, and the dice's honesty, from each game's facts (./games.ts).

import type { DiceHonesty, FightLosses, ModuleStats, StatsResponse } from '../report.ts';
import { DiceTally, HAND, honestyOf } from './dice.ts';
import type { GameFacts } from './games.ts';

type Counts = { played: number; won: number; lost: number; ended: number; unfinished: number };

function emptyModule(): ModuleStats {
  return {
    played: 0,
    won: 0,
    lost: 0,
    ended: 0,
    unfinished: 0,
    bySetup: [],
    timeMs: 0,
    luck: { rolls: 0, expected: 0, actual: 0 },
  };
}

/** A fight's losses added to a module's totals (its first fight opens them). */
function addFight(luck: ModuleStats['luck'], losses: FightLosses): void {
  const zero = () => ({ expected: 0, actual: 0 });
  luck.fights ??= { count: 0, players: zero(), opponents: zero() };
  const fights = luck.fights;
  fights.count += 1;
  for (const side of ['players', 'opponents'] as const) {
    fights[side].expected += losses[side].expected;
    fights[side].actual += losses[side].actual;
  }
}

/** A game that left its lobby counts as played: won, lost, ended from a screen, or unfinished. */
function count(counts: Counts, facts: GameFacts): void {
  const { status, ending, endedEarly } = facts.entry;
  counts.played += 1;
  if (status === 'over') {
    if (ending?.won) counts.won += 1;
    else counts.lost += 1;
  } else if (endedEarly) counts.ended += 1;
  else counts.unfinished += 1;
}

/**
 * Every game's facts summed. A module's `played` counts the games that left the lobby (a set-up
 * nobody started is no game played), and `games` is their sum: the numbers add up. The dice
 * of every log count.
 */
export function statsOf(games: readonly GameFacts[]): StatsResponse {
  const modules: Record<string, ModuleStats> = {};
  const tally = new DiceTally();
  const proof = { rolls: 0, proven: 0, failed: 0 };
  for (const facts of games) {
    tally.merge(facts.dice);
    const verdict = facts.entry.proof;
    if (verdict) {
      proof.rolls += verdict.game.box + verdict.game.hand;
      proof.proven += verdict.proven;
      if (!verdict.ok) proof.failed += 1;
    }
    const { entry, report } = facts;
    if (entry.status === 'lobby') continue;
    modules[entry.game] ??= emptyModule();
    const stats = modules[entry.game] as ModuleStats;
    count(stats, facts);
    for (const die of facts.dice)
      stats.dice = (stats.dice ?? 0) + die.counts.reduce((sum, n) => sum + n, 0);
    const { difficulty, variant } = entry.setup;
    let group = stats.bySetup.find((g) => g.difficulty === difficulty && g.variant === variant);
    if (!group) {
      group = { difficulty, variant, played: 0, won: 0, lost: 0, ended: 0, unfinished: 0 };
      stats.bySetup.push(group);
    }
    count(group, facts);
    if (entry.status === 'over') stats.timeMs += entry.durationMs;
    for (const roll of report.luck) {
      stats.luck.rolls += 1;
      stats.luck.expected += roll.chance;
      if (roll.success) stats.luck.actual += 1;
      if (roll.losses) addFight(stats.luck, roll.losses);
    }
  }
  for (const stats of Object.values(modules)) {
    stats.bySetup.sort(
      (a, b) =>
        String(a.difficulty).localeCompare(String(b.difficulty)) ||
        String(a.variant).localeCompare(String(b.variant)),
    );
  }
  const dice: DiceHonesty[] = [];
  const typed: DiceHonesty[] = [];
  for (const counted of tally.counts()) {
    (counted.box === HAND ? typed : dice).push(honestyOf(counted));
  }
  const played = Object.values(modules).reduce((sum, stats) => sum + stats.played, 0);
  return { games: played, modules, dice, typed, proof };
}
