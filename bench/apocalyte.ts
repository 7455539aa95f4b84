// The Apocalytes' turn on random mid-game boards, dice aside: from the last player's endTurn to
// the next input the table must give, then each step after its dice, timed per turn. Boards
// come from seeded random games (test/games' driver is not imported: bench stands alone).
import { performance } from 'node:perf_hooks';
import type { Action } from '../src/games/apocalyte/actions.ts';
import { TERRITORIES } from '../src/games/apocalyte/map.ts';
import { fightOdds } from '../src/games/apocalyte/odds.ts';
import { reduce } from '../src/games/apocalyte/reducer.ts';
import { reportOf } from '../src/games/apocalyte/report.ts';
import { SCENARIOS } from '../src/games/apocalyte/setup.ts';
import { type ApocalyteState, emptyBoard, lobbyState } from '../src/games/apocalyte/state.ts';
import { seededRandom } from '../src/random.ts';
import { scaled } from './quick.ts';

const players = [
  { name: 'Ada', colour: 'red', letter: 'A' },
  { name: 'Bo', colour: 'blue', letter: 'B' },
];
let at = 0;
/** The actions the reducer accepted in the game being played, kept for the report's figures. */
let log: Action[] = [];
const logs: Action[][] = [];
const apply = (s: ApocalyteState, a: Record<string, unknown>): ApocalyteState => {
  const action = { ...a, at: ++at } as Action;
  const r = reduce(s, action);
  if (r.ok) log.push(action);
  return r.ok ? r.state : s;
};

/** Feed the pending inputs; `timed` accumulates the reducer's time spent on them. */
function settle(s0: ApocalyteState, random: () => number, timed: number[]): ApocalyteState {
  let s = s0;
  for (let i = 0; i < 400 && s.stage === 'playing' && s.pending; i++) {
    const p = s.pending;
    let action: Record<string, unknown>;
    if (p.kind === 'dice') {
      const values = Array.from(
        { length: p.dice.count },
        () => 1 + Math.floor(random() * p.dice.sides),
      );
      action = { type: 'rolled', sides: p.dice.sides, values, source: 'box' };
    } else if (p.kind === 'confirm') action = { type: 'confirm' };
    else if (p.ask === 'target') action = { type: 'target', seat: p.seats[0] };
    else if (p.ask === 'quarantine') action = { type: 'quarantine', accept: random() < 0.5 };
    else action = { type: 'reroll' };
    const t0 = performance.now();
    s = apply(s, action);
    timed[0] = (timed[0] ?? 0) + performance.now() - t0;
  }
  return s;
}

const turns: number[] = [];
// The first 100 turns warm the JIT up and are not counted.
const WARM = scaled(100, 2);
for (let seed = 1; turns.length < scaled(300, 3) + WARM; seed++) {
  const random = seededRandom(seed);
  log = [];
  logs.push(log);
  let s = apply(lobbyState(), { type: 'newGame', players });
  s = apply(s, { type: 'start' });
  s = apply(s, { type: 'deal', seats: TERRITORIES.map((_, i) => i % 2) });
  for (const t of TERRITORIES) s = apply(s, { type: 'place', territory: t, count: 3 });
  s = apply(s, { type: 'placed' });
  s = settle(s, random, []);
  s = apply(s, { type: 'scenario', scenario: SCENARIOS[seed % 6] });
  s = settle(s, random, []);
  for (let round = 0; round < 8 && s.stage === 'playing'; round++) {
    for (let guard = 0; guard < 20 && s.phase === 'player' && s.stage === 'playing'; guard++) {
      const turn = s.turn;
      if (turn?.step === 'reinforce') {
        const where = TERRITORIES.find(
          (t) => (s.board[t].armies[turn.seat] ?? 0) > 0 && s.board[t].apocalytes === 0,
        );
        s = apply(s, { type: 'reinforce', territory: where, count: turn.toPlace });
      }
      const fight = TERRITORIES.find(
        (t) =>
          (s.board[t].armies[turn?.seat ?? 0] ?? 0) > 0 &&
          s.board[t].apocalytes > 0 &&
          !s.turn?.rounds[t],
      );
      if (fight) s = settle(apply(s, { type: 'fight', territory: fight }), random, []);
      else if (s.turn?.seat === 1) {
        const timed = [0];
        const t0 = performance.now();
        s = apply(s, { type: 'endTurn' });
        timed[0] = performance.now() - t0;
        s = settle(s, random, timed);
        turns.push(timed[0] ?? 0);
      } else s = apply(s, { type: 'endTurn' });
    }
  }
}
turns.splice(0, WARM);
turns.sort((a, b) => a - b);
const q = (p: number) => turns[Math.min(turns.length - 1, Math.floor(p * turns.length))] ?? 0;
console.log(`apocalyte_turn_p50: ${q(0.5).toFixed(3)} ms`);
console.log(`apocalyte_turn_p99: ${q(0.99).toFixed(3)} ms`);
console.log(`apocalyte_turns_measured: ${turns.length} count`);

// A game's report (the history's page, the end screen, `/api/stats`' luck): the first report
// this process makes works out each kind of fight's expected losses exactly (luck.ts), later
// ones read the memo. The first is timed alone; then the median over the other games.
const played = logs.filter((l) => l.length > 50);
const t0 = performance.now();
reportOf(played[0] ?? []);
const first = performance.now() - t0;
const later = played.slice(1, 41).map((l) => {
  const t1 = performance.now();
  reportOf(l);
  return (performance.now() - t1) / l.length;
});
later.sort((a, b) => a - b);
const actionsIn = played.reduce((n, l) => n + l.length, 0) / Math.max(1, played.length);
console.log(`apocalyte_report_first: ${first.toFixed(1)} ms`);
console.log(`apocalyte_report_first_actions: ${played[0]?.length ?? 0} count`);
console.log(
  `apocalyte_report_warm_p50: ${((later[later.length >> 1] ?? 0) * 1000).toFixed(1)} µs/action`,
);
console.log(`apocalyte_report_actions_mean: ${actionsIn.toFixed(0)} count`);

// The odds a screen asks before a fight (odds.ts): a round and the battle of three rounds, for
// each scenario on grounds of 1–8 armies against 1–8 Apocalytes and 0–2 supplies; the first
// call of a ground enumerates its dice (cold), a second reads the memo (warm).
function oddsTimes(): number[] {
  const times: number[] = [];
  for (const scenario of SCENARIOS)
    for (let armies = 1; armies <= 8; armies++)
      for (let apocalytes = 1; apocalytes <= 8; apocalytes++)
        for (let supplies = 0; supplies <= 2; supplies++) {
          const board = emptyBoard(2);
          board.peru = { armies: [armies, 0], apocalytes, supplies, mark: null };
          const view = {
            phase: 'player' as const,
            scenario,
            cure: 0,
            board,
            turn: {
              seat: 0,
              step: 'combat' as const,
              toPlace: 0,
              movesLeft: 0,
              rounds: {},
              mothershipTried: false,
            },
          };
          const t0 = performance.now();
          fightOdds(view, 'peru');
          times.push(performance.now() - t0);
        }
  return times.sort((a, b) => a - b);
}
const cold = oddsTimes();
const warm = oddsTimes();
const at50 = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
console.log(`apocalyte_odds_cold_p50: ${at50(cold, 0.5).toFixed(3)} ms`);
console.log(`apocalyte_odds_cold_p99: ${at50(cold, 0.99).toFixed(3)} ms`);
console.log(`apocalyte_odds_warm_p50: ${at50(warm, 0.5).toFixed(3)} ms`);
console.log(`apocalyte_odds_warm_p99: ${at50(warm, 0.99).toFixed(3)} ms`);
