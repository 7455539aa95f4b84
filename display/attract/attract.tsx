// The attract loop on an idle table's big screen (issue 34): the game's pitch with its picture,
// the moment that decided a recent game of this table (from the history), and the QR code to
// join the table's queue with the wait. A chunk of its own, fetched the first time it shows.

import { useEffect, useState } from 'preact/hooks';
import type { PublicState } from '../../src/messages.ts';
import type { HistoryEntry, HistoryGame } from '../../src/report.ts';
import { getJson, historyPath } from '../after/api.ts';
import { books, loadBook, say } from '../after/phrases.ts';
import { QrCode } from '../components/qr.tsx';
import { gameMeta } from '../games/index.ts';
import { lang } from '../i18n/index.ts';
import { reachableUrl } from '../links.ts';
import { listQueue, queuePageUrl } from '../queue/api.ts';
import { words } from '../queue/i18n.ts';
import './attract.css';

const WORDS = {
  en: { decided: 'Decided at this table', scan: 'Scan to join the queue', wait: 'Wait: ' },
  fr: {
    decided: 'Décidé à cette table',
    scan: 'Scannez pour rejoindre la file',
    wait: 'Attente\u202f: ',
  },
} as const;

/** The moment that decided the newest finished game of this table's game, in words. */
function useDecided(table: string, game: string): string | null {
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const { games } = await getJson<{ games: HistoryEntry[] }>('/api/history');
      const recent = games.find((g) => g.table === table && g.game === game && g.status === 'over');
      if (!recent) return;
      const found = await getJson<HistoryGame>(historyPath(recent.id));
      const decisive = found.report.decisive;
      if (!decisive || !live) return;
      await loadBook(game, gameMeta(game)?.phrases);
      if (live) setLine(say(books.value[game] ?? null, lang.value, decisive.label));
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [table, game]);
  return line;
}

export function Attract({
  state,
  base,
  table,
}: {
  state: PublicState;
  base: string;
  table: string;
}) {
  const meta = gameMeta(state.game);
  const language = lang.value;
  const w = WORDS[language];
  const decided = useDecided(table, state.game);
  const [wait, setWait] = useState<number | null>(null);
  useEffect(() => {
    listQueue(base)
      .then((list) => {
        const last = list.groups.at(-1);
        setWait(last ? last.waitMin + list.gameMin : list.gameMin);
      })
      .catch(() => undefined);
  }, [base]);
  const joinUrl = reachableUrl(queuePageUrl(location.origin, base), state.addresses ?? []);
  return (
    <div class="attract" data-testid="attract" role="dialog" aria-label={meta?.title ?? state.game}>
      <div class="attract-pitch">
        <p class="attract-picture" aria-hidden="true">
          {meta?.pitch?.picture ?? ''}
        </p>
        <h2>{meta?.title ?? state.game}</h2>
        {meta?.pitch && <p data-testid="attract-pitch">{meta.pitch[language]}</p>}
        {decided && (
          <p class="attract-decided" data-testid="attract-decided">
            <strong>{w.decided}</strong> · {decided}
          </p>
        )}
      </div>
      <figure class="attract-join" data-testid="attract-join">
        <div class="attract-qr">
          <QrCode text={joinUrl} />
        </div>
        <figcaption>
          <strong>{w.scan}</strong>
          {wait !== null && (
            <span data-testid="attract-wait">
              {w.wait}
              {words.value.wait(wait)}
            </span>
          )}
        </figcaption>
      </figure>
    </div>
  );
}
