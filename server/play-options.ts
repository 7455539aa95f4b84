// What every table of a service plays with, given once to the app (`buildApp`), which keeps it
// as `app.play` for the tables and the routes: the games, the table's time (a test's clock or
// `now`), and the lobby's set-up before anyone sends one.

import type { GameRegistry } from '../src/game.ts';
import type { Command } from '../src/messages.ts';
import type { TableClock } from './clock.ts';

export type PlayOptions = {
  /**
   * The games the tables can play (the real ones unless a test brings its own), each loaded
   * when a table first plays it; the lobby's game (`setup.game`, else the default) is loaded.
   */
  games?: GameRegistry | undefined;
  /**
   * The tables' clock (server/clock.ts): wall time once, then monotonic, its steps marked in
   * the log. A test may pass its own, or a bare `now` (then no step is watched for).
   */
  clock?: TableClock | undefined;
  now?: (() => number) | undefined;
  /** A `newGame` command for the lobby before anyone sets up a game (`--minutes`). */
  setup?: (Command & { game?: string }) | undefined;
};

/** The play options among a larger options object (those of `buildApp`). */
export function playOptions(options: PlayOptions): PlayOptions {
  const { games, clock, now, setup } = options;
  return { games, clock, now, setup };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What every table plays with (set once by `buildApp`; the tables and routes read it). */
    play: PlayOptions;
  }
}
