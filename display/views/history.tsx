// The history (`/history`): every game in the data folder, any module, newest first; and one
// game (`/history/<id>`): its report, its exports, and a scrubber that shows the table, and the
// rolls so far, at any action: the end as the service's `final` view, any earlier moment by
// replaying the log in the browser with the game's own reducer, fetched at the first scrub.

import { render } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameAction } from '../../src/game.ts';
import type { HistoryEntry, HistoryGame } from '../../src/report.ts';
import { getJson, historyPath } from '../after/api.ts';
import { t } from '../after/i18n.ts';
import { formatDate, formatLength } from '../after/numbers.ts';
import { AfterPage, bookWord, gameTitle, gameWord, pageLink } from '../after/page.tsx';
import { books, loadBook, type PhraseBook } from '../after/phrases.ts';
import { ProofCount, ProofPanel } from '../after/proof.tsx';
import { type Fold, loadReplayer, type Replayer } from '../after/replay.ts';
import { MissionReport, rollLine } from '../after/report.tsx';
import { StepLine } from '../after/step-line.tsx';
import { TakeHomeLink } from '../after/take-home-link.tsx';
import { gameMeta } from '../games/index.ts';
import { lang } from '../i18n/index.ts';
import type { Route } from '../route.ts';

export function mount(app: HTMLElement, route: Route, _token: string | null): void {
  const gameId = route.page === 'history' ? route.gameId : null;
  render(gameId === null ? <HistoryList /> : <HistoryOfGame id={gameId} />, app);
}

/** What a fetch has brought so far. */
type Loaded<T> = { value: T } | { problem: string } | null;

/** The answer at `path`, shown once the games' words it needs (`booksOf`) have arrived too. */
function useJson<T>(path: string, booksOf: (value: T) => string[]): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(null);
  useEffect(() => {
    let live = true;
    getJson<T>(path)
      .then(async (value) => {
        await Promise.all(booksOf(value).map((game) => loadBook(game, gameMeta(game)?.phrases)));
        if (live) setLoaded({ value });
      })
      .catch((error: Error) => live && setLoaded({ problem: error.message }));
    return () => {
      live = false;
    };
  }, [path, booksOf]);
  return loaded;
}

function Waiting({ loaded }: { loaded: Loaded<unknown> }) {
  const words = t.value.after;
  if (loaded && 'problem' in loaded) {
    return (
      <p class="after-problem" role="alert" data-testid="after-problem">
        {words.failed(loaded.problem)}
      </p>
    );
  }
  return <p class="muted">{words.loading}</p>;
}

/** Won, lost (in the game's word when its book has one), ended early from a screen, or unfinished. */
export function outcomeOf(entry: HistoryEntry, book: PhraseBook | null): string {
  const words = t.value.after;
  if (entry.status !== 'over' || entry.ending === null) {
    return entry.endedEarly ? words.endedEarly : words.unfinished;
  }
  const said = bookWord(book, lang.value, 'result', entry.ending.result);
  return said ?? (entry.ending.won ? words.won : words.lost);
}

/** The set-up in a few words: the players, difficulty, variant, those the game knows. */
export function setupOf(entry: HistoryEntry, book: PhraseBook | null): string {
  const words = t.value.after;
  const { players, difficulty, variant, names } = entry.setup;
  // Players by name when the game knows them (Apogee), else how many.
  const who = names && names.length > 0 ? names.join(', ') : null;
  return [
    who ?? (players === null ? null : words.players(players)),
    difficulty === null ? null : gameWord(book, lang.value, 'difficulty', difficulty),
    variant === null ? null : gameWord(book, lang.value, 'variant', variant),
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

const toneOf = (entry: HistoryEntry) =>
  entry.status !== 'over' || !entry.ending ? 'neutral' : entry.ending.won ? 'good' : 'bad';

const gamesOfList = (list: { games: HistoryEntry[] }) => [
  ...new Set(list.games.map((entry) => entry.game)),
];
const gameOfOne = (game: HistoryGame) => [game.entry.game];

export function HistoryList() {
  const loaded = useJson<{ games: HistoryEntry[] }>('/api/history', gamesOfList);
  const words = t.value.after;
  const language = lang.value;
  const games = loaded && 'value' in loaded ? loaded.value.games : null;
  return (
    <AfterPage title={words.history}>
      {games === null ? (
        <Waiting loaded={loaded} />
      ) : games.length === 0 ? (
        <p data-testid="history-empty">{words.noGames}</p>
      ) : (
        <ol class="history-list" data-testid="history-list">
          {games.map((entry) => {
            const book = books.value[entry.game] ?? null;
            return (
              <li key={entry.id} data-testid="history-game" data-id={entry.id}>
                <a href={pageLink(`/history/${encodeURIComponent(entry.id)}`, language)}>
                  <span class="history-title">
                    <strong>{gameTitle(entry.game)}</strong>{' '}
                    <span class={`tone-text-${toneOf(entry)}`} data-testid="history-outcome">
                      {outcomeOf(entry, book)}
                    </span>
                  </span>
                  <span class="history-facts muted">
                    <span data-testid="history-length">{formatLength(entry.durationMs)}</span>
                    {' · '}
                    <span data-testid="history-setup">{setupOf(entry, book)}</span>
                    {' · '}
                    <time dateTime={new Date(entry.createdAt).toISOString()}>
                      {formatDate(entry.createdAt, language)}
                    </time>
                    {entry.proof && ' · '}
                    <ProofCount verdict={entry.proof} />
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      )}
    </AfterPage>
  );
}

export function HistoryOfGame({ id }: { id: string }) {
  const loaded = useJson<HistoryGame>(historyPath(id), gameOfOne);
  const words = t.value.after;
  const game = loaded && 'value' in loaded ? loaded.value : null;
  if (!game) {
    return (
      <AfterPage title={words.history}>
        <Waiting loaded={loaded} />
      </AfterPage>
    );
  }
  return <GameShown game={game} />;
}

export function GameShown({ game }: { game: HistoryGame }) {
  const words = t.value.after;
  const language = lang.value;
  const { entry, report, actions } = game;
  const book = books.value[entry.game] ?? null;
  const [index, setIndex] = useState(actions.length);
  const [replayer, setReplayer] = useState<Replayer | 'none' | null>(null);
  // The reducer is fetched once the scrubber is touched (or at once when the service sent no
  // final view): the first paint draws the end from `final`.
  const [wanted, setWanted] = useState(game.final === undefined);
  const [fold, setFold] = useState<Loaded<Fold>>(null);
  useEffect(() => {
    const loading = loadReplayer(entry.game);
    if (!loading) {
      setReplayer('none');
      return;
    }
    let live = true;
    loading.then((found) => live && setReplayer(found)).catch(() => live && setReplayer('none'));
    return () => {
      live = false;
    };
  }, [entry.game]);
  useEffect(() => {
    if (!wanted || !replayer || replayer === 'none') return;
    let live = true;
    replayer
      .fold()
      .then((value) => live && setFold({ value }))
      .catch((error: Error) => live && setFold({ problem: error.message }));
    return () => {
      live = false;
    };
  }, [wanted, replayer]);
  const views = useMemo(
    () => (fold && 'value' in fold ? fold.value.views(actions as readonly GameAction[]) : null),
    [fold, actions],
  );
  const want = () => setWanted(true);
  const shown = Math.min(Math.max(index, 1), actions.length);
  const moment = (actions[shown - 1]?.at ?? report.startedAt) - report.startedAt;
  const rolls = report.luck.filter((roll) => roll.at <= moment);
  const base = historyPath(entry.id);
  return (
    <AfterPage title={`${gameTitle(entry.game)} · ${outcomeOf(entry, book)}`}>
      <p class="history-facts">
        <a href={pageLink('/history', language)} data-testid="back-to-list">
          ← {words.backToList}
        </a>
        {' · '}
        <span data-testid="game-facts">
          {formatLength(entry.durationMs)} · {setupOf(entry, book)} · {words.actions(entry.actions)}{' '}
          · {formatDate(entry.createdAt, language)}
        </span>
      </p>
      <p class="exports" data-testid="exports">
        {words.export}
        {words.colon}
        <a href={`${base}/export.json`} download={`${entry.id}.json`}>
          JSON
        </a>{' '}
        ·{' '}
        <a href={`${base}/export.csv`} download={`${entry.id}.csv`}>
          CSV
        </a>
        {/* BG Stats imports finished plays only (the service answers 409 for the others). */}
        {entry.status === 'over' && (
          <>
            {' · '}
            <a href={`${base}/export.bgstats.json`} download={`${entry.id}.bgstats.json`}>
              {words.exportPlays}
            </a>
            {' · '}
            <TakeHomeLink gameId={entry.id} label={words.openInBgStats} />
          </>
        )}
      </p>
      {game.warnings.length > 0 && (
        <div class="after-problem" data-testid="game-warnings">
          <p>{words.skipped(game.warnings.length)}</p>
          <ul>
            {game.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      )}
      {actions.length > 0 && (
        <section class="scrubber" data-testid="scrubber">
          <label for="scrubber-range">{words.scrubber}</label>
          <input
            id="scrubber-range"
            type="range"
            data-testid="scrubber-range"
            min={1}
            max={actions.length}
            step={1}
            value={shown}
            onFocus={want}
            onPointerDown={want}
            onInput={(event) => {
              want();
              setIndex(Number(event.currentTarget.value));
            }}
          />
          <p data-testid="scrubber-at">
            {words.scrubberAt(shown, actions.length, formatLength(moment))}
          </p>
          <div class="scrubber-body">
            {replayer === 'none' ? (
              <p class="muted" data-testid="no-replay">
                {words.noReplay}
              </p>
            ) : !replayer ? (
              <p class="muted">{words.loading}</p>
            ) : shown === actions.length && game.final !== undefined ? (
              <replayer.Table view={game.final} />
            ) : views ? (
              <replayer.Table view={views[shown - 1]} />
            ) : fold && 'problem' in fold ? (
              <Waiting loaded={fold} />
            ) : (
              <p class="muted" data-testid="replay-loading">
                {words.replayLoading}
              </p>
            )}
            <div class="rolls-so-far">
              <h3>{words.rollsSoFar}</h3>
              {rolls.length === 0 ? (
                <p class="muted" data-testid="rolls-none">
                  {words.noRolls}
                </p>
              ) : (
                <ol data-testid="rolls-so-far">
                  {rolls.map((roll, at) => (
                    <li key={at} class={roll.success ? 'tone-text-good' : 'tone-text-bad'}>
                      {rollLine(roll, book)}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        </section>
      )}
      <ProofPanel entry={entry} file={game.file} />
      <MissionReport report={report} book={book} cursor={moment} Steps={StepLine} />
    </AfterPage>
  );
}
