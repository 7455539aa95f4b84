// The visitor's page (`/t/<table>/queue`, from the table's queue QR code): a group name and its
// players' names, then the group's place and wait, leave; called, it says so and forgets the
// group, so nothing of it stays on the phone. A name is shown as text, never as HTML.

import { useEffect, useState } from 'preact/hooks';
import { LanguageSwitch } from '../components/status.tsx';
import { GAME_TITLES } from '../games/index.ts';
import { type Joined, joinQueue, leaveQueue, listQueue, type QueueList, standing } from './api.ts';
import { words } from './i18n.ts';
import './queue.css';

/** How often a waiting phone asks where its group stands. */
export const POLL_MS = 4000;

type Kept = { id: string; secret: string };
const keyOf = (base: string) => `apophis-queue:${base || '/t/1'}`;

function kept(base: string): Kept | null {
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(base)) ?? 'null') as Kept | null;
    return raw && typeof raw.id === 'string' && typeof raw.secret === 'string' ? raw : null;
  } catch {
    return null;
  }
}

function keep(base: string, value: Kept | null): void {
  if (value) localStorage.setItem(keyOf(base), JSON.stringify(value));
  else localStorage.removeItem(keyOf(base));
}

export function Visitor({ base, table }: { base: string; table: string }) {
  const w = words.value;
  const [list, setList] = useState<QueueList | null>(null);
  const [mine, setMine] = useState<Kept | null>(() => kept(base));
  const [where, setWhere] = useState<{ place: number; waitMin: number } | null>(null);
  const [called, setCalled] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    listQueue(base).then(setList, (error: Error) => setProblem(error.message));
  }, [base]);

  useEffect(() => {
    if (!mine) return;
    let live = true;
    const ask = () =>
      standing(base, mine.id, mine.secret).then(
        (found) => {
          if (!live) return;
          if (found.status === 'called') {
            setCalled(true);
            keep(base, null); // nothing of the group stays on the phone
            setMine(null);
          } else setWhere({ place: found.place, waitMin: found.waitMin });
        },
        (error: Error & { status?: number }) => {
          if (!live || error.status !== 404) return;
          keep(base, null);
          setMine(null);
          setProblem(w.gone);
        },
      );
    void ask();
    const timer = setInterval(ask, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [base, mine, w.gone]);

  const joined = (found: Joined) => {
    const k = { id: found.id, secret: found.secret };
    keep(base, k);
    setMine(k);
    setWhere({ place: found.place, waitMin: found.waitMin });
    setProblem(null);
  };
  const title = list ? w.title(table, GAME_TITLES[list.game] ?? list.game) : w.join;

  return (
    <main class="queue-page" data-testid="queue-page">
      <h1>{title}</h1>
      {called ? (
        <section class="queue-called" data-testid="queue-called" aria-live="assertive">
          <p class="queue-big">{w.called}</p>
          <p>{w.calledNote}</p>
          <button type="button" data-testid="queue-again" onClick={() => setCalled(false)}>
            {w.again}
          </button>
        </section>
      ) : mine ? (
        <section class="queue-standing" data-testid="queue-standing" aria-live="polite">
          {where && (
            <>
              <p class="queue-big" data-testid="queue-place">
                {w.place(where.place)}
              </p>
              <p data-testid="queue-wait">{w.wait(where.waitMin)}</p>
            </>
          )}
          <button
            type="button"
            class="queue-leave"
            data-testid="queue-leave"
            onClick={() => {
              leaveQueue(base, mine.id, mine.secret).finally(() => {
                keep(base, null);
                setMine(null);
                setWhere(null);
              });
            }}
          >
            {w.leave}
          </button>
        </section>
      ) : (
        list && <JoinForm base={base} list={list} onJoined={joined} onProblem={setProblem} />
      )}
      {problem && (
        <p class="refusal" data-testid="queue-problem">
          {problem}
        </p>
      )}
      <LanguageSwitch />
    </main>
  );
}

function JoinForm(props: {
  base: string;
  list: QueueList;
  onJoined: (joined: Joined) => void;
  onProblem: (sentence: string) => void;
}) {
  const w = words.value;
  const { min, max } = props.list.players;
  const [group, setGroup] = useState('');
  const [players, setPlayers] = useState<string[]>(() =>
    Array.from({ length: Math.max(1, min) }, () => ''),
  );
  const [busy, setBusy] = useState(false);
  const set = (index: number, value: string) =>
    setPlayers((all) => all.map((p, i) => (i === index ? value : p)));
  const submit = (event: Event) => {
    event.preventDefault();
    setBusy(true);
    // An empty player's field is that seat's number: a group need not type every name.
    const names = players.map((p, i) => p.trim() || w.player(i + 1));
    joinQueue(props.base, group, names)
      .then(props.onJoined, (error: Error) => props.onProblem(error.message))
      .finally(() => setBusy(false));
  };
  return (
    <form class="queue-join" data-testid="queue-join" onSubmit={submit}>
      <p class="muted" data-testid="queue-ahead">
        {w.waiting(props.list.groups.length)} · {w.games(props.list.gameMin)} ·{' '}
        {w.players(min, max)}
      </p>
      <label>
        {w.group}
        <input
          data-testid="queue-group"
          maxLength={24}
          required
          value={group}
          onInput={(e) => setGroup((e.target as HTMLInputElement).value)}
          autoComplete="off"
        />
      </label>
      {players.map((name, index) => (
        <label key={index}>
          {w.player(index + 1)}
          <input
            data-testid={`queue-player-${index + 1}`}
            maxLength={24}
            value={name}
            onInput={(e) => set(index, (e.target as HTMLInputElement).value)}
            autoComplete="off"
          />
        </label>
      ))}
      <div class="queue-seats">
        <button
          type="button"
          data-testid="queue-add"
          disabled={players.length >= max}
          onClick={() => setPlayers((all) => [...all, ''])}
        >
          {w.addPlayer}
        </button>
        <button
          type="button"
          data-testid="queue-remove"
          disabled={players.length <= Math.max(1, min)}
          onClick={() => setPlayers((all) => all.slice(0, -1))}
        >
          {w.removePlayer}
        </button>
      </div>
      <button type="submit" class="queue-send" data-testid="queue-send" disabled={busy}>
        {w.send}
      </button>
    </form>
  );
}
