// The numbers (`/stats`), over every game in the data folder: win rates by game, difficulty and
// variant with what each rests on, the rolls the table hoped for and their successes, luck over
// all games, time used, and each die's honesty (the box's and the typed ones apart).

import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { DiceHonesty, ModuleStats, StatsResponse } from '../../src/report.ts';

type FightTotals = NonNullable<ModuleStats['luck']['fights']>;

import { getJson } from '../after/api.ts';
import { Histogram, ShareBar } from '../after/dice-charts.tsx';
import { t } from '../after/i18n.ts';
import {
  decimal,
  formatLength,
  formatP,
  honestySentence,
  percent,
  verdictOf,
} from '../after/numbers.ts';
import { AfterPage, bookWord, gameTitle, gameWord } from '../after/page.tsx';
import { books, loadBook, type PhraseBook } from '../after/phrases.ts';
import { ProofTotal } from '../after/proof.tsx';
import { gameMeta } from '../games/index.ts';
import { lang } from '../i18n/index.ts';
import type { Route } from '../route.ts';

export function mount(app: HTMLElement, _route: Route, _token: string | null): void {
  render(<StatsPage />, app);
}

export function StatsPage() {
  const [stats, setStats] = useState<StatsResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const words = t.value.after;
  useEffect(() => {
    getJson<StatsResponse>('/api/stats')
      .then(async (found) => {
        await Promise.all(
          Object.keys(found.modules).map((game) => loadBook(game, gameMeta(game)?.phrases)),
        );
        setStats(found);
      })
      .catch((error: Error) => setProblem(error.message));
  }, []);
  return (
    <AfterPage title={words.numbers}>
      {problem ? (
        <p class="after-problem" role="alert" data-testid="after-problem">
          {words.failed(problem)}
        </p>
      ) : !stats ? (
        <p class="muted">{words.loading}</p>
      ) : (
        <Stats stats={stats} />
      )}
    </AfterPage>
  );
}

export function Stats({ stats }: { stats: StatsResponse }) {
  const words = t.value.after;
  return (
    <>
      <p class="stats-games" data-testid="stats-games">
        {words.games(stats.games)}
      </p>
      <div class="stats-modules">
        {Object.entries(stats.modules).map(([game, module]) => (
          <ModuleNumbers key={game} game={game} stats={module} book={books.value[game] ?? null} />
        ))}
      </div>
      <ProofTotal stats={stats} />
      <DiceTable stats={stats} />
    </>
  );
}

/** A win rate over the finished games and what it rests on: `67% · on 3 finished games`. */
export function rateLine(won: number, lost: number): string {
  const words = t.value.after;
  const finished = won + lost;
  if (finished === 0) return words.noFinished;
  return `${percent(won / finished, lang.value)} · ${words.restsOn(finished)}`;
}

function ModuleNumbers({
  game,
  stats,
  book,
}: {
  game: string;
  stats: ModuleStats;
  book: PhraseBook | null;
}) {
  const words = t.value.after;
  const language = lang.value;
  const finished = stats.won + stats.lost;
  const { luck } = stats;
  return (
    <section class="stats-module" data-testid={`stats-${game}`}>
      <h2>{gameTitle(game)}</h2>
      <p data-testid="module-counts">
        {words.played} {stats.played} · {words.won} {stats.won} · {words.lost} {stats.lost} ·{' '}
        {(stats.ended ?? 0) > 0 && `${words.ended} ${stats.ended} · `}
        {words.unfinished} {stats.unfinished}
      </p>
      <h3>{words.winRate}</h3>
      <p data-testid="module-rate">{rateLine(stats.won, stats.lost)}</p>
      {finished > 0 && (
        <ShareBar
          title={`${words.winRate}: ${rateLine(stats.won, stats.lost)}`}
          share={stats.won / finished}
        />
      )}
      {stats.bySetup.length > 0 && (
        <>
          <h3>{words.bySetup}</h3>
          <table class="stats-setups" data-testid="module-setups">
            <tbody>
              {stats.bySetup.map((group) => (
                <tr key={`${group.difficulty}-${group.variant}`}>
                  <th scope="row">
                    {group.difficulty === null
                      ? words.any
                      : gameWord(book, language, 'difficulty', group.difficulty)}
                    {' · '}
                    {group.variant === null
                      ? words.any
                      : gameWord(book, language, 'variant', group.variant)}
                  </th>
                  <td>{rateLine(group.won, group.lost)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h3>{words.launches}</h3>
      <p data-testid="module-launches">{words.launchesLine(luck.rolls, luck.actual, stats.dice)}</p>
      {luck.rolls > 0 && (
        <>
          <h3>{words.luckAll}</h3>
          <p data-testid="module-luck">
            {words.luckLine(luck.rolls, decimal(luck.expected, language), luck.actual)}
          </p>
          <ShareBar
            title={`${words.actual} ${percent(luck.actual / luck.rolls, language)}, ${words.expected} ${percent(luck.expected / luck.rolls, language)}`}
            share={luck.actual / luck.rolls}
            expected={luck.expected / luck.rolls}
          />
        </>
      )}
      {luck.fights && <Fights fights={luck.fights} book={book} />}
      <h3>{words.timeUsed}</h3>
      <p data-testid="module-time">{words.timeLine(formatLength(stats.timeMs), finished)}</p>
    </section>
  );
}

/**
 * A game's fights over every game: the rounds fought, and each side's armies lost, the exact
 * expectation before the dice beside what they did (the sides named by the game's book).
 */
function Fights({ fights, book }: { fights: FightTotals; book: PhraseBook | null }) {
  const words = t.value.after;
  const language = lang.value;
  return (
    <>
      <h3>{words.fightsTitle}</h3>
      <p data-testid="module-fights">{words.fights(fights.count)}</p>
      <table class="stats-fights" data-testid="fights-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">{words.expected}</th>
            <th scope="col">{words.actual}</th>
          </tr>
        </thead>
        <tbody>
          {(['players', 'opponents'] as const).map((side) => (
            <tr key={side} data-side={side}>
              <th scope="row">{bookWord(book, language, 'side', side) ?? words.side[side]}</th>
              <td>{decimal(fights[side].expected, language)}</td>
              <td>{fights[side].actual}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * The dice's honesty as one table: a row per die the test can judge, its sentence the summary and
 * its histogram and chi-square on demand; the dice with too few rolls to tell folded into one row.
 */
/** The dice too little rolled, in one line: how many kinds, their sides' range, their rolls. */
function tooFewLine(dice: readonly StatsResponse['dice'][number][]): string {
  const sides = dice.map((die) => die.sides);
  const least = Math.min(...sides);
  const most = Math.max(...sides);
  const range = least === most ? `d${least}` : `d${least}–d${most}`;
  const rolls = dice.reduce((sum, die) => sum + die.rolls, 0);
  return t.value.after.tooFewDice(dice.length, rolls, range);
}

function DiceTable({ stats }: { stats: StatsResponse }) {
  const words = t.value.after;
  const named = [
    ...stats.dice.map((die) => ({ die, name: words.box(die.box, die.sides) })),
    ...stats.typed.map((die) => ({ die, name: words.typed(die.sides) })),
  ];
  const judged = named.filter(({ die }) => verdictOf(die) !== 'tooFew');
  const tooFew = named.filter(({ die }) => verdictOf(die) === 'tooFew');
  return (
    <section class="stats-dice" data-testid="stats-dice">
      <h2>{words.dice}</h2>
      {named.length === 0 ? (
        <p class="muted">{words.noDice}</p>
      ) : (
        <table class="dice-table" data-testid="dice-table">
          <thead>
            <tr>
              <th scope="col">{words.dieColumn}</th>
              <th scope="col">{words.verdictColumn}</th>
            </tr>
          </thead>
          <tbody>
            {judged.map(({ die, name }) => (
              <Die key={`${die.box}-${die.sides}`} die={die} name={name} />
            ))}
            {tooFew.length > 0 && (
              <tr data-testid="dice-too-few">
                <td colSpan={2}>
                  <details>
                    <summary>{tooFewLine(tooFew.map(({ die }) => die))}</summary>
                    <ul class="dice-too-few">
                      {tooFew.map(({ die, name }) => (
                        <li
                          key={`${die.box}-${die.sides}`}
                          data-testid="die"
                          data-box={die.box}
                          data-sides={die.sides}
                        >
                          <span data-testid="die-name">{name}</span>
                          {words.colon}
                          <span data-testid="die-sentence">
                            {honestySentence(die, t.value, lang.value)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One die's row: its name, and its sentence opening on its histogram and test. */
function Die({ die, name }: { die: DiceHonesty; name: string }) {
  const dict = t.value;
  const language = lang.value;
  const sentence = honestySentence(die, dict, language);
  return (
    <tr
      class={`die-honesty verdict-${verdictOf(die)}`}
      data-testid="die"
      data-box={die.box}
      data-sides={die.sides}
    >
      <th scope="row" data-testid="die-name">
        {name}
      </th>
      <td>
        <details>
          <summary class="die-sentence" data-testid="die-sentence">
            {sentence}
          </summary>
          <Histogram
            title={`${name}: ${die.counts.map((count, face) => `${face + 1}: ${count}`).join(', ')}`}
            counts={die.counts}
            expectedLabel={dict.after.expectedLine}
          />
          {die.chiSquare !== null && die.p !== null && (
            <p class="muted" data-testid="die-test">
              {dict.after.chiSquare(
                decimal(die.chiSquare, language, 2),
                formatP(die.p, language),
                die.rolls,
              )}
            </p>
          )}
        </details>
      </td>
    </tr>
  );
}
