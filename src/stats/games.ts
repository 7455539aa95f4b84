// One game's log read for the history and the numbers: its line in the history, its report,
// and its dice, from one fold of its module's reducer. Pure: the service reads the files and
// caches what this returns per file.

import { type AnyGameModule, type GameAction, replaySteps } from '../game.ts';
import {
  firmwareProves,
  gameRollsOf,
  type ProofEntry,
  type Sha256,
  verifyProof,
} from '../proof.ts';
import type { GameReport, HistoryEntry } from '../report.ts';
import { type DiceCount, DiceTally, UNKNOWN_BOX } from './dice.ts';

/** What the log's header says of the game and its box (server/store/format.ts). */
export type LogFacts = {
  id: string;
  /** The table whose folder holds the log. */
  table: string;
  createdAt: number;
  /** The box that rolled (`virtual`, a serial port, `none`); absent in logs written before headers named it. */
  box?: { id: string; firmware?: string | null } | undefined;
  actions: readonly GameAction[];
  /** The box's proof lines, and the SHA-256 to check them with (the service's; none in a page). */
  proof?: { entries: readonly ProofEntry[]; sha256: Sha256 };
  /** The log's ended mark (server/store/format.ts): the game was ended before its end. */
  ended?: { at: number; by: string } | null;
};

export type GameFacts = {
  entry: HistoryEntry;
  report: GameReport;
  /** This game's dice, per box and sides; dice typed in by hand under `hand`. */
  dice: DiceCount[];
  /** Entries the reducer refused: their dice are not counted. */
  refused: number;
};

/** The box's name in the dice's honesty. */
export function boxName(box: LogFacts['box']): string {
  return box?.id ?? UNKNOWN_BOX;
}

export function gameFacts(module: AnyGameModule, log: LogFacts): GameFacts {
  const { actions } = log;
  // One fold of the reducer per log: the final state, each accepted action's dice (`rolls` reads
  // the state it applied to), and the report, which reads the same steps instead of folding again.
  const { state, refused, steps } = replaySteps<unknown, GameAction>(module, actions);
  const tally = new DiceTally();
  const box = boxName(log.box);
  for (const { action, before } of steps) tally.add(box, module.rolls(action, before));
  const report = module.report(actions, steps);
  const last = actions[actions.length - 1];
  const updatedAt = last?.at ?? log.createdAt;
  const view = module.view(state, updatedAt) as { phase?: unknown };
  const status = module.status(state);
  const ending = module.ending(state);
  // A game ended from a screen lasted until then; any other, to its ending or last action.
  const endedEarly = status === 'over' ? null : (log.ended ?? null);
  const endedAt = endedEarly ? Math.max(endedEarly.at, report.endedAt) : report.endedAt;
  const entry: HistoryEntry = {
    id: log.id,
    table: log.table,
    game: module.id,
    createdAt: log.createdAt,
    updatedAt,
    durationMs: Math.max(0, endedAt - report.startedAt),
    status,
    ending,
    endedEarly,
    phase: typeof view.phase === 'string' ? view.phase : status,
    setup: module.summary(state),
    actions: actions.length,
  };
  if (log.proof) {
    const { dice, ...game } = gameRollsOf(module, steps, refused);
    entry.proof = verifyProof(log.proof.sha256, log.proof.entries, {
      over: status === 'over',
      game,
      dice,
      proofBox: firmwareProves(log.box?.firmware),
    });
  }
  return { entry, report, dice: tally.counts(), refused: refused.length };
}
