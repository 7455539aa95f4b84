// A player's turn on the phone, play 3: combat in every contested territory with the exact odds
// of the next round and of the rounds left, the Aliens' mothership, the Demons' portals, and the
// end of the turn.

import { useState } from 'preact/hooks';
import { TERRITORIES, type Territory } from '../../../../src/games/apocalyte/map.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { type ApocalyteTable, apocalyteNoun, oddsModule } from '../model.ts';
import { chanceOf, meanLosses, OutcomeBars } from '../odds.tsx';
import type { Panel } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t, why } from './words.ts';

/**
 * AC4, AC32: the module's exact odds before a fight, readable in a hand: the next round as bars,
 * the rounds left as headline figures (the Apocalytes cleared, every army lost, the mean losses),
 * every outcome of those rounds folded away.
 */
function Odds({ state, territory }: { state: ApocalyteTable; territory: Territory }) {
  const dict = t.value;
  // The odds' arithmetic serves the combat step only: fetched then, the control page's first
  // load does without it.
  const odds = oddsModule.get()?.fightOdds(state, territory);
  if (!odds) return null;
  const noun = apocalyteNoun(dict, state.scenario);
  const mean = meanLosses(odds.battle.outcomes);
  const figure = (value: string, label: string, testId: string) => (
    <div class="ap-figure" data-testid={testId}>
      <strong>{value}</strong>
      <span>{label}</span>
    </div>
  );
  return (
    <div class="ap-odds">
      {odds.note && <p class="muted">{dict.ac.oddsNote[odds.note]}</p>}
      <h3>{dict.ap.odds}</h3>
      <OutcomeBars
        dict={dict}
        outcomes={odds.round.outcomes}
        noun={noun}
        testId={`odds-${territory}`}
      />
      <div data-testid={`battle-${territory}`}>
        <h3>{dict.ap.battle(odds.battle.rounds)}</h3>
        <div class="ap-figures">
          {figure(
            dict.ac.percent(chanceOf(odds.battle.cleared)),
            dict.ap.cleared(noun.many),
            `cleared-${territory}`,
          )}
          {figure(
            dict.ac.percent(chanceOf(odds.battle.beaten)),
            dict.ap.beaten,
            `beaten-${territory}`,
          )}
          {figure(dict.ap.mean(mean.players), dict.ap.armiesLost, `armies-lost-${territory}`)}
          {figure(
            dict.ap.mean(mean.apocalytes),
            dict.ap.apocalytesLost(noun.many),
            `apocalytes-lost-${territory}`,
          )}
        </div>
        <details class="ap-outcomes">
          <summary>{dict.ap.everyOutcome(odds.battle.outcomes.length)}</summary>
          <OutcomeBars dict={dict} outcomes={odds.battle.outcomes} noun={noun} />
        </details>
      </div>
    </div>
  );
}

/** Turn play 3: a round in every contested territory, 3 at most; the scenario's own attacks. */
export function CombatPanel({ state, table }: Panel) {
  const dict = t.value;
  const turn = state.turn;
  const [picked, setPicked] = useState<Territory | null>(null);
  if (!turn) return null;
  // Where this player's armies meet Apocalytes: the guard says which may still be fought.
  const contested = TERRITORIES.filter((x) => {
    const g = state.board[x];
    return (g.armies[turn.seat] ?? 0) > 0 && g.apocalytes > 0;
  });
  // Turn play 3 and AC4: a round fought everywhere, more may still be on offer (3 a territory).
  const onOffer = contested.filter((x) => why(state, { type: 'fight', territory: x }) === null);
  // The fight in view: the one tapped, else the first the guard still asks for.
  const focus =
    (picked && contested.includes(picked) ? picked : null) ??
    contested.find((x) => state.unfought.includes(x)) ??
    contested[0] ??
    null;
  const others = contested.filter((x) => x !== focus);
  const row = (territory: Territory) => (
    <div class="ap-fight" key={territory} data-testid={`fight-row-${territory}`}>
      <Act
        table={table}
        command={{ type: 'fight', territory }}
        place="turn"
        testId={`fight-${territory}`}
        class={state.unfought.includes(territory) ? 'primary' : undefined}
        reason
      >
        {dict.ap.fight(dict.ac.territory[territory])}
      </Act>
      <span class="muted">{dict.ap.roundsFought(turn.rounds[territory] ?? 0)}</span>
      <Odds state={state} territory={territory} />
    </div>
  );
  const portals = TERRITORIES.filter(
    (x) => state.board[x].mark === 'portal' && (state.board[x].armies[turn.seat] ?? 0) > 0,
  );
  return (
    <section class="card" data-testid="combat-panel">
      <h2>{dict.ap.combatTitle}</h2>
      <p data-testid="unfought">
        {state.unfought.length > 0
          ? `${dict.ac.toFight} ${state.unfought.map((x) => dict.ac.territory[x]).join(', ')}`
          : onOffer.length > 0
            ? dict.ap.fightAgain
            : contested.length > 0
              ? dict.ap.noFightLeft
              : dict.ap.nothingToFight}
      </p>
      {focus && (
        <>
          <TerritoryPicker
            state={state}
            testPrefix="fight-at"
            pick={setPicked}
            shown={(x) => contested.includes(x)}
            chosen={(x) => x === focus}
          />
          {row(focus)}
        </>
      )}
      {others.length > 0 && (
        <details class="ap-list" data-testid="other-fights">
          <summary>{dict.ap.otherFights(others.length)}</summary>
          {others.map(row)}
        </details>
      )}
      {state.scenario === 'aliens' && (
        <Act table={table} command={{ type: 'mothership' }} place="turn" testId="mothership" reason>
          {dict.ap.mothership}
        </Act>
      )}
      {state.scenario === 'demons' &&
        portals.map((territory) => (
          <Act
            table={table}
            key={territory}
            command={{ type: 'closePortal', territory }}
            place="turn"
            testId={`close-portal-${territory}`}
            reason
          >
            {dict.ap.closePortal(dict.ac.territory[territory])}
          </Act>
        ))}
      <Act
        table={table}
        command={{ type: 'endTurn' }}
        place="turn"
        testId="end-turn"
        class="primary"
        reason
      >
        {dict.ap.endTurn}
      </Act>
      <RefusalLine place="turn" />
    </section>
  );
}
