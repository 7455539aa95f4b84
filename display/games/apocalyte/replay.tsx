// Apocalyte at a moment of a logged game: its view drawn with the big screen's own map, under the
// scenario, the round, both sides' armies on the board and the newest instruction (with its
// dice), which the map lights. Its fold is its rules' own (src/games/apocalyte/rules.ts),
// a chunk apart: the page's first paint draws the service's final view without it.

import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { type Dict, t as gameWords } from './i18n/index.ts';
import { ApocalyteMap } from './map.tsx';
import { type ApocalyteTable, apocalyteNoun, highlightOf, say } from './model.ts';
import './layout.css';
import { t } from '../../after/i18n.ts';
import { asPublic, foldOf } from '../replay-kit.ts';
import type { Replayer } from '../seam.ts';

/** Where the game stands: not started, setting up, a round of play, or its end. */
function momentOf(dict: Dict, state: ApocalyteTable): string {
  if (state.stage === 'lobby') return dict.status.lobby;
  if (state.ending) return state.ending.won ? dict.ac.won : dict.ac.lost;
  if (state.round === 0) return dict.ac.setUp;
  return dict.ac.round(state.round);
}

function ApocalyteReplay({ view }: { view: ApocalyteView }) {
  const state: ApocalyteTable = asPublic(view, 'apocalyte');
  const dict = gameWords.value;
  const colon = t.value.after.colon;
  const players = state.armies.players.reduce((sum, n) => sum + n, 0);
  // What the table was last told to do, which the map lights.
  const told = state.instructions.at(-1);
  return (
    <div
      class="replay-table replay-apocalyte"
      data-testid="replay-table"
      data-phase={state.stage === 'playing' ? state.phase : state.stage}
      data-round={state.round}
    >
      <p class="replay-clock" data-testid="replay-moment">
        {state.scenario && (
          <>
            <strong data-testid="replay-scenario">{dict.ac.scenario[state.scenario]}</strong>
            {' · '}
          </>
        )}
        {momentOf(dict, state)}
      </p>
      <p class="replay-armies" data-testid="replay-armies">
        {dict.ac.armies}
        {colon}
        <span data-testid="replay-players" data-total={players}>
          {state.players.map((player, seat) => (
            <span key={player.name} data-colour={player.colour}>
              {seat > 0 && ', '}
              {player.letter} {player.name} {state.armies.players[seat] ?? 0}
            </span>
          ))}
        </span>
        {' · '}
        <span data-testid="replay-apocalytes" data-total={state.armies.apocalytes}>
          {apocalyteNoun(dict, state.scenario).many} {state.armies.apocalytes}
        </span>
      </p>
      {told && (
        <p class="replay-told" data-testid="replay-instruction">
          {say(dict, state, told.phrase)}
          {told.dice.length > 0 && ` (${told.dice.join(' ')})`}
        </p>
      )}
      <ApocalyteMap view={state} highlight={highlightOf(state)} />
    </div>
  );
}

export const replayer: Replayer<ApocalyteView> = {
  Table: ApocalyteReplay,
  fold: foldOf(() => import('../../../src/games/apocalyte/rules.ts')),
};
