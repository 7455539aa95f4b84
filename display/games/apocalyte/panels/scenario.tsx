// Apocalyte's scenario on the phone (AC2): chosen, or rolled on a d6.

import { SCENARIOS } from '../../../../src/games/apocalyte/setup.ts';
import { Act, type PhoneTable } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { t } from './words.ts';

/** AC2: the scenario chosen, or rolled on a d6. */
export function ScenarioPanel({ table }: { table: PhoneTable }) {
  const dict = t.value;
  return (
    <section class="card" data-testid="scenario-panel">
      <h2>{dict.ap.scenarioTitle}</h2>
      <div class="ap-choices">
        {SCENARIOS.map((scenario) => (
          <Act
            table={table}
            key={scenario}
            command={{ type: 'scenario', scenario }}
            place="setup"
            testId={`scenario-${scenario}`}
          >
            {dict.ac.scenario[scenario]}
          </Act>
        ))}
      </div>
      <Act
        table={table}
        command={{ type: 'scenario' }}
        place="setup"
        testId="scenario-roll"
        class="primary"
      >
        {dict.ap.rollScenario}
      </Act>
      <RefusalLine place="setup" />
    </section>
  );
}
