// Apocalyte's dice on the phone (AC3), first when the table waits for them: the box's, or typed in.

import { useState } from 'preact/hooks';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { apocalyteNoun, nameOf } from '../model.ts';
import type { Panel } from './parts.tsx';
import { t } from './words.ts';

/** AC3: the dice the table waits for, rolled by the box or typed in face by face. */
export function DicePanel({ state, table }: Panel) {
  const dict = t.value;
  const [values, setValues] = useState<number[]>([]);
  const p = state.pending;
  if (p?.kind !== 'dice') return null;
  const { count, sides } = p.dice;
  const full = values.length >= count;
  // AC4: a round's dice are the attacker's then the defender's: typed, they are split so.
  const fight = p.for === 'round' ? state.fight : null;
  const noun = apocalyteNoun(dict, state.scenario).many;
  const player = fight ? nameOf(dict, state, fight.seat) : '';
  const split =
    fight && fight.count.attack + fight.count.defence === count
      ? {
          attacker: fight.by === 'players' ? player : noun,
          defender: fight.by === 'players' ? noun : player,
          attack: fight.count.attack,
          defence: fight.count.defence,
        }
      : null;
  return (
    <section class="card ap-dice" data-testid="dice-panel">
      <h2>
        {dict.ap.diceTitle}: {dict.ac.diceFor[p.for] ?? p.for}
      </h2>
      {state.box.connected && (
        <Act
          table={table}
          command={{ type: 'roll' }}
          place="dice"
          testId="roll-box"
          class="primary"
        >
          {dict.ap.rollBox}
        </Act>
      )}
      <p class="muted">{dict.ap.typeDice(count, sides)}</p>
      <div class={sides > 6 ? 'ap-faces ap-faces-many' : 'ap-faces'}>
        {Array.from({ length: sides }, (_, i) => i + 1).map((face) => (
          <button
            key={face}
            type="button"
            class="ap-face"
            data-testid={`face-${face}`}
            disabled={full}
            onClick={() => setValues([...values, face])}
          >
            {face}
          </button>
        ))}
      </div>
      {split ? (
        // A combat round's dice typed in the referee's order: the attacker's, then the defender's.
        <div data-testid="dice-typed">
          <p class="ap-typed-help">
            {dict.ap.typeSplit(split.attacker, split.attack, split.defender, split.defence)}
          </p>
          {(
            [
              ['attack', split.attacker, values.slice(0, split.attack), split.attack],
              ['defence', split.defender, values.slice(split.attack), split.defence],
            ] as const
          ).map(([side, who, typed, want]) => (
            <p key={side} class="ap-typed-side" data-testid={`dice-typed-${side}`}>
              {dict.ap.sideTyped(
                who,
                Array.from({ length: want }, (_, i) => typed[i] ?? '_').join(' · '),
              )}
            </p>
          ))}
        </div>
      ) : (
        <p data-testid="dice-typed">
          {dict.ap.typed}: {values.length ? values.join(' · ') : '—'}
        </p>
      )}
      <div class="ap-row">
        <button
          type="button"
          class="secondary"
          data-testid="dice-clear"
          onClick={() => setValues([])}
        >
          {dict.ap.clearDice}
        </button>
        <Act
          table={table}
          send={(command, place) => {
            table.send(command, place);
            setValues([]);
          }}
          command={{ type: 'roll', values }}
          place="dice"
          testId="dice-send"
          class="primary"
        >
          {dict.ap.sendDice}
        </Act>
      </div>
      <RefusalLine place="dice" />
    </section>
  );
}
