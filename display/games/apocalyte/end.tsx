// Apocalyte's end screen in the side panel: won or lost, by which goal, the rounds played and the
// armies left on each side, the last change to make on the board (where the 13th meteorite fell);
// then the mission report, fetched from the history as Apogee's is.

import { onTheBoard } from '../../../src/games/apocalyte/steps.ts';
import type { EndGoal } from '../../../src/games/apocalyte/words.ts';
import { LazyEndReport } from '../../after/lazy-report.tsx';
import { t } from './i18n/index.ts';
import { meta } from './meta.ts';
import { type ApocalyteTable, apocalyteNoun, lastBoardStep, say } from './model.ts';

export function ApocalyteEnd({ state }: { state: ApocalyteTable }) {
  const dict = t.value;
  const ending = state.ending;
  if (!ending) return null;
  const noun = apocalyteNoun(dict, state.scenario);
  const goal: EndGoal | undefined = ending.goal;
  const because = goal ? dict.ac.goal[goal]?.(noun.many) : undefined;
  // The last change on the board (the 13th meteorite's fall) is still told: the game ended on it.
  const last = lastBoardStep(state)?.lines.filter(onTheBoard);
  return (
    <section
      class={`ac-end ${ending.won ? 'won' : 'lost'}`}
      data-testid="ac-end"
      data-won={String(ending.won)}
      data-goal={goal ?? ''}
    >
      <h2 class="ac-end-title">{ending.won ? dict.ac.won : dict.ac.lost}</h2>
      {because && <p class="ac-end-goal">{because}</p>}
      {last && (
        <div class="ac-end-last" data-testid="ac-end-last">
          <span class="ac-label">{dict.ac.lastOnBoard}</span>
          <ul>
            {last.map((line, index) => (
              <li key={`${line.at}-${index}`}>{say(dict, state, line.phrase)}</li>
            ))}
          </ul>
        </div>
      )}
      <p class="muted" data-testid="ac-rounds">
        {dict.ac.roundsPlayed(state.round)}
        {state.scenario ? ` · ${dict.ac.scenario[state.scenario]}` : ''}
      </p>
      <LazyEndReport gameId={state.gameId} phrases={meta.phrases} />
    </section>
  );
}
