// A button that sends one command, lit or dimmed by the game's own guard: the screen asks
// the module why the command would be refused now, and never keeps a copy of a rule. A tap
// on a dimmed button shows that reason where it was asked, without a round trip.

import type { ComponentChildren } from 'preact';
import type { RuleError } from '../../src/game.ts';
import type { Command } from '../../src/messages.ts';
import type { Send } from '../games/seam.ts';
import { receive } from '../model.ts';

export type CommandButtonProps = {
  command: Command;
  /** Where on the page the command is asked: its refusal is shown there. */
  place: string;
  send: Send;
  /** The game's guard, asked now: null when the command would be taken. */
  why: RuleError | null;
  testId: string;
  class?: string;
  label?: string;
  pressed?: boolean;
  disabled?: boolean;
  children: ComponentChildren;
};

export function CommandButton(props: CommandButtonProps) {
  const { command, place, send, why } = props;
  const tap = () => {
    if (why) {
      receive({ type: 'result', id: null, ok: false, error: why.message, code: why.code }, place);
      return;
    }
    send(command, place);
  };
  return (
    <button
      type="button"
      class={[props.class, why ? 'dim' : ''].filter(Boolean).join(' ') || undefined}
      data-testid={props.testId}
      data-ready={why ? 'false' : 'true'}
      data-reason={why?.code}
      aria-disabled={why ? 'true' : 'false'}
      aria-label={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={tap}
    >
      {props.children}
    </button>
  );
}
