// Apogee's Directors' specialties on the phone (version 3, AG50): entered in C. Administration
// when a player plays one, once a game; the module enforces their effect (Shuguang Jun: no launch
// next round; Zhang Kang: a competitor builds nothing next round; Harper Tompkins: the First
// Stages of this round's success back on the pad).

import { DIRECTORS } from '../../../../src/games/apogee/directors.ts';
import { Act, type PanelOf } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { t } from '../i18n/index.ts';
import type { ApogeeTable } from '../model.ts';

type Panel = PanelOf<ApogeeTable>;

export function DirectorsPanel({ state, table }: Panel) {
  if (state.version < 3 || state.phase !== 'administration') return null;
  const ag = t.value.ag;
  return (
    <details class="card ag-directors" data-testid="directors">
      <summary>{ag.directorsTitle}</summary>
      <p class="muted">{ag.directorsHelp}</p>
      {state.players.map((player, seat) => (
        <div class="ag-flags" key={player.name} data-testid={`directors-${seat}`}>
          <strong>{player.name}</strong>
          {DIRECTORS.flatMap((director) =>
            director === 'zhang-kang'
              ? state.players.flatMap((other, target) =>
                  target === seat
                    ? []
                    : [
                        <Act
                          table={table}
                          key={`${director}-${target}`}
                          command={{ type: 'director', player: seat, specialty: director, target }}
                          place="directors"
                          testId={`director-${seat}-${director}-${target}`}
                        >
                          {ag.directorAgainst(ag.director[director], other.name)}
                        </Act>,
                      ],
                )
              : [
                  <Act
                    table={table}
                    key={director}
                    command={{ type: 'director', player: seat, specialty: director }}
                    place="directors"
                    testId={`director-${seat}-${director}`}
                  >
                    {ag.director[director]}
                  </Act>,
                ],
          )}
        </div>
      ))}
      <RefusalLine place="directors" />
    </details>
  );
}
