// Apogee's d12 on the phone, first when a launch waits for it: the box's roll, or the face typed in.

import { Act, type PanelOf } from '../../../components/act.tsx';
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
      {state.box.connected && (
        <Act table={table} command={{ type: 'roll' }} place="die" testId="roll" class="primary">
          {dict.phone.rollBox}
        </Act>
      )}
      <p class="muted">{dict.phone.typeDie}</p>
      <div class="ag-faces">
        {Array.from({ length: 12 }, (_, i) => i + 1).map((value) => (
          <Act
            table={table}
            key={value}
            command={{ type: 'roll', value }}
            place="die"
            testId={`roll-${value}`}
            class={check.reachable && value >= check.target ? 'ag-face pass' : 'ag-face'}
          >
            {value}
          </Act>
        ))}
      </div>
      <RefusalLine place="die" />
    </section>
  );
}
