// The phone kit's die, as every game's die panel offers it: ROLL on the box when the box is here,
// or each face of the die rolled on the table, typed in one tap. The faces' looks and the words
// are the game's; the commands are the kit's `roll` with and without a value, each lit or dimmed
// by the game's guard.

import type { ComponentChildren } from 'preact';
import { Act, type PhoneTable } from './act.tsx';

export function RollButtons(props: {
  table: PhoneTable;
  /** The box is connected: its ROLL is offered first. */
  box: boolean;
  /** ROLL's words (the box rolling, or not). */
  roll: ComponentChildren;
  /** The line between ROLL and the faces (how to type a die rolled by hand). */
  hint: ComponentChildren;
  /** The die's faces, lowest first. */
  faces: number;
  /** The faces' grid (the game's class). */
  grid: string;
  /** A face's button: its class, label and what it draws (its number when not said). */
  face?: (value: number) => { class?: string; label?: string; draw?: ComponentChildren };
}) {
  const { table } = props;
  return (
    <>
      {props.box && (
        <Act table={table} command={{ type: 'roll' }} place="die" testId="roll" class="primary">
          {props.roll}
        </Act>
      )}
      <p>{props.hint}</p>
      <div class={props.grid}>
        {Array.from({ length: props.faces }, (_, i) => i + 1).map((value) => {
          const look = props.face?.(value) ?? {};
          return (
            <Act
              table={table}
              key={value}
              command={{ type: 'roll', value }}
              place="die"
              testId={`roll-${value}`}
              class={look.class}
              label={look.label}
            >
              {look.draw ?? value}
            </Act>
          );
        })}
      </div>
    </>
  );
}
