// Apogee's panels on the control page, for a phone at the table: the bar (quarter, phase, clock,
// who acts), the set-up in the lobby, the d12 first when a launch waits for it, the launch turn
// (destinations lit or dimmed by the module's guard, with its reason), the table's buttons, the
// rockets card by card, the round's specialists, the table's confirmations and undo. Every
// command button asks the module's guards (`whyNot`, `setupProblem`); no rule is kept here.

import { useEffect, useState } from 'preact/hooks';
import type { ApogeeCommand, CardFields, PlayerSetup } from '../../../src/games/apogee/actions.ts';
import { setupProblem } from '../../../src/games/apogee/guards.ts';
import { DESTINATIONS, SPECIALISTS, type Specialist } from '../../../src/games/apogee/launch.ts';
import {
  CARD_KINDS,
  type CardKind,
  COLOURS,
  CONFIRMS,
  MAX_CARD_COUNT,
  MAX_CARD_VALUE,
  MAX_PLAYERS,
  MIN_PLAYERS,
} from '../../../src/games/apogee/setup.ts';
import { type Card, MISSION_MINUTES, PHASES } from '../../../src/games/apogee/state.ts';
import type { Command, PublicState } from '../../../src/messages.ts';
import { CommandButton } from '../../components/command-button.tsx';
import { freshSeat, SeatRows, SetUpStart, useApplyInLobby } from '../../components/seats.tsx';
import { useStartWith } from '../../components/start-with.ts';
import { RefusalLine } from '../../components/status.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { refusalText } from '../../i18n/index.ts';
import type { Send } from '../seam.ts';
import './control.css';
import { t, tellShellOurErrors } from './i18n/index.ts';
import { type ApogeeTable, asApogee, levelOf, nameOf, why } from './model.ts';
import { Clock, ColourTag, Quarter } from './pieces.tsx';

type Panel = { state: ApogeeTable; send: Send };

/** In the lobby a choice becomes the table's set-up this long after the last change. */

const inGame = (state: ApogeeTable) => state.stage === 'playing' || state.stage === 'paused';

/** A command button asking the module's guard now. */
function Act(props: {
  state: ApogeeTable;
  send: Send;
  command: ApogeeCommand;
  place: string;
  testId: string;
  class?: string;
  label?: string;
  pressed?: boolean;
  children: preact.ComponentChildren;
}) {
  return (
    <CommandButton
      command={props.command as Command}
      place={props.place}
      send={props.send}
      why={why(props.state, props.command)}
      testId={props.testId}
      class={props.class}
      label={props.label}
      pressed={props.pressed}
    >
      {props.children}
    </CommandButton>
  );
}

export function ApogeeControl(props: { state: PublicState; send: Send }) {
  const state = asApogee(props.state);
  const { send } = props;
  useEffect(tellShellOurErrors, []);
  // One way to start: the form's newGame, then START once the table shows the new game.
  const { starting, startWith } = useStartWith(state, send);

  const playing = inGame(state);
  return (
    <div class="ag-control">
      <StatusBar state={state} />
      {state.awaiting && <DiePanel state={state} send={send} />}
      {!playing && (
        <SetUp
          key={state.gameId ?? 'first'}
          state={state}
          startWith={startWith}
          apply={(command) => send(command, 'newGame')}
          starting={starting}
        />
      )}
      {playing && <TableButtons state={state} send={send} />}
      {playing && !state.awaiting && state.phase === 'launch' && (
        <LaunchTurn state={state} send={send} />
      )}
      {playing && <Rockets state={state} send={send} />}
      {playing && state.phase !== 'administration' && (
        <SpecialistsPanel state={state} send={send} />
      )}
      {playing && <Confirmations state={state} send={send} />}
      <UndoPanel state={state} send={send} />
    </div>
  );
}

/** Always in view: the quarter and phase, the clock, and who the table waits for. */
function StatusBar({ state }: { state: ApogeeTable }) {
  const dict = t.value;
  let now = '';
  if (state.stage === 'paused') now = dict.overlay.paused;
  else if (state.stage === 'over') now = dict.status.over;
  else if (state.awaiting)
    now = dict.ag.awaiting(
      nameOf(state, state.awaiting.player),
      dict.ag.destination[state.awaiting.destination],
    );
  else if (state.next !== null) now = dict.ag.nextIs(nameOf(state, state.next));
  return (
    <section class="ag-bar" data-testid="ag-bar">
      {state.stage !== 'lobby' && <Quarter state={state} />}
      {state.stage !== 'lobby' && <Clock state={state} />}
      {now && (
        <p class="ag-bar-now" data-testid="ag-bar-now">
          {now}
        </p>
      )}
    </section>
  );
}

// ---- The set-up ----

const NEW_NAMES = ['Ada', 'Boris', 'Chen', 'Dora', 'Emil'];

function freshPlayer(players: readonly PlayerSetup[]): PlayerSetup {
  const authority = Math.max(0, ...players.map((p) => p.authority)) + 1;
  return { ...freshSeat(players, NEW_NAMES, COLOURS), authority };
}

function SetUp(props: {
  state: ApogeeTable;
  startWith: (command: Command) => void;
  apply: (command: Command) => void;
  starting: boolean;
}) {
  const { state } = props;
  const dict = t.value;
  const [players, setPlayers] = useState<PlayerSetup[]>(() =>
    state.players.map(({ name, colour, authority }) => ({ name, colour, authority })),
  );
  const [mission, setMission] = useState(state.mission);
  const chosen: Command = { type: 'newGame', game: 'apogee', players, mission };
  const problem = setupProblem(players, mission);
  const again = state.stage === 'over';

  // In the lobby each valid choice is the table's at once, so the big screen shows the set-up.
  const changed =
    mission !== state.mission ||
    players.length !== state.players.length ||
    players.some((p, i) => {
      const q = state.players[i];
      return !q || q.name !== p.name || q.colour !== p.colour || q.authority !== p.authority;
    });
  useApplyInLobby(
    props.apply,
    chosen,
    state.stage === 'lobby' && changed && problem === null && !props.starting,
    [players, mission],
  );

  return (
    <section class="card setup" data-testid="new-game">
      <h2>{again ? dict.ag.phone.playAgain : dict.ag.phone.setUp}</h2>
      <SeatRows
        players={players}
        setPlayers={setPlayers}
        colours={COLOURS}
        colourName={(colour) => dict.ag.colour[colour]}
        min={MIN_PLAYERS}
        max={MAX_PLAYERS}
        fresh={freshPlayer}
        words={dict.ag.phone}
        prefix="ag"
        extra={(player, index, edit) => (
          <label>
            {dict.ag.authority}{' '}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              data-testid={`setup-authority-${index}`}
              value={player.authority}
              onInput={(event) =>
                edit({ authority: Number((event.target as HTMLInputElement).value) })
              }
            />
          </label>
        )}
      />
      <fieldset>
        <legend>{dict.ag.phone.mission}</legend>
        <div class="ag-missions">
          {Object.keys(MISSION_MINUTES).map((key) => {
            const n = Number(key);
            return (
              <button
                key={n}
                type="button"
                data-testid={`setup-mission-${n}`}
                aria-pressed={mission === n}
                onClick={() => setMission(n)}
              >
                <strong>{n}</strong> {dict.ag.level[levelOf(n)]} ·{' '}
                {dict.ag.minutes(MISSION_MINUTES[n] ?? 0)}
              </button>
            );
          })}
        </div>
        <p class="muted" data-testid="setup-goal">
          {dict.ag.goal[mission]}
        </p>
      </fieldset>
      <SetUpStart
        chosen={chosen}
        problem={problem}
        problemText={problem && refusalText(dict, problem.message, problem.code)}
        startWith={props.startWith}
        starting={props.starting}
        words={dict.ag.phone}
      />
    </section>
  );
}

// ---- The d12 ----

function DiePanel({ state, send }: Panel) {
  const dict = t.value.ag;
  const waiting = state.awaiting;
  if (!waiting) return null;
  const check = waiting.check;
  return (
    <section class="card ag-die" data-testid="die-panel">
      <h2>
        {dict.phone.dieTitle} ·{' '}
        {dict.awaiting(nameOf(state, waiting.player), dict.destination[waiting.destination])}
      </h2>
      {check.reachable && (
        <p>
          <strong>{dict.target(check.target)}</strong> · {dict.chance(check.chance)}
        </p>
      )}
      {state.box.connected && (
        <Act
          state={state}
          send={send}
          command={{ type: 'roll' }}
          place="die"
          testId="roll"
          class="primary"
        >
          {dict.phone.rollBox}
        </Act>
      )}
      <p class="muted">{dict.phone.typeDie}</p>
      <div class="ag-faces">
        {Array.from({ length: 12 }, (_, i) => i + 1).map((value) => (
          <Act
            key={value}
            state={state}
            send={send}
            command={{ type: 'roll', value }}
            place="die"
            testId={`roll-${value}`}
            class={check.reachable && value >= check.target ? 'ag-face pass' : 'ag-face'}
          >
            {value}
          </Act>
        ))}
      </div>
      <RefusalLine place="die" />
    </section>
  );
}

// ---- The launch turn (AG9) ----

function LaunchTurn({ state, send }: Panel) {
  const dict = t.value;
  const player = state.next;
  if (player === null) {
    return (
      <section class="card" data-testid="launch-turn">
        <p class="muted">{dict.ag.phone.noTurn}</p>
      </section>
    );
  }
  const pad = state.pads[player];
  return (
    <section class="card ag-turn" data-testid="launch-turn">
      <h2>
        {state.players[player] && <ColourTag colour={state.players[player].colour} />}{' '}
        {dict.ag.phone.launchTurn(nameOf(state, player))}
      </h2>
      <div class="ag-destinations">
        {DESTINATIONS.map((destination) => {
          const command: ApogeeCommand = { type: 'launch', player, destination };
          const problem = why(state, command);
          const odds = pad?.odds[destination];
          return (
            <div class="ag-destination" key={destination}>
              <CommandButton
                command={command as Command}
                place="launch"
                send={send}
                why={problem}
                testId={`launch-${destination}`}
              >
                {dict.ag.destination[destination]}{' '}
                {odds?.target != null && dict.ag.odds(odds.target, odds.chance)}
              </CommandButton>
              {problem && (
                <span class="muted ag-reason" data-testid={`launch-${destination}-reason`}>
                  {refusalText(dict, problem.message, problem.code)}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <Act
        state={state}
        send={send}
        command={{ type: 'pass', player }}
        place="launch"
        testId="pass"
      >
        {dict.ag.phone.pass}
      </Act>
      <RefusalLine place="launch" />
    </section>
  );
}

// ---- The table's buttons ----

function TableButtons({ state, send }: Panel) {
  const dict = t.value.ag;
  const index = PHASES.indexOf(state.phase);
  const to = PHASES[index + 1];
  return (
    <section class="card ag-table-buttons">
      <Act
        state={state}
        send={send}
        command={{ type: 'advance' }}
        place="table"
        testId="advance"
        class="primary"
      >
        {to ? dict.phone.advance(dict.phase[to]) : dict.phone.endRound}
      </Act>
      {state.stage === 'paused' ? (
        <Act state={state} send={send} command={{ type: 'resume' }} place="table" testId="resume">
          {dict.phone.resume}
        </Act>
      ) : (
        <Act state={state} send={send} command={{ type: 'pause' }} place="table" testId="pause">
          {dict.phone.pause}
        </Act>
      )}
      <RefusalLine place="table" />
    </section>
  );
}

function UndoPanel({ state, send }: Panel) {
  const dict = t.value.ag;
  const what = state.undoable ? (dict.action[state.undoable] ?? state.undoable) : null;
  return (
    <section class="card">
      <Act state={state} send={send} command={{ type: 'undo' }} place="undo" testId="undo">
        ↶ {what ? dict.phone.undo(what) : dict.phone.nothingToUndo}
      </Act>
      <RefusalLine place="undo" />
    </section>
  );
}

// ---- The rockets, card by card ----

type Draft = {
  kind: CardKind;
  thrust: number;
  mass: number;
  heavy: boolean;
  nuclearPulse: boolean;
  reusable: boolean;
  astronauts: number;
  satellites: number;
  name: string;
};

const EMPTY: Draft = {
  kind: 'first',
  thrust: 0,
  mass: 0,
  heavy: false,
  nuclearPulse: false,
  reusable: false,
  astronauts: 0,
  satellites: 0,
  name: '',
};

function draftOf(card: Card): Draft {
  return {
    kind: card.kind,
    thrust: card.thrust,
    mass: card.mass,
    heavy: card.heavy === true,
    nuclearPulse: card.nuclearPulse === true,
    reusable: card.reusable === true,
    astronauts: card.astronauts ?? 0,
    satellites: card.satellites ?? 0,
    name: card.name ?? '',
  };
}

/** The card as a command carries it: only the fields set. */
export function cardOf(draft: Draft): CardFields & { kind: CardKind } {
  const card: CardFields & { kind: CardKind } = {
    kind: draft.kind,
    thrust: draft.thrust,
    mass: draft.mass,
  };
  const name = draft.name.trim();
  if (name) card.name = name;
  if (draft.heavy) card.heavy = true;
  if (draft.nuclearPulse) card.nuclearPulse = true;
  if (draft.reusable) card.reusable = true;
  if (draft.astronauts > 0) card.astronauts = draft.astronauts;
  if (draft.satellites > 0) card.satellites = draft.satellites;
  return card;
}

function cardLine(dict: typeof t.value, card: Card): string {
  const ag = dict.ag;
  const parts = [
    card.name ? `${ag.kind[card.kind]} “${card.name}”` : ag.kind[card.kind],
    `${ag.thrust} ${card.thrust} · ${ag.mass} ${card.mass}`,
  ];
  if (card.heavy) parts.push(ag.flag.heavy);
  if (card.nuclearPulse) parts.push(ag.flag.nuclearPulse);
  if (card.reusable) parts.push(ag.flag.reusable);
  if (card.astronauts) parts.push(`${card.astronauts} ${ag.astronauts}`);
  if (card.satellites) parts.push(`${card.satellites} ${ag.satellites}`);
  return parts.join(' · ');
}

function Rockets({ state, send }: Panel) {
  const dict = t.value;
  const ag = dict.ag;
  const [player, setPlayer] = useState(() => state.next ?? 0);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const seat = Math.min(player, state.players.length - 1);
  const who = state.players[seat];
  const pad = state.pads[seat];
  if (!who || !pad) return null;
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const card = cardOf(draft);
  const command: ApogeeCommand =
    editing === null
      ? { type: 'build', player: seat, card }
      : { type: 'correct', player: seat, id: editing, card };
  const done = () => {
    setDraft({ ...EMPTY, kind: draft.kind });
    setEditing(null);
  };
  return (
    <section class="card ag-rockets" data-testid="rockets">
      <h2>{ag.phone.rocket}</h2>
      <div class="ag-tabs">
        {state.players.map((p, index) => (
          <button
            key={p.name}
            type="button"
            data-testid={`rocket-tab-${index}`}
            aria-pressed={index === seat}
            onClick={() => {
              setPlayer(index);
              setEditing(null);
            }}
          >
            <ColourTag colour={p.colour} /> {p.name}
          </button>
        ))}
      </div>
      <p data-testid="rocket-totals">
        {ag.thrust} {pad.thrust} · {ag.mass} {pad.mass} · {ag.performance}{' '}
        {pad.performance === null ? '—' : pad.performance.toFixed(1)}
      </p>
      <ul class="ag-cards">
        {who.rocket.map((c) => (
          <li
            key={c.id}
            data-testid={`card-${c.id}`}
            class={editing === c.id ? 'editing' : undefined}
          >
            <span>{cardLine(dict, c)}</span>
            <button
              type="button"
              class="secondary"
              data-testid={`edit-${c.id}`}
              onClick={() => {
                setEditing(c.id);
                setDraft(draftOf(c));
              }}
            >
              {ag.phone.edit}
            </button>
            <Act
              state={state}
              send={send}
              command={{ type: 'remove', player: seat, id: c.id }}
              place="rocket"
              testId={`remove-${c.id}`}
              class="secondary"
            >
              {ag.phone.remove}
            </Act>
          </li>
        ))}
      </ul>
      <div class="ag-card-form" data-testid="card-form">
        <div class="ag-kinds">
          {CARD_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              data-testid={`kind-${kind}`}
              aria-pressed={draft.kind === kind}
              onClick={() => set({ kind })}
            >
              {ag.kind[kind]}
            </button>
          ))}
        </div>
        <Stepper
          label={ag.thrust}
          value={draft.thrust}
          max={MAX_CARD_VALUE}
          testId="card-thrust"
          onChange={(thrust) => set({ thrust })}
        />
        <Stepper
          label={ag.mass}
          value={draft.mass}
          max={MAX_CARD_VALUE}
          testId="card-mass"
          onChange={(mass) => set({ mass })}
        />
        <div class="ag-flags">
          {(['heavy', 'nuclearPulse', 'reusable'] as const).map((flag) => (
            <button
              key={flag}
              type="button"
              data-testid={`flag-${flag}`}
              aria-pressed={draft[flag]}
              onClick={() => set({ [flag]: !draft[flag] })}
            >
              {ag.flag[flag]}
            </button>
          ))}
        </div>
        <Stepper
          label={ag.astronauts}
          value={draft.astronauts}
          max={MAX_CARD_COUNT}
          testId="card-astronauts"
          onChange={(astronauts) => set({ astronauts })}
        />
        <Stepper
          label={ag.satellites}
          value={draft.satellites}
          max={MAX_CARD_COUNT}
          testId="card-satellites"
          onChange={(satellites) => set({ satellites })}
        />
        <input
          type="text"
          maxLength={30}
          placeholder={ag.phone.cardName}
          aria-label={ag.phone.cardName}
          data-testid="card-name"
          value={draft.name}
          onInput={(event) => set({ name: (event.target as HTMLInputElement).value })}
        />
        <CommandButton
          command={command as Command}
          place="rocket"
          send={(sent, place) => {
            send(sent, place);
            done();
          }}
          why={why(state, command)}
          testId="card-save"
          class="primary"
        >
          {editing === null ? ag.phone.addCard : ag.phone.saveCard}
        </CommandButton>
        {editing !== null && (
          <button type="button" class="secondary" onClick={done}>
            {ag.phone.cancel}
          </button>
        )}
      </div>
      <RefusalLine place="rocket" />
    </section>
  );
}

// ---- The round's specialists (AG7) ----

function SpecialistsPanel({ state, send }: Panel) {
  const ag = t.value.ag;
  return (
    <section class="card ag-specialists-panel" data-testid="specialists">
      <h2>{ag.specialistsTitle}</h2>
      <div class="ag-flags">
        {SPECIALISTS.map((name: Specialist) => {
          const has = state.specialists.includes(name);
          const list = has
            ? state.specialists.filter((s) => s !== name)
            : [...state.specialists, name];
          return (
            <Act
              key={name}
              state={state}
              send={send}
              command={{ type: 'specialists', list }}
              place="specialists"
              testId={`specialist-${name}`}
              pressed={has}
            >
              {ag.specialist[name]}
            </Act>
          );
        })}
      </div>
      <RefusalLine place="specialists" />
    </section>
  );
}

// ---- What the table confirms (AG2, AG33) ----

function Confirmations({ state, send }: Panel) {
  const ag = t.value.ag;
  const buttons = state.players.flatMap((player, seat) =>
    CONFIRMS.flatMap((what) => {
      const plain: ApogeeCommand = { type: 'confirm', player: seat, what };
      const problem = why(state, plain);
      // The module's guard says whether this mission needs it at all, and whether it names a launch.
      if (problem?.code === 'confirm/mission') return [];
      if (what === 'docking' && problem?.code === 'confirm/launch') {
        return state.record.flatMap((flight, index) =>
          flight.player === seat && flight.success
            ? [
                <Act
                  key={`${seat}-${what}-${index}`}
                  state={state}
                  send={send}
                  command={{ type: 'confirm', player: seat, what, launch: index }}
                  place="confirm"
                  testId={`confirm-${seat}-docking-${index}`}
                >
                  <ColourTag colour={player.colour} /> {player.name}:{' '}
                  {ag.phone.dockingOf(index + 1, ag.destination[flight.destination])}
                </Act>,
              ]
            : [],
        );
      }
      const done = state.confirmed.some(
        (c) => c.player === seat && c.what === what && c.launch === null,
      );
      return [
        <Act
          key={`${seat}-${what}`}
          state={state}
          send={send}
          command={plain}
          place="confirm"
          testId={`confirm-${seat}-${what}`}
          pressed={done}
        >
          <ColourTag colour={player.colour} /> {player.name}: {ag.phone.confirm[what]}
          {done && ' ✓'}
        </Act>,
      ];
    }),
  );
  return (
    <section class="card ag-confirms" data-testid="confirmations">
      <h2>{ag.phone.confirmTitle}</h2>
      {buttons.length === 0 ? <p class="muted">{ag.phone.nothingToConfirm}</p> : buttons}
      <RefusalLine place="confirm" />
    </section>
  );
}
