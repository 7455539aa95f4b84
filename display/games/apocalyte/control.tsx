// Apocalyte's panels on the control page, for a phone in a player's hand: the bar (the phase,
// whose turn, what the table waits for), the set-up in the lobby, the dice first when the table
// waits for them (the box's, or typed in), the instruction with its OK and the questions asked,
// the set-up's steps and a player's turn, a correction of the board, pause and undo. Every
// command button asks the module's guards (`whyNot`, `setupProblem`); no rule is kept here.

import { useEffect, useState } from 'preact/hooks';
import type { Territory } from '../../../src/games/apocalyte/map.ts';
import type { PublicState } from '../../../src/messages.ts';
import { useStartWith } from '../../components/start-with.ts';
import { RefusalLine } from '../../components/status.tsx';
import { Stepper } from '../../components/stepper.tsx';
import type { Send } from '../seam.ts';
import { TerritoryPicker } from './control-map.tsx';
import { Act, type Panel, SeatTag } from './control-parts.tsx';
import { DealPanel, PlacePanel, ScenarioPanel, SetUp, SuppliesPanel } from './control-setup.tsx';
import { TurnPanels } from './control-turn.tsx';
import { t, tellShellOurErrors } from './control-words.ts';
import './layout.css';
import './control.css';
import { type ApocalyteTable, apocalyteNoun, asApocalyte, nameOf, say } from './model.ts';

const inGame = (state: ApocalyteTable) => state.stage === 'playing' || state.stage === 'paused';

export function ApocalyteControl(props: { state: PublicState; send: Send }) {
  const state = asApocalyte(props.state);
  const { send } = props;
  useEffect(tellShellOurErrors, []);
  const { starting, startWith } = useStartWith(state, send);
  const playing = inGame(state);
  const pending = state.pending;
  const free = playing && !pending;
  return (
    <div class="ap-control" data-testid="ap-control">
      <StatusBar state={state} />
      {!playing && (
        <SetUp
          key={state.gameId ?? 'first'}
          state={state}
          startWith={startWith}
          apply={(command) => send(command, 'newGame')}
          starting={starting}
        />
      )}
      {playing && pending?.kind === 'dice' && (
        <DicePanel
          key={`${state.instructions.length}-${pending.for}-${pending.dice.count}`}
          state={state}
          send={send}
        />
      )}
      {playing && <InstructionPanel state={state} send={send} />}
      {playing && pending?.kind === 'choice' && <ChoicePanel state={state} send={send} />}
      {playing && state.phase === 'deal' && <DealPanel state={state} send={send} />}
      {free && state.phase === 'place' && <PlacePanel state={state} send={send} />}
      {playing && state.phase === 'supplies' && <SuppliesPanel state={state} send={send} />}
      {free && state.phase === 'scenario' && <ScenarioPanel state={state} send={send} />}
      {free && state.phase === 'player' && <TurnPanels state={state} send={send} />}
      {playing && state.phase !== 'deal' && <CorrectPanel state={state} send={send} />}
      {playing && <TableButtons state={state} send={send} />}
      <UndoPanel state={state} send={send} />
    </div>
  );
}

/** Always in view: the phase, the round, whose turn, and what the table waits for. */
function StatusBar({ state }: { state: ApocalyteTable }) {
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
    <section class="ap-bar" data-testid="ap-bar">
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

/** AC3: the dice the table waits for, rolled by the box or typed in face by face. */
function DicePanel({ state, send }: Panel) {
  const dict = t.value;
  const [values, setValues] = useState<number[]>([]);
  const p = state.pending;
  if (p?.kind !== 'dice') return null;
  const { count, sides } = p.dice;
  const full = values.length >= count;
  return (
    <section class="card ap-dice" data-testid="dice-panel">
      <h2>
        {dict.ap.diceTitle}: {dict.ac.diceFor[p.for] ?? p.for}
      </h2>
      {state.box.connected && (
        <Act
          state={state}
          send={send}
          command={{ type: 'roll' }}
          place="dice"
          testId="roll-box"
          class="primary"
        >
          {dict.ap.rollBox}
        </Act>
      )}
      <p class="muted">{dict.ap.typeDice(count, sides)}</p>
      <div class={sides > 6 ? 'ap-faces ap-faces-many' : 'ap-faces'}>
        {Array.from({ length: sides }, (_, i) => i + 1).map((face) => (
          <button
            key={face}
            type="button"
            class="ap-face"
            data-testid={`face-${face}`}
            disabled={full}
            onClick={() => setValues([...values, face])}
          >
            {face}
          </button>
        ))}
      </div>
      <p data-testid="dice-typed">
        {dict.ap.typed}: {values.length ? values.join(' · ') : '—'}
      </p>
      <div class="ap-row">
        <button
          type="button"
          class="secondary"
          data-testid="dice-clear"
          onClick={() => setValues([])}
        >
          {dict.ap.clearDice}
        </button>
        <Act
          state={state}
          send={(command, place) => {
            send(command, place);
            setValues([]);
          }}
          command={{ type: 'roll', values }}
          place="dice"
          testId="dice-send"
          class="primary"
        >
          {dict.ap.sendDice}
        </Act>
      </div>
      <RefusalLine place="dice" />
    </section>
  );
}

/** The newest instruction (with its dice) and the two before; OK when it waits for one (AC9). */
function InstructionPanel({ state, send }: Panel) {
  const dict = t.value;
  const said = state.instructions;
  const last = said.at(-1);
  return (
    <section class="card ap-instruction" data-testid="instruction-panel">
      <h2>{dict.ap.instructionTitle}</h2>
      {last ? (
        <p class="ap-now" data-testid="instruction">
          {say(dict, state, last.phrase)}
          {last.dice.length > 0 && <span class="ap-dice-shown"> 🎲 {last.dice.join(' ')}</span>}
        </p>
      ) : (
        <p class="muted">{dict.ac.noInstruction}</p>
      )}
      {state.pending?.kind === 'confirm' && (
        <Act
          state={state}
          send={send}
          command={{ type: 'confirm' }}
          place="instruction"
          testId="confirm"
          class="primary"
        >
          {dict.ap.ok}
        </Act>
      )}
      {said.length > 1 && (
        <ol class="ap-earlier muted" data-testid="instructions-earlier">
          {said
            .slice(-3, -1)
            .reverse()
            .map((i) => (
              <li key={i.at + i.phrase.key}>{say(dict, state, i.phrase)}</li>
            ))}
        </ol>
      )}
      <RefusalLine place="instruction" />
    </section>
  );
}

/** The questions the referee asks the table: a target on a tie, a quarantine, a reroll. */
function ChoicePanel({ state, send }: Panel) {
  const dict = t.value;
  const p = state.pending;
  if (p?.kind !== 'choice') return null;
  const many = apocalyteNoun(dict, state.scenario).many;
  const place = dict.ac.territory[p.territory];
  let question = '';
  let answers: preact.ComponentChildren = null;
  if (p.ask === 'target') {
    question = dict.ac.askTarget(
      many,
      place,
      p.seats.map((s) => nameOf(dict, state, s)).join(', '),
    );
    answers = p.seats.map((seat) => (
      <Act
        key={seat}
        state={state}
        send={send}
        command={{ type: 'target', seat }}
        place="choice"
        testId={`target-${seat}`}
      >
        <SeatTag state={state} seat={seat} /> {nameOf(dict, state, seat)}
      </Act>
    ));
  } else if (p.ask === 'quarantine') {
    question = dict.ac.askQuarantine(
      nameOf(dict, state, p.seat),
      place,
      many,
      dict.ac.territory[p.from],
    );
    answers = [
      <Act
        key="yes"
        state={state}
        send={send}
        command={{ type: 'quarantine', accept: true }}
        place="choice"
        testId="quarantine-yes"
      >
        {dict.ap.quarantineYes}
      </Act>,
      <Act
        key="no"
        state={state}
        send={send}
        command={{ type: 'quarantine', accept: false }}
        place="choice"
        testId="quarantine-no"
      >
        {dict.ap.quarantineNo}
      </Act>,
    ];
  } else {
    question = dict.ac.askReroll(nameOf(dict, state, p.seat), p.dice.join(' '));
    answers = [
      ...p.dice.map((value, die) => (
        <Act
          key={die}
          state={state}
          send={send}
          command={{ type: 'reroll', die }}
          place="choice"
          testId={`reroll-${die}`}
        >
          {dict.ap.rerollDie(value)}
        </Act>
      )),
      <Act
        key="keep"
        state={state}
        send={send}
        command={{ type: 'reroll' }}
        place="choice"
        testId="reroll-keep"
      >
        {dict.ap.keep}
      </Act>,
    ];
  }
  return (
    <section class="card ap-choice" data-testid="choice-panel">
      <p class="ap-now" data-testid="choice-question">
        {question}
      </p>
      <div class="ap-choices">{answers}</div>
      <RefusalLine place="choice" />
    </section>
  );
}

/** When the board differs from the companion's mirror: a territory set as it stands. */
function CorrectPanel({ state, send }: Panel) {
  const dict = t.value;
  const [territory, setTerritory] = useState<Territory | null>(null);
  const [armies, setArmies] = useState<number[]>([]);
  const [apocalytes, setApocalytes] = useState(0);
  const [supplies, setSupplies] = useState(0);
  const pick = (x: Territory) => {
    const g = state.board[x];
    setTerritory(x);
    setArmies([...g.armies]);
    setApocalytes(g.apocalytes);
    setSupplies(g.supplies);
  };
  return (
    <details class="card ap-correct" data-testid="correct-panel">
      <summary>{dict.ap.correctTitle}</summary>
      <p class="muted">{dict.ap.correctHelp}</p>
      {territory && (
        <div class="ap-sticky-actions" data-testid="correct-form">
          <strong>{dict.ac.territory[territory]}</strong>
          {state.players.map((player, seat) => (
            <Stepper
              key={player.name}
              label={`${player.letter} ${player.name}`}
              value={armies[seat] ?? 0}
              max={999}
              testId={`correct-armies-${seat}`}
              onChange={(n) => setArmies(armies.map((a, s) => (s === seat ? n : a)))}
            />
          ))}
          <Stepper
            label={apocalyteNoun(dict, state.scenario).many}
            value={apocalytes}
            max={999}
            testId="correct-apocalytes"
            onChange={setApocalytes}
          />
          <Stepper
            label={dict.ap.supplies}
            value={supplies}
            max={42}
            testId="correct-supplies"
            onChange={setSupplies}
          />
          <Act
            state={state}
            send={send}
            command={{ type: 'correct', territory, armies, apocalytes, supplies }}
            place="correct"
            testId="correct-send"
            class="primary"
            reason
          >
            {dict.ap.correct(dict.ac.territory[territory])}
          </Act>
        </div>
      )}
      <RefusalLine place="correct" />
      <TerritoryPicker
        state={state}
        testPrefix="correct"
        pick={pick}
        chosen={(x) => x === territory}
      />
    </details>
  );
}

function TableButtons({ state, send }: Panel) {
  const dict = t.value;
  return (
    <section class="card ap-row">
      {state.stage === 'paused' ? (
        <Act state={state} send={send} command={{ type: 'resume' }} place="table" testId="resume">
          {dict.ap.resume}
        </Act>
      ) : (
        <Act state={state} send={send} command={{ type: 'pause' }} place="table" testId="pause">
          {dict.ap.pause}
        </Act>
      )}
      <RefusalLine place="table" />
    </section>
  );
}

function UndoPanel({ state, send }: Panel) {
  const dict = t.value;
  const what = state.undoable ? (dict.ap.action[state.undoable] ?? state.undoable) : null;
  return (
    <section class="card">
      <Act state={state} send={send} command={{ type: 'undo' }} place="undo" testId="undo">
        ↶ {what ? dict.ap.undo(what) : dict.ap.nothingToUndo}
      </Act>
      <RefusalLine place="undo" />
    </section>
  );
}
