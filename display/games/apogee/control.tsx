// Apogee's control page, for a phone at the table: a frame that hands its panels the table (the
// module's guard asked now, and the sender) and chooses them for the table's stage: the bar, the
// d12 first when a launch waits for it, the set-up, the table's buttons, the launch turn, the
// table's confirmations (where they are seen, before the long rockets' form), the rockets card by
// card, the round's specialists, the Directors and undo. Each panel is a
// file in ./panels/; no rule is kept here.

import { useEffect } from 'preact/hooks';
import type { ApogeeCommand } from '../../../src/games/apogee/actions.ts';
import { PHASES } from '../../../src/games/apogee/state.ts';
import { Act, phoneTable } from '../../components/act.tsx';
import { useStartWith } from '../../components/start-with.ts';
import { TableButtons, UndoPanel } from '../../components/table-buttons.tsx';
import type { Send } from '../seam.ts';
import './control.css';
import { t, tellShellOurErrors } from './i18n/index.ts';
import { type ApogeeTable, why } from './model.ts';
import { StatusBar } from './panels/bar.tsx';
import { Confirmations } from './panels/confirmations.tsx';
import { DiePanel } from './panels/die.tsx';
import { DirectorsPanel } from './panels/directors.tsx';
import { LaunchTurn } from './panels/launch.tsx';
import { Rockets } from './panels/rockets.tsx';
import { SetUp } from './panels/setup.tsx';
import { SpecialistsPanel } from './panels/specialists.tsx';

export function ApogeeControl(props: { state: ApogeeTable; send: Send }) {
  const { state } = props;
  const { send } = props;
  useEffect(tellShellOurErrors, []);
  // One way to start: the form's newGame, then START once the table shows the new game.
  const start = useStartWith(state, send);
  const table = phoneTable((command: ApogeeCommand) => why(state, command), send);
  const ag = t.value.ag;
  const playing = state.stage === 'playing' || state.stage === 'paused';
  const to = PHASES[PHASES.indexOf(state.phase) + 1];
  return (
    <div class="ag-control" data-stage={state.stage}>
      <StatusBar state={state} />
      {state.awaiting && <DiePanel state={state} table={table} />}
      {!playing && (
        <SetUp key={state.gameId ?? 'first'} state={state} table={table} start={start} />
      )}
      {playing && (
        <TableButtons
          table={table}
          class="ag-table-buttons"
          paused={state.stage === 'paused'}
          words={ag.phone}
          lead={
            <Act
              table={table}
              command={{ type: 'advance' }}
              place="table"
              testId="advance"
              class="primary"
            >
              {to ? ag.phone.advance(ag.phase[to]) : ag.phone.endRound}
            </Act>
          }
        />
      )}
      {playing && !state.awaiting && state.phase === 'launch' && (
        <LaunchTurn state={state} table={table} />
      )}
      {/* The confirmations before the rockets: a docking is confirmed where a phone shows it. */}
      {playing && <Confirmations state={state} table={table} />}
      {playing && <Rockets state={state} table={table} />}
      {playing && state.phase !== 'administration' && (
        <SpecialistsPanel state={state} table={table} />
      )}
      {playing && <DirectorsPanel state={state} table={table} />}
      <UndoPanel
        table={table}
        what={state.undoable ? (ag.action[state.undoable] ?? state.undoable) : null}
        words={ag.phone}
      />
    </div>
  );
}
