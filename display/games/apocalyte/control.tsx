// Apocalyte's control page, for a phone in a player's hand: a frame that hands its panels the
// table (the module's guard asked now, and the sender) and chooses them for the table's stage:
// the bar, the set-up in the lobby, the dice first when the table waits for them, the
// instruction with its OK and the questions asked, the set-up's steps and a player's turn, a
// correction of the board, pause and undo. Each panel is a file in ./panels/; no rule is kept here.

import { useEffect } from 'preact/hooks';
import type { ApocalyteCommand } from '../../../src/games/apocalyte/actions.ts';
import type { PublicState } from '../../../src/messages.ts';
import { phoneTable } from '../../components/act.tsx';
import { useStartWith } from '../../components/start-with.ts';
import { TableButtons, UndoPanel } from '../../components/table-buttons.tsx';
import type { Send } from '../seam.ts';
import './layout.css';
import './control.css';
import { asApocalyte } from './model.ts';
import { StatusBar } from './panels/bar.tsx';
import { ChoicePanel } from './panels/choice.tsx';
import { CombatPanel } from './panels/combat.tsx';
import { CorrectPanel } from './panels/correct.tsx';
import { DealPanel } from './panels/deal.tsx';
import { DicePanel } from './panels/dice.tsx';
import { InstructionPanel } from './panels/instruction.tsx';
import { MovePanel } from './panels/move.tsx';
import { PlacePanel } from './panels/place.tsx';
import { PlayMapPanel } from './panels/play-map.tsx';
import { ReinforcePanel } from './panels/reinforce.tsx';
import { ScenarioPanel } from './panels/scenario.tsx';
import { SetUp } from './panels/setup.tsx';
import { SuppliesPanel } from './panels/supplies.tsx';
import { WinPanel } from './panels/win.tsx';
import { t, tellShellOurErrors, why } from './panels/words.ts';

export function ApocalyteControl(props: { state: PublicState; send: Send }) {
  const state = asApocalyte(props.state);
  const { send } = props;
  useEffect(tellShellOurErrors, []);
  const start = useStartWith(state, send);
  const table = phoneTable((command: ApocalyteCommand) => why(state, command), send);
  const words = t.value.ap;
  const playing = state.stage === 'playing' || state.stage === 'paused';
  const pending = state.pending;
  const free = playing && !pending;
  const step = free && state.phase === 'player' ? state.turn?.step : undefined;
  // A panel picking a territory draws its own map; else the board follows the play.
  const picking =
    state.phase === 'deal' ||
    state.phase === 'supplies' ||
    (free && state.phase === 'place') ||
    step !== undefined;
  return (
    <div class="ap-control" data-testid="ap-control">
      <StatusBar state={state} />
      {!playing && (
        <SetUp key={state.gameId ?? 'first'} state={state} table={table} start={start} />
      )}
      {playing && pending?.kind === 'dice' && (
        <DicePanel
          key={`${state.instructions.length}-${pending.for}-${pending.dice.count}`}
          state={state}
          table={table}
        />
      )}
      {playing && <WinPanel state={state} table={table} />}
      {playing && <InstructionPanel state={state} table={table} />}
      {playing && pending?.kind === 'choice' && <ChoicePanel state={state} table={table} />}
      {playing && !picking && <PlayMapPanel state={state} />}
      {playing && state.phase === 'deal' && <DealPanel state={state} table={table} />}
      {free && state.phase === 'place' && <PlacePanel state={state} table={table} />}
      {playing && state.phase === 'supplies' && <SuppliesPanel state={state} table={table} />}
      {free && state.phase === 'scenario' && <ScenarioPanel table={table} />}
      {step === 'reinforce' && <ReinforcePanel state={state} table={table} />}
      {step === 'move' && <MovePanel state={state} table={table} />}
      {step && step !== 'reinforce' && <CombatPanel state={state} table={table} />}
      {playing && state.phase !== 'deal' && <CorrectPanel state={state} table={table} />}
      {playing && (
        <TableButtons
          table={table}
          class="ap-row"
          paused={state.stage === 'paused'}
          words={words}
        />
      )}
      <UndoPanel
        table={table}
        what={state.undoable ? (words.action[state.undoable] ?? state.undoable) : null}
        words={words}
      />
    </div>
  );
}
