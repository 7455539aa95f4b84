// The control page (`/control?token=…`): one column for a phone, touch targets of 48 px or more.
// Every button sends one command; a refusal comes back as the server's sentence beside it.

import { useRef, useState } from 'preact/hooks';
import type { Command, PublicState } from '../../src/messages.ts';
import { BUTTONS, type Button } from '../../src/protocol.ts';
import {
  ALL_SECTIONS,
  colourOf,
  type Section,
  SUIT_OF,
  SUITS,
  stackingProblem,
} from '../../src/games/apophis/sections.ts';
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
} from '../../src/games/apophis/setup.ts';
import { Die } from '../components/launch.tsx';
import { Pyramid, sectionLabel } from '../components/pieces.tsx';
import { BoxLink, LanguageSwitch, LinkState, Notices, RefusalLine } from '../components/status.tsx';
import { Timer } from '../components/timer.tsx';
import { t } from '../i18n/index.ts';
import { receive, table } from '../model.ts';
import { SUIT_SYMBOL } from '../palette.ts';
import type { Send } from './big-screen.tsx';

/** Held this long, a virtual box button is a long press (the box's own threshold). */
export const LONG_PRESS_MS = 800;

/** Why `section` cannot be built now, as a refusal (code and English sentence), or null. */
export function buildProblem(
  state: PublicState,
  section: Section,
): { code: string; sentence: string } | null {
  if (state.phase === 'lobby')
    return { code: 'game/not-started', sentence: 'the game has not started' };
  if (state.phase === 'won' || state.phase === 'lost') {
    return { code: 'game/over', sentence: 'the game is over' };
  }
  if (state.phase === 'paused') return { code: 'game/paused', sentence: 'the game is paused' };
  if (state.phase === 'launching') {
    return { code: 'launch/under-way', sentence: 'a launch is under way' };
  }
  if (state.launchSequence.length > 0) {
    return {
      code: 'build/sequence-started',
      sentence: 'a launch sequence is under way: no building',
    };
  }
  const stacking = stackingProblem(state.rocket, section); // R2, R8
  if (stacking) {
    const code = state.rocket.includes(section) ? 'build/not-in-supply' : 'build/too-large';
    return { code, sentence: stacking };
  }
  return null;
}

export function Control({ send }: { send: Send | null }) {
  const state = table.value;
  const dict = t.value;
  return (
    <div class="control" data-testid="control">
      <header>
        <h1>{dict.control.title}</h1>
        <LinkState />
        <LanguageSwitch />
      </header>
      {!send && (
        <p class="refusal" data-testid="read-only">
          {dict.control.readOnly}
        </p>
      )}
      {state ? (
        <ControlBody state={state} send={send ?? (() => undefined)} />
      ) : (
        <p class="muted">{dict.control.waiting}</p>
      )}
      <Notices />
    </div>
  );
}

function ControlBody({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const playing = state.phase !== 'lobby' && state.phase !== 'won' && state.phase !== 'lost';
  return (
    <>
      <section class="card">
        <Timer />
        <p class="muted">
          {dict.phase[state.phase]} · <BoxLink box={state.box} />
        </p>
      </section>
      {!playing && <NewGame state={state} send={send} />}
      <GameButtons state={state} send={send} />
      {playing && <BuildPanel state={state} send={send} />}
      {playing && <SuitPanel state={state} send={send} />}
      {state.launch && <DiePanel state={state} send={send} />}
      <UndoPanel state={state} send={send} />
      {state.box.source === 'virtual' && <VirtualBox state={state} send={send} />}
    </>
  );
}

function NewGame({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const [players, setPlayers] = useState(state.players);
  const [variant, setVariant] = useState<Variant>(state.variant);
  // Medium is ten minutes, which is also what the advanced rules recommend (R6).
  const [difficulty, setDifficulty] = useState<Difficulty | 'custom'>('medium');
  const [minutes, setMinutes] = useState(state.timerSeconds / 60);
  const create = () => {
    const command: Command =
      difficulty === 'custom'
        ? { type: 'newGame', players, variant, timerSeconds: Math.round(minutes * 60) }
        : { type: 'newGame', players, variant, difficulty };
    send(command, 'newGame');
  };
  return (
    <section class="card" data-testid="new-game">
      <h2>{dict.control.newGame}</h2>
      <fieldset>
        <legend>{dict.control.players}</legend>
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
        <legend>{dict.control.variant}</legend>
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
        {variant === 'advanced' && <p class="muted">{dict.control.advancedHint}</p>}
      </fieldset>
      <fieldset>
        <legend>{dict.control.difficulty}</legend>
        {(Object.keys(DIFFICULTIES) as Difficulty[]).map((name) => (
          <button
            key={name}
            type="button"
            data-testid={`difficulty-${name}`}
            aria-pressed={difficulty === name}
            onClick={() => setDifficulty(name)}
          >
            {dict.control.difficultyName[name]} {DIFFICULTIES[name] / 60}
          </button>
        ))}
        <button
          type="button"
          data-testid="difficulty-custom"
          aria-pressed={difficulty === 'custom'}
          onClick={() => setDifficulty('custom')}
        >
          {dict.control.custom}
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
            {dict.control.minutes}
          </label>
        )}
      </fieldset>
      <button type="button" class="primary" data-testid="new-game-create" onClick={create}>
        {dict.control.create}
      </button>
      <RefusalLine place="newGame" />
    </section>
  );
}

function GameButtons({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const [confirming, setConfirming] = useState(false);
  return (
    <section class="card buttons">
      {state.phase === 'lobby' && (
        <button
          type="button"
          class="primary"
          data-testid="start"
          onClick={() => send({ type: 'start' }, 'game')}
        >
          {dict.control.start}
        </button>
      )}
      {(state.phase === 'running' || state.phase === 'launching') && (
        <button type="button" data-testid="pause" onClick={() => send({ type: 'pause' }, 'game')}>
          {dict.control.pause}
        </button>
      )}
      {state.phase === 'paused' && (
        <button
          type="button"
          class="primary"
          data-testid="resume"
          onClick={() => send({ type: 'resume' }, 'game')}
        >
          {dict.control.resume}
        </button>
      )}
      {state.phase === 'running' && (
        <>
          <button
            type="button"
            data-testid="shuffle"
            onClick={() => send({ type: 'shuffle' }, 'game')}
          >
            {dict.control.shuffle}
          </button>
          {!confirming ? (
            <button
              type="button"
              class="danger"
              data-testid="scrap"
              onClick={() => setConfirming(true)}
            >
              {dict.control.scrap}
            </button>
          ) : (
            <div class="confirm" data-testid="scrap-confirm">
              <p>{dict.control.scrapConfirm}</p>
              <button
                type="button"
                class="danger"
                data-testid="scrap-yes"
                onClick={() => {
                  setConfirming(false);
                  send({ type: 'scrap' }, 'game');
                }}
              >
                {dict.control.yes}
              </button>
              <button type="button" data-testid="scrap-cancel" onClick={() => setConfirming(false)}>
                {dict.control.cancel}
              </button>
            </div>
          )}
        </>
      )}
      <RefusalLine place="game" />
    </section>
  );
}

/** The supply as buttons; a section that cannot go on now is dimmed and a tap says why. */
function BuildPanel({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const tap = (section: Section) => {
    const problem = buildProblem(state, section);
    if (problem) {
      // The screen already knows the answer: show it as the server would, without asking.
      receive(
        { type: 'result', id: null, ok: false, error: problem.sentence, code: problem.code },
        'build',
      );
      return;
    }
    send({ type: 'build', section }, 'build');
  };
  return (
    <section class="card" data-testid="build-panel">
      <h2>{dict.control.build}</h2>
      <div class="supply-grid">
        {ALL_SECTIONS.map((section) => {
          const inSupply = state.supply.includes(section);
          const problem = buildProblem(state, section);
          return (
            <button
              key={section}
              type="button"
              class={`section-button ${colourOf(section)}${problem ? ' dim' : ''}`}
              data-testid={`build-${section}`}
              data-buildable={problem ? 'false' : 'true'}
              aria-disabled={problem ? 'true' : 'false'}
              aria-label={sectionLabel(section, state.variant)}
              disabled={!inSupply}
              onClick={() => tap(section)}
            >
              <Pyramid section={section} variant={state.variant} />
            </button>
          );
        })}
      </div>
      <RefusalLine place="build" />
    </section>
  );
}

function SuitPanel({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  return (
    <section class="card" data-testid="suit-panel">
      <h2>{dict.control.suits}</h2>
      <div class="suit-grid">
        {SUITS.map((suit) => {
          const down = state.launchSequence.includes(suit);
          const colour = Object.entries(SUIT_OF).find(([, s]) => s === suit)?.[0];
          return (
            <button
              key={suit}
              type="button"
              class={`suit-button ${colour}${down ? ' down' : ''}`}
              data-testid={`suit-${suit}`}
              aria-pressed={down}
              onClick={() => send({ type: 'suits', suits: [suit] }, 'suits')}
            >
              <span class="symbol">{SUIT_SYMBOL[suit]}</span> {dict.suit[suit]}
            </button>
          );
        })}
      </div>
      <RefusalLine place="suits" />
    </section>
  );
}

function DiePanel({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const launch = state.launch;
  if (!launch) return null;
  const awaiting = launch.awaiting;
  return (
    <section class="card" data-testid="die-panel">
      <h2>
        {dict.launch.title}
        {awaiting && ` · ${dict.step[awaiting.step]}`}
      </h2>
      {launch.result && (
        <p data-testid="control-launch-result">{dict.launch.result[launch.result]}</p>
      )}
      {awaiting?.kind === 'roll' && (
        <>
          <button
            type="button"
            class="primary"
            data-testid="roll"
            onClick={() => send({ type: 'roll' }, 'die')}
          >
            {dict.control.roll}
          </button>
          <p>{dict.control.physical}</p>
          <div class="faces">
            {[1, 2, 3, 4, 5, 6].map((value) => (
              <button
                key={value}
                type="button"
                data-testid={`roll-${value}`}
                aria-label={String(value)}
                onClick={() => send({ type: 'roll', value }, 'die')}
              >
                <Die value={value} />
              </button>
            ))}
          </div>
        </>
      )}
      {awaiting?.kind === 'decision' && launch.pending && (
        <>
          <p>
            {dict.launch.decide(launch.rerollsLeft)} ·{' '}
            <span class={launch.pending.ok ? 'good' : 'bad'}>
              {launch.pending.ok ? dict.launch.wouldPass : dict.launch.wouldFail}
            </span>
          </p>
          <button
            type="button"
            data-testid="reroll"
            onClick={() => send({ type: 'reroll' }, 'die')}
          >
            {dict.control.reroll}
          </button>
          <button
            type="button"
            class="primary"
            data-testid="accept"
            onClick={() => send({ type: 'accept' }, 'die')}
          >
            {dict.control.accept}
          </button>
        </>
      )}
      <RefusalLine place="die" />
    </section>
  );
}

/** R22: undo says what it will put back. */
export function undoLabel(state: PublicState): string {
  const dict = t.value;
  const action = state.undoable;
  if (!action) return dict.control.nothingToUndo;
  let what = dict.action[action.type] ?? action.type;
  if (action.type === 'build') what = `${what} ${action.section}`;
  if (action.type === 'suits')
    what = `${what} ${action.suits.map((suit) => SUIT_SYMBOL[suit]).join(' ')}`;
  if (action.type === 'roll') what = `${what} ${action.value}`;
  return dict.control.undo(what);
}

function UndoPanel({ state, send }: { state: PublicState; send: Send }) {
  return (
    <section class="card">
      <button
        type="button"
        data-testid="undo"
        disabled={!state.undoable}
        onClick={() => send({ type: 'undo' }, 'undo')}
      >
        ↶ {undoLabel(state)}
      </button>
      <RefusalLine place="undo" />
    </section>
  );
}

/** The virtual box: five buttons (press, or hold 800 ms for a long press) and its die. */
function VirtualBox({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const downAt = useRef<Record<string, number>>({});
  const release = (button: Button) => {
    const at = downAt.current[button];
    if (at === undefined) return;
    delete downAt.current[button];
    const gesture = performance.now() - at >= LONG_PRESS_MS ? 'LONG' : 'PRESS';
    send({ type: 'press', button, gesture }, 'box');
  };
  const lastRoll = state.launch?.pending?.roll ?? state.launch?.steps.at(-1)?.roll ?? null;
  return (
    <section class="card virtual-box" data-testid="virtual-box">
      <h2>{dict.control.virtualBox}</h2>
      <Die value={lastRoll} rolling={state.box.rolling === true} />
      <div class="box-buttons">
        {BUTTONS.map((button) => (
          <button
            key={button}
            type="button"
            data-testid={`box-${button}`}
            onPointerDown={() => {
              downAt.current[button] = performance.now();
            }}
            onPointerUp={() => release(button)}
            onPointerLeave={() => delete downAt.current[button]}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                send({ type: 'press', button, gesture: event.shiftKey ? 'LONG' : 'PRESS' }, 'box');
              }
            }}
          >
            {button}
          </button>
        ))}
      </div>
      <p class="muted">{dict.control.longPress}</p>
      <RefusalLine place="box" />
    </section>
  );
}
