// The exact odds of the fight the player whose turn it is may start in a territory: the next
// round and a battle of the rounds still allowed this turn (AC4, AC32), with every scenario
// change the dice alone decide (the Apocalytes' reroll, the aliens' saving rolls, a part of the
// cure) enumerated face by face through the referee's own arithmetic (round.ts); a change left
// to a player (Zombies' reroll with 2+ supplies) is left out and named in `note`.

import { addChances, type Chance, chanceOf, multiplyChances } from './chance.ts';
import { MAX_ROUNDS } from './combat.ts';
import type { Territory } from './map.ts';
import { quarantineMoving } from './movement.ts';
import {
  alienSaveNeeds,
  apocalytesReroll,
  cureRollDue,
  lowestDie,
  playerAttackDice,
  playerMayReroll,
  type RoundContext,
  roundVerdict,
  settled,
  successes,
} from './round.ts';
import { CURE_PARTS, type Scenario } from './setup.ts';
import { contested, playerArmies, RULES_VERSION } from './state.ts';
import type { ApocalyteView } from './view.ts';

/** A scenario change the odds leave out because a player decides it. */
export type OddsNote = 'playerReroll';

/**
 * What a round (or a battle) changes: the attacker's armies lost, the Apocalytes removed, the
 * Apocalytes added for armies lost (Zombies), the armies gained in their place (Infection's cure).
 */
export type FightOutcome = {
  readonly playerLosses: number;
  readonly apocalyteLosses: number;
  readonly added: number;
  readonly gained: number;
  readonly chance: Chance;
};

export type FightOdds = {
  seat: number;
  /** The attacker's armies and the Apocalytes there now. */
  armies: number;
  apocalytes: number;
  round: { attackDice: number; defenceDice: number; outcomes: FightOutcome[] };
  /** Up to 3 rounds less those fought there this turn, each to its end (AC4, AC32). */
  battle: { rounds: number; outcomes: FightOutcome[]; cleared: Chance; beaten: Chance };
  note: OddsNote | null;
};

/**
 * A territory's round as its arithmetic reads it: who attacks, an attack or a quarantine (AC8),
 * the player side's armies (`armies` of the attacker or the target, `others` of other players),
 * the Apocalytes (those trying to enter, in a quarantine) and the supplies as the round counts them.
 */
export type Ground = {
  scenario: Scenario;
  by: 'players' | 'apocalytes';
  kind: 'attack' | 'quarantine';
  /** The rules the game follows (state.ts): from 2, the round that finds the cure's last part costs nobody (AC11). */
  rules: number;
  armies: number;
  apocalytes: number;
  others: number;
  supplies: number;
  cure: number;
};

/** A round's change, with the cure's parts after it and whether a quarantine held. */
type Change = Omit<FightOutcome, 'chance'> & { cure: number; held: boolean };

const keyOf = (c: Change) =>
  `${c.playerLosses}:${c.apocalyteLosses}:${c.added}:${c.gained}:${c.cure}:${c.held}`;

/**
 * The rolls of `count` d6 as the round reads them (sorted high to low: only the faces matter,
 * not which die shows them), each with the number of ordered rolls it stands for.
 */
function sortedRolls(count: number): { faces: number[]; ways: number }[] {
  const rolls: { faces: number[]; ways: number }[] = [];
  const walk = (faces: number[], highest: number) => {
    if (faces.length === count) {
      const seen = new Map<number, number>();
      for (const f of faces) seen.set(f, (seen.get(f) ?? 0) + 1);
      let ways = FACTORIAL[count] as number;
      for (const n of seen.values()) ways /= FACTORIAL[n] as number;
      rolls.push({ faces, ways });
      return;
    }
    for (let face = highest; face >= 1; face--) walk([...faces, face], face);
  };
  walk([], 6);
  return rolls;
}
const FACTORIAL = [1, 1, 2, 6];
const SORTED = [0, 1, 2, 3].map(sortedRolls);

/** Ordered rolls of `n` saving dice with `k` of them at `need` or more, for k = 0…n. */
function savesOf(n: number, need: number): number[] {
  const hit = 7 - need;
  const miss = need - 1;
  const choose = (k: number) =>
    (FACTORIAL[n] as number) / ((FACTORIAL[k] as number) * (FACTORIAL[n - k] as number));
  return Array.from({ length: n + 1 }, (_, k) => choose(k) * hit ** k * miss ** (n - k));
}

/** The d6 a round may still call for after its first roll: a reroll, 2 saving dice, 2 cure dice. */
const LATER_DICE = 5;

const MEMO_LIMIT = 5000;
const memo = new Map<string, { changes: Map<string, Change & { ways: number }>; of: number }>();

/** AC4, AC30: the dice of a round on this ground (fight.ts's `roundDice`). */
function diceOf(g: Ground): { attack: number; defence: number } {
  if (g.by === 'players') return playerAttackDice(g.scenario, g.armies, g.apocalytes);
  return { attack: Math.min(3, g.apocalytes), defence: Math.min(2, g.armies) };
}

/**
 * What a round's outcomes depend on, as a memo's key: a side's armies past 3 roll no more dice
 * and lose no more than 2 in a round, supplies past 2 change nothing, and the rest of the
 * numbers only matter as the player side against the Apocalytes (Mutants). Grounds that differ
 * elsewhere have the same outcomes, so a long game meets a few dozen keys, not hundreds.
 */
function groundKey(g: Ground): string {
  const side = Math.sign(g.armies + g.others - g.apocalytes);
  const few = (n: number) => Math.min(3, n);
  return `${g.scenario}:${g.by}:${g.kind}:${g.rules}:${few(g.armies)}:${few(g.apocalytes)}:${side}:${Math.min(2, g.supplies)}:${g.cure}`;
}

/**
 * One round, every face of every die the referee may ask for counted: ways out of
 * 6^(first dice + LATER_DICE), so each branch weighs what its unrolled dice would.
 */
function roundWays(g: Ground) {
  const name = groundKey(g);
  const known = memo.get(name);
  if (known) return known;
  const { attack, defence } = diceOf(g);
  const first = attack + defence;
  const changes = new Map<string, Change & { ways: number }>();
  const add = (change: Change, ways: number) => {
    const k = keyOf(change);
    const seen = changes.get(k);
    if (seen) seen.ways += ways;
    else changes.set(k, { ...change, ways });
  };
  const ctxOf = (cure: number) => contextFor({ ...g, cure });
  // After the rerolls: the verdict, the aliens' saves, the cure's two dice (battles.ts's order).
  const settle = (dice: number[], ways: number, left: number) => {
    const ctx = ctxOf(g.cure);
    const won = successes(ctx, dice.slice(0, attack), dice.slice(attack));
    const { verdict, entered } = roundVerdict(ctx, g.kind, won);
    const held = !entered;
    if (g.scenario === 'aliens' && verdict.apocalyteLoss > 0) {
      const n = verdict.apocalyteLoss;
      const need = alienSaveNeeds(g.supplies);
      savesOf(n, need).forEach((savedWays, saved) => {
        const done = settled(verdict, saved, g.armies, g.apocalytes);
        add(
          {
            playerLosses: done.playerLoss,
            apocalyteLosses: done.apocalyteLoss,
            added: done.converted,
            gained: done.gained,
            cure: g.cure,
            held,
          },
          ways * savedWays * 6 ** (left - n),
        );
      });
      return;
    }
    const outcomes: [number, number][] = [[g.cure, ways * 6 ** left]];
    if (cureRollDue(ctx, won)) {
      // Infection: a double (6 of 36) finds a part; the round's verdict reads the cure after it.
      const each = ways * 6 ** (left - 2);
      outcomes.splice(0, 1, [Math.min(CURE_PARTS, g.cure + 1), 6 * each], [g.cure, 30 * each]);
    }
    for (const [cure, w] of outcomes) {
      // AC11: the round reads the cure its dice were rolled with (module 1 read the new part, AC52).
      const read = g.rules >= 2 ? g.cure : cure;
      const done = settled(
        roundVerdict(ctxOf(read), g.kind, won).verdict,
        0,
        g.armies,
        g.apocalytes,
      );
      add(
        {
          playerLosses: done.playerLoss,
          apocalyteLosses: done.apocalyteLoss,
          added: done.converted,
          gained: done.gained,
          cure,
          held,
        },
        w,
      );
    }
  };
  const ctx = ctxOf(g.cure);
  for (const a of SORTED[attack] ?? [])
    for (const d of SORTED[defence] ?? []) {
      const ways = a.ways * d.ways;
      const dice = [...a.faces, ...d.faces];
      const won = successes(ctx, a.faces, d.faces);
      if (!apocalytesReroll(ctx, won)) {
        settle(dice, ways, LATER_DICE);
        continue;
      }
      // The Apocalytes reroll their lowest die (the defence's in a player's attack): each face once.
      const low = g.by === 'players' ? attack + lowestDie(d.faces) : lowestDie(a.faces);
      for (let face = 1; face <= 6; face++) {
        const again = [...dice];
        again[low] = face;
        settle(again, ways, LATER_DICE - 1);
      }
    }
  const found = { changes, of: 6 ** (first + LATER_DICE) };
  // A long evening meets a few hundred grounds at most; past that, start again.
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(name, found);
  return found;
}

function byChange(a: FightOutcome, b: FightOutcome): number {
  return (
    a.playerLosses - b.playerLosses ||
    a.apocalyteLosses - b.apocalyteLosses ||
    a.added - b.added ||
    a.gained - b.gained
  );
}

/** Outcomes merged over what the screens do not show (the cure's parts), sorted. */
function outcomesOf(changes: Iterable<Change & { chance: Chance }>): FightOutcome[] {
  const merged = new Map<string, FightOutcome>();
  for (const c of changes) {
    const k = keyOf({ ...c, cure: 0, held: false });
    const seen = merged.get(k);
    merged.set(k, {
      playerLosses: c.playerLosses,
      apocalyteLosses: c.apocalyteLosses,
      added: c.added,
      gained: c.gained,
      chance: seen ? addChances(seen.chance, c.chance) : c.chance,
    });
  }
  return [...merged.values()].sort(byChange);
}

/**
 * One round's exact outcomes from a ground: each side's losses, the Apocalytes added and the
 * armies gained, the cure's parts after it and whether a quarantine held (the luck meter's, report.ts).
 */
export function roundOutcomes(g: Ground): (Change & { chance: Chance })[] {
  const { changes, of } = roundWays(g);
  return [...changes.values()].map(({ ways, ...change }) => ({
    ...change,
    chance: chanceOf(ways, of),
  }));
}

/**
 * AC4, AC32 and the scenario: the player whose turn it is attacking the Apocalytes in
 * `territory`; null where no round may be fought there now (no turn, no army or no Apocalyte
 * there, three rounds fought, Infection without a supply counter).
 */
export function fightOdds(
  view: Pick<ApocalyteView, 'phase' | 'turn' | 'board' | 'scenario' | 'cure'> &
    Partial<Pick<ApocalyteView, 'rules'>>,
  territory: Territory,
): FightOdds | null {
  const turn = view.phase === 'player' ? view.turn : null;
  const here = view.board[territory];
  if (!turn || !here || !contested(here)) return null;
  const armies = here.armies[turn.seat] ?? 0;
  const rounds = MAX_ROUNDS - (turn.rounds[territory] ?? 0);
  const scenario = view.scenario ?? 'zombies';
  if (armies === 0 || rounds <= 0) return null;
  if (scenario === 'infection' && here.supplies === 0) return null; // AC38
  const ground: Ground = {
    scenario,
    by: 'players',
    kind: 'attack',
    rules: view.rules ?? RULES_VERSION,
    armies,
    apocalytes: here.apocalytes,
    others: playerArmies(here) - armies,
    supplies: here.supplies,
    cure: view.cure,
  };
  const { attack, defence } = playerAttackDice(scenario, armies, here.apocalytes);
  const first = roundOutcomes(ground);
  // The battle: each standing state fights again while both sides have armies there.
  let standing = new Map<string, Change & { chance: Chance }>(
    first.map((c) => [keyOf(c), c] as const),
  );
  for (let round = 1; round < rounds; round++) {
    const next = new Map<string, Change & { chance: Chance }>();
    const add = (c: Change & { chance: Chance }) => {
      const k = keyOf(c);
      const seen = next.get(k);
      next.set(k, seen ? { ...c, chance: addChances(seen.chance, c.chance) } : c);
    };
    for (const so of standing.values()) {
      const left = armies - so.playerLosses + so.gained;
      const held = here.apocalytes - so.apocalyteLosses + so.added;
      if (left <= 0 || held <= 0) {
        add(so);
        continue;
      }
      for (const o of roundOutcomes({ ...ground, armies: left, apocalytes: held, cure: so.cure }))
        add({
          playerLosses: so.playerLosses + o.playerLosses,
          apocalyteLosses: so.apocalyteLosses + o.apocalyteLosses,
          added: so.added + o.added,
          gained: so.gained + o.gained,
          cure: o.cure,
          held: false,
          chance: multiplyChances(so.chance, o.chance),
        });
    }
    standing = next;
  }
  const battle = outcomesOf(standing.values());
  const sum = (keep: (o: FightOutcome) => boolean) =>
    battle.filter(keep).reduce((total, o) => addChances(total, o.chance), chanceOf(0, 1));
  return {
    seat: turn.seat,
    armies,
    apocalytes: here.apocalytes,
    round: { attackDice: attack, defenceDice: defence, outcomes: outcomesOf(first) },
    battle: {
      rounds,
      outcomes: battle,
      cleared: sum((o) => here.apocalytes - o.apocalyteLosses + o.added === 0),
      beaten: sum((o) => armies - o.playerLosses + o.gained === 0),
    },
    note: playerMayReroll(contextFor(ground)) ? 'playerReroll' : null,
  };
}

/** A quarantine asked (AC8): its dice and the exact chances it holds and it costs armies. */
export type QuarantineOdds = {
  seat: number;
  territory: Territory;
  from: Territory;
  /** The Apocalytes who roll, and each side's dice. */
  moving: number;
  attackDice: number;
  defenceDice: number;
  holds: Chance;
  /** The quarantine fails and the player side loses one army or more. */
  costs: Chance;
  note: OddsNote | null;
};

/**
 * AC8, AC50: the quarantine the table is asked about now, weighed face by face through the
 * referee's own arithmetic (a roll of a regular Apocalyte attack by those moving, against the
 * most armies there); null when no quarantine is asked.
 */
export function quarantineOdds(
  view: Pick<ApocalyteView, 'pending' | 'tasks' | 'board' | 'scenario' | 'cure'> &
    Partial<Pick<ApocalyteView, 'rules'>>,
): QuarantineOdds | null {
  const p = view.pending;
  const task = view.tasks[0];
  if (p?.kind !== 'choice' || p.ask !== 'quarantine' || task?.do !== 'move') return null;
  const there = view.board[p.territory];
  const armies = there.armies[p.seat] ?? 0;
  const ground: Ground = {
    scenario: view.scenario ?? 'zombies',
    by: 'apocalytes',
    kind: 'quarantine',
    rules: view.rules ?? RULES_VERSION,
    armies,
    apocalytes: quarantineMoving(view, task.from, task.count),
    others: playerArmies(there) - armies,
    supplies: there.supplies,
    cure: view.cure,
  };
  const outcomes = roundOutcomes(ground);
  const sum = (keep: (o: Change) => boolean) =>
    outcomes.filter(keep).reduce((total, o) => addChances(total, o.chance), chanceOf(0, 1));
  const { attack, defence } = diceOf(ground);
  return {
    seat: p.seat,
    territory: p.territory,
    from: p.from,
    moving: ground.apocalytes,
    attackDice: attack,
    defenceDice: defence,
    holds: sum((o) => o.held),
    costs: sum((o) => !o.held && o.playerLosses > 0),
    note: ground.rules >= 2 && playerMayReroll(contextFor(ground)) ? 'playerReroll' : null,
  };
}

/** The round's context on this ground (battles.ts's `contextOf`). */
function contextFor(g: Ground): RoundContext {
  return {
    scenario: g.scenario,
    by: g.by,
    supplies: g.supplies,
    players: g.armies + g.others,
    apocalytes: g.apocalytes,
    cure: g.cure,
  };
}
