// The phone kit's table panels: the table's buttons (pause or resume, beside a game's own) and
// undo, which names what it will put back. Each button is an `Act`, lit or dimmed by the module's
// guard through the page's `PhoneTable`; the words are the game's.

import type { ComponentChildren } from 'preact';
import { Act, type PhoneTable } from './act.tsx';
import { RefusalLine } from './status.tsx';

/**
 * A card of the table's buttons: `lead` first, then pause (or resume, the one move a paused table
 * waits for), then the game's own; their refusals shown beneath, at `place`.
 */
export function TableButtons(props: {
  table: PhoneTable;
  paused: boolean;
  /** False where the game has no pause now (Apophis's shuffle, say): neither button is shown. */
  canPause?: boolean;
  words: { pause: string; resume: string };
  place?: string;
  class?: string;
  lead?: ComponentChildren;
  children?: ComponentChildren;
}) {
  const place = props.place ?? 'table';
  const { words } = props;
  return (
    <section class={props.class ? `card ${props.class}` : 'card'}>
      {props.lead}
      {props.paused ? (
        <Act
          table={props.table}
          command={{ type: 'resume' }}
          place={place}
          testId="resume"
          class="primary"
        >
          {words.resume}
        </Act>
      ) : (
        props.canPause !== false && (
          <Act table={props.table} command={{ type: 'pause' }} place={place} testId="pause">
            {words.pause}
          </Act>
        )
      )}
      {props.children}
      <RefusalLine place={place} />
    </section>
  );
}

/** R22 and its twins: undo says what it would put back (`what`, in the game's words), else that nothing can be. */
export function UndoPanel(props: {
  table: PhoneTable;
  what: string | null;
  words: { undo(what: string): string; nothingToUndo: string };
  /** Where nothing can be undone, a game may take the button out of reach rather than dim it. */
  disabled?: boolean;
}) {
  const { what, words } = props;
  return (
    <section class="card">
      <Act
        table={props.table}
        command={{ type: 'undo' }}
        place="undo"
        testId="undo"
        disabled={props.disabled}
      >
        ↶ {what === null ? words.nothingToUndo : words.undo(what)}
      </Act>
      <RefusalLine place="undo" />
    </section>
  );
}
