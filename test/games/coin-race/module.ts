// Coin race: a tiny second game that exists only in the tests, to prove that the table
// session, the store, the replay, the box's buttons and the screens' shell hold no Apophis.
// Two sides flip the box's die as a coin (1-3 heads, 4-6 tails), or with `sides: 2` a real
// coin the box rolls as a d2 (1 heads), which a v1 box cannot; heads scores for the side
// whose turn it is; the first to `target` heads wins. A turn lasts 20 s on the clock (the box's
// display shows it), then passes. START starts, a held START pauses; ROLL flips; SCRAP asks to
// concede and OK confirms.

import Type from 'typebox';
import { asAction, defineGame } from '../../../src/define-game.ts';
import {
  type Cue,
  type GameModule,
  type RuleError,
  replaySteps,
  replayWith,
} from '../../../src/game.ts';
import { action, command, type OneOf } from '../../../src/games/kit/schemas.ts';
import type { Button } from '../../../src/protocol.ts';
import type { LuckRoll, ReportMark, ReportSeries } from '../../../src/report.ts';

export const TURN_MS = 20_000;
const game = Type.Optional(Type.Literal('coin'));

const ACTIONS = {
  newGame: action('newGame', { game, target: Type.Number(), sides: Type.Optional(Type.Number()) }),
  start: action('start'),
  pause: action('pause'),
  resume: action('resume'),
  flip: action('flip', { value: Type.Number() }),
  concede: action('concede'),
  clock: action('clock'),
};
const COMMANDS = {
  newGame: command('newGame', {
    game,
    target: Type.Integer({ minimum: 1, maximum: 9 }),
    sides: Type.Optional(Type.Union([Type.Literal(2), Type.Literal(6)])),
  }),
  start: command('start'),
  flip: command('flip', { value: Type.Optional(Type.Integer({ minimum: 1, maximum: 6 })) }),
  concede: command('concede'),
};

export type CoinAction = OneOf<typeof ACTIONS>;
export type CoinCommand = OneOf<typeof COMMANDS>;

export type CoinState = {
  phase: 'lobby' | 'playing' | 'paused' | 'over';
  target: number;
  /** The die flipped: 6 (1–3 heads) or 2 (a coin: 1 heads). */
  sides: number;
  heads: [number, number];
  turn: 0 | 1;
  /** When the turn passes on its own (null unless playing). */
  turnEndsAt: number | null;
  /** Time left of the turn while paused. */
  pausedLeft: number | null;
  winner: 0 | 1 | null;
  flips: { at: number; side: 0 | 1; value: number }[];
};
export type CoinView = CoinState & { flipsCount: number };

const no = (code: string, message: string): RuleError => ({ code, message });

export function lobby(target = 3, sides = 6): CoinState {
  return {
    phase: 'lobby',
    target,
    sides,
    heads: [0, 0],
    turn: 0,
    turnEndsAt: null,
    pausedLeft: null,
    winner: null,
    flips: [],
  };
}

/** The guard of each action: the reducer and the screens ask it alike. */
export function whyNotAct(state: Pick<CoinState, 'phase'>, type: string): RuleError | null {
  if (type === 'newGame' || type === 'clock') return null;
  if (type === 'start')
    return state.phase === 'lobby' ? null : no('coin/started', 'the race has started');
  if (type === 'resume')
    return state.phase === 'paused' ? null : no('coin/not-paused', 'the race is not paused');
  if (state.phase === 'lobby') return no('coin/not-started', 'press START to begin the race');
  if (state.phase === 'over') return no('coin/over', 'the race is over');
  if (state.phase === 'paused') return no('coin/paused', 'the race is paused');
  return null;
}

export function reduce(state: CoinState, action: CoinAction) {
  const refuse = (error: RuleError) => ({ ok: false as const, state, error });
  const take = (next: CoinState) => ({ ok: true as const, state: next });
  const problem = whyNotAct(state, action.type);
  if (problem) return refuse(problem);
  switch (action.type) {
    case 'newGame':
      if (!Number.isInteger(action.target) || action.target < 1)
        return refuse(no('coin/setup', 'race to at least one head'));
      if (action.sides !== undefined && action.sides !== 2 && action.sides !== 6)
        return refuse(no('coin/setup', 'flip a d6 or a coin (a d2)'));
      return take(lobby(action.target, action.sides));
    case 'start':
      return take({ ...state, phase: 'playing', turnEndsAt: action.at + TURN_MS });
    case 'pause':
      return take({
        ...state,
        phase: 'paused',
        turnEndsAt: null,
        pausedLeft: (state.turnEndsAt ?? action.at) - action.at,
      });
    case 'resume':
      return take({
        ...state,
        phase: 'playing',
        turnEndsAt: action.at + (state.pausedLeft ?? TURN_MS),
        pausedLeft: null,
      });
    case 'flip': {
      if (action.value < 1 || action.value > state.sides)
        return refuse(
          no('coin/flip', `a d${state.sides} shows 1 to ${state.sides}, not ${action.value}`),
        );
      const heads: [number, number] = [...state.heads];
      if (action.value <= state.sides / 2) heads[state.turn] += 1;
      const flips = [...state.flips, { at: action.at, side: state.turn, value: action.value }];
      if (heads[state.turn] >= state.target) {
        return take({
          ...state,
          heads,
          flips,
          phase: 'over',
          winner: state.turn,
          turnEndsAt: null,
        });
      }
      const turn = state.turn === 0 ? 1 : 0;
      return take({ ...state, heads, flips, turn, turnEndsAt: action.at + TURN_MS });
    }
    case 'concede':
      return take({ ...state, phase: 'over', winner: state.turn === 0 ? 1 : 0, turnEndsAt: null });
    case 'clock':
      if (state.turnEndsAt === null || action.at < state.turnEndsAt)
        return refuse(no('coin/early', 'the turn is not over'));
      return take({
        ...state,
        turn: state.turn === 0 ? 1 : 0,
        turnEndsAt: state.turnEndsAt + TURN_MS,
      });
  }
}

const LAMPS: Record<CoinState['phase'], Button[]> = {
  lobby: ['START'],
  playing: ['ROLL', 'SCRAP'],
  paused: ['START'],
  over: [],
};

export const coin: GameModule<CoinState, CoinAction, CoinCommand, CoinView> = defineGame({
  id: 'coin',
  title: 'Coin race',
  actionSchemas: ACTIONS,
  commandSchemas: COMMANDS,
  lobby: () => lobby(),
  newGameOf: (state, when) => ({
    type: 'newGame',
    at: when,
    game: 'coin',
    target: state.target,
    sides: state.sides,
  }),
  reduce,
  plan: (state, command, when) => {
    if (command.type === 'flip' && command.value === undefined) {
      const problem = whyNotAct(state, 'flip');
      return problem
        ? { ok: false, error: problem }
        : { ok: true, roll: { count: 1, sides: state.sides } };
    }
    return asAction(command, when);
  },
  whyNot: (view, command) => whyNotAct(view, command.type),
  nextClockAt: (state) => (state.phase === 'playing' ? state.turnEndsAt : null),
  press: (state, button, gesture, { at: when, armed }) => {
    if (button === 'START' && gesture === 'LONG') {
      return {
        does: 'act',
        actions: [{ type: state.phase === 'paused' ? 'resume' : 'pause', at: when }],
      };
    }
    if (button === 'START') {
      return {
        does: 'act',
        actions: [{ type: state.phase === 'paused' ? 'resume' : 'start', at: when }],
      };
    }
    const dice = coin.diceWanted(state, { at: when, armed });
    if (button === 'ROLL' && dice) return { does: 'roll', dice };
    if (button === 'SCRAP' && state.phase === 'playing') {
      return {
        does: 'arm',
        confirm: 'concede',
        withinMs: 3000,
        notice: no('coin/confirm', 'press OK to concede the race'),
      };
    }
    if (button === 'OK' && armed === 'concede')
      return { does: 'act', actions: [{ type: 'concede', at: when }] };
    return {
      does: 'nothing',
      error: no('coin/nothing', `${button} does nothing in the coin race now`),
    };
  },
  // The die (or coin) of the set-up, while the race runs.
  diceWanted: (state) => (state.phase === 'playing' ? { count: 1, sides: state.sides } : null),
  diceRolled: (_state, values, when) => [{ type: 'flip', at: when, value: values[0] ?? 0 }],
  lamps: (state, { armed }) => [
    ...LAMPS[state.phase],
    ...(armed === 'concede' ? (['OK'] as Button[]) : []),
  ],
  beeps: (state) =>
    state.turnEndsAt === null ? [] : [{ at: state.turnEndsAt - 5000, ms: 100, hz: 440 }],
  faceShown: (action) => (action.type === 'flip' ? action.value : null),
  boxClock: (state, when) => {
    if (state.phase === 'paused') return { remainingMs: state.pausedLeft ?? 0, running: false };
    if (state.turnEndsAt === null) return null;
    return { remainingMs: Math.max(0, state.turnEndsAt - when), running: true };
  },
  status: (state) => state.phase,
  ending: (state) =>
    state.phase === 'over' && state.winner !== null
      ? { result: `side ${state.winner + 1}`, at: state.flips.at(-1)?.at ?? 0, won: true }
      : null,
  view: (state) => ({ ...state, flips: state.flips.slice(-5), flipsCount: state.flips.length }),
  cueNames: ['hit', 'win'],
  cues: (before, after) => {
    const cues: Cue[] = [];
    if (before && after.flipsCount > before.flipsCount && (after.flips.at(-1)?.value ?? 6) <= 3)
      cues.push('hit');
    if (before?.phase !== 'over' && after.phase === 'over') cues.push('win');
    return cues;
  },
  describe: (action) => (action.type === 'flip' ? `flip ${action.value}` : action.type),
  tell: (actions) => {
    const { state, refused } = replayWith(coin, actions);
    const summary = [`heads ${state.heads.join(' to ')}`];
    return { lines: actions.map(coin.describe), refused: refused.length, summary };
  },
  // The die flipped is the set-up's (a d6 or a d2), so `rolls` reads it from the state before.
  rolls: (action, before) =>
    action.type === 'flip' ? [{ sides: before.sides, values: [action.value], by: 'box' }] : [],
  summary: (state) => ({
    players: 2,
    difficulty: `target-${state.target}`,
    variant: `d${state.sides}`,
  }),
  report: (actions, steps = replaySteps(coin, actions).steps) => {
    let state = lobby();
    const first = actions[0]?.at ?? 0;
    const marks: ReportMark[] = [];
    const luck: LuckRoll[] = [];
    const heads: [ReportSeries['points'], ReportSeries['points']] = [
      [{ at: 0, value: 0 }],
      [{ at: 0, value: 0 }],
    ];
    for (const { action, before, after } of steps) {
      state = after;
      if (action.type !== 'flip') continue;
      const at = action.at - first;
      const side = before.turn;
      const head = state.heads[side] > before.heads[side];
      marks.push({
        at,
        kind: head ? 'heads' : 'tails',
        tone: head ? 'good' : 'bad',
        label: { key: 'coin.mark.flip', values: { side: side + 1, value: action.value } },
      });
      luck.push({ at, label: { key: 'coin.luck.flip' }, chance: 0.5, success: head });
      if (head) heads[side].push({ at, value: state.heads[side] });
    }
    const ending = coin.ending(state);
    return {
      game: 'coin',
      startedAt: first,
      endedAt: ending?.at ?? actions.at(-1)?.at ?? first,
      ending,
      marks,
      series: heads.map((points, side) => ({
        key: `coin.heads.${side}`,
        label: { key: 'coin.series.heads', values: { side: side + 1 } },
        points,
      })),
      luck,
      // The flip that reached the target, when one did (a concession has none).
      decisive:
        state.winner !== null && state.heads[state.winner] >= state.target
          ? (marks.at(-1) ?? null)
          : null,
      tallies: [
        { label: { key: 'coin.tally.flips' }, value: marks.length },
        { label: { key: 'coin.tally.heads' }, value: state.heads[0] + state.heads[1] },
      ],
      ...(state.winner !== null ? { winners: [state.winner] } : {}),
    };
  },
});
