// Learn by playing in the shell (src/teach.ts is the contract), the part every table page carries:
// the step a teaching table is on, read from the game's view (`state.teach`, any game's); the
// lobby's "Teach us as we play"; and the cards, fetched with the game's teaching screens
// (`GameView.teach`) the first time a table teaches (./card.tsx and the game's chunk), so a table
// that never teaches downloads neither.

import type { Button } from '../../src/buttons.ts';
import type { Command, PublicState } from '../../src/messages.ts';
import type { TeachStep } from '../../src/teach.ts';
import {
  type GameTeach,
  type GameView,
  type LazyModule,
  lazyModule,
  type Send,
} from '../games/seam.ts';
import { words } from './words.ts';

/** The step the table is on, from the game's view (any game's: `teach`), or null. */
export function teachStepOf(state: PublicState | null): TeachStep | null {
  const step = (state as { teach?: unknown } | null)?.teach;
  return step && typeof step === 'object' && 'id' in step ? (step as TeachStep) : null;
}

const cardModule = lazyModule(() => import('./card.tsx'));
const screens = new Map<() => Promise<GameTeach>, LazyModule<GameTeach>>();

/** The card's code and the game's teaching screens when both are in (each asked for the first time here). */
function loaded(view: GameView | string | null) {
  if (!view || typeof view === 'string' || !view.teach) return null;
  let game = screens.get(view.teach);
  if (!game) {
    game = lazyModule(view.teach);
    screens.set(view.teach, game);
  }
  const card = cardModule.get();
  const teach = game.get();
  return card && teach ? { card, teach } : null;
}

/** The big screen's teach card while the table is on a step. */
export function BigTeach(props: {
  state: PublicState;
  view: GameView | string | null;
  keyOf?: (button: Button) => string | null;
}) {
  const step = teachStepOf(props.state);
  const ready = step ? loaded(props.view) : null;
  if (!step || !ready) return null;
  return <ready.card.BigTeachCard step={step} teach={ready.teach} keyOf={props.keyOf} />;
}

/** The phone's teach card while the table is on a step. */
export function PhoneTeach(props: {
  state: PublicState;
  view: GameView | string | null;
  send: Send | null;
}) {
  const step = teachStepOf(props.state);
  const ready = step ? loaded(props.view) : null;
  if (!step || !ready) return null;
  return <ready.card.PhoneTeachCard step={step} teach={ready.teach} send={props.send} />;
}

/**
 * The lobby's "Teach us as we play" (a game with a teaching start, not already teaching): the
 * table's set-up as it stands, started as a teaching game (`newGame` with `teach: true`).
 */
export function TeachChoice(props: {
  state: PublicState;
  view: GameView | string | null;
  send: Send;
}) {
  const { state, view } = props;
  const teaches = view !== null && typeof view !== 'string' && view.teach !== undefined;
  if (state.status !== 'lobby' || teachStepOf(state) || !teaches) return null;
  const w = words.value;
  const command = { type: 'newGame', game: state.game, teach: true } as unknown as Command;
  return (
    <section class="card teach-choice" data-testid="teach-choice">
      {/* Not the lobby's primary button: that one starts the game as set up (one primary a screen). */}
      <button
        type="button"
        data-testid="teach-choose"
        onClick={() => props.send(command, 'newGame')}
      >
        {w.choose}
      </button>
      <p class="muted">{w.chooseHint}</p>
    </section>
  );
}
