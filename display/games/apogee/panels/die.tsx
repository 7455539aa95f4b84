// Apogee's d12 on the phone, first when a launch waits for it: the box's roll, or the face typed in.

import type { PanelOf } from '../../../components/act.tsx';
import { RollButtons } from '../../../components/roll-buttons.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { t } from '../i18n/index.ts';
import { type ApogeeTable, nameOf } from '../model.ts';

type Panel = PanelOf<ApogeeTable>;

export function DiePanel({ state, table }: Panel) {
  const dict = t.value.ag;
  const waiting = state.awaiting;
  if (!waiting) return null;
  const check = waiting.check;
  return (
    <section class="card ag-die" data-testid="die-panel">
      <h2>
        {dict.phone.dieTitle} ·{' '}
        {dict.awaiting(nameOf(state, waiting.player), dict.destination[waiting.destination])}
      </h2>
      {check.reachable && (
        <p>
          <strong>{dict.target(check.target)}</strong> · {dict.chance(check.chance)}
        </p>
      )}
      <RollButtons
        table={table}
        box={state.box.connected}
        roll={dict.phone.rollBox}
        hint={<span class="muted">{dict.phone.typeDie}</span>}
        faces={12}
        grid="ag-faces"
        face={(value) => ({
          class: check.reachable && value >= check.target ? 'ag-face pass' : 'ag-face',
        })}
      />
      <RefusalLine place="die" />
    </section>
  );
}
