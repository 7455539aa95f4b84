// One way to start a seated game from its set-up panel: send the form's newGame, then START
// once the table shows the new game; a refusal of the newGame, or no answer, gives up.

import { useEffect, useState } from 'preact/hooks';
import type { Command, PublicState } from '../../src/messages.ts';
import type { Send } from '../games/seam.ts';
import { refusal } from '../model.ts';

/** A start whose newGame has had no answer for this long is given up. */
export const START_GIVE_UP_MS = 5000;

export function useStartWith(
  state: Pick<PublicState, 'gameId'> & { stage: string },
  send: Send,
): { starting: boolean; startWith(command: Command): void } {
  const refused = refusal.value;
  const [starting, setStarting] = useState<{ from: string | null; before: number } | null>(null);
  const startWith = (command: Command) => {
    if (starting) return;
    setStarting({ from: state.gameId, before: refusal.peek()?.serial ?? 0 });
    send(command, 'newGame');
  };
  useEffect(() => {
    if (!starting) return;
    if (refused?.place === 'newGame' && refused.serial > starting.before) setStarting(null);
    else if (state.gameId !== starting.from && state.stage === 'lobby') {
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
