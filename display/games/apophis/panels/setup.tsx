// Apophis's one set-up form on the phone: it opens on the table's last set-up (players, variant,
// difficulty or a custom time), follows the table's set-up until a choice is made here, and its
// one primary button starts exactly what it shows.

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
} from '../../../../src/games/apophis/setup.ts';
import type { ApophisState } from '../../../../src/games/apophis/view.ts';
import type { Command } from '../../../../src/messages.ts';
import { formatTimer } from '../../../clock.ts';
import type { PanelOf } from '../../../components/act.tsx';
import { type Start, useApplyInLobby, useTableChoice } from '../../../components/start-with.ts';
import { RefusalLine } from '../../../components/status.tsx';
import { over } from './parts.ts';
import { t } from './words.ts';

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
export function SetUp(props: PanelOf<ApophisState> & { start: Start<ApophisState> }) {
  const { state } = props;
  const { starting, startWith } = props.start;
  const dict = t.value;
  const [players, setPlayers] = useTableChoice(state.players);
  const [variant, setVariant] = useTableChoice<Variant>(state.variant);
  const [difficulty, setDifficulty] = useTableChoice(difficultyOf(state.timerSeconds));
  const [minutes, setMinutes] = useTableChoice(state.timerSeconds / 60);
  const seconds = difficulty === 'custom' ? Math.round(minutes * 60) : DIFFICULTIES[difficulty];
  // The set-up's own limits, said before sending rather than refused by the service.
  const outOfRange = !(seconds >= MIN_TIMER_SECONDS && seconds <= MAX_TIMER_SECONDS);
  const again = over(state);
  // A teaching lobby stays one as its set-up changes; its last "Next" starts the clock (R24).
  const teaching = state.phase === 'lobby' && state.teach !== null;
  const taught = teaching ? { teach: true } : {};
  const chosen: Command =
    difficulty === 'custom'
      ? { type: 'newGame', game: 'apophis', players, variant, timerSeconds: seconds, ...taught }
      : { type: 'newGame', game: 'apophis', players, variant, difficulty, ...taught };
  const start = () => {
    if (outOfRange) return;
    // An earlier choice may still be on its way: START waits for the table to show this one.
    startWith(
      chosen,
      (table) =>
        table.players === players && table.variant === variant && table.timerSeconds === seconds,
    );
  };
  // In the lobby each choice is the table's at once, so the big screen's set-up (the cards to
  // deal, the timer) is what the phone shows while the players set the table up.
  const changed =
    players !== state.players || variant !== state.variant || seconds !== state.timerSeconds;
  useApplyInLobby(
    (command) => props.table.send(command, 'newGame'),
    chosen,
    state.phase === 'lobby' && changed && !outOfRange && !starting,
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
      {!teaching && (
        <button
          type="button"
          class="primary"
          data-testid="setup-start"
          aria-disabled={outOfRange || starting ? 'true' : 'false'}
          aria-busy={starting}
          onClick={start}
        >
          {starting
            ? dict.phone.starting
            : again
              ? dict.phone.playAgain
              : dict.phone.startWithThese}
        </button>
      )}
      <RefusalLine place="newGame" />
    </section>
  );
}
