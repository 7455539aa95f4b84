// The volunteer's queue (the control page and the hall): the groups waiting, in order, with their
// players and waits, "Next group" (one tap: the game under way ended, the next group seated with
// the table's settings), and the link visitors join with, as a QR code. Names are text.

import { useEffect, useRef, useState } from 'preact/hooks';
import { QrCode } from '../components/qr.tsx';
import { words as teachWords } from '../teach/words.ts';
import { demoLength, listQueue, nextGroup, type QueueList, queuePageUrl } from './api.ts';
import { words } from './i18n.ts';
import { POLL_MS } from './visitor.tsx';
import './queue.css';

export function QueuePanel(props: {
  base: string;
  token: string;
  /** The service's address for phones (a page opened on localhost still gives a reachable link). */
  origin?: string;
  showQr?: boolean;
}) {
  const { base, token } = props;
  const w = words.value;
  const [list, setList] = useState<QueueList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // "Teach them as they play": the next group (or the demo) starts with the teaching start.
  const [teach, setTeach] = useState(false);
  const refresh = () =>
    listQueue(base).then(
      (found) => setList(found),
      () => undefined,
    );
  useEffect(() => {
    void refresh();
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [base]);
  const next = () => {
    setBusy(true);
    setProblem(null);
    nextGroup(base, token, teach)
      .then(refresh, (error: Error) => setProblem(error.message))
      .finally(() => setBusy(false));
  };
  const joinUrl = queuePageUrl(props.origin ?? location.origin, base);
  const groups = list?.groups ?? [];
  const waiting = groups.length > 0;
  // Folded while nobody waits (a table at home sees one line of it) and opened when a group
  // joins; folded again only by the volunteer, never under a finger that just opened it.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (waiting && details.current) details.current.open = true;
  }, [waiting]);
  return (
    <details class="card queue-panel" data-testid="queue-panel" ref={details}>
      <summary>
        <h2>
          {w.queue} · <span data-testid="queue-count">{w.waiting(groups.length)}</span>
        </h2>
      </summary>
      {groups.length === 0 ? (
        <p class="muted">{w.empty}</p>
      ) : (
        <ol class="queue-list" data-testid="queue-list">
          {groups.map((g) => (
            <li key={g.id} data-testid="queue-group-row">
              <strong>{g.group}</strong> · {g.players.join(', ')} · {w.wait(g.waitMin)}
            </li>
          ))}
        </ol>
      )}
      <label class="queue-teach">
        <input
          type="checkbox"
          data-testid="queue-teach"
          checked={teach}
          onChange={(event) => setTeach((event.target as HTMLInputElement).checked)}
        />{' '}
        {teachWords.value.teachNext}
      </label>
      <button
        type="button"
        class="queue-next"
        data-testid="queue-next"
        disabled={busy || groups.length === 0}
        onClick={next}
      >
        {w.next}
      </button>
      <p class="muted">{w.nextNote}</p>
      <button
        type="button"
        data-testid="queue-demo"
        disabled={busy}
        onClick={() => {
          setProblem(null);
          demoLength(base, token, teach).catch((error: Error) => setProblem(error.message));
        }}
      >
        {w.demo}
      </button>
      <p class="muted">{w.demoNote}</p>
      {problem && (
        <p class="refusal" data-testid="queue-next-problem">
          {problem}
        </p>
      )}
      <p class="queue-join-link">
        {w.joinLink}: <a href={joinUrl}>{joinUrl}</a>
      </p>
      {props.showQr !== false && (
        <div class="queue-qr" data-testid="queue-qr">
          <QrCode text={joinUrl} />
        </div>
      )}
    </details>
  );
}
