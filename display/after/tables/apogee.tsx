// Apogee at a moment of a logged game: its reducer replays the log, its view is drawn with the
// big screen's own pieces (the quarter and its phase, each player's pad, the mission board).

import type { Action } from '../../../src/games/apogee/actions.ts';
import { reduce } from '../../../src/games/apogee/reducer.ts';
import { lobbyState } from '../../../src/games/apogee/state.ts';
import { type ApogeeView, viewOf } from '../../../src/games/apogee/view.ts';
import type { ApogeeTable } from '../../games/apogee/model.ts';
import { Board, PadCard, Quarter } from '../../games/apogee/pieces.tsx';
import '../../games/apogee/layout.css';
import { asPublic, foldAll, type Replayer } from '../replay.ts';

function ApogeeReplay({ view }: { view: unknown }) {
  const state = view as ApogeeTable;
  return (
    <div class="replay-table replay-apogee" data-testid="replay-table" data-phase={state.stage}>
      <div class="ag-head">
        <Quarter state={state} />
      </div>
      <div class="ag-pads" data-count={state.players.length}>
        {state.players.map((player, index) => (
          <PadCard key={player.name} state={state} player={index} />
        ))}
      </div>
      <Board state={state} />
    </div>
  );
}

export const replayer: Replayer = {
  views: (actions) => {
    const states = foldAll(lobbyState(), reduce, actions as readonly Action[]);
    return states.map((state, index) =>
      asPublic<ApogeeView>(viewOf(state, actions[index]?.at ?? 0), 'apogee'),
    );
  },
  Table: ApogeeReplay,
};
