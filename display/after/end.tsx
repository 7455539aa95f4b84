// The mission report on a game's end screen: fetched from the history once the game is over
// (its log is written before the table says so), with the game's phrases. Loaded as a chunk of
// its own by lazy-report.tsx, so the game's big screen does not carry it while the game is on.
// The dice's proof under it (proof.tsx, its words and the history's full verdict with it) is a
// chunk fetched once the report is drawn: its count waits for the box's seed anyway.

import { useEffect, useState } from 'preact/hooks';
import type { HistoryGame } from '../../src/report.ts';
import { lazyModule } from '../games/seam.ts';
import { getJson, historyPath } from './api.ts';
import { books, loadBook, type PhraseBook } from './phrases.ts';
import { MissionReport } from './report.tsx';
import { t } from './report-i18n.ts';

const proofModule = lazyModule(() => import('./proof.tsx'));
const takeHomeModule = lazyModule(() => import('./take-home.tsx'));

/** The proof's line under the report, once its chunk is in. */
function LazyProofAtEnd({ game }: { game: HistoryGame }) {
  const proof = proofModule.get();
  return proof ? <proof.ProofAtEnd game={game} /> : null;
}

/** The QR code of the play to take home (BG Stats' link), once its chunk is in. */
function LazyTakeHome({ gameId }: { gameId: string }) {
  const takeHome = takeHomeModule.get();
  return takeHome ? <takeHome.TakeHome gameId={gameId} /> : null;
}

/** `phrases` is the game's book loader, handed by its screen (this chunk imports no game). */
export function EndReport({
  gameId,
  phrases,
}: {
  gameId: string;
  phrases: (() => Promise<PhraseBook>) | undefined;
}) {
  const [game, setGame] = useState<HistoryGame | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setGame(null);
    setProblem(null);
    getJson<HistoryGame>(historyPath(gameId))
      .then(async (found) => {
        await loadBook(found.entry.game, phrases);
        if (live) setGame(found);
      })
      .catch((error: Error) => live && setProblem(error.message));
    return () => {
      live = false;
    };
  }, [gameId, phrases]);
  if (problem) {
    return (
      <p class="after-end muted" data-testid="end-report-problem">
        {t.value.after.failed(problem)}
      </p>
    );
  }
  if (!game) return null;
  return (
    <div class="after-end">
      <MissionReport report={game.report} book={books.value[game.entry.game] ?? null} compact />
      <LazyProofAtEnd game={game} />
      <LazyTakeHome gameId={game.entry.id} />
    </div>
  );
}
