// Apogee's bar on the phone, always in view: the quarter and phase, the clock, and who the table waits for.

import { t } from '../i18n/index.ts';
import { type ApogeeTable, nameOf } from '../model.ts';
import { Clock, Quarter } from '../pieces.tsx';

export function StatusBar({ state }: { state: ApogeeTable }) {
  const dict = t.value;
  let now = '';
  if (state.stage === 'paused') now = dict.overlay.paused;
  else if (state.stage === 'over') now = dict.status.over;
  else if (state.awaiting)
    now = dict.ag.awaiting(
      nameOf(state, state.awaiting.player),
      dict.ag.destination[state.awaiting.destination],
    );
  else if (state.next !== null) now = dict.ag.nextIs(nameOf(state, state.next));
  return (
    <section class="table-bar ag-bar" data-testid="ag-bar">
      {state.stage !== 'lobby' && <Quarter state={state} />}
      {state.stage !== 'lobby' && <Clock state={state} />}
      {now && (
        <p class="ag-bar-now" data-testid="ag-bar-now">
          {now}
        </p>
      )}
    </section>
  );
}
