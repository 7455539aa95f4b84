// Helpers for Apocalyte's tests: a table driven through the reducer that throws on a refusal
// (so a test reads as the game it plays), dice fed from a list or a seeded generator, and a
// quick set-up to a chosen board.
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { TERRITORIES, type Territory } from '../../src/games/apocalyte/map.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { EXTRA_ARMIES } from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, lobbyState } from '../../src/games/apocalyte/state.ts';
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

  /** The dice the table waits for, typed in. */
  roll(...values: number[]): this {
    const p = this.state.pending;
    if (p?.kind !== 'dice') throw new Error(`no dice awaited (pending: ${JSON.stringify(p)})`);
    return this.act({ type: 'rolled', sides: p.dice.sides, values, source: 'hand' });
  }

  get pending() {
    return this.state.pending;
  }

  /** Feed every awaited die from a seeded generator, confirm every instruction, decline choices. */
  settle(random: () => number, limit = 500): this {
    for (let i = 0; i < limit && this.state.stage === 'playing'; i++) {
      const p = this.state.pending;
      if (!p) return this;
      if (p.kind === 'dice') {
        const { count, sides } = p.dice;
        const values = Array.from({ length: count }, () => 1 + Math.floor(random() * sides));
        this.act({ type: 'rolled', sides, values, source: 'box' });
      } else if (p.kind === 'confirm') this.act({ type: 'confirm' });
      else if (p.ask === 'target') this.act({ type: 'target', seat: p.seats[0] });
      else if (p.ask === 'quarantine') this.act({ type: 'quarantine', accept: false });
      else this.act({ type: 'reroll' });
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
