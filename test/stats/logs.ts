// Game logs for the stats tests and bench/stats.ts: played through each module's own reducer
// with a die the caller gives (seeded, or a fixed list), then written as the store writes them.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP,
  actionLine,
  type BoxIdentity,
  type GameHeader,
  headerLine,
} from '../../server/store/format.ts';
import type { GameAction } from '../../src/game.ts';
import type { Action as ApogeeAction } from '../../src/games/apogee/actions.ts';
import { reduce as apogeeReduce } from '../../src/games/apogee/reducer.ts';
import { type ApogeeState, lobbyState as apogeeLobby } from '../../src/games/apogee/state.ts';
import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import { reduce } from '../../src/games/apophis/reducer.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import { lobbyState, type TableState } from '../../src/games/apophis/state.ts';
import { PLAYERS, ROCKET } from '../games/apogee-fixtures.ts';

export type Log = {
  id: string;
  createdAt: number;
  game: string;
  actions: readonly GameAction[];
  /** Absent: a header written before headers named the box. */
  box?: BoxIdentity;
};

/** A log file as the store writes it (header, then one numbered line per action). */
export function writeLog(gamesDir: string, log: Log): string {
  mkdirSync(gamesDir, { recursive: true });
  const header: GameHeader = {
    kind: 'game',
    v: 2,
    id: log.id,
    createdAt: log.createdAt,
    app: APP,
    game: log.game,
    module: 1,
    ...(log.box ? { box: log.box } : {}),
  };
  const path = join(gamesDir, `${log.id}.jsonl`);
  writeFileSync(
    path,
    headerLine(header) + log.actions.map((action, i) => actionLine(i + 1, action)).join(''),
  );
  return path;
}

export const VIRTUAL_BOX: BoxIdentity = { source: 'virtual', id: 'virtual', firmware: '2.0.0' };

/** A die of `sides` from a [0, 1) generator. */
export function d(sides: number, random: () => number): () => number {
  return () => 1 + Math.floor(random() * sides);
}

/** Drives Apophis's reducer; a refusal is a broken helper, so it throws. */
export class ApophisPlay {
  readonly actions: Action[] = [];
  state: TableState = lobbyState();
  at: number;

  constructor(createdAt: number, setup: Parameters<typeof a.newGame>[1]) {
    this.at = createdAt;
    this.take(a.newGame(createdAt, setup));
  }

  take(action: Action): this {
    const applied = reduce(this.state, action);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    this.state = applied.state;
    this.actions.push(action);
    return this;
  }

  next(make: (at: number) => Action, ms = 1000): this {
    this.at += ms;
    return this.take(make(this.at));
  }

  /** Build `rocket`, lay the four suits, and roll `die` until the launch ends (a failed die rerolled, R19). */
  launch(rocket: readonly Section[], die: () => number, source: 'box' | 'hand' = 'box'): this {
    for (const section of rocket) this.next((t) => a.build(t, section), 300);
    this.next((t) => a.suits(t, ['clubs', 'hearts', 'diamonds', 'spades']), 300);
    while (this.state.phase === 'launching' && this.state.launch?.awaiting) {
      const awaiting = this.state.launch.awaiting;
      if (awaiting.kind === 'roll') this.next((t) => a.roll(t, die(), source), 300);
      else if (this.state.launch.pending?.ok) this.next((t) => a.accept(t), 300);
      else this.next((t) => a.reroll(t), 300);
    }
    return this;
  }

  /** R20: the time runs out. */
  timeUp(): this {
    const deadline = this.state.timer.deadline;
    if (deadline === null) throw new Error('the game has not started');
    this.at = deadline;
    return this.take(a.clock(deadline));
  }
}

const ROCKETS: Section[][] = [
  ['Y3', 'R2', 'B1'],
  ['Y3', 'R3', 'B2', 'G1'],
  ['Y2', 'R2', 'G1'],
  ['Y3', 'G2', 'R1'],
];

/** A realistic Apophis game: up to `launches` launches (a win stops it), then the time up or left unfinished. */
export function apophisGame(
  createdAt: number,
  die: () => number,
  options: {
    launches: number;
    variant?: 'basic' | 'advanced';
    end: 'time-up' | 'unfinished';
    difficulty?: 'easy' | 'medium' | 'hard';
  },
): ApophisPlay {
  const play = new ApophisPlay(createdAt, {
    players: 2,
    variant: options.variant ?? 'basic',
    difficulty: options.difficulty ?? 'medium',
  });
  play.next((t) => a.start(t), 5000);
  for (let i = 0; i < options.launches && play.state.phase === 'running'; i += 1) {
    play.launch(ROCKETS[i % ROCKETS.length] as Section[], die);
  }
  if (options.end === 'time-up' && play.state.phase === 'running') play.timeUp();
  return play;
}

/** Drives Apogee's reducer, mission 2 (AG3 quarters, AG9 launches in authority order). */
export function apogeeGame(
  createdAt: number,
  die: () => number,
  quarters: number,
): { actions: ApogeeAction[]; state: ApogeeState } {
  let state: ApogeeState = apogeeLobby();
  let at = createdAt;
  const actions: ApogeeAction[] = [];
  const act = (action: Record<string, unknown> & { type: string }) => {
    at += 2000;
    const full = { ...action, at } as ApogeeAction;
    const applied = apogeeReduce(state, full);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    state = applied.state;
    actions.push(full);
  };
  const players = PLAYERS.slice(0, 2);
  act({ type: 'newGame', game: 'apogee', players, mission: 2 });
  act({ type: 'start' });
  // AG9: launches go in decreasing authority.
  const order = players
    .map((player, seat) => ({ seat, authority: player.authority }))
    .sort((x, y) => y.authority - x.authority);
  for (let q = 0; q < quarters && state.stage === 'playing'; q += 1) {
    for (const [seat, player] of state.players.entries()) {
      if (player.rocket.length > 0) continue;
      for (const card of ROCKET) act({ type: 'build', player: seat, card });
    }
    act({ type: 'advance' });
    for (const { seat } of order) {
      act({ type: 'launch', player: seat, destination: 'leo' });
      act({ type: 'launchRolled', value: die(), source: 'box' });
    }
    act({ type: 'advance' });
    act({ type: 'advance' });
  }
  return { actions, state };
}
