// A quarantine asked (AC8) as the big screen shows it: the question, where to answer it (the
// phone), the roll's dice and its exact odds (quarantineOdds in src/games/apocalyte/odds.ts).

import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { t } from './i18n/index.ts';
import { nameOf, oddsModule } from './model.ts';
import { chanceOf } from './odds.tsx';

export function QuarantineCard({ state }: { state: ApocalyteView }) {
  const dict = t.value;
  const odds = oddsModule.get()?.quarantineOdds(state);
  const p = state.pending;
  if (p?.kind !== 'choice' || p.ask !== 'quarantine') return null;
  const percent = (chance: Parameters<typeof chanceOf>[0]) => dict.ac.percent(chanceOf(chance));
  return (
    <div class="ac-quarantine" data-testid="ac-quarantine">
      <p class="ac-quarantine-where">{dict.ac.quarantineWhere}</p>
      {odds && (
        <>
          <p class="ac-fight-count">{dict.ac.diceAgainst(odds.attackDice, odds.defenceDice)}</p>
          <ul class="ac-quarantine-odds">
            <li data-testid="ac-quarantine-holds">
              {dict.ac.quarantineHolds(percent(odds.holds))}
            </li>
            <li data-testid="ac-quarantine-costs">
              {dict.ac.quarantineCosts(nameOf(dict, state, odds.seat), percent(odds.costs))}
            </li>
          </ul>
          {odds.note && <p class="muted ac-odds-note">{dict.ac.oddsNote[odds.note]}</p>}
        </>
      )}
    </div>
  );
}
