// Apogee on the big screen, for 2 to 5 players: the quarter and its phase, the clock against the
// mission, a row of pads (each with its rocket, numbers and odds), and below them the launch (its
// moment while it awaits its die and just after, moment.tsx), who is next, the round's
// specialists beside the mission board; at the end, the winners and the mission report. Every part
// keeps its place in sight whatever the count of players (layout.css).

import { useEffect } from 'preact/hooks';
import { LazyEndReport } from '../../after/lazy-report.tsx';
import { LobbyQr } from '../../components/lobby-qr.tsx';
import { t, tellShellOurErrors } from './i18n/index.ts';
import { meta } from './meta.ts';
import type { ApogeeTable } from './model.ts';
import { LaunchPanel, useMomentEnd } from './moment.tsx';
import {
  Board,
  Clock,
  ColourTag,
  MissionLine,
  NextLine,
  PadCard,
  Quarter,
  Specialists,
  Winners,
} from './pieces.tsx';
import './layout.css';

export function ApogeeBigScreen(props: { state: ApogeeTable; controlUrl: string | null }) {
  const { state } = props;
  useEffect(tellShellOurErrors, []);
  const moment = useMomentEnd(state);
  const dict = t.value.ag;
  if (state.stage === 'lobby') {
    return (
      <main
        class="body ag-body ag-lobby"
        data-testid="ag-big"
        data-stage="lobby"
        data-count={state.players.length}
      >
        <div class="ag-head">
          <h1>{dict.lobby}</h1>
          <MissionLine state={state} />
        </div>
        <div class="ag-lobby-left">
          <ul class="ag-lobby-players">
            {state.players.map((player) => (
              <li key={player.name}>
                <ColourTag colour={player.colour} /> <strong>{player.name}</strong>{' '}
                <span class="muted">
                  {dict.authority} {player.authority}
                </span>
              </li>
            ))}
          </ul>
          <p class="ag-press-start">{dict.pressStart}</p>
        </div>
        <LobbyQr state={props.state} controlUrl={props.controlUrl} />
      </main>
    );
  }
  return (
    <main
      class="body ag-body ag-play"
      data-testid="ag-big"
      data-stage={state.stage}
      data-count={state.players.length}
      data-moment={moment?.kind ?? 'none'}
    >
      <div class="ag-head">
        <Quarter state={state} />
        <Clock state={state} />
      </div>
      <Winners state={state} />
      <div class="ag-pads" data-count={state.players.length}>
        {state.players.map((player, index) => (
          <PadCard key={player.name} state={state} player={index} />
        ))}
      </div>
      <div class="ag-side">
        <LaunchPanel state={state} moment={moment} />
        {/* While the launch has its moment, the next player is marked on their pad alone. */}
        {moment === null && <NextLine state={state} />}
        <Specialists state={state} />
        {state.stage === 'over' && (
          <LazyEndReport gameId={props.state.gameId} phrases={meta.phrases} />
        )}
      </div>
      <div class="ag-board-area">
        <Board state={state} head={<MissionLine state={state} />} />
      </div>
    </main>
  );
}
