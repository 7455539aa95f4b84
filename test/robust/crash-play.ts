// The game the crash test plays against `apophis serve` in a child process: a planner
// that only makes legal moves (from the table as a screen last saw it), and a round
// that plays commands one by one or as a burst until the process is SIGKILLed.

import { type Section, stackingProblem } from '../../src/games/apophis/sections.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import type { Command, ServerMessage } from '../../src/messages.ts';
import type { ServiceProcess } from '../server/child.ts';
import { Screen, TOKEN, waitUntil } from '../server/harness.ts';

type Move = { command: Command; entry: string };

/**
 * Legal moves in order, from a running or paused table: build, scrap a tall rocket,
 * pause and resume, and undo right after a build or a scrap. Each move assumes the
 * ones before it were applied, which the service's single queue guarantees.
 */
export class Planner {
  #rocket: Section[];
  #supply: Section[];
  #paused: boolean;
  /** The rocket before the last build or scrap, while that one can still be undone. */
  #undoable: { rocket: Section[]; entry: string } | null = null;
  readonly #random: () => number;

  constructor(table: ApophisState, random: () => number) {
    this.#rocket = [...table.rocket];
    this.#supply = [...table.supply, ...table.rocket];
    this.#paused = table.phase === 'paused';
    this.#random = random;
  }

  next(): Move {
    const roll = this.#random();
    if (this.#paused) {
      this.#paused = false;
      return { command: { type: 'resume' }, entry: 'resume' };
    }
    if (roll < 0.08) {
      this.#paused = true;
      this.#undoable = null;
      return { command: { type: 'pause' }, entry: 'pause' };
    }
    const undoable = this.#undoable;
    if (undoable && roll < 0.25) {
      this.#rocket = undoable.rocket;
      this.#undoable = null;
      return { command: { type: 'undo' }, entry: `undo ${undoable.entry}` };
    }
    const fits = this.#supply.filter((section) => stackingProblem(this.#rocket, section) === null);
    const section = fits[Math.floor(this.#random() * fits.length)];
    if (this.#rocket.length >= 3 || section === undefined) {
      this.#undoable = { rocket: this.#rocket, entry: 'scrap' };
      this.#rocket = [];
      return { command: { type: 'scrap' }, entry: 'scrap' };
    }
    this.#undoable = { rocket: this.#rocket, entry: 'build' };
    this.#rocket = [...this.#rocket, section];
    return { command: { type: 'build', section }, entry: `build ${section}` };
  }
}

export type RoundPlan = {
  /** `stream`: one command at a time; `burst`: many sent at once, so appends queue up. */
  mode: 'stream' | 'burst';
  /** From the first command sent to the SIGKILL. */
  killAfterMs: number;
  burstSize: number;
};

export type RoundPlayed = {
  /** The entries sent, in order. */
  sent: string[];
  /** How many of them got their `ok` result (always the first ones: results come in order). */
  acknowledged: number;
  /** Every state the screen was sent, in order. */
  states: ApophisState[];
  refused: string[];
};

/** Plays on a fresh screen until `service` is SIGKILLed `plan.killAfterMs` after the first command. */
export async function playUntilKilled(
  service: ServiceProcess,
  plan: RoundPlan,
  random: () => number,
): Promise<RoundPlayed> {
  const screen = await Screen.open(service.url);
  const planner = new Planner(screen.state() as ApophisState, random);
  const sent: string[] = [];
  const results: Extract<ServerMessage, { type: 'result' }>[] = [];
  screen.socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    if (message.type === 'result') results.push(message);
  });
  const send = () => {
    const { command, entry } = planner.next();
    screen.socket.send(
      JSON.stringify({ type: 'command', id: `r${sent.length}`, token: TOKEN, command }),
    );
    sent.push(entry);
  };
  let killing = false;
  const killed = new Promise<void>((resolve) => {
    setTimeout(() => {
      killing = true;
      void service.kill().then(resolve);
    }, plan.killAfterMs);
  });
  if (plan.mode === 'burst') {
    for (let i = 0; i < plan.burstSize; i++) send();
  } else {
    // One at a time, paced within the socket's command budget (20 at once, 10 a second).
    while (!killing && !screen.closed) {
      const sentAt = Date.now();
      const waiting = sent.length + 1;
      send();
      await waitUntil('a result, or the kill', () => results.length >= waiting || screen.closed);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 25 - (Date.now() - sentAt))));
    }
  }
  await killed;
  await waitUntil('the socket to close', () => screen.closed);
  const refused = results
    .filter((r) => !r.ok)
    .map((r) => `${r.id}: ${'error' in r ? r.error : ''}`);
  const states = screen.messages.flatMap((m) =>
    m.type === 'state' ? [m.state as ApophisState] : [],
  );
  return { sent, acknowledged: results.filter((r) => r.ok).length, states, refused };
}
