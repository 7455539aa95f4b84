// The phone kit's command button: the control page's frame hands its panels the table as a
// `PhoneTable` (the module's guard asked of the table now, and how to send), and `Act` lights or
// dims a command by that guard, with the guard's sentence beneath it where `reason` asks. A prop,
// not a Preact context: a context would weigh on every page's shell.

import type { ComponentChildren } from 'preact';
import type { RuleError } from '../../src/game.ts';
import type { Command } from '../../src/messages.ts';
import type { Send } from '../games/seam.ts';
import { refusalText, t } from '../i18n/index.ts';
import { CommandButton } from './command-button.tsx';

/** What a game's control page hands its panels: its module's guard, asked now, and its sender. */
export type PhoneTable = {
  /** Why the referee would refuse `command` now (the game's `whyNot`); null when it would take it. */
  ask(command: Command): RuleError | null;
  send: Send;
};

/** A game's table for its panels: its module's guard, typed by the game's own commands, and the sender. */
export function phoneTable<C>(ask: (command: C) => RuleError | null, send: Send): PhoneTable {
  return { ask: ask as unknown as PhoneTable['ask'], send };
}

/** What a game's panel is handed: the table's state as the game reads it, and the `PhoneTable`. */
export type PanelOf<S> = { state: S; table: PhoneTable };

export function Act(props: {
  table: PhoneTable;
  /** A game's own command (its type is the game's; the kit only hands it on). */
  command: object;
  /** Where on the page the command is asked: its refusal is shown there. */
  place: string;
  testId: string;
  class?: string;
  label?: string;
  pressed?: boolean;
  disabled?: boolean;
  /** With it, the guard's sentence under a dimmed button (`<testId>-reason`). */
  reason?: boolean;
  /** Sends in place of the table's sender (a panel that clears its form once sent). */
  send?: Send;
  children: ComponentChildren;
}) {
  const { table } = props;
  const command = props.command as Command;
  const problem = table.ask(command);
  const button = (
    <CommandButton
      command={command}
      place={props.place}
      send={props.send ?? table.send}
      why={problem}
      testId={props.testId}
      class={props.class}
      label={props.label}
      pressed={props.pressed}
      disabled={props.disabled}
    >
      {props.children}
    </CommandButton>
  );
  if (!props.reason || !problem) return button;
  return (
    <div class="act-why">
      {button}
      <span class="muted act-reason" data-testid={`${props.testId}-reason`}>
        {refusalText(t.value, problem.message, problem.code)}
      </span>
    </div>
  );
}
