// Apogee's round of specialists on the phone (AG7): each one in or out, as the module's guard allows.

import { SPECIALISTS, type Specialist } from '../../../../src/games/apogee/launch.ts';
import { Act, type PanelOf } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { t } from '../i18n/index.ts';
import type { ApogeeTable } from '../model.ts';

type Panel = PanelOf<ApogeeTable>;

export function SpecialistsPanel({ state, table }: Panel) {
  const ag = t.value.ag;
  return (
    <section class="card ag-specialists-panel" data-testid="specialists">
      <h2>{ag.specialistsTitle}</h2>
      <div class="ag-flags">
        {SPECIALISTS.map((name: Specialist) => {
          const has = state.specialists.includes(name);
          const list = has
            ? state.specialists.filter((s) => s !== name)
            : [...state.specialists, name];
          return (
            <Act
              table={table}
              key={name}
              command={{ type: 'specialists', list }}
              place="specialists"
              testId={`specialist-${name}`}
              pressed={has}
            >
              {ag.specialist[name]}
            </Act>
          );
        })}
      </div>
      <RefusalLine place="specialists" />
    </section>
  );
}
