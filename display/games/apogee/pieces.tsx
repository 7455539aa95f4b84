// Apogee's pieces, shared by the big screen and the control page: a player's colour with its
// word (never the colour alone), the clock against the mission, the phases, a pad with its
// odds, the launch awaiting its die or the last one, and the mission board.

import type { ComponentChildren } from 'preact';
import { DESTINATIONS } from '../../../src/games/apogee/launch.ts';
import type { CardKind, Colour } from '../../../src/games/apogee/setup.ts';
import { PHASES } from '../../../src/games/apogee/state.ts';
import type { Pad } from '../../../src/games/apogee/view.ts';
import { setText, useFrameDraw } from '../../frame.ts';
import { lang } from '../../i18n/index.ts';
import { decimal } from '../../i18n/numbers.ts';
import { serverNow } from '../../model.ts';
import { t } from './i18n/index.ts';
import { type ApogeeTable, leftMsAt, levelOf, listOf, mmss, nameOf, playedMsAt } from './model.ts';

/** A player's colour as a swatch that also says its name. */
export function ColourTag({ colour }: { colour: Colour }) {
  return (
    <span class="ag-colour" data-colour={colour}>
      {t.value.ag.colour[colour]}
    </span>
  );
}

/** The quarter, big, and the three phases with the current one lit. */
export function Quarter({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  return (
    <div class="ag-quarter" data-testid="ag-quarter" data-phase={state.phase}>
      <span class="ag-quarter-n">
        {dict.quarter} <strong data-testid="ag-quarter-number">{state.quarter}</strong>
      </span>
      <ol class="ag-phases">
        {PHASES.map((phase) => (
          <li
            key={phase}
            class={phase === state.phase ? 'now' : undefined}
            aria-current={phase === state.phase ? 'step' : undefined}
            data-testid={phase === state.phase ? 'ag-phase' : undefined}
          >
            {dict.phase[phase]}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function MissionLine({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  return (
    <div class="ag-mission" data-testid="ag-mission">
      <strong>{dict.mission(state.mission)}</strong> · {dict.level[levelOf(state.mission)]} ·{' '}
      {dict.minutes(state.minutes)}
      <div class="ag-goal">{dict.goal[state.mission] ?? state.goal}</div>
    </div>
  );
}

/** The time played against the mission's minutes, and the time left, every frame. */
export function Clock({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  const played = useFrameDraw<HTMLSpanElement>((element) => {
    setText(element, mmss(playedMsAt(state, serverNow())));
  });
  const left = useFrameDraw<HTMLSpanElement>((element) => {
    setText(element, mmss(leftMsAt(state, serverNow())));
  });
  const now = serverNow();
  return (
    <div class="ag-clock" role="timer" aria-label={dict.clock.label} data-testid="ag-clock">
      <span class="ag-played">
        <span class="ag-time" ref={played} data-testid="ag-played">
          {mmss(playedMsAt(state, now))}
        </span>{' '}
        <span class="ag-of">{dict.clock.playedOf(mmss(state.minutes * 60_000))}</span>
      </span>
      <span class="ag-sep" aria-hidden="true">
        {' · '}
      </span>
      <span class="ag-left">
        <span ref={left} data-testid="ag-left">
          {mmss(leftMsAt(state, now))}
        </span>{' '}
        {dict.clock.left}
      </span>
    </div>
  );
}

/** The order a rocket stands in, nose to tail (AG4: a Payload on an Upper Stage on a First Stage). */
const STACK: readonly CardKind[] = ['payload', 'rnd', 'upper', 'first'];
/** What every rocket needs to fly (AG4): a missing one is drawn dashed. */
const NEEDED: readonly CardKind[] = ['payload', 'upper', 'first'];

/**
 * A player's rocket as the table built it: a block per card, the Payload on top (its nose), the
 * First Stages side by side at the foot, a kind that AG4 needs and the rocket lacks drawn dashed.
 */
export function Rocket({ state, player }: { state: ApogeeTable; player: number }) {
  const dict = t.value.ag;
  const rocket = state.players[player]?.rocket ?? [];
  const counts = STACK.map((kind) => [kind, rocket.filter((c) => c.kind === kind).length] as const);
  const said = counts
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => (n > 1 ? `${dict.kind[kind]} ×${n}` : dict.kind[kind]));
  return (
    <div
      class="ag-rocket"
      role="img"
      aria-label={said.length > 0 ? said.join(', ') : dict.emptyPad}
      data-testid={`rocket-${player}`}
      data-cards={rocket.length}
    >
      {counts.map(([kind, n]) => {
        if (n === 0 && !NEEDED.includes(kind)) return null;
        if (n === 0) return <span key={kind} class="ag-part missing" data-kind={kind} />;
        return (
          <span key={kind} class="ag-row" data-kind={kind}>
            {Array.from({ length: n }, (_, i) => (
              <span key={i} class="ag-part" data-kind={kind} />
            ))}
          </span>
        );
      })}
    </div>
  );
}

/** A player's launch this round, once it is rolled, or null. */
function launchOfRound(state: ApogeeTable, player: number) {
  for (let i = state.record.length - 1; i >= 0; i--) {
    const launch = state.record[i];
    if (launch && launch.player === player && launch.quarter === state.quarter) return launch;
  }
  return null;
}

/** What a pad says of its player this round: next, launching, reached or missed, passed. */
function padStatus(state: ApogeeTable, player: number): { text: string; tone: string } | null {
  const dict = t.value.ag;
  if (state.awaiting?.player === player) return { text: `▶ ${dict.pad.launching}`, tone: 'warn' };
  if (state.next === player) return { text: `▶ ${dict.next}`, tone: 'warn' };
  const acted = state.acted[player];
  if (acted === 'passed') return { text: dict.acted.passed, tone: 'muted' };
  if (acted === 'launched') {
    const launch = launchOfRound(state, player);
    if (!launch) return { text: dict.acted.launched, tone: 'muted' };
    const where = dict.destination[launch.destination];
    return launch.success
      ? { text: `✓ ${dict.pad.reached(where)}`, tone: 'good' }
      : { text: `✗ ${dict.pad.missed(where)}`, tone: 'bad' };
  }
  return null;
}

/** A player's pad: the rocket, its numbers and, per destination, the d12 target and the chance. */
export function PadCard({ state, player }: { state: ApogeeTable; player: number }) {
  const dict = t.value.ag;
  const who = state.players[player];
  const pad = state.pads[player] as Pad | undefined;
  if (!who || !pad) return null;
  const next = state.next === player;
  const launching = state.awaiting?.player === player;
  const won = state.winners?.includes(player) ?? false;
  const status = padStatus(state, player);
  const idle = who.rocket.length === 0 ? dict.emptyPad : pad.missing ? dict.pad.notReady : '';
  return (
    <article
      class={`ag-pad${next ? ' next' : ''}${launching ? ' launching' : ''}${won ? ' won' : ''}`}
      data-colour={who.colour}
      data-testid={`pad-${player}`}
    >
      <header>
        <ColourTag colour={who.colour} /> <strong class="ag-name">{who.name}</strong>{' '}
        <span class="ag-authority" title={dict.authority}>
          {dict.pad.authority(who.authority)}
        </span>
      </header>
      <p class="ag-pad-status">
        <span class={status?.tone ?? 'muted'} data-testid={`pad-status-${player}`}>
          {status?.text ?? idle}
        </span>
      </p>
      <div class="ag-pad-body">
        <Rocket state={state} player={player} />
        <div class="ag-pad-figures">
          <dl class="ag-numbers">
            <div>
              <dt>{dict.thrust}</dt>
              <dd data-testid={`thrust-${player}`}>{pad.thrust}</dd>
            </div>
            <div>
              <dt>{dict.mass}</dt>
              <dd data-testid={`mass-${player}`}>{pad.mass}</dd>
            </div>
            <div>
              <dt>{dict.pad.performance}</dt>
              <dd data-testid={`performance-${player}`}>
                {pad.performance === null ? '—' : decimal(pad.performance, lang.value, 1, 1)}
              </dd>
            </div>
            {pad.astronauts > 0 && (
              <div>
                <dt>{dict.pad.crew}</dt>
                <dd>{pad.astronauts}</dd>
              </div>
            )}
            {pad.satellites > 0 && (
              <div>
                <dt>{dict.pad.sats}</dt>
                <dd>{pad.satellites}</dd>
              </div>
            )}
          </dl>
          <ul class={`ag-odds${pad.missing ? ' grounded' : ''}`}>
            {DESTINATIONS.map((destination) => {
              const odds = pad.odds[destination];
              const reach = odds.target !== null && !pad.missing;
              return (
                <li
                  key={destination}
                  class={reach ? 'reach' : 'dim'}
                  data-testid={`odds-${player}-${destination}`}
                  data-reach={reach ? 'true' : 'false'}
                  title={odds.why ? dict.launchWhy(odds.why) : (odds.reason ?? undefined)}
                >
                  <span class="ag-dest">{dict.destinationShort[destination]}</span>{' '}
                  <span class="ag-target">
                    {odds.target === null ? '—' : dict.odds(odds.target, odds.chance)}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </article>
  );
}

/** AG9: who launches or passes next. */
export function NextLine({ state }: { state: ApogeeTable }) {
  if (state.next === null || state.awaiting) return null;
  return (
    <p class="ag-next-line" data-testid="ag-next">
      ▶ {t.value.ag.nextIs(nameOf(state, state.next))}
    </p>
  );
}

/** The mission board: each player's progress on each goal, confirmations marked. */
export function Board({ state, head }: { state: ApogeeTable; head?: ComponentChildren }) {
  const dict = t.value.ag;
  const lines = dict.goalLines[state.mission] ?? [];
  return (
    <section class="panel ag-board" data-testid="ag-board" aria-label={dict.board}>
      {head ?? <h2>{dict.board}</h2>}
      <table>
        <thead>
          <tr>
            <th />
            {(state.board[0]?.goals ?? []).map((goal, index) => (
              <th key={goal.label}>{lines[index] ?? goal.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state.board.map((row, player) => {
            const who = state.players[player];
            if (!who) return null;
            const confirmed = state.confirmed.filter((c) => c.player === player);
            return (
              <tr
                key={who.name}
                data-testid={`board-${player}`}
                data-done={row.done ? 'true' : 'false'}
              >
                <th scope="row">
                  <span class="ag-board-name">
                    <ColourTag colour={who.colour} /> {who.name}
                  </span>
                  {row.done && <span class="good"> ✓ {dict.complete}</span>}
                </th>
                {row.goals.map((goal) => (
                  <td key={goal.label} class={goal.have >= goal.need ? 'good' : undefined}>
                    {goal.have} / {goal.need}
                    {goal.have >= goal.need && ' ✓'}
                  </td>
                ))}
                {confirmed.length > 0 && (
                  <td class="ag-confirmed" data-testid={`confirmed-${player}`}>
                    {confirmed.map((c) => `✓ ${dict.phone.confirm[c.what]}`).join(' · ')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function Specialists({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  return (
    <p class="ag-specialists" data-testid="ag-specialists">
      {dict.specialistsTitle}:{' '}
      {state.specialists.length === 0
        ? dict.noSpecialists
        : listOf(
            t.value,
            state.specialists.map((s) => dict.specialist[s]),
          )}
    </p>
  );
}

export function Winners({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  const winners = state.winners ?? [];
  if (state.stage !== 'over' || winners.length === 0) return null;
  const names = listOf(
    t.value,
    winners.map((w) => nameOf(state, w)),
  );
  return (
    <h1 class="ag-winners" data-testid="ag-winners">
      {winners.length === 1 ? dict.winners(names) : dict.winnersMany(names)}
    </h1>
  );
}
