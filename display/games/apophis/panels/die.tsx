// Apophis's die on the phone, first when a launch waits for it: the box's roll or the face typed
// in, and R19's question (reroll or accept) said plainly.

import { useEffect, useRef } from 'preact/hooks';
import { failingDieWithRerollLeft } from '../../../../src/games/apophis/guards.ts';
import type { Command } from '../../../../src/messages.ts';
import { Act } from '../../../components/act.tsx';
import { CommandButton } from '../../../components/command-button.tsx';
import { Die } from '../../../components/die.tsx';
import { RollButtons } from '../../../components/roll-buttons.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import type { Panel } from './parts.ts';
import { t } from './words.ts';

/** Scrolls `panel` into view below the sticky bar when its primary button is out of sight. */
function bringIntoView(panel: HTMLElement): void {
  const bar = document.querySelector<HTMLElement>('[data-testid="phone-bar"]');
  const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
  const top = panel.getBoundingClientRect().top;
  const target = (panel.querySelector<HTMLElement>('.primary') ?? panel).getBoundingClientRect();
  if (top >= barBottom && target.bottom <= window.innerHeight) return;
  window.scrollBy?.({ top: top - barBottom - 8 });
}

export function DiePanel({ state, table }: Panel) {
  const dict = t.value;
  const ref = useRef<HTMLElement>(null);
  const launch = state.launch;
  const awaiting = launch?.awaiting ?? null;
  // Each new wait (a die to roll, a question) brings the panel into view once.
  const waitKey = awaiting ? `${launch?.steps.length}:${awaiting.kind}:${awaiting.step}` : null;
  useEffect(() => {
    if (waitKey && ref.current) bringIntoView(ref.current);
  }, [waitKey]);
  if (!launch) return null;
  const boxHere = state.box.connected;
  const pending = launch.pending;
  return (
    <section class="card die-panel" data-testid="die-panel" ref={ref}>
      <h2>
        {dict.launch.title}
        {awaiting && ` · ${dict.step[awaiting.step]}`}
      </h2>
      {launch.result && (
        <p data-testid="control-launch-result">{dict.launch.result[launch.result]}</p>
      )}
      {awaiting?.kind === 'roll' && (
        <RollButtons
          table={table}
          box={boxHere}
          roll={state.box.rolling ? dict.launch.rolling : dict.play.roll}
          hint={boxHere ? dict.play.physical : dict.phone.typeDie}
          faces={6}
          grid="faces"
          face={(value) => ({ label: String(value), draw: <Die value={value} /> })}
        />
      )}
      {awaiting?.kind === 'decision' && pending && <Question state={state} table={table} />}
      <RefusalLine place="die" />
    </section>
  );
}

/**
 * R19's question, said plainly: what the die does, and the button that helps the team first.
 * With the box here, Reroll presses its ROLL (the module's "reroll, and this die stands"): one
 * tap. Without it, Reroll sends the reroll, and the die's faces come up to type the new die.
 */
function Question({ state, table }: Panel) {
  const dict = t.value;
  const launch = state.launch;
  const pending = launch?.pending;
  if (!launch || !pending) return null;
  const rerollWhy = table.ask({ type: 'reroll' });
  const reroll: Command = state.box.connected
    ? { type: 'button', button: 'ROLL', gesture: 'PRESS' }
    : { type: 'reroll' };
  const rerollFirst = failingDieWithRerollLeft(state);
  const rerollButton = (
    <CommandButton
      key="reroll"
      command={reroll}
      place="die"
      send={table.send}
      why={rerollWhy}
      testId="reroll"
      class={rerollFirst ? 'primary' : 'secondary'}
    >
      {dict.phone.reroll(launch.rerollsLeft)}
    </CommandButton>
  );
  const acceptButton = (
    <Act
      table={table}
      key="accept"
      command={{ type: 'accept' }}
      place="die"
      testId="accept"
      class={rerollFirst ? 'secondary' : 'primary'}
    >
      {pending.ok ? dict.phone.acceptPass : dict.phone.acceptFail[pending.step]}
    </Act>
  );
  return (
    <div class="question" data-testid="question" data-ok={pending.ok ? 'true' : 'false'}>
      <p class="pending">
        {pending.roll !== undefined && (
          <>
            <Die value={pending.roll} /> {dict.phone.dieShows(pending.roll)}{' '}
          </>
        )}
        <strong class={pending.ok ? 'good' : 'bad'} data-testid="pending-verdict">
          {pending.ok ? dict.phone.dieSucceeds[pending.step] : dict.phone.dieFails[pending.step]}
        </strong>
      </p>
      {rerollFirst ? [rerollButton, acceptButton] : [acceptButton, rerollButton]}
    </div>
  );
}
