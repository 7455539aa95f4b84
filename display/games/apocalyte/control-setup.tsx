// The set-up on the phone: the players in the lobby (a name, a colour, a letter), the deal
// entered seat by seat, the extra armies placed with + and −, the supply counters entered, and
// the scenario chosen or rolled. The box's dice do the same draws (the dice panel); every
// button asks the module's guards.

import { useState } from 'preact/hooks';
import type { ApocalyteCommand, PlayerSetup } from '../../../src/games/apocalyte/actions.ts';
import { extraPlaced, setupProblem } from '../../../src/games/apocalyte/guards.ts';
import { TERRITORIES, type Territory } from '../../../src/games/apocalyte/map.ts';
import {
  COLOURS,
  EXTRA_ARMIES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  SCENARIOS,
  SUPPLY_DRAWS,
} from '../../../src/games/apocalyte/setup.ts';
import type { Command } from '../../../src/messages.ts';
import { freshSeat, SeatRows, SetUpStart, useApplyInLobby } from '../../components/seats.tsx';
import { RefusalLine } from '../../components/status.tsx';
import { refusalText } from '../../i18n/index.ts';
import { TerritoryPicker } from './control-map.tsx';
import { Act, type Panel, SeatTag } from './control-parts.tsx';
import { t } from './control-words.ts';
import type { ApocalyteTable } from './model.ts';

const NEW_NAMES = ['Ada', 'Bo', 'Cleo', 'Dan', 'Eve'];

function freshPlayer(players: readonly PlayerSetup[]): PlayerSetup {
  const { name, colour } = freshSeat(players, NEW_NAMES, COLOURS);
  const taken = new Set(players.map((p) => p.letter));
  const letter = [name[0]?.toUpperCase() ?? 'A', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find(
    (l) => !taken.has(l),
  );
  return { name, colour, letter: letter ?? 'Z' };
}

export function SetUp(props: {
  state: ApocalyteTable;
  startWith: (command: Command) => void;
  apply: (command: Command) => void;
  starting: boolean;
}) {
  const { state } = props;
  const dict = t.value;
  const [players, setPlayers] = useState<PlayerSetup[]>(() =>
    state.players.map(({ name, colour, letter }) => ({ name, colour, letter })),
  );
  const chosen: Command = { type: 'newGame', game: 'apocalyte', players } as Command;
  const problem = setupProblem(players);
  // In the lobby each valid choice is the table's at once, so the big screen shows the set-up.
  const changed =
    players.length !== state.players.length ||
    players.some((p, i) => {
      const q = state.players[i];
      return !q || q.name !== p.name || q.colour !== p.colour || q.letter !== p.letter;
    });
  useApplyInLobby(
    props.apply,
    chosen,
    state.stage === 'lobby' && changed && problem === null && !props.starting,
    [players],
  );

  return (
    <section class="card setup" data-testid="new-game">
      <h2>{state.stage === 'over' ? dict.ap.playAgain : dict.ap.setUp}</h2>
      <SeatRows
        players={players}
        setPlayers={setPlayers}
        colours={COLOURS}
        colourName={(colour) => dict.ac.colour[colour]}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        fresh={freshPlayer}
        words={dict.ap}
        prefix="ap"
        extra={(player, index, edit) => (
          <input
            type="text"
            class="ap-letter"
            maxLength={1}
            autoCapitalize="characters"
            aria-label={dict.ap.letter}
            data-testid={`setup-letter-${index}`}
            value={player.letter}
            onInput={(event) =>
              edit({ letter: (event.target as HTMLInputElement).value.toUpperCase() })
            }
          />
        )}
      />
      <SetUpStart
        chosen={chosen}
        problem={problem}
        problemText={problem && refusalText(dict, problem.message, problem.code)}
        startWith={props.startWith}
        starting={props.starting}
        words={dict.ap}
      />
    </section>
  );
}

/** AC2: the deal entered: a seat chosen, then its territories tapped. */
export function DealPanel({ state, send }: Panel) {
  const dict = t.value;
  const [seat, setSeat] = useState(0);
  const [holders, setHolders] = useState<Partial<Record<Territory, number>>>({});
  const count = state.players.map((_, s) => TERRITORIES.filter((x) => holders[x] === s).length);
  const open = TERRITORIES.filter((x) => holders[x] === undefined).length;
  // A deal with a territory left open carries fewer seats: the module's guard names the lack.
  const seats = TERRITORIES.flatMap((x) =>
    holders[x] === undefined ? [] : [holders[x] as number],
  );
  const toggle = (territory: Territory) =>
    setHolders({ ...holders, [territory]: holders[territory] === seat ? undefined : seat });
  return (
    <section class="card" data-testid="deal-panel">
      <h2>{dict.ap.dealTitle}</h2>
      <p class="muted">{dict.ap.dealHelp}</p>
      <div class="ap-tabs">
        {state.players.map((player, s) => (
          <button
            key={player.name}
            type="button"
            data-testid={`deal-seat-${s}`}
            aria-pressed={s === seat}
            onClick={() => setSeat(s)}
          >
            <SeatTag state={state} seat={s} /> {dict.ap.dealCount(player.name, count[s] ?? 0)}
          </button>
        ))}
      </div>
      <p class="muted" data-testid="deal-open">
        {dict.ap.unassigned(open)}
      </p>
      {/* The chosen seat's territories ringed; every entered one carries its holder's letter. */}
      <TerritoryPicker
        state={state}
        testPrefix="deal"
        pick={toggle}
        chosen={(x) => holders[x] === seat}
        note={(x) => (holders[x] === undefined ? '' : (state.players[holders[x]]?.letter ?? ''))}
      />
      <Act
        state={state}
        send={send}
        command={{ type: 'deal', seats }}
        place="setup"
        testId="deal-send"
        class="primary"
        reason
      >
        {dict.ap.sendDeal}
      </Act>
      <RefusalLine place="setup" />
    </section>
  );
}

/** AC2: the extra armies, a territory tapped then + or −, each player's armies left in sight. */
export function PlacePanel({ state, send }: Panel) {
  const dict = t.value;
  const [territory, setTerritory] = useState<Territory | null>(null);
  const quota = EXTRA_ARMIES[state.players.length] ?? 0;
  const place = (count: number): ApocalyteCommand => ({
    type: 'place',
    territory: territory ?? TERRITORIES[0],
    count,
  });
  return (
    <section class="card" data-testid="place-panel">
      <h2>{dict.ap.placeTitle}</h2>
      <ul class="ap-left" data-testid="place-left">
        {state.players.map((player, seat) => (
          <li key={player.name}>
            <SeatTag state={state} seat={seat} />{' '}
            {dict.ac.extraLeft(player.name, quota - extraPlaced(state, seat))}
          </li>
        ))}
      </ul>
      {/* The bar holds its place before a tap, so the map does not move under the thumb. */}
      <div class="ap-sticky-actions">
        {territory ? (
          <div class="ap-chosen" data-testid="place-chosen">
            <strong>{dict.ac.territory[territory]}</strong>
            {[-1, 1, 5].map((n) => (
              <Act
                key={n}
                state={state}
                send={send}
                command={place(n)}
                place="setup"
                testId={`place-${n > 0 ? `plus-${n}` : 'minus-1'}`}
              >
                {n > 0 ? `+${n}` : '−1'}
              </Act>
            ))}
          </div>
        ) : (
          <p class="muted">{dict.ap.placeHelp}</p>
        )}
      </div>
      <RefusalLine place="setup" />
      <TerritoryPicker
        state={state}
        testPrefix="place"
        pick={setTerritory}
        chosen={(x) => x === territory}
      />
      <Act
        state={state}
        send={send}
        command={{ type: 'placed' }}
        place="setup"
        testId="placed"
        class="primary"
        reason
      >
        {dict.ap.placed}
      </Act>
    </section>
  );
}

/** AC2: the supply counters entered: each territory whose card was drawn, tapped. */
export function SuppliesPanel({ state, send }: Panel) {
  const dict = t.value;
  const [picked, setPicked] = useState<Territory[]>([]);
  const want = SUPPLY_DRAWS[state.players.length] ?? 0;
  const toggle = (x: Territory) =>
    setPicked(picked.includes(x) ? picked.filter((y) => y !== x) : [...picked, x]);
  return (
    <section class="card" data-testid="supplies-panel">
      <h2>{dict.ap.suppliesTitle}</h2>
      <p class="muted">{dict.ap.suppliesHelp}</p>
      <ul class="ap-left">
        {state.players.map((player, seat) => (
          <li key={player.name} data-testid={`supplies-count-${seat}`}>
            <SeatTag state={state} seat={seat} />{' '}
            {dict.ap.suppliesCount(
              player.name,
              picked.filter((x) => state.cards[x] === seat).length,
              want,
            )}
          </li>
        ))}
      </ul>
      <TerritoryPicker
        state={state}
        testPrefix="supply"
        pick={toggle}
        chosen={(x) => picked.includes(x)}
        note={(x) => (picked.includes(x) ? '+▣' : '')}
      />
      <Act
        state={state}
        send={send}
        command={{ type: 'supplies', territories: picked }}
        place="setup"
        testId="supplies-send"
        class="primary"
        reason
      >
        {dict.ap.sendSupplies}
      </Act>
      <RefusalLine place="setup" />
    </section>
  );
}

/** AC2: the scenario chosen, or rolled on a d6. */
export function ScenarioPanel({ state, send }: Panel) {
  const dict = t.value;
  return (
    <section class="card" data-testid="scenario-panel">
      <h2>{dict.ap.scenarioTitle}</h2>
      <div class="ap-choices">
        {SCENARIOS.map((scenario) => (
          <Act
            key={scenario}
            state={state}
            send={send}
            command={{ type: 'scenario', scenario }}
            place="setup"
            testId={`scenario-${scenario}`}
          >
            {dict.ac.scenario[scenario]}
          </Act>
        ))}
      </div>
      <Act
        state={state}
        send={send}
        command={{ type: 'scenario' }}
        place="setup"
        testId="scenario-roll"
        class="primary"
      >
        {dict.ap.rollScenario}
      </Act>
      <RefusalLine place="setup" />
    </section>
  );
}
