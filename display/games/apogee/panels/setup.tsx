// Apogee's set-up on the phone: the players' rows with each one's authority, the mission chosen
// with its level, minutes and goal, and the start; the module's `setupProblem` judges it.

import { useState } from 'preact/hooks';
import type { PlayerSetup } from '../../../../src/games/apogee/actions.ts';
import { setupProblem } from '../../../../src/games/apogee/guards.ts';
import { COLOURS, MAX_PLAYERS, MIN_PLAYERS } from '../../../../src/games/apogee/setup.ts';
import { MISSION_MINUTES } from '../../../../src/games/apogee/state.ts';
import type { PanelOf } from '../../../components/act.tsx';
import { freshSeat, SeatsSetUp } from '../../../components/seats.tsx';
import type { Start } from '../../../components/start-with.ts';
import { t } from '../i18n/index.ts';
import { type ApogeeTable, levelOf } from '../model.ts';

const NEW_NAMES = ['Ada', 'Boris', 'Chen', 'Dora', 'Emil'];

function freshPlayer(players: readonly PlayerSetup[]): PlayerSetup {
  const authority = Math.max(0, ...players.map((p) => p.authority)) + 1;
  return { ...freshSeat(players, NEW_NAMES, COLOURS), authority };
}

export function SetUp({ state, table, start }: PanelOf<ApogeeTable> & { start: Start }) {
  const dict = t.value;
  const [mission, setMission] = useState(state.mission);
  return (
    <SeatsSetUp<PlayerSetup, (typeof COLOURS)[number]>
      state={state}
      table={table}
      fields={['name', 'colour', 'authority']}
      commandOf={(players) => ({ type: 'newGame', game: 'apogee', players, mission })}
      problemOf={(players) => setupProblem(players, mission)}
      others={{ changed: mission !== state.mission, values: [mission] }}
      start={start}
      words={dict.ag.phone}
      rows={{
        colours: COLOURS,
        colourName: (colour) => dict.ag.colour[colour],
        min: MIN_PLAYERS,
        max: MAX_PLAYERS,
        fresh: freshPlayer,
        prefix: 'ag',
        extra: (player, index, edit) => (
          <label>
            {dict.ag.authority}{' '}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              data-testid={`setup-authority-${index}`}
              value={player.authority}
              onInput={(event) =>
                edit({ authority: Number((event.target as HTMLInputElement).value) })
              }
            />
          </label>
        ),
      }}
    >
      <fieldset>
        <legend>{dict.ag.phone.mission}</legend>
        <div class="ag-missions">
          {Object.keys(MISSION_MINUTES).map((key) => {
            const n = Number(key);
            return (
              <button
                key={n}
                type="button"
                data-testid={`setup-mission-${n}`}
                aria-pressed={mission === n}
                onClick={() => setMission(n)}
              >
                <strong>{n}</strong> {dict.ag.level[levelOf(n)]} ·{' '}
                {dict.ag.minutes(MISSION_MINUTES[n] ?? 0)}
              </button>
            );
          })}
        </div>
        <p class="muted" data-testid="setup-goal">
          {dict.ag.goal[mission]}
        </p>
      </fieldset>
    </SeatsSetUp>
  );
}
