// Apophis's control page, made for a phone held at the table: a frame that hands its panels the
// table (the module's guard asked of the public view now, and the sender) and chooses them for the
// table's stage: the bar always in view, the die first when a launch waits, one set-up form that
// starts what it shows, the table's buttons, building, the suits and undo (ending the game is the
// shell's, which asks ./panels/end.tsx what is lost). Each panel is a file in ./panels/; a costly
// tap (scrap) asks again with a confirmation.

import { useEffect } from 'preact/hooks';
import type { ApophisCommand } from '../../../src/games/apophis/actions.ts';
import { type ApophisState, whyNot } from '../../../src/games/apophis/view.ts';
import { phoneTable } from '../../components/act.tsx';
import { useStartWith } from '../../components/start-with.ts';
import { UndoPanel } from '../../components/table-buttons.tsx';
import { serverNow } from '../../model.ts';
import type { Send } from '../seam.ts';
import './control.css';
import { tellShellOurErrors } from './i18n/index.ts';
import { StatusBar } from './panels/bar.tsx';
import { BuildPanel } from './panels/build.tsx';
import { GameButtons } from './panels/buttons.tsx';
import { DiePanel } from './panels/die.tsx';
import { inGame, undoneWhat } from './panels/parts.ts';
import { SetUp } from './panels/setup.tsx';
import { SuitPanel } from './panels/suits.tsx';
import { t } from './panels/words.ts';

export function ApophisControl(props: { state: ApophisState; send: Send }) {
  const { state, send } = props;
  useEffect(tellShellOurErrors, []);
  // One way to start: the form's newGame, then START once the table shows the new game. A
  // refused newGame starts nothing (its refusal shows beside the form).
  const start = useStartWith({ ...state, stage: state.phase }, send);
  const table = phoneTable((command: ApophisCommand) => whyNot(state, command, serverNow()), send);
  const playing = inGame(state);
  const waiting = state.launch?.awaiting != null;
  return (
    <>
      <StatusBar state={state} />
      {waiting && <DiePanel state={state} table={table} />}
      {!playing && <SetUp state={state} table={table} start={start} />}
      {playing && <GameButtons state={state} table={table} />}
      {state.launch && !waiting && <DiePanel state={state} table={table} />}
      {playing && <BuildPanel state={state} table={table} />}
      {playing && <SuitPanel state={state} table={table} />}
      <UndoPanel
        table={table}
        what={undoneWhat(state)}
        words={t.value.play}
        disabled={!state.undoable}
      />
    </>
  );
}
