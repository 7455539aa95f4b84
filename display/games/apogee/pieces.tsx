// Apogee's pieces, shared by the big screen and the control page: a player's colour with its
// word (never the colour alone), the clock against the mission, the phases, a pad with its
// odds, the launch awaiting its die or the last one, and the mission board.

import { DESTINATIONS } from '../../../src/games/apogee/launch.ts';
import type { Colour } from '../../../src/games/apogee/setup.ts';
import { PHASES } from '../../../src/games/apogee/state.ts';
import type { Pad } from '../../../src/games/apogee/view.ts';
import { setText, useFrameDraw } from '../../frame.ts';
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
        <span ref={played} data-testid="ag-played">
          {mmss(playedMsAt(state, now))}
        </span>{' '}
        <span class="ag-of">
          / {mmss(state.minutes * 60_000)} {dict.clock.played}
        </span>
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

/** A player's pad: the rocket's numbers and, per destination, the d12 target and the chance. */
export function PadCard({ state, player }: { state: ApogeeTable; player: number }) {
  const dict = t.value.ag;
  const who = state.players[player];
  const pad = state.pads[player] as Pad | undefined;
  if (!who || !pad) return null;
  const acted = state.acted[player];
  const next = state.next === player;
  const won = state.winners?.includes(player) ?? false;
  return (
    <article
      class={`ag-pad${next ? ' next' : ''}${won ? ' won' : ''}`}
      data-colour={who.colour}
      data-testid={`pad-${player}`}
    >
      <header>
        <ColourTag colour={who.colour} />
        <strong class="ag-name">{who.name}</strong>
        <span class="ag-authority">
          {dict.authority} {who.authority}
        </span>
        {next && <span class="ag-next">▶ {dict.next}</span>}
        {acted && <span class="muted">{dict.acted[acted]}</span>}
      </header>
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
          <dt>{dict.performance}</dt>
          <dd data-testid={`performance-${player}`}>
            {pad.performance === null ? '—' : pad.performance.toFixed(1)}
          </dd>
        </div>
        <div>
          <dt>{dict.astronauts}</dt>
          <dd>{pad.astronauts}</dd>
        </div>
        <div>
          <dt>{dict.satellites}</dt>
          <dd>{pad.satellites}</dd>
        </div>
      </dl>
      {who.rocket.length === 0 ? (
        <p class="muted">{dict.emptyPad}</p>
      ) : (
        pad.missing && <p class="muted ag-incomplete">{dict.incomplete}</p>
      )}
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
              title={odds.reason ?? undefined}
            >
              <span class="ag-dest">{dict.destinationShort[destination]}</span>{' '}
              <span class="ag-target">
                {odds.target === null ? '—' : dict.odds(odds.target, odds.chance)}
              </span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** The launch awaiting its die, or the round's last launch with its die and result. */
export function LaunchBand({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  const waiting = state.awaiting;
  if (waiting) {
    const check = waiting.check;
    return (
      <section class="panel ag-launch waiting" data-testid="ag-awaiting">
        <h2>
          {dict.awaiting(nameOf(state, waiting.player), dict.destination[waiting.destination])}
        </h2>
        {check.reachable && (
          <p class="ag-launch-odds">
            {dict.target(check.target)} · {dict.chance(check.chance)}
          </p>
        )}
        <div class="ag-d12 rolling" data-testid="ag-d12">
          {state.box.rolling ? '…' : '?'}
        </div>
        <p class="ag-roll-it">{dict.rollIt}</p>
      </section>
    );
  }
  const last = state.record.at(-1);
  if (!last || last.quarter !== state.quarter) return null;
  return (
    <section
      class={`panel ag-launch ${last.success ? 'success' : 'failure'}`}
      data-testid="ag-last-launch"
      data-success={last.success ? 'true' : 'false'}
    >
      <h2>
        {dict.lastLaunch}: {nameOf(state, last.player)} → {dict.destination[last.destination]}
      </h2>
      <div class="ag-result">
        <div class="ag-d12" data-testid="ag-d12" role="img" aria-label={dict.dieShows(last.die)}>
          {last.die}
        </div>
        <div>
          <strong class={last.success ? 'good' : 'bad'}>
            {last.success ? `✓ ${dict.success}` : `✗ ${dict.failure}`}
          </strong>
          <p class="muted">{dict.target(last.target)}</p>
        </div>
      </div>
    </section>
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
export function Board({ state }: { state: ApogeeTable }) {
  const dict = t.value.ag;
  const lines = dict.goalLines[state.mission] ?? [];
  return (
    <section class="panel ag-board" data-testid="ag-board">
      <h2>{dict.board}</h2>
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
                  <ColourTag colour={who.colour} /> {who.name}
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
