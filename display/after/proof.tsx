// The dice's proof on the screens after the game (DESIGN.md, "Dice anyone can audit"): the
// verdict the service computed from the game's log (`entry.proof`), never recomputed here. The
// history shows each game's verdict and how to check it by hand (the commitment, the seed, the
// command); the end screen and the numbers say how many rolls are proven.

import { useEffect, useState } from 'preact/hooks';
import type { ProofVerdict } from '../../src/proof.ts';
import { sealOf } from '../../src/proof-dice.ts';
import { commitmentText, upToText, withoutProofOf } from '../../src/proof-words.ts';
import type { HistoryEntry, HistoryGame, StatsResponse } from '../../src/report.ts';
import { getJson, historyPath } from './api.ts';
import { t } from './proof-i18n.ts';

const toneOf = (verdict: ProofVerdict) =>
  !verdict.ok ? 'bad' : verdict.proven > 0 && verdict.notProvable === 0 ? 'good' : 'neutral';

/** "3 of 9 rolls proven" (or the failure), as the history's list and the end screen say it. */
export function ProofCount({ verdict }: { verdict: ProofVerdict | undefined }) {
  if (!verdict) return null;
  const words = t.value.proof;
  const all = verdict.game.box + verdict.game.hand;
  return (
    <span class={`proof-count tone-text-${toneOf(verdict)}`} data-testid="proof-count">
      {verdict.ok ? words.proven(verdict.proven, all) : words.failedBadge}
    </span>
  );
}

/** The seal the table saw while the game rolled, "dice sealed: 93CF 604D", or nothing. */
export function ProofSeal({ verdict }: { verdict: ProofVerdict | undefined }) {
  if (!verdict?.sealed) return null;
  return (
    <span class="proof-seal" data-testid="proof-seal">
      {t.value.proof.sealed(sealOf(verdict.sealed))}
    </span>
  );
}

/** One game's verdict in full, and how to check it with nothing but its log. */
export function ProofPanel({
  entry,
  file: held,
}: {
  entry: HistoryEntry;
  file?: string | undefined;
}) {
  const verdict = entry.proof;
  if (!verdict) return null;
  const words = t.value.proof;
  const { game } = verdict;
  const withoutProof = withoutProofOf(verdict);
  const upTo = upToText(words, verdict);
  const seeds = verdict.commitments.filter((c) => c.seed !== null && c.rolls > 0);
  // The service names its log's path in its own data folder; an older one did not: its default.
  const file =
    held ??
    (entry.table === '1'
      ? `data/games/${entry.id}.jsonl`
      : `data/tables/${entry.table}/games/${entry.id}.jsonl`);
  return (
    <section class="proof-panel" data-testid="proof-panel">
      <h2>
        {words.title} · <ProofCount verdict={verdict} />
      </h2>
      {verdict.sealed && (
        <p>
          <ProofSeal verdict={verdict} />
        </p>
      )}
      <ul>
        {verdict.commitments.map((c, i) => (
          <li
            key={`${c.commitment}-${i}`}
            class={c.outcome === 'failed' ? 'tone-text-bad' : ''}
            data-testid="proof-commitment"
          >
            {commitmentText(words, c)}
            {c.commitment !== null && (
              <div class="proof-hex muted">
                {words.seed}
                {words.colon}
                <code>{c.seed ?? words.noSeed}</code>
              </div>
            )}
            {c.salt && (
              <div class="proof-hex muted">
                {words.salt}
                {words.colon}
                <code>{c.salt}</code>
              </div>
            )}
          </li>
        ))}
        {game.hand > 0 && <li>{words.hand(game.hand)}</li>}
        {withoutProof > 0 && <li>{words.noProof(withoutProof)}</li>}
        {upTo && <li data-testid="proof-up-to">{upTo}</li>}
      </ul>
      {seeds.length > 0 && (
        <details class="proof-by-hand" data-testid="proof-by-hand">
          <summary>{words.byHand}</summary>
          <p>{words.command}</p>
          <pre>npx apophis verify {file}</pre>
          <p>{words.sha}</p>
          {seeds.map((c) => (
            <pre key={c.seed}>printf "$(echo {c.seed} | sed 's/../\\x&/g')" | sha256sum</pre>
          ))}
          <p>{words.script}</p>
        </details>
      )}
    </section>
  );
}

/**
 * Whether a commitment with rolls still waits for its seed: not revealed yet, or (the game just
 * over) said to be never revealed, which the box's `SEED` a moment later undoes.
 */
function awaitingSeed(entry: HistoryEntry): boolean {
  return (
    entry.status === 'over' &&
    (entry.proof?.commitments.some(
      (c) => c.rolls > 0 && (c.outcome === 'pending' || c.failure?.kind === 'unrevealed'),
    ) ??
      false)
  );
}

/** How many times, 1.5 s apart, the end screen asks again for a seed still awaited. */
const ASKS = 12;

/**
 * The end screen's count. The seed comes from the box a moment after the game ends (seconds
 * later over a link that was down), so while a commitment with rolls still waits for it, the
 * count says so and the verdict is asked again; after that, it says what the verdict says.
 */
export function ProofAtEnd({ game }: { game: HistoryGame }) {
  const [entry, setEntry] = useState(game.entry);
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => setEntry(game.entry), [game]);
  useEffect(() => {
    if (!awaitingSeed(entry)) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries >= ASKS) {
        clearInterval(timer);
        setGaveUp(true);
      }
      getJson<HistoryGame>(historyPath(entry.id))
        .then((found) => {
          if (awaitingSeed(found.entry)) return;
          clearInterval(timer);
          setEntry(found.entry);
        })
        .catch(() => clearInterval(timer));
    }, 1500);
    return () => clearInterval(timer);
  }, [entry]);
  const verdict = entry.proof;
  if (!verdict) return null;
  const words = t.value.proof;
  const waiting = awaitingSeed(entry) && !gaveUp;
  return (
    <p class="proof-end" data-testid="proof-end">
      {words.title}
      {words.colon}
      {waiting ? (
        <span class="proof-count muted" data-testid="proof-count">
          {words.proven(verdict.proven, verdict.game.box + verdict.game.hand)}
          {' · '}
          {words.awaiting}
        </span>
      ) : (
        <ProofCount verdict={verdict} />
      )}
      {verdict.sealed && ' · '}
      <ProofSeal verdict={verdict} />
    </p>
  );
}

/** The numbers' line: every game's rolls, and those proven. */
export function ProofTotal({ stats }: { stats: StatsResponse }) {
  if (!stats.proof) return null;
  const { proven, rolls, failed } = stats.proof;
  return (
    <p class={failed > 0 ? 'tone-text-bad' : 'muted'} data-testid="proof-total">
      {t.value.proof.title}
      {t.value.proof.colon}
      {t.value.proof.total(proven, rolls, failed)}
    </p>
  );
}
