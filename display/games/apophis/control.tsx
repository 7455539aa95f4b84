// Apophis's panels on the control page: a new game, start and pause, the shuffle and the
// scrap, building, the suits, the die, and undo. Every button sends one command; whether it is
// lit or dimmed (with the reason) comes from the module's guards, asked of the public view.

import { useEffect, useState } from 'preact/hooks';
import type { ApophisCommand } from '../../../src/games/apophis/actions.ts';
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
import { CommandButton } from '../../components/command-button.tsx';
import { Die } from '../../components/die.tsx';
import { BoxLinkStatus, RefusalLine } from '../../components/status.tsx';
import { serverNow } from '../../model.ts';
import { SUIT_SYMBOL } from '../../palette.ts';
import type { Send } from '../../views/big-screen.tsx';
import { t, tellShellOurErrors } from './i18n/index.ts';
import { Pyramid, sectionLabel } from './pieces.tsx';
import { Timer } from './timer.tsx';

type Panel = { state: ApophisState; send: Send };

/** The module's guard for `command`, asked now: null when the referee would take it. */
function why(state: ApophisState, command: ApophisCommand) {
  return whyNot(state, command, serverNow());
}

export function ApophisControl(props: { state: PublicState; send: Send }) {
  const state = props.state as ApophisState;
  const { send } = props;
  const dict = t.value;
  useEffect(tellShellOurErrors, []);
  const playing = state.phase !== 'lobby' && state.phase !== 'won' && state.phase !== 'lost';
  return (
    <>
      <section class="card">
        <Timer />
        <p class="muted">
          {dict.phase[state.phase]} · <BoxLinkStatus box={state.box} />
        </p>
      </section>
      {!playing && <NewGame state={state} send={send} />}
      <GameButtons state={state} send={send} />
      {playing && <BuildPanel state={state} send={send} />}
      {playing && <SuitPanel state={state} send={send} />}
      {state.launch && <DiePanel state={state} send={send} />}
      <UndoPanel state={state} send={send} />
    </>
  );
}

function NewGame({ state, send }: Panel) {
  const dict = t.value;
  const [players, setPlayers] = useState(state.players);
  const [variant, setVariant] = useState<Variant>(state.variant);
  // Medium is ten minutes, which is also what the advanced rules recommend (R6).
  const [difficulty, setDifficulty] = useState<Difficulty | 'custom'>('medium');
  const [minutes, setMinutes] = useState(state.timerSeconds / 60);
  const create = () => {
    const command: Command =
      difficulty === 'custom'
        ? {
            type: 'newGame',
            game: 'apophis',
            players,
            variant,
            timerSeconds: Math.round(minutes * 60),
          }
        : { type: 'newGame', game: 'apophis', players, variant, difficulty };
    send(command, 'newGame');
  };
  return (
    <section class="card" data-testid="new-game">
      <h2>{dict.play.newGame}</h2>
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
      </fieldset>
      <button type="button" class="primary" data-testid="new-game-create" onClick={create}>
        {dict.play.create}
      </button>
      <RefusalLine place="newGame" />
    </section>
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
  return (
    <section class="card buttons">
      {state.phase === 'lobby' && button({ type: 'start' }, 'start', dict.play.start, 'primary')}
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
              why={why(state, { type: 'scrap' })}
              testId="scrap"
              class="danger"
            >
              {dict.play.scrap}
            </CommandButton>
          ) : (
            <div class="confirm" data-testid="scrap-confirm">
              <p>{dict.play.scrapConfirm}</p>
              <button
                type="button"
                class="danger"
                data-testid="scrap-yes"
                onClick={() => {
                  setConfirming(false);
                  send({ type: 'scrap' }, 'game');
                }}
              >
                {dict.play.yes}
              </button>
              <button type="button" data-testid="scrap-cancel" onClick={() => setConfirming(false)}>
                {dict.play.cancel}
              </button>
            </div>
          )}
        </>
      )}
      <RefusalLine place="game" />
    </section>
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

function DiePanel({ state, send }: Panel) {
  const dict = t.value;
  const launch = state.launch;
  if (!launch) return null;
  const awaiting = launch.awaiting;
  const act = (command: ApophisCommand, testId: string) => ({
    command,
    place: 'die',
    send,
    why: why(state, command),
    testId,
  });
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
          <CommandButton {...act({ type: 'roll' }, 'roll')} class="primary">
            {dict.play.roll}
          </CommandButton>
          <p>{dict.play.physical}</p>
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
      {awaiting?.kind === 'decision' && launch.pending && (
        <>
          <p>
            {dict.launch.decide(launch.rerollsLeft)} ·{' '}
            <span class={launch.pending.ok ? 'good' : 'bad'}>
              {launch.pending.ok ? dict.launch.wouldPass : dict.launch.wouldFail}
            </span>
          </p>
          <CommandButton {...act({ type: 'reroll' }, 'reroll')}>{dict.play.reroll}</CommandButton>
          <CommandButton {...act({ type: 'accept' }, 'accept')} class="primary">
            {dict.play.accept}
          </CommandButton>
        </>
      )}
      <RefusalLine place="die" />
    </section>
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
