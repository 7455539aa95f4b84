// A correction of Apocalyte's board on the phone: a territory set as it stands on the table.

import { useState } from 'preact/hooks';
import type { Territory } from '../../../../src/games/apocalyte/map.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { Stepper } from '../../../components/stepper.tsx';
import { apocalyteNoun } from '../model.ts';
import type { Panel } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t } from './words.ts';

/** When the board differs from the companion's mirror: a territory set as it stands. */
export function CorrectPanel({ state, table }: Panel) {
  const dict = t.value;
  const [territory, setTerritory] = useState<Territory | null>(null);
  const [armies, setArmies] = useState<number[]>([]);
  const [apocalytes, setApocalytes] = useState(0);
  const [supplies, setSupplies] = useState(0);
  const pick = (x: Territory) => {
    const g = state.board[x];
    setTerritory(x);
    setArmies([...g.armies]);
    setApocalytes(g.apocalytes);
    setSupplies(g.supplies);
  };
  return (
    <details class="card ap-correct" data-testid="correct-panel">
      <summary>{dict.ap.correctTitle}</summary>
      <p class="muted">{dict.ap.correctHelp}</p>
      {territory && (
        <div class="ap-sticky-actions" data-testid="correct-form">
          <strong>{dict.ac.territory[territory]}</strong>
          {state.players.map((player, seat) => (
            <Stepper
              key={player.name}
              label={`${player.letter} ${player.name}`}
              value={armies[seat] ?? 0}
              max={999}
              testId={`correct-armies-${seat}`}
              onChange={(n) => setArmies(armies.map((a, s) => (s === seat ? n : a)))}
            />
          ))}
          <Stepper
            label={apocalyteNoun(dict, state.scenario).many}
            value={apocalytes}
            max={999}
            testId="correct-apocalytes"
            onChange={setApocalytes}
          />
          <Stepper
            label={dict.ap.supplies}
            value={supplies}
            max={42}
            testId="correct-supplies"
            onChange={setSupplies}
          />
          <Act
            table={table}
            command={{ type: 'correct', territory, armies, apocalytes, supplies }}
            place="correct"
            testId="correct-send"
            class="primary"
            reason
          >
            {dict.ap.correct(dict.ac.territory[territory])}
          </Act>
        </div>
      )}
      <RefusalLine place="correct" />
      <TerritoryPicker
        state={state}
        testPrefix="correct"
        pick={pick}
        chosen={(x) => x === territory}
      />
    </details>
  );
}
