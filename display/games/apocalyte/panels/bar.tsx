// Apocalyte's bar on the phone, always in view: the phase, the round, whose turn, and what the
// table waits for.

import { type ApocalyteTable, nameOf } from '../model.ts';
import { SeatTag } from './parts.tsx';
import { t } from './words.ts';

export function StatusBar({ state }: { state: ApocalyteTable }) {
  const dict = t.value;
  const p = state.pending;
  let now = '';
  if (state.stage === 'paused') now = dict.overlay.paused;
  else if (state.stage === 'over') now = dict.status.over;
  else if (p?.kind === 'dice') now = dict.ap.waitsDice(p.dice.count, p.dice.sides);
  else if (p?.kind === 'confirm') now = dict.ap.waitsOk;
  else if (p?.kind === 'choice') now = dict.ap.waitsChoice;
  const turn = state.phase === 'player' && state.turn;
  return (
    <section class="table-bar ap-bar" data-testid="ap-bar">
      {state.stage !== 'lobby' && (
        <span data-testid="ap-phase">
          {turn ? (
            <>
              <SeatTag state={state} seat={turn.seat} />{' '}
              {dict.ac.turnOf(nameOf(dict, state, turn.seat))} · {dict.ac.step[turn.step]}
            </>
          ) : (
            dict.ac.phase[state.phase]
          )}
          {state.round > 0 && ` · ${dict.ac.round(state.round)}`}
          {state.scenario && ` · ${dict.ac.scenario[state.scenario]}`}
        </span>
      )}
      {now && (
        <p class="ap-bar-now" data-testid="ap-bar-now">
          {now}
        </p>
      )}
    </section>
  );
}
