// Apocalyte's instruction on the phone (AC9, AC54): the combat round in hand announced before its
// dice; else the step in hand, its lines in order, large; the turn's steps done below. A step of
// several changes on the board lists each as a line the table may tap to tick, a help to keep its
// place: OK is lit from the start (the screen's choice, not a rule: a table that has done them all
// presses once; ticks required cost a Zombies turn about eight taps more than its OKs).

import { useState } from 'preact/hooks';
import { onTheBoard, turnSteps } from '../../../../src/games/apocalyte/steps.ts';
import type { Phrase } from '../../../../src/report.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { apocalyteNoun, nameOf, say } from '../model.ts';
import type { Panel } from './parts.tsx';
import { t } from './words.ts';

/** How many steps done the phone lists under the step in hand (the newest). */
const DONE_LISTED = 3;

export function InstructionPanel({ state, table }: Panel) {
  const dict = t.value;
  const { now, done } = turnSteps(state);
  const lines = now?.lines ?? [];
  const toTick = lines.flatMap((line, index) => (onTheBoard(line) ? [index] : []));
  const checklist = state.pending?.kind === 'confirm' && toTick.length > 1;
  // The step's ticks, kept while the same step is in hand (its last line's time and count).
  const stepId = `${lines.at(-1)?.at ?? 0}-${state.instructions.length}`;
  const [ticks, setTicks] = useState<{ step: string; lines: number[] }>({ step: '', lines: [] });
  const ticked = ticks.step === stepId ? ticks.lines : [];
  const tick = (index: number) =>
    setTicks({
      step: stepId,
      lines: ticked.includes(index) ? ticked.filter((i) => i !== index) : [...ticked, index],
    });
  const fight =
    state.fight && state.pending && state.pending.kind !== 'confirm' ? state.fight : null;
  // A player's turn asks nothing of the board until a fight: no card saying "nothing yet".
  if (!fight && lines.length === 0 && !state.pending && state.phase === 'player') return null;
  // Nothing in hand and nothing done yet: no card (never a card saying "nothing yet").
  if (!fight && lines.length === 0 && state.pending?.kind !== 'confirm' && done.length === 0)
    return null;
  return (
    <section class="card ap-instruction" data-testid="instruction-panel">
      <h2>{dict.ap.instructionTitle}</h2>
      {fight && (
        <div class="ap-fight" data-testid="phone-fight">
          <p class="ap-now">
            {say(dict, state, {
              key: fight.by === 'players' ? 'round.attack' : 'round.attacked',
              values: { seat: fight.seat, territory: fight.territory },
            } satisfies Phrase)}
          </p>
          <p>{dict.ac.diceAgainst(fight.count.attack, fight.count.defence)}</p>
          {fight.attack && fight.defence && (
            <p class="ap-split">
              <span>
                {fight.by === 'players'
                  ? nameOf(dict, state, fight.seat)
                  : apocalyteNoun(dict, state.scenario).many}
                : 🎲 {fight.attack.join(' ')}
              </span>
              <span>
                {fight.by === 'players'
                  ? apocalyteNoun(dict, state.scenario).many
                  : nameOf(dict, state, fight.seat)}
                : 🎲 {fight.defence.join(' ')}
              </span>
            </p>
          )}
        </div>
      )}
      {!fight && lines.length > 0 && (
        <ol class="ap-step" data-testid="instruction" data-lines={lines.length}>
          {lines.map((line, index) => {
            const text = (
              <>
                {say(dict, state, line.phrase)}
                {line.dice.length > 0 && (
                  <span class="ap-dice-shown"> 🎲 {line.dice.join(' ')}</span>
                )}
              </>
            );
            return (
              <li
                key={`${line.at}-${index}`}
                class={`${onTheBoard(line) ? 'ap-now' : 'ap-said'}${ticked.includes(index) ? ' ticked' : ''}`}
              >
                {checklist && toTick.includes(index) ? (
                  <label class="ap-tick">
                    <input
                      type="checkbox"
                      data-testid={`tick-${index}`}
                      checked={ticked.includes(index)}
                      onChange={() => tick(index)}
                    />
                    <span>{text}</span>
                  </label>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!fight && checklist && (
        <p class="muted ap-tick-help" data-testid="instruction-help">
          {dict.ap.tickHelp}
        </p>
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
      {done.length > 0 && (
        <ol class="ap-earlier muted" data-testid="instructions-earlier">
          {done.slice(-DONE_LISTED).map((step, index) => (
            <li key={`${step.lines[0]?.at}-${index}`}>
              ✓ {step.lines.map((line) => say(dict, state, line.phrase)).join(' · ')}
            </li>
          ))}
        </ol>
      )}
      <RefusalLine place="instruction" />
    </section>
  );
}
