// Apophis's supply on the phone as buttons: a section the referee would refuse now is dimmed and a tap says why.

import { ALL_SECTIONS, colourOf } from '../../../../src/games/apophis/sections.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { Pyramid, sectionLabel } from '../pieces.tsx';
import type { Panel } from './parts.ts';
import { t } from './words.ts';

export function BuildPanel({ state, table }: Panel) {
  const dict = t.value;
  return (
    <section class="card" data-testid="build-panel">
      <h2>{dict.play.build}</h2>
      <div class="supply-grid">
        {ALL_SECTIONS.map((section) => {
          return (
            <Act
              table={table}
              key={section}
              command={{ type: 'build', section }}
              place="build"
              testId={`build-${section}`}
              class={`section-button ${colourOf(section)}`}
              label={sectionLabel(section, state.variant)}
              disabled={!state.supply.includes(section)}
            >
              <Pyramid section={section} variant={state.variant} />
            </Act>
          );
        })}
      </div>
      <RefusalLine place="build" />
    </section>
  );
}
