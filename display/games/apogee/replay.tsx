// Apogee at a moment of a logged game: its view drawn with the big screen's own pieces (the
// quarter and its phase, each player's pad, the mission board);
// the fold is its rules' own (src/games/apogee/rules.ts), a chunk apart.

import type { ApogeeView } from '../../../src/games/apogee/view.ts';
import type { ApogeeTable } from './model.ts';
import { Board, PadCard, Quarter } from './pieces.tsx';
import './layout.css';
import { asPublic, foldOf } from '../replay-kit.ts';
import type { Replayer } from '../seam.ts';

function ApogeeReplay({ view }: { view: ApogeeView }) {
  const state: ApogeeTable = asPublic(view, 'apogee');
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

export const replayer: Replayer<ApogeeView> = {
  Table: ApogeeReplay,
  fold: foldOf(() => import('../../../src/games/apogee/rules.ts')),
};
