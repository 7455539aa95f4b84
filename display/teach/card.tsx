// The teach card (Learn by playing, src/teach.ts), for any game: the shell reads the step a
// teaching table is on from the game's view (`state.teach`) and words it with the game's screens
// (`GameView.teach`). On the big screen: "step k of n", the title, the sentences, the pitch's
// picture on the first step, and the box's buttons to press drawn as the box's buttons (with
// the key that presses each). On a phone: the same words, "Next" on a tap step, "Skip teaching"
// on every step. The lobby's "Teach us as we play" is here too.

import type { Button } from '../../src/buttons.ts';
import type { Command, PublicState } from '../../src/messages.ts';
import type { TeachStep } from '../../src/teach.ts';
import type { GameTeach, GameView, Send, TeachWords } from '../games/seam.ts';
import { lang } from '../i18n/index.ts';
import './teach.css';
import { words } from './words.ts';

/** The step the table is on, from the game's view (any game's: `teach`), or null. */
export function teachStepOf(state: PublicState | null): TeachStep | null {
  const step = (state as { teach?: unknown } | null)?.teach;
  return step && typeof step === 'object' && 'id' in step ? (step as TeachStep) : null;
}

/** The game's teaching screens, when its view is loaded and has them. */
export function teachOf(view: GameView | string | null): GameTeach | null {
  return view && typeof view !== 'string' ? (view.teach ?? null) : null;
}

function stepWords(teach: GameTeach, step: TeachStep): TeachWords {
  return teach.words[lang.value]?.[step.id] ?? { title: step.id, say: '' };
}

/** The box's buttons, drawn as the box's (lit), each with the big screen's key when there is one. */
function BoxButtons(props: { lit: readonly Button[]; keyOf?: (button: Button) => string | null }) {
  const w = words.value;
  return (
    <span class="teach-buttons">
      {props.lit.map((button) => {
        const key = props.keyOf?.(button);
        return (
          <span key={button} class="teach-button" data-testid={`teach-lit-${button}`}>
            <span class="teach-button-cap">{button}</span>
            {key && <span class="teach-key">{w.key(key)}</span>}
          </span>
        );
      })}
    </span>
  );
}

/** What to press: on a tap step, the buttons that go on (or Next); on a play step, the box's. */
function PressLine(props: { step: TeachStep; keyOf?: (button: Button) => string | null }) {
  const { step } = props;
  const w = words.value;
  if (step.lit.length === 0) return null;
  return (
    <p class="teach-press" data-testid="teach-press">
      {step.next === 'tap' ? w.goOn : w.press} <BoxButtons lit={step.lit} keyOf={props.keyOf} />
      {step.next === 'tap' && ` ${w.goOnPhone}`}
    </p>
  );
}

/**
 * The big screen's card: over the whole table on a tap step (the pitch, the pieces: nothing is
 * played yet), a band under the table on a play step (the table is what the players look at).
 */
export function BigTeachCard(props: {
  state: PublicState;
  view: GameView | string | null;
  keyOf?: (button: Button) => string | null;
}) {
  const step = teachStepOf(props.state);
  const teach = teachOf(props.view);
  if (!step || !teach) return null;
  const said = stepWords(teach, step);
  const { Picture } = teach;
  const full = step.next === 'tap';
  return (
    <section
      class={`teach-card ${full ? 'teach-full' : 'teach-band'}`}
      data-testid="teach-card"
      data-step={step.id}
      data-next={step.next}
      aria-live="polite"
    >
      <p class="teach-label" data-testid="teach-count">
        {words.value.step(step.index + 1, step.count)}
      </p>
      <div class="teach-main">
        <div class="teach-words">
          <h2 data-testid="teach-title">{said.title}</h2>
          <p class="teach-say" data-testid="teach-say">
            {said.say}
          </p>
          <PressLine step={step} keyOf={props.keyOf} />
        </div>
        {step.index === 0 && (
          <div class="teach-picture" data-testid="teach-picture">
            <Picture />
          </div>
        )}
      </div>
    </section>
  );
}

/** The phone's card: the step's words, "Next" on a tap step, "Skip teaching" always. */
export function PhoneTeachCard(props: {
  state: PublicState;
  view: GameView | string | null;
  send: Send | null;
}) {
  const step = teachStepOf(props.state);
  const teach = teachOf(props.view);
  const { send } = props;
  if (!step || !teach) return null;
  const said = stepWords(teach, step);
  const w = words.value;
  const teachCommand = (what: 'next' | 'skip') =>
    send?.({ type: 'teach', do: what } as unknown as Command, 'teach');
  return (
    <section
      class="card teach-phone"
      data-testid="teach-phone"
      data-step={step.id}
      data-next={step.next}
    >
      <p class="teach-label">{w.step(step.index + 1, step.count)}</p>
      <h2>{said.title}</h2>
      <p class="teach-say">{said.say}</p>
      <PressLine step={step} />
      {send && (
        <div class="teach-actions">
          {step.next === 'tap' && (
            <button
              type="button"
              class="primary"
              data-testid="teach-next"
              onClick={() => teachCommand('next')}
            >
              {w.next}
            </button>
          )}
          <button type="button" data-testid="teach-skip" onClick={() => teachCommand('skip')}>
            {w.skip}
          </button>
        </div>
      )}
    </section>
  );
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
  const { state } = props;
  if (state.status !== 'lobby' || teachStepOf(state) || !teachOf(props.view)) return null;
  const w = words.value;
  const command = { type: 'newGame', game: state.game, teach: true } as unknown as Command;
  return (
    <section class="card teach-choice" data-testid="teach-choice">
      <button
        type="button"
        class="primary"
        data-testid="teach-choose"
        onClick={() => props.send(command, 'newGame')}
      >
        {w.choose}
      </button>
      <p class="muted">{w.chooseHint}</p>
    </section>
  );
}
