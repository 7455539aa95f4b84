// Apocalyte's end screen in the side panel: won or lost, by which goal, the rounds played and the
// armies left on each side; then the mission report, fetched from the history as Apogee's is.

import type { EndGoal } from '../../../src/games/apocalyte/words.ts';
import { LazyEndReport } from '../../after/lazy-report.tsx';
import { t } from './i18n/index.ts';
import { meta } from './meta.ts';
import { type ApocalyteTable, apocalyteNoun } from './model.ts';

export function ApocalyteEnd({ state }: { state: ApocalyteTable }) {
  const dict = t.value;
  const ending = state.ending;
  if (!ending) return null;
  const noun = apocalyteNoun(dict, state.scenario);
  const goal: EndGoal | undefined = ending.goal;
  const because = goal ? dict.ac.goal[goal]?.(noun.many) : undefined;
  return (
    <section
      class={`ac-end ${ending.won ? 'won' : 'lost'}`}
      data-testid="ac-end"
      data-won={String(ending.won)}
      data-goal={goal ?? ''}
    >
      <h2 class="ac-end-title">{ending.won ? dict.ac.won : dict.ac.lost}</h2>
      {because && <p class="ac-end-goal">{because}</p>}
      <p class="muted" data-testid="ac-rounds">
        {dict.ac.roundsPlayed(state.round)}
        {state.scenario ? ` · ${dict.ac.scenario[state.scenario]}` : ''}
      </p>
      <LazyEndReport gameId={state.gameId} phrases={meta.phrases} />
    </section>
  );
}
