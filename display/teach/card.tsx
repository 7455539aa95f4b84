// The teach card (Learn by playing, src/teach.ts), for any game, a chunk fetched when a table
// first teaches (./teach.tsx): the step a teaching table is on, worded with the game's teaching
// screens (`GameView.teach`). On the big screen: "step k of n", the title, the sentences, the
// pitch's picture on the first step, and the box's buttons to press drawn as the box's buttons
// (with the key that presses each). On a phone: the same words, "Next" on a tap step, "Skip
// teaching" on every step.

import type { Button } from '../../src/buttons.ts';
import type { Command } from '../../src/messages.ts';
import type { TeachStep } from '../../src/teach.ts';
import type { GameTeach, Send, TeachWords } from '../games/seam.ts';
import { lang } from '../i18n/index.ts';
import './teach.css';
import { words } from './words.ts';

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
  step: TeachStep;
  teach: GameTeach;
  keyOf?: (button: Button) => string | null;
}) {
  const { step, teach } = props;
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
export function PhoneTeachCard(props: { step: TeachStep; teach: GameTeach; send: Send | null }) {
  const { step, teach, send } = props;
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
