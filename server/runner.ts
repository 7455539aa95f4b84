// The runner: carries out the table core's effects (src/table/core.ts) in order, each by the
// piece it belongs to: a log line or a proof line by the recorder (recorder.ts), fsynced before
// anything after it; the table adopted; the box's lamps, roll, REVEAL and armed press by the
// box driver (box-driver.ts); notices and states to the screens. A line that cannot be written
// stops the rest and is the answer. Each effect carried out is then told to every listener
// (`TableSession.onEffect`): a new output subscribes here instead of editing the table.

import type { CommandResult, Effect, TableCore } from '../src/table/core.ts';
import type { BoxDriver } from './box-driver.ts';
import type { Recorder } from './recorder.ts';
import type { TableFeed } from './table-feed.ts';

export type SessionLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

/** Hears an effect once it is carried out (never one that failed). */
export type EffectListener = (effect: Effect) => void;

/** What the runner drives: the table's pieces, and the session's own broadcast and clock. */
export type RunnerParts = {
  recorder: Recorder;
  box: BoxDriver;
  feed: TableFeed;
  logger: SessionLogger;
  listeners: ReadonlySet<EffectListener>;
  adopt(table: TableCore): void;
  /** Sets the clock's timer for the table's next moment. */
  schedule(): void;
};

const OK: CommandResult = { ok: true };

const unwritten = (why: string): CommandResult => ({
  ok: false,
  error: `the game log could not be written: ${why}`,
  code: 'log/write',
});

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Carries out `effects` in order; the first that fails (a refusal, a line not written, a roll
 * the box cannot make) stops the rest and is the answer. `quiet`: a proof line not written,
 * which keeps the box's event unACKed and is shown on no screen.
 */
export async function runEffects(
  effects: readonly Effect[],
  parts: RunnerParts,
): Promise<{ result: CommandResult; quiet: boolean }> {
  for (const effect of effects) {
    const failed = await carryOut(effect, parts);
    if (failed) return failed;
    for (const listener of parts.listeners) {
      try {
        listener(effect);
      } catch (error) {
        parts.logger.error(`an effect's listener failed: ${reason(error)}`);
      }
    }
    if (effect.type === 'refuse') return { result: effect.result, quiet: false };
  }
  return { result: OK, quiet: false };
}

async function carryOut(
  effect: Effect,
  parts: RunnerParts,
): Promise<{ result: CommandResult; quiet: boolean } | null> {
  const { box, recorder, logger } = parts;
  switch (effect.type) {
    case 'log':
      try {
        await recorder.record(effect);
      } catch (error) {
        logger.error(`game log write failed, ${effect.action.type} not applied: ${reason(error)}`);
        return { result: unwritten(reason(error)), quiet: false };
      }
      return null;
    case 'proof':
      try {
        await recorder.proof(effect.entry);
      } catch (error) {
        logger.error(`the box's proof could not be written to the game log: ${reason(error)}`);
        return { result: unwritten(reason(error)), quiet: true };
      }
      return null;
    case 'adopt':
      parts.adopt(effect.table);
      return null;
    case 'reveal':
      recorder.reveal(effect.ended);
      return null;
    case 'applied':
      box.applied(effect.face);
      return null;
    case 'changed':
      box.changed();
      parts.schedule();
      parts.feed.state();
      return null;
    case 'broadcast':
      parts.feed.state();
      return null;
    case 'schedule':
      parts.schedule();
      return null;
    case 'notice':
      parts.feed.notice(effect.text, effect.code);
      return null;
    case 'info':
      logger.info(effect.line);
      return null;
    case 'roll':
      return failure(box.roll(effect.dice));
    case 'pressBox':
      return failure(box.press(effect.button, effect.gesture));
    case 'arm':
      box.arm(effect.confirm, effect.withinMs, effect.at);
      return null;
    case 'disarm':
      box.disarm();
      return null;
    case 'rolling':
      box.rollingNow();
      return null;
    case 'refuse':
      return null;
  }
}

const failure = (result: CommandResult) => (result.ok ? null : { result, quiet: false });
