// One way to start a game from its set-up panel: send the form's newGame, then START once the
// table shows the new game; a refusal of the newGame, or no answer, gives up. And the lobby's
// habit of making each valid choice the table's a moment after the last change.

import { useEffect, useState } from 'preact/hooks';
import type { Command, PublicState } from '../../src/messages.ts';
import type { Send } from '../games/seam.ts';
import { refusal } from '../model.ts';

/** In the lobby a valid choice becomes the table's set-up this long after the last change. */
export const APPLY_CHOICE_MS = 400;

/** A start whose newGame has had no answer for this long is given up. */
export const START_GIVE_UP_MS = 5000;

/**
 * The start hook's side a set-up form uses (`useStartWith`, kept by the page's frame across forms).
 * `shows` says whether a table's state is the set-up asked for: a form whose earlier choices may
 * still be on their way gives it, so that START waits for its own set-up, not an earlier one.
 */
export type Start<S = unknown> = {
  starting: boolean;
  startWith(command: Command, shows?: (state: S) => boolean): void;
};

type Table = Pick<PublicState, 'gameId'> & { stage: string };

export function useStartWith<S extends Table>(state: S, send: Send): Start<S> {
  const refused = refusal.value;
  const [starting, setStarting] = useState<{
    from: string | null;
    before: number;
    shows?: (state: S) => boolean;
  } | null>(null);
  const startWith = (command: Command, shows?: (state: S) => boolean) => {
    if (starting) return;
    setStarting({
      from: state.gameId,
      before: refusal.peek()?.serial ?? 0,
      ...(shows ? { shows } : {}),
    });
    send(command, 'newGame');
  };
  useEffect(() => {
    if (!starting) return;
    if (refused?.place === 'newGame' && refused.serial > starting.before) setStarting(null);
    else if (
      state.gameId !== starting.from &&
      state.stage === 'lobby' &&
      (starting.shows?.(state) ?? true)
    ) {
      setStarting(null);
      send({ type: 'start' }, 'newGame');
    }
  }, [starting, state, refused, send]);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => setStarting(null), START_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [starting]);
  return { starting: starting !== null, startWith };
}

/**
 * One choice of a set-up form: the table's, until this phone changes it; then this phone's until
 * the table shows it. A choice tapped while an earlier one is on its way is not undone by the
 * table's answer to the earlier one (a laggy Wi-Fi), and another phone's choice is followed
 * whenever this one has none on its way.
 */
export function useTableChoice<T>(table: T): [T, (value: T) => void] {
  const [mine, setMine] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (mine && Object.is(mine.value, table)) setMine(null);
  }, [mine, table]);
  return [mine ? mine.value : table, (value: T) => setMine({ value })];
}

/** Sends `chosen` as the lobby's set-up APPLY_CHOICE_MS after the last change, while `now` holds. */
export function useApplyInLobby(
  apply: (command: Command) => void,
  chosen: Command,
  now: boolean,
  changes: readonly unknown[],
): void {
  useEffect(() => {
    if (!now) return;
    const timer = setTimeout(() => apply(chosen), APPLY_CHOICE_MS);
    return () => clearTimeout(timer);
  }, [now, ...changes]);
}
