// Apogee on the big screen: the quarter and its phase, the clock against the mission, each
// player's pad with its odds, the launch awaiting its die (or the last one), who launches next,
// the mission board and, at the end, the winners and the mission report. Laid out in layout.css.

import { useEffect } from 'preact/hooks';
import type { PublicState } from '../../../src/messages.ts';
import { LazyEndReport } from '../../after/lazy-report.tsx';
import { ControlQr } from '../../components/qr.tsx';
import { t, tellShellOurErrors } from './i18n/index.ts';
import { meta } from './meta.ts';
import { asApogee } from './model.ts';
import {
  Board,
  Clock,
  ColourTag,
  LaunchBand,
  MissionLine,
  NextLine,
  PadCard,
  Quarter,
  Specialists,
  Winners,
} from './pieces.tsx';
import './layout.css';

export function ApogeeBigScreen(props: { state: PublicState; controlUrl: string | null }) {
  const state = asApogee(props.state);
  useEffect(tellShellOurErrors, []);
  const dict = t.value.ag;
  if (state.stage === 'lobby') {
    return (
      <main class="body ag-body ag-lobby" data-testid="ag-big">
        <div class="ag-head">
          <h1>{dict.lobby}</h1>
          <MissionLine state={state} />
        </div>
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
        <ControlQr state={props.state} controlUrl={props.controlUrl} />
      </main>
    );
  }
  return (
    <main class="body ag-body ag-play" data-testid="ag-big" data-stage={state.stage}>
      <div class="ag-head">
        <Quarter state={state} />
        <Clock state={state} />
        <MissionLine state={state} />
      </div>
      <Winners state={state} />
      <div class="ag-pads" data-count={state.players.length}>
        {state.players.map((player, index) => (
          <PadCard key={player.name} state={state} player={index} />
        ))}
      </div>
      <div class="ag-side">
        <LaunchBand state={state} />
        <NextLine state={state} />
        <Specialists state={state} />
        {state.stage === 'over' && (
          <LazyEndReport gameId={props.state.gameId} phrases={meta.phrases} />
        )}
      </div>
      <div class="ag-board-area">
        <Board state={state} />
      </div>
    </main>
  );
}
