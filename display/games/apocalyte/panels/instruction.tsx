// Apocalyte's instruction on the phone (AC9): the newest with its dice, the two before, and its OK.

import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { say } from '../model.ts';
import type { Panel } from './parts.tsx';
import { t } from './words.ts';

/** The newest instruction (with its dice) and the two before; OK when it waits for one (AC9). */
export function InstructionPanel({ state, table }: Panel) {
  const dict = t.value;
  const said = state.instructions;
  const last = said.at(-1);
  return (
    <section class="card ap-instruction" data-testid="instruction-panel">
      <h2>{dict.ap.instructionTitle}</h2>
      {last ? (
        <p class="ap-now" data-testid="instruction">
          {say(dict, state, last.phrase)}
          {last.dice.length > 0 && <span class="ap-dice-shown"> 🎲 {last.dice.join(' ')}</span>}
        </p>
      ) : (
        <p class="muted">{dict.ac.noInstruction}</p>
      )}
      {state.pending?.kind === 'confirm' && (
        <Act
          table={table}
          command={{ type: 'confirm' }}
          place="instruction"
          testId="confirm"
          class="primary"
        >
          {dict.ap.ok}
        </Act>
      )}
      {said.length > 1 && (
        <ol class="ap-earlier muted" data-testid="instructions-earlier">
          {said
            .slice(-3, -1)
            .reverse()
            .map((i) => (
              <li key={i.at + i.phrase.key}>{say(dict, state, i.phrase)}</li>
            ))}
        </ol>
      )}
      <RefusalLine place="instruction" />
    </section>
  );
}
