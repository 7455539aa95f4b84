// A costly command asked again on a phone (ending a game, from the shell; a game's own, such as
// Apophis's scrap), so a double tap cannot pass.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import './phone.css';

/** A confirmation's yes is armed this long after it appears: the second tap of a double tap lands before. */
export const CONFIRM_ARM_MS = 600;

/**
 * A costly command asked again. It takes the place of the button tapped, with "keep" first, so
 * a double tap's second tap lands on "keep"; "yes" sits below the sentence that names what is
 * lost, and is armed only CONFIRM_ARM_MS after it appears.
 */
export function Confirm(props: {
  /** The block's test id; its buttons are `<id>-yes` and `<id>-cancel`. */
  id: string;
  yes: string;
  keep: string;
  onYes: () => void;
  onKeep: () => void;
  children: ComponentChildren;
}) {
  const shownAt = useRef(performance.now());
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), CONFIRM_ARM_MS);
    return () => clearTimeout(timer);
  }, []);
  const tapYes = () => {
    // Time itself decides, so a busy page that ran the timer late is not stuck unarmed.
    if (!armed && performance.now() - shownAt.current < CONFIRM_ARM_MS) return;
    props.onYes();
  };
  return (
    <div class="confirm" role="alertdialog" data-testid={`${props.id}-confirm`}>
      <button type="button" class="keep" data-testid={`${props.id}-cancel`} onClick={props.onKeep}>
        {props.keep}
      </button>
      <div class="confirm-words">{props.children}</div>
      <button
        type="button"
        class={armed ? 'danger' : 'danger arming'}
        data-testid={`${props.id}-yes`}
        data-armed={armed ? 'true' : 'false'}
        aria-disabled={armed ? 'false' : 'true'}
        onClick={tapYes}
      >
        {props.yes}
      </button>
    </div>
  );
}
