// Apophis's panels on the control page, made for a phone held at the table: a bar always in view
// (the timer, PAUSED, the shuffle's seconds, what the launch waits for, the rocket), the die
// first when a launch waits, one set-up form that starts what it shows, the table's buttons,
// building, the suits, undo, and ending the game. Whether a button is lit or dimmed (with the
// reason) comes from the module's guards, asked of the public view; a costly tap (scrap, end)
// asks again with a confirmation that a double tap cannot pass.

import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ApophisCommand } from '../../../src/games/apophis/actions.ts';
import { failingDieWithRerollLeft } from '../../../src/games/apophis/guards.ts';
import { ALL_SECTIONS, colourOf, SUIT_OF, SUITS } from '../../../src/games/apophis/sections.ts';
import {
  cardsToDeal,
  DIFFICULTIES,
  type Difficulty,
  MAX_PLAYERS,
  MAX_TIMER_SECONDS,
  MIN_PLAYERS,
  MIN_TIMER_SECONDS,
  VARIANTS,
  type Variant,
} from '../../../src/games/apophis/setup.ts';
import { type ApophisState, whyNot } from '../../../src/games/apophis/view.ts';
import type { Command, PublicState } from '../../../src/messages.ts';
import { formatTimer } from '../../clock.ts';
import { CommandButton } from '../../components/command-button.tsx';
import { Die } from '../../components/die.tsx';
import { useApplyInLobby } from '../../components/seats.tsx';
import { BoxLinkStatus, RefusalLine } from '../../components/status.tsx';
import { setText, useFrameDraw } from '../../frame.ts';
import { refusal, serverNow } from '../../model.ts';
import type { Send } from '../seam.ts';
import { SUIT_SYMBOL } from './colours.ts';
import './control.css';
import { t, tellShellOurErrors } from './i18n/index.ts';
import { timerMsAt } from './model.ts';
import { Pyramid, Rocket, sectionLabel } from './pieces.tsx';
import { ShuffleCountdown, Timer } from './timer.tsx';

type Panel = { state: ApophisState; send: Send };

/** A confirmation's yes is armed this long after it appears: the second tap of a double tap lands before. */
export const CONFIRM_ARM_MS = 600;
/** A start whose newGame has had no answer for this long is given up (the link dropped it). */
const START_GIVE_UP_MS = 5000;

/** The module's guard for `command`, asked now: null when the referee would take it. */
function why(state: ApophisState, command: ApophisCommand) {
  return whyNot(state, command, serverNow());
}

const over = (state: ApophisState) => state.phase === 'won' || state.phase === 'lost';
const inGame = (state: ApophisState) => state.phase !== 'lobby' && !over(state);

/** `Y3, R2 and B1`, in the screen's language. */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${t.value.phone.and} ${items.at(-1)}`;
}

/** The set-up a start is waiting on: the game it replaces and the last refusal seen before it. */
type Starting = { from: string | null; refusalBefore: number };

export function ApophisControl(props: { state: PublicState; send: Send }) {
  const state = props.state as ApophisState;
  const { send } = props;
  useEffect(tellShellOurErrors, []);
  const refused = refusal.value;

  // One way to start: the form's newGame, then start once the table shows the new game. A
  // refused newGame starts nothing (its refusal shows beside the form).
  const [starting, setStarting] = useState<Starting | null>(null);
  const startWith = (command: Command) => {
    if (starting) return;
    setStarting({ from: state.gameId, refusalBefore: refusal.peek()?.serial ?? 0 });
    send(command, 'newGame');
  };
  useEffect(() => {
    if (!starting) return;
    if (refused?.place === 'newGame' && refused.serial > starting.refusalBefore) {
      setStarting(null);
    } else if (state.gameId !== starting.from && state.phase === 'lobby') {
      setStarting(null);
      send({ type: 'start' }, 'newGame');
    }
  }, [starting, state, refused, send]);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => setStarting(null), START_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [starting]);

  const playing = inGame(state);
  const waiting = state.launch?.awaiting != null;
  return (
    <>
      <StatusBar state={state} />
      {waiting && <DiePanel state={state} send={send} />}
      {!playing && (
        <SetUp
          key={state.gameId ?? 'first'}
          state={state}
          startWith={startWith}
          apply={(command) => send(command, 'newGame')}
          starting={starting !== null}
        />
      )}
      {playing && <GameButtons state={state} send={send} />}
      {state.launch && !waiting && <DiePanel state={state} send={send} />}
      {playing && <BuildPanel state={state} send={send} />}
      {playing && <SuitPanel state={state} send={send} />}
      <UndoPanel state={state} send={send} />
      {playing && <EndGame state={state} send={send} />}
    </>
  );
}

/** What matters now, always in view: the time, PAUSED, the shuffle, what the launch waits for. */
function StatusBar({ state }: { state: ApophisState }) {
  const dict = t.value;
  const launch = state.launch;
  let now: ComponentChildren;
  if (state.phase === 'paused') {
    now = (
      <strong class="paused" data-testid="phone-paused">
        {dict.overlay.paused}
      </strong>
    );
  } else if (over(state)) {
    now = (
      <strong>
        {dict.end[state.outcome?.result ?? (state.phase === 'lost' ? 'impact' : 'destroyed')]}
      </strong>
    );
  } else if (launch?.awaiting) {
    const waits =
      launch.awaiting.kind === 'decision'
        ? dict.launch.decide(launch.rerollsLeft)
        : state.box.rolling
          ? dict.launch.rolling
          : dict.launch.rollFor(dict.step[launch.awaiting.step]);
    now = (
      <strong class="waits" data-testid="phone-launch-waits">
        {waits}
      </strong>
    );
  } else if (state.shuffle) {
    now = (
      <strong data-testid="phone-shuffling">
        {dict.shuffleOverlay} <ShuffleCountdown /> {dict.phone.seconds}
      </strong>
    );
  } else {
    now = dict.phase[state.phase];
  }
  return (
    <section class="phone-bar" data-testid="phone-bar" data-phase={state.phase}>
      <div class="phone-bar-time">
        <Timer />
      </div>
      <div class="phone-bar-now" data-testid="phone-now">
        {now}
      </div>
      <div class="phone-bar-box">
        <BoxLinkStatus box={state.box} />
      </div>
      {inGame(state) && (
        <div class="phone-bar-rocket">
          <Rocket rocket={state.rocket} variant={state.variant} />
        </div>
      )}
    </section>
  );
}

/** The difficulty whose minutes the table's timer has, else a custom time. */
function difficultyOf(seconds: number): Difficulty | 'custom' {
  const found = (Object.keys(DIFFICULTIES) as Difficulty[]).find(
    (name) => DIFFICULTIES[name] === seconds,
  );
  return found ?? 'custom';
}

/**
 * The one set-up form: it opens on the table's last set-up, and its one primary button starts
 * exactly what it shows (in the lobby, and after a game to play again).
 */
function SetUp(props: {
  state: ApophisState;
  startWith: (command: Command) => void;
  /** Make these choices the table's set-up now (in the lobby, so the big screen shows them). */
  apply: (command: Command) => void;
  starting: boolean;
}) {
  const { state } = props;
  const dict = t.value;
  const [players, setPlayers] = useState(state.players);
  const [variant, setVariant] = useState<Variant>(state.variant);
  const [difficulty, setDifficulty] = useState(() => difficultyOf(state.timerSeconds));
  const [minutes, setMinutes] = useState(state.timerSeconds / 60);
  const seconds = difficulty === 'custom' ? Math.round(minutes * 60) : DIFFICULTIES[difficulty];
  // The set-up's own limits, said before sending rather than refused by the service.
  const outOfRange = !(seconds >= MIN_TIMER_SECONDS && seconds <= MAX_TIMER_SECONDS);
  const again = over(state);
  const chosen: Command =
    difficulty === 'custom'
      ? { type: 'newGame', game: 'apophis', players, variant, timerSeconds: seconds }
      : { type: 'newGame', game: 'apophis', players, variant, difficulty };
  const start = () => {
    if (outOfRange) return;
    props.startWith(chosen);
  };
  // In the lobby each choice is the table's at once, so the big screen's set-up (the cards to
  // deal, the timer) is what the phone shows while the players set the table up.
  const changed =
    players !== state.players || variant !== state.variant || seconds !== state.timerSeconds;
  useApplyInLobby(
    props.apply,
    chosen,
    state.phase === 'lobby' && changed && !outOfRange && !props.starting,
    [players, variant, seconds],
  );
  return (
    <section class="card setup" data-testid="new-game">
      <h2>{again ? dict.play.newGame : dict.phone.setUp}</h2>
      {again && <p class="muted">{dict.phone.againHint}</p>}
      <fieldset>
        <legend>{dict.play.players}</legend>
        {Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => i + MIN_PLAYERS).map(
          (n) => (
            <button
              key={n}
              type="button"
              data-testid={`players-${n}`}
              aria-pressed={players === n}
              onClick={() => setPlayers(n)}
            >
              {n}
            </button>
          ),
        )}
        <p class="muted" data-testid="cards-to-deal">
          {dict.lobby.cardsEach(cardsToDeal(players))}
        </p>
      </fieldset>
      <fieldset>
        <legend>{dict.play.variant}</legend>
        {VARIANTS.map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`variant-${name}`}
            aria-pressed={variant === name}
            onClick={() => setVariant(name)}
          >
            {dict.variant[name]}
          </button>
        ))}
        {variant === 'advanced' && <p class="muted">{dict.play.advancedHint}</p>}
      </fieldset>
      <fieldset>
        <legend>{dict.play.difficulty}</legend>
        {(Object.keys(DIFFICULTIES) as Difficulty[]).map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`difficulty-${name}`}
            aria-pressed={difficulty === name}
            onClick={() => setDifficulty(name)}
          >
            {dict.play.difficultyName[name]} {DIFFICULTIES[name] / 60}
          </button>
        ))}
        <button
          type="button"
          data-testid="difficulty-custom"
          aria-pressed={difficulty === 'custom'}
          onClick={() => setDifficulty('custom')}
        >
          {dict.play.custom}
        </button>
        {difficulty === 'custom' && (
          <label>
            <input
              type="number"
              data-testid="custom-minutes"
              min={MIN_TIMER_SECONDS / 60}
              max={MAX_TIMER_SECONDS / 60}
              step="0.5"
              value={minutes}
              onInput={(event) => setMinutes(Number((event.target as HTMLInputElement).value))}
            />{' '}
            {dict.play.minutes}
          </label>
        )}
        {outOfRange && (
          <p class="refusal" role="alert" data-testid="custom-minutes-problem">
            {dict.phone.minutesRange(MIN_TIMER_SECONDS / 60, MAX_TIMER_SECONDS / 60)}
          </p>
        )}
      </fieldset>
      <p data-testid="setup-summary">
        {dict.lobby.players(players)} · {outOfRange ? '--:--' : formatTimer(seconds * 1000)} ·{' '}
        {dict.variant[variant]}
      </p>
      <button
        type="button"
        class="primary"
        data-testid="setup-start"
        aria-disabled={outOfRange || props.starting ? 'true' : 'false'}
        aria-busy={props.starting}
        onClick={start}
      >
        {props.starting
          ? dict.phone.starting
          : again
            ? dict.phone.playAgain
            : dict.phone.startWithThese}
      </button>
      <RefusalLine place="newGame" />
    </section>
  );
}

/**
 * A costly command asked again. It takes the place of the button tapped, with "keep" first, so
 * a double tap's second tap lands on "keep"; "yes" sits below the sentence that names what is
 * lost, and is armed only CONFIRM_ARM_MS after it appears.
 */
function Confirm(props: {
  /** The block's test id; its buttons are `<id>-yes` and `<id>-cancel`. */
  id: string;
  yes: string;
  keep: string;
  onYes: () => void;
  onKeep: () => void;
  children: ComponentChildren;
}) {
  const shownAt = useRef(performance.now());
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), CONFIRM_ARM_MS);
    return () => clearTimeout(timer);
  }, []);
  const tapYes = () => {
    // Time itself decides, so a busy page that ran the timer late is not stuck unarmed.
    if (!armed && performance.now() - shownAt.current < CONFIRM_ARM_MS) return;
    props.onYes();
  };
  return (
    <div class="confirm" role="alertdialog" data-testid={`${props.id}-confirm`}>
      <button type="button" class="keep" data-testid={`${props.id}-cancel`} onClick={props.onKeep}>
        {props.keep}
      </button>
      <div class="confirm-words">{props.children}</div>
      <button
        type="button"
        class={armed ? 'danger' : 'danger arming'}
        data-testid={`${props.id}-yes`}
        data-armed={armed ? 'true' : 'false'}
        aria-disabled={armed ? 'false' : 'true'}
        onClick={tapYes}
      >
        {props.yes}
      </button>
    </div>
  );
}

function GameButtons({ state, send }: Panel) {
  const dict = t.value;
  const [confirming, setConfirming] = useState(false);
  const button = (command: ApophisCommand, testId: string, label: string, kind?: string) => (
    <CommandButton
      command={command}
      place="game"
      send={send}
      why={why(state, command)}
      testId={testId}
      {...(kind ? { class: kind } : {})}
    >
      {label}
    </CommandButton>
  );
  // A scrap the referee would now refuse (a launch began, the rocket emptied) asks nothing.
  const scrapWhy = why(state, { type: 'scrap' });
  useEffect(() => {
    if (confirming && scrapWhy) setConfirming(false);
  }, [confirming, scrapWhy]);
  return (
    <section class="card buttons">
      {(state.phase === 'running' || state.phase === 'launching') &&
        button({ type: 'pause' }, 'pause', dict.play.pause)}
      {state.phase === 'paused' &&
        button({ type: 'resume' }, 'resume', dict.play.resume, 'primary')}
      {state.phase === 'running' && (
        <>
          {button({ type: 'shuffle' }, 'shuffle', dict.play.shuffle)}
          {!confirming ? (
            <CommandButton
              command={{ type: 'scrap' }}
              place="game"
              send={() => setConfirming(true)}
              why={scrapWhy}
              testId="scrap"
              class="danger"
            >
              {dict.play.scrap}
            </CommandButton>
          ) : (
            <Confirm
              id="scrap"
              yes={dict.play.yes}
              keep={dict.phone.keepRocket}
              onKeep={() => setConfirming(false)}
              onYes={() => {
                setConfirming(false);
                send({ type: 'scrap' }, 'game');
              }}
            >
              <p>{dict.play.scrapConfirm}</p>
              <p data-testid="scrap-loses">
                {dict.phone.scrapLoses(listOf(state.rocket), state.rocket.length)}
              </p>
            </Confirm>
          )}
        </>
      )}
      <RefusalLine place="game" />
    </section>
  );
}

/** During a game: end it, back to the lobby with the same set-up (the old game's log stays). */
function EndGame({ state, send }: Panel) {
  const dict = t.value;
  const [confirming, setConfirming] = useState(false);
  const setup: Command = {
    type: 'newGame',
    game: 'apophis',
    players: state.players,
    variant: state.variant,
    timerSeconds: state.timerSeconds,
  };
  return (
    <section class="card end-game">
      {!confirming ? (
        <button type="button" data-testid="end-game" onClick={() => setConfirming(true)}>
          {dict.phone.endGame}
        </button>
      ) : (
        <Confirm
          id="end-game"
          yes={dict.phone.endYes}
          keep={dict.phone.keepPlaying}
          onKeep={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            send(setup, 'end');
          }}
        >
          <p>{dict.phone.endQuestion}</p>
          <ul data-testid="end-game-loses">
            <li>
              <TimeLeftOf state={state} /> {dict.phone.timeLost}
            </li>
            {state.rocket.length > 0 && <li>{dict.phone.rocketLost(listOf(state.rocket))}</li>}
          </ul>
          <p class="muted">{dict.phone.logKept}</p>
        </Confirm>
      )}
      <RefusalLine place="end" />
    </section>
  );
}

function TimeLeftOf({ state }: { state: ApophisState }) {
  const latest = useRef(state);
  latest.current = state;
  const ref = useFrameDraw<HTMLSpanElement>((element) => {
    setText(element, formatTimer(timerMsAt(latest.current, serverNow())));
  });
  return (
    <span class="time-lost" data-testid="end-game-time" ref={ref}>
      {formatTimer(timerMsAt(state, serverNow()))}
    </span>
  );
}

/** The supply as buttons; a section the referee would refuse now is dimmed and a tap says why. */
function BuildPanel({ state, send }: Panel) {
  const dict = t.value;
  return (
    <section class="card" data-testid="build-panel">
      <h2>{dict.play.build}</h2>
      <div class="supply-grid">
        {ALL_SECTIONS.map((section) => {
          const command = { type: 'build', section } as const;
          return (
            <CommandButton
              key={section}
              command={command}
              place="build"
              send={send}
              why={why(state, command)}
              testId={`build-${section}`}
              class={`section-button ${colourOf(section)}`}
              label={sectionLabel(section, state.variant)}
              disabled={!state.supply.includes(section)}
            >
              <Pyramid section={section} variant={state.variant} />
            </CommandButton>
          );
        })}
      </div>
      <RefusalLine place="build" />
    </section>
  );
}

function SuitPanel({ state, send }: Panel) {
  const dict = t.value;
  return (
    <section class="card" data-testid="suit-panel">
      <h2>{dict.play.suits}</h2>
      <div class="suit-grid">
        {SUITS.map((suit) => {
          const down = state.launchSequence.includes(suit);
          const colour = Object.entries(SUIT_OF).find(([, s]) => s === suit)?.[0];
          const command = { type: 'suits', suits: [suit] } as ApophisCommand;
          return (
            <CommandButton
              key={suit}
              command={command}
              place="suits"
              send={send}
              why={why(state, command)}
              testId={`suit-${suit}`}
              class={`suit-button ${colour}${down ? ' down' : ''}`}
              pressed={down}
            >
              <span class="symbol">{SUIT_SYMBOL[suit]}</span> {dict.suit[suit]}
            </CommandButton>
          );
        })}
      </div>
      <RefusalLine place="suits" />
    </section>
  );
}

/** Scrolls `panel` into view below the sticky bar when its primary button is out of sight. */
function bringIntoView(panel: HTMLElement): void {
  const bar = document.querySelector<HTMLElement>('[data-testid="phone-bar"]');
  const barBottom = bar ? bar.getBoundingClientRect().bottom : 0;
  const top = panel.getBoundingClientRect().top;
  const target = (panel.querySelector<HTMLElement>('.primary') ?? panel).getBoundingClientRect();
  if (top >= barBottom && target.bottom <= window.innerHeight) return;
  window.scrollBy?.({ top: top - barBottom - 8 });
}

function DiePanel({ state, send }: Panel) {
  const dict = t.value;
  const ref = useRef<HTMLElement>(null);
  const launch = state.launch;
  const awaiting = launch?.awaiting ?? null;
  // Each new wait (a die to roll, a question) brings the panel into view once.
  const waitKey = awaiting ? `${launch?.steps.length}:${awaiting.kind}:${awaiting.step}` : null;
  useEffect(() => {
    if (waitKey && ref.current) bringIntoView(ref.current);
  }, [waitKey]);
  if (!launch) return null;
  const act = (command: ApophisCommand, testId: string) => ({
    command,
    place: 'die',
    send,
    why: why(state, command),
    testId,
  });
  const boxHere = state.box.connected;
  const pending = launch.pending;
  return (
    <section class="card die-panel" data-testid="die-panel" ref={ref}>
      <h2>
        {dict.launch.title}
        {awaiting && ` · ${dict.step[awaiting.step]}`}
      </h2>
      {launch.result && (
        <p data-testid="control-launch-result">{dict.launch.result[launch.result]}</p>
      )}
      {awaiting?.kind === 'roll' && (
        <>
          {boxHere && (
            <CommandButton {...act({ type: 'roll' }, 'roll')} class="primary">
              {state.box.rolling ? dict.launch.rolling : dict.play.roll}
            </CommandButton>
          )}
          <p>{boxHere ? dict.play.physical : dict.phone.typeDie}</p>
          <div class="faces">
            {[1, 2, 3, 4, 5, 6].map((value) => (
              <CommandButton
                key={value}
                {...act({ type: 'roll', value }, `roll-${value}`)}
                label={String(value)}
              >
                <Die value={value} />
              </CommandButton>
            ))}
          </div>
        </>
      )}
      {awaiting?.kind === 'decision' && pending && <Question state={state} send={send} />}
      <RefusalLine place="die" />
    </section>
  );
}

/**
 * R19's question, said plainly: what the die does, and the button that helps the team first.
 * With the box here, Reroll presses its ROLL (the module's "reroll, and this die stands"): one
 * tap. Without it, Reroll sends the reroll, and the die's faces come up to type the new die.
 */
function Question({ state, send }: Panel) {
  const dict = t.value;
  const launch = state.launch;
  const pending = launch?.pending;
  if (!launch || !pending) return null;
  const rerollWhy = why(state, { type: 'reroll' });
  const reroll: Command = state.box.connected
    ? { type: 'button', button: 'ROLL', gesture: 'PRESS' }
    : { type: 'reroll' };
  const rerollFirst = failingDieWithRerollLeft(state);
  const rerollButton = (
    <CommandButton
      key="reroll"
      command={reroll}
      place="die"
      send={send}
      why={rerollWhy}
      testId="reroll"
      class={rerollFirst ? 'primary' : 'secondary'}
    >
      {dict.phone.reroll(launch.rerollsLeft)}
    </CommandButton>
  );
  const acceptButton = (
    <CommandButton
      key="accept"
      command={{ type: 'accept' }}
      place="die"
      send={send}
      why={why(state, { type: 'accept' })}
      testId="accept"
      class={rerollFirst ? 'secondary' : 'primary'}
    >
      {pending.ok ? dict.phone.acceptPass : dict.phone.acceptFail[pending.step]}
    </CommandButton>
  );
  return (
    <div class="question" data-testid="question" data-ok={pending.ok ? 'true' : 'false'}>
      <p class="pending">
        {pending.roll !== undefined && (
          <>
            <Die value={pending.roll} /> {dict.phone.dieShows(pending.roll)}{' '}
          </>
        )}
        <strong class={pending.ok ? 'good' : 'bad'} data-testid="pending-verdict">
          {pending.ok ? dict.phone.dieSucceeds[pending.step] : dict.phone.dieFails[pending.step]}
        </strong>
      </p>
      {rerollFirst ? [rerollButton, acceptButton] : [acceptButton, rerollButton]}
    </div>
  );
}

/** R22: undo says what it will put back. */
export function undoLabel(state: ApophisState): string {
  const dict = t.value;
  const action = state.undoable;
  if (!action) return dict.play.nothingToUndo;
  let what = dict.action[action.type] ?? action.type;
  if (action.type === 'build') what = `${what} ${action.section}`;
  if (action.type === 'suits')
    what = `${what} ${action.suits.map((suit) => SUIT_SYMBOL[suit]).join(' ')}`;
  if (action.type === 'roll') what = `${what} ${action.value}`;
  return dict.play.undo(what);
}

function UndoPanel({ state, send }: Panel) {
  return (
    <section class="card">
      <CommandButton
        command={{ type: 'undo' }}
        place="undo"
        send={send}
        why={why(state, { type: 'undo' })}
        testId="undo"
        disabled={!state.undoable}
      >
        ↶ {undoLabel(state)}
      </CommandButton>
      <RefusalLine place="undo" />
    </section>
  );
}
