// The volunteer's page (`/hall`), readable on a phone: every table of the service with its
// game, status and phase, time left (counting down between answers), its box, and its screens'
// links with QR codes. Opened with the service's token it adds each table's control link, and
// "End this game" for a table whose group has left (behind a confirmation).

import { signal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { formatTimer } from '../clock.ts';
import { Confirm } from '../components/confirm.tsx';
import { QrCode } from '../components/qr.tsx';
import { BoxLinkStatus, LanguageSwitch } from '../components/status.tsx';
import { GAME_TITLES, gameMeta } from '../games/index.ts';
import { lang, refusalText } from '../i18n/index.ts';
import { reachableUrl } from '../links.ts';
import { QueuePanel } from '../queue/panel.tsx';
import {
  endTableGame,
  type HallTable,
  hallAddresses,
  hallHeardAt,
  hallProblem,
  hallTables,
  pollTables,
  timeLeftAt,
} from './model.ts';
import './hall.css';
import { t } from './i18n.ts';

/** This page's clock, moved four times a second so the time left counts down between answers. */
const now = signal(Date.now());
const TICK_MS = 250;

type LinkKind = 'big' | 'control' | 'watch';

/** A link a phone can open: at the service's network address when this page was opened on localhost. */
function absolute(path: string): string {
  return reachableUrl(new URL(path, location.origin).href, hallAddresses.value);
}

/** `14:32`, this device's time of day. */
function clockTime(at: number): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Whole minutes since `since`, or 0 before the first. */
function minutesAgo(since: number | undefined, at: number): number {
  return since === undefined ? 0 : Math.max(0, Math.floor((at - since) / 60_000));
}

/** A running game ended from the hall, behind the same confirmation as a phone's. */
function EndFromHall({
  table,
  token,
  fetcher,
}: {
  table: HallTable;
  token: string;
  fetcher?: typeof fetch | undefined;
}) {
  const dict = t.value;
  const words = dict.hall;
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<{ error: string; code?: string } | null>(null);
  const end = async () => {
    setConfirming(false);
    const ended = await endTableGame(token, table.id, fetcher);
    setRefused(ended.ok ? null : ended);
  };
  return (
    <div class="hall-end" data-testid="hall-end">
      {!confirming ? (
        <button type="button" data-testid="end-game" onClick={() => setConfirming(true)}>
          {dict.endGame.button}
        </button>
      ) : (
        <Confirm
          id="end-game"
          yes={dict.endGame.yes}
          keep={dict.endGame.keep}
          onKeep={() => setConfirming(false)}
          onYes={() => void end()}
        >
          <p>{words.endQuestion(table.id)}</p>
          <p class="muted">{dict.endGame.logKept}</p>
        </Confirm>
      )}
      {refused && (
        <p class="bad" role="alert" data-testid="hall-end-refused">
          {refusalText(dict, refused.error, refused.code)}
        </p>
      )}
    </div>
  );
}

function TableCard({
  table,
  withControl,
  token,
  fetcher,
}: {
  table: HallTable;
  withControl: boolean;
  token: string | null;
  fetcher?: typeof fetch | undefined;
}) {
  const dict = t.value;
  const words = dict.hall;
  const left = timeLeftAt(table, hallHeardAt.value, now.value);
  const kinds: LinkKind[] =
    withControl && table.token ? ['big', 'control', 'watch'] : ['big', 'watch'];
  const status = (dict.status as Record<string, string | undefined>)[table.status] ?? table.status;
  // The phase in the game's own words (its meta names them): the hall knows no game's phases.
  const phases = gameMeta(table.game)?.phases?.[lang.value];
  const phase = phases && Object.hasOwn(phases, table.phase) ? phases[table.phase] : null;
  return (
    <li
      class="hall-table panel"
      data-testid={`hall-table-${table.id}`}
      data-status={table.status}
      data-phase={table.phase}
      data-online={table.online === false ? 'false' : 'true'}
    >
      <h2>
        {words.table(table.id)} ·{' '}
        <span data-testid="hall-game">{GAME_TITLES[table.game] ?? table.game}</span>
      </h2>
      {table.online === false && (
        <p class="bad hall-offline" role="status" data-testid="hall-offline">
          {words.offlineSince(
            clockTime(table.since ?? now.value),
            minutesAgo(table.since, now.value),
          )}
        </p>
      )}
      <dl class="hall-facts">
        <dt>{words.phase}</dt>
        <dd data-testid="hall-phase">
          {status}
          {table.phase !== table.status && phase && phase !== status && (
            <span class="muted"> · {phase}</span>
          )}
        </dd>
        <dt>{words.timeLeft}</dt>
        <dd data-testid="hall-time-left" class="hall-time">
          {/* A finished game has no time left to show: it says it is over. */}
          {table.status === 'over' ? (
            <span data-testid="hall-finished">{words.finished}</span>
          ) : left === null ? (
            <span class="muted">{words.noClock}</span>
          ) : (
            formatTimer(left)
          )}
        </dd>
        <dt>{words.box}</dt>
        <dd class="hall-box">
          <BoxLinkStatus box={table.box} />
          {!table.box.connected && table.box.problem && (
            <span class="bad hall-box-problem" data-testid="hall-box-problem">
              {table.box.problem}
            </span>
          )}
        </dd>
      </dl>
      <div class="hall-links">
        {kinds.map((kind) => {
          const url = absolute(table.links[kind]);
          return (
            <figure key={kind} class="hall-link" data-testid={`hall-link-${kind}`}>
              <QrCode text={url} />
              <figcaption>
                <a href={url}>{words.links[kind]}</a>
              </figcaption>
            </figure>
          );
        })}
      </div>
      {withControl &&
        token &&
        table.online !== false &&
        (table.status === 'playing' || table.status === 'paused') && (
          <EndFromHall table={table} token={token} fetcher={fetcher} />
        )}
      {/* A table of this service only: a hall of many machines reaches no table's queue. */}
      {withControl && table.token && table.online === undefined && (
        <QueuePanel
          base={table.base}
          token={table.token}
          origin={absolute('/').replace(/\/$/, '')}
        />
      )}
    </li>
  );
}

export function Hall({ token, fetcher }: { token: string | null; fetcher?: typeof fetch }) {
  const words = t.value.hall;
  const tables = hallTables.value;
  const problem = hallProblem.value;
  const heardAgo = Math.max(0, Math.round((now.value - hallHeardAt.value) / 1000));
  return (
    <div class="hall" data-testid="hall">
      <header class="hall-top">
        <h1>{words.title}</h1>
        <LanguageSwitch />
      </header>
      {problem === 'unreachable' && (
        <p class="hall-problem" role="alert" data-testid="hall-unreachable">
          {words.unreachable}
          {tables && ` (${words.lastHeard(heardAgo)})`}
        </p>
      )}
      {problem === 'badToken' && (
        <p class="hall-problem" role="alert" data-testid="hall-bad-token">
          {words.badToken}
        </p>
      )}
      {!token && (
        <p class="muted" data-testid="hall-read-only">
          {words.readOnly}
        </p>
      )}
      {tables === null ? (
        problem === null && <p class="muted">{words.loading}</p>
      ) : tables.length === 0 ? (
        <p data-testid="hall-empty">{words.noTables}</p>
      ) : (
        <ul class="hall-tables" data-testid="hall-tables">
          {tables.map((table) => (
            <TableCard
              key={table.id}
              table={table}
              withControl={problem !== 'badToken'}
              token={token}
              fetcher={fetcher}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Starts the page's polling and clock while mounted. */
export function HallPage({ token, fetcher }: { token: string | null; fetcher?: typeof fetch }) {
  useEffect(() => {
    const stop = pollTables({ token, ...(fetcher ? { fetcher } : {}) });
    const ticker = setInterval(() => {
      now.value = Date.now();
    }, TICK_MS);
    return () => {
      stop();
      clearInterval(ticker);
    };
  }, [token, fetcher]);
  return <Hall token={token} {...(fetcher ? { fetcher } : {})} />;
}
