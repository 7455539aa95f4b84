// Helpers for Apocalyte's tests: a table driven through the reducer that throws on a refusal
// (so a test reads as the game it plays), dice fed from a list or a seeded generator, and a
// quick set-up to a chosen board.

import { expect } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { unfought } from '../../src/games/apocalyte/guards.ts';
import { ADJACENT, TERRITORIES, type Territory } from '../../src/games/apocalyte/map.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { EXTRA_ARMIES, type Scenario } from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, lobbyState, RULES_VERSION } from '../../src/games/apocalyte/state.ts';
import { sayEnglish } from '../../src/games/apocalyte/words.ts';
import { DrivenTable } from '../../src/games/kit/driven.ts';
import { seededRandom } from '../../src/random.ts';

export const T0 = Date.UTC(2026, 0, 1, 20, 0, 0);

export const PLAYERS = [
  { name: 'Ada', colour: 'red', letter: 'A' },
  { name: 'Bo', colour: 'blue', letter: 'B' },
];

export class Table extends DrivenTable<ApocalyteState, Action> {
  constructor() {
    super({ lobby: () => lobbyState(), reduce }, T0);
  }

  /** As the table writes it: a newGame names the rules it follows (the module's, unless given). */
  override act(action: Record<string, unknown> & { type: string }): this {
    if (action.type === 'newGame' && !('rules' in action))
      return super.act({ ...action, rules: RULES_VERSION });
    return super.act(action);
  }

  /** The dice the table waits for, typed in. */
  roll(...values: number[]): this {
    const p = this.state.pending;
    if (p?.kind !== 'dice') throw new Error(`no dice awaited (pending: ${JSON.stringify(p)})`);
    return this.act({ type: 'rolled', sides: p.dice.sides, values, source: 'hand' });
  }

  get pending() {
    return this.state.pending;
  }

  /**
   * Feed every awaited die from a seeded generator, confirm every instruction, decline choices
   * (or, with `choose`, answer quarantines and rerolls at random).
   */
  settle(random: () => number, limit = 500, choose = false): this {
    for (let i = 0; i < limit && this.state.stage === 'playing'; i++) {
      const p = this.state.pending;
      if (!p) return this;
      if (p.kind === 'dice') {
        const { count, sides } = p.dice;
        const values = Array.from({ length: count }, () => 1 + Math.floor(random() * sides));
        this.act({ type: 'rolled', sides, values, source: 'box' });
      } else if (p.kind === 'confirm') this.act({ type: 'confirm' });
      else if (p.ask === 'target') this.act({ type: 'target', seat: p.seats[0] });
      else if (p.ask === 'quarantine')
        this.act({ type: 'quarantine', accept: choose && random() < 0.5 });
      else {
        const die = choose ? Math.floor(random() * (p.dice.length + 1)) : p.dice.length;
        this.act(die < p.dice.length ? { type: 'reroll', die } : { type: 'reroll' });
      }
    }
    return this;
  }

  /** A started game, cards entered (alternate seats in the board's order). */
  static dealt(players = PLAYERS): Table {
    const t = new Table().act({ type: 'newGame', players }).act({ type: 'start' });
    return t.act({ type: 'deal', seats: TERRITORIES.map((_, i) => i % players.length) });
  }

  /** Every extra army placed, 5 then the rest, on each seat's cards in the board's order. */
  placeAll(): this {
    const quota = EXTRA_ARMIES[this.state.players.length] ?? 0;
    this.state.players.forEach((_, seat) => {
      let left = quota;
      for (const t of TERRITORIES) {
        if (left === 0) break;
        if (this.state.cards[t] !== seat) continue;
        const n = Math.min(5, left);
        this.act({ type: 'place', territory: t, count: n });
        left -= n;
      }
    });
    return this.act({ type: 'placed' });
  }

  /** Supplies entered on each seat's first cards. */
  suppliesFirst(): this {
    const want = { 2: 10, 3: 8, 4: 6, 5: 5 }[this.state.players.length] ?? 0;
    const picked = this.state.players.flatMap((_, seat) =>
      TERRITORIES.filter((t) => this.state.cards[t] === seat).slice(0, want),
    );
    return this.act({ type: 'supplies', territories: picked });
  }

  /**
   * A game of `scenario` at the first player's first turn: cards entered, armies placed,
   * supplies entered, the placement drawn with `placement` dice, the first Apocalyte turn
   * settled with seeded dice.
   */
  static playing(scenario: string, placement: number[], seed = 1): Table {
    const t = Table.dealt().placeAll().suppliesFirst().act({ type: 'scenario', scenario });
    if (placement.length) t.roll(...placement);
    t.settle(rng(seed));
    if (t.state.phase !== 'player') throw new Error(`not at a player's turn: ${t.state.phase}`);
    return t;
  }

  /** End every player's turn (fighting nothing) until the Apocalytes play. */
  endRound(): this {
    while (this.state.phase === 'player' && this.state.stage === 'playing') {
      const turn = this.state.turn;
      if (turn?.step === 'reinforce') {
        const t = TERRITORIES.find(
          (x) =>
            (this.state.board[x].armies[turn.seat] ?? 0) > 0 &&
            this.state.board[x].apocalytes === 0,
        );
        this.act({ type: 'reinforce', territory: t, count: turn.toPlace });
      }
      this.act({ type: 'endTurn' });
    }
    return this;
  }

  /** Set a territory as a test needs it (the table's own correction). */
  set(territory: Territory, armies: number[], apocalytes = 0, supplies = 0): this {
    return this.act({ type: 'correct', territory, armies, apocalytes, supplies });
  }

  /** Clear the board of every army and counter but those of `keep` (corrections, one by one). */
  clearBut(keep: Territory[]): this {
    for (const t of TERRITORIES) {
      if (keep.includes(t)) continue;
      const g = this.state.board[t];
      if (g.armies.some((n) => n > 0) || g.apocalytes > 0 || g.supplies > 0)
        this.set(
          t,
          g.armies.map(() => 0),
        );
    }
    return this;
  }
}

export const rng = (seed: number) => seededRandom(seed);

/** Zombies at Ada's first turn, the board cleared to Ukraine (zombies) and Scandinavia (Ada). */
export function ukraine(zombies: number, ada: number, supplies: number): Table {
  const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
  // Alaska takes each player's two new armies (the first of their territories free of zombies).
  t.set('ukraine', [0, 0], zombies).set('scandinavia', [ada, 0], 0, supplies).set('alaska', [1, 1]);
  return t.clearBut(['ukraine', 'scandinavia', 'alaska']);
}

/**
 * Meteor to its 13th meteorite (AC48), on Argentina: the players far from the first cards, which
 * the meteorites and rioters take in turn, a rioter left far from them too (a board cleared of
 * rioters is won, AC10); each Apocalyte turn a meteorite on the first card left (a 1), rioters on
 * the first five.
 */
export function thirteenthMeteorite(): Table {
  const t = Table.playing('meteor', []);
  t.set('madagascar', [1, 0]).set('eastern-australia', [0, 1]).set('new-guinea', [0, 0], 1);
  t.clearBut(['madagascar', 'eastern-australia', 'new-guinea']);
  for (let fallen = 1; fallen <= 12; fallen++) {
    t.endRound();
    expect(t.pending).toEqual({
      kind: 'dice',
      dice: { count: 1, sides: 43 - fallen },
      for: 'meteorite',
    });
    t.roll(1).act({ type: 'confirm' }).roll(1, 1, 1, 1, 1).act({ type: 'confirm' });
  }
  expect(t.state).toMatchObject({ stage: 'playing', meteorites: 12, round: 13 });
  return t.endRound().roll(1); // the 13th card of the board: Argentina
}

const THREE = [...PLAYERS, { name: 'Cy', colour: 'yellow', letter: 'C' }];

/** Try an action; a refusal must leave the state as it was. */
function attempt(t: Table, action: Record<string, unknown> & { type: string }): boolean {
  const before = t.state;
  const applied = reduce(t.state, { ...action, at: t.at + 1 } as Action);
  if (!applied.ok) {
    expect(applied.state).toBe(before);
    return false;
  }
  t.act(action);
  return true;
}

/** One player's turn with random legal choices. */
function playerTurn(t: Table, random: () => number, choose: boolean) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const turn = t.state.turn;
  if (!turn) return;
  const seat = turn.seat;
  for (let tries = 0; t.state.turn?.step === 'reinforce' && tries < 50; tries++)
    attempt(t, { type: 'reinforce', territory: pick(TERRITORIES), count: 1 });
  for (let tries = 0; tries < 12 && t.state.turn?.step === 'move'; tries++) {
    const mine = TERRITORIES.filter((x) => (t.state.board[x].armies[seat] ?? 0) > 1);
    if (mine.length === 0) break;
    const from = pick(mine);
    const to = pick(ADJACENT[from]);
    const armies = 1 + Math.floor(random() * (t.state.board[from].armies[seat] ?? 1));
    attempt(t, {
      type: 'move',
      from,
      to,
      armies,
      supplies: Math.floor(random() * 3),
      permission: random() < 0.3,
    });
  }
  for (
    let guard = 0;
    guard < 40 && t.state.stage === 'playing' && t.state.phase === 'player';
    guard++
  ) {
    const left = unfought(t.state);
    const where = left[0];
    if (where) attempt(t, { type: 'fight', territory: where });
    else {
      // One draw picks what the table tries next: another round, the mothership, a portal, or the end.
      const roll = random();
      if (roll < 0.3) attempt(t, { type: 'fight', territory: pick(TERRITORIES) });
      else if (roll < 0.4) attempt(t, { type: 'mothership' });
      else if (roll < 0.5) attempt(t, { type: 'closePortal', territory: pick(TERRITORIES) });
      else if (attempt(t, { type: 'endTurn' })) return;
    }
    t.settle(random, 500, choose);
  }
}

/**
 * A random game of `scenario` (the property test's and the words test's driver): random legal
 * turns, dice from the seed; `choose` also answers quarantines and rerolls at random.
 */
export function randomGame(seed: number, scenario: Scenario, turns = 40, choose = false) {
  const random = rng(seed);
  const t = Table.dealt(random() < 0.5 ? PLAYERS : THREE)
    .placeAll()
    .suppliesFirst();
  t.act({ type: 'scenario', scenario });
  for (let turn = 0; turn < turns && t.state.stage === 'playing'; turn++) {
    t.settle(random, 500, choose);
    if (t.state.stage !== 'playing') break;
    playerTurn(t, random, choose);
  }
  return t;
}

/** Every instruction the table keeps, in English as `apophis replay` says it. */
export const told = (t: Table) => t.state.instructions.map((i) => sayEnglish(i.phrase, t.state));
/** The last instruction in English. */
export const last = (t: Table) => told(t).at(-1);
