// A player's turn on the phone (turn play 1–3): the two new armies, up to two moves (armies,
// supplies carried, the holder's permission), then combat in every contested territory with
// the exact odds of the next round and of the rounds left before the fight, the Aliens' mothership and the
// Demons' portals, and the end of the turn. Every button asks the module's guards.

import { useState } from 'preact/hooks';
import { forbidden } from '../../../src/games/apocalyte/guards.ts';
import { ADJACENT, TERRITORIES, type Territory } from '../../../src/games/apocalyte/map.ts';
import { CARRIED_SUPPLIES, REINFORCEMENTS } from '../../../src/games/apocalyte/setup.ts';
import { RefusalLine } from '../../components/status.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { TerritoryPicker } from './control-map.tsx';
import { Act, type Panel } from './control-parts.tsx';
import { t } from './control-words.ts';
import { type ApocalyteTable, apocalyteNoun, oddsModule } from './model.ts';
import { chanceOf, meanLosses, OutcomeBars } from './odds.tsx';

export function TurnPanels({ state, send }: Panel) {
  const turn = state.turn;
  if (!turn) return null;
  return (
    <>
      {turn.step === 'reinforce' && <ReinforcePanel state={state} send={send} />}
      {turn.step === 'move' && <MovePanel state={state} send={send} />}
      {turn.step !== 'reinforce' && <CombatPanel state={state} send={send} />}
    </>
  );
}

/** Turn play 1: the new armies on one of the player's territories free of Apocalytes. */
function ReinforcePanel({ state, send }: Panel) {
  const dict = t.value;
  const turn = state.turn;
  const [territory, setTerritory] = useState<Territory | null>(null);
  if (!turn) return null;
  const mine = (x: Territory) => (state.board[x].armies[turn.seat] ?? 0) > 0;
  return (
    <section class="card" data-testid="reinforce-panel">
      <h2>{dict.ap.reinforceTitle(turn.toPlace)}</h2>
      {/* The bar holds its place before a tap, so the map does not move under the thumb. */}
      <div class="ap-sticky-actions">
        {territory ? (
          <div class="ap-chosen" data-testid="reinforce-chosen">
            <strong>{dict.ac.territory[territory]}</strong>
            {Array.from({ length: REINFORCEMENTS }, (_, i) => i + 1).map((count) => (
              <Act
                key={count}
                state={state}
                send={send}
                command={{ type: 'reinforce', territory, count }}
                place="turn"
                testId={`reinforce-${count}`}
                class={count === turn.toPlace ? 'primary' : undefined}
                reason
              >
                {dict.ap.addArmies(count)}
              </Act>
            ))}
          </div>
        ) : (
          <p class="muted">{dict.ap.reinforceHelp}</p>
        )}
      </div>
      <RefusalLine place="turn" />
      <TerritoryPicker
        state={state}
        testPrefix="reinforce"
        pick={setTerritory}
        shown={mine}
        chosen={(x) => x === territory}
      />
    </section>
  );
}

type Way = { to: Territory; via?: Territory };

/**
 * Where armies may go from `from`: each neighbour, and (turn play 2's last rule) the far side of
 * a neighbour no army may end a turn in; the guard judges each order.
 */
function waysFrom(state: ApocalyteTable, from: Territory): Way[] {
  const ways: Way[] = ADJACENT[from].map((to) => ({ to }));
  for (const via of ADJACENT[from]) {
    if (!forbidden(state, state.board[via], 0)) continue;
    for (const to of ADJACENT[via]) {
      if (to !== from && !ADJACENT[from].includes(to)) ways.push({ to, via });
    }
  }
  return ways;
}

/** Turn play 2: a move (from, to, armies, supplies, permission), up to two; then the moves end. */
function MovePanel({ state, send }: Panel) {
  const dict = t.value;
  const turn = state.turn;
  const [from, setFrom] = useState<Territory | null>(null);
  const [way, setWay] = useState<Way | null>(null);
  const [armies, setArmies] = useState(1);
  const [supplies, setSupplies] = useState(0);
  const [permission, setPermission] = useState(false);
  if (!turn) return null;
  const mine = (x: Territory) => (state.board[x].armies[turn.seat] ?? 0) > 0;
  const here = from ? (state.board[from].armies[turn.seat] ?? 0) : 0;
  const ways = from ? waysFrom(state, from) : [];
  const pickFrom = (x: Territory) => {
    setFrom(x);
    setWay(null);
    setArmies(1);
    setSupplies(0);
  };
  return (
    <section class="card" data-testid="move-panel">
      <h2>{dict.ap.moveTitle(turn.movesLeft)}</h2>
      <div class="ap-move-order">
        <Act
          state={state}
          send={send}
          command={{ type: 'endMoves' }}
          place="turn"
          testId="end-moves"
        >
          {dict.ap.endMoves}
        </Act>
      </div>
      {from && way && (
        <div class="ap-sticky-actions ap-move-form" data-testid="move-form">
          <p>
            <strong>{dict.ac.territory[from]}</strong> →{' '}
            <strong>{dict.ac.territory[way.to]}</strong>
            {way.via && ` (${dict.ap.via(dict.ac.territory[way.via])})`}
          </p>
          <Stepper
            label={dict.ap.armies}
            value={armies}
            min={1}
            max={Math.max(1, here)}
            testId="move-armies"
            onChange={setArmies}
          />
          <Stepper
            label={dict.ap.supplies}
            value={supplies}
            max={CARRIED_SUPPLIES}
            testId="move-supplies"
            onChange={setSupplies}
          />
          <label class="ap-check">
            <input
              type="checkbox"
              data-testid="move-permission"
              checked={permission}
              onChange={(event) => setPermission((event.target as HTMLInputElement).checked)}
            />{' '}
            {dict.ap.permission}
          </label>
          <Act
            state={state}
            send={(command, place) => {
              send(command, place);
              setFrom(null);
              setWay(null);
            }}
            command={{
              type: 'move',
              from,
              to: way.to,
              ...(way.via ? { via: way.via } : {}),
              armies,
              supplies,
              ...(permission ? { permission: true } : {}),
            }}
            place="turn"
            testId="move-send"
            class="primary"
            reason
          >
            {dict.ap.move}
          </Act>
        </div>
      )}
      <RefusalLine place="turn" />
      <h3>{from ? dict.ap.toHelp(dict.ac.territory[from]) : dict.ap.fromHelp}</h3>
      {/* One map for both ends: the origin first, then a destination (the origin again: undone). */}
      <TerritoryPicker
        state={state}
        testPrefix="move-from"
        pick={pickFrom}
        shown={mine}
        chosen={(x) => x === from}
        canTap={(x) => (from ? x === from || ways.some((w) => w.to === x) : mine(x))}
        tap={(x) => {
          if (!from) pickFrom(x);
          else if (x === from) {
            setFrom(null);
            setWay(null);
          } else setWay(ways.find((w) => w.to === x) ?? null);
        }}
        highlight={{
          places: ways.map((w) => w.to),
          ...(from && way ? { arrow: [from, way.to] as const } : {}),
        }}
      />
      {from && (
        <>
          <h3>{dict.ap.to}</h3>
          <div class="ap-territories" data-testid="move-to-board">
            {ways.map((w) => (
              <button
                key={`${w.to}-${w.via ?? ''}`}
                type="button"
                class="ap-territory"
                data-testid={`move-to-${w.to}${w.via ? `-via-${w.via}` : ''}`}
                aria-pressed={way?.to === w.to && way?.via === w.via}
                onClick={() => setWay(w)}
              >
                <span class="ap-territory-name">
                  {dict.ac.territory[w.to]}
                  {w.via && ` (${dict.ap.via(dict.ac.territory[w.via])})`}
                </span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

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
function CombatPanel({ state, send }: Panel) {
  const dict = t.value;
  const turn = state.turn;
  const [picked, setPicked] = useState<Territory | null>(null);
  if (!turn) return null;
  // Where this player's armies meet Apocalytes: the guard says which may still be fought.
  const contested = TERRITORIES.filter((x) => {
    const g = state.board[x];
    return (g.armies[turn.seat] ?? 0) > 0 && g.apocalytes > 0;
  });
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
        state={state}
        send={send}
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
        {state.unfought.length === 0
          ? dict.ap.nothingToFight
          : `${dict.ac.toFight} ${state.unfought.map((x) => dict.ac.territory[x]).join(', ')}`}
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
        <Act
          state={state}
          send={send}
          command={{ type: 'mothership' }}
          place="turn"
          testId="mothership"
          reason
        >
          {dict.ap.mothership}
        </Act>
      )}
      {state.scenario === 'demons' &&
        portals.map((territory) => (
          <Act
            key={territory}
            state={state}
            send={send}
            command={{ type: 'closePortal', territory }}
            place="turn"
            testId={`close-portal-${territory}`}
            reason
          >
            {dict.ap.closePortal(dict.ac.territory[territory])}
          </Act>
        ))}
      <Act
        state={state}
        send={send}
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
