// Apogee's launch as the room's moment, in the big screen's launch panel, beside the pads and the
// mission board (which stay in sight): while a launch awaits its d12, the player and destination
// large, the target and the chance, the twelve faces with those that reach lit, the die waiting
// (tumbling while the box rolls); once rolled, the die, the faces with the rolled one ringed and a
// headline saying what happened, for LINGER_MS unless the table moves on; then a one-line record
// of the round's last launch. Every answer comes from the module (the view's awaiting and record).

import { useEffect, useState } from 'preact/hooks';
import type { LaunchRecord } from '../../../src/games/apogee/state.ts';
import { serverNow } from '../../model.ts';
import { t } from './i18n/index.ts';
import { type ApogeeTable, nameOf } from './model.ts';
import { ColourTag } from './pieces.tsx';

/** How long a rolled launch keeps its moment before the panel tells it in one line. */
export const LINGER_MS = 6000;

/** The launch whose moment it is at `now`: awaiting its die, or rolled less than LINGER_MS ago. */
export function momentOf(
  state: ApogeeTable,
  now: number,
): { kind: 'waiting' } | { kind: 'rolled'; launch: LaunchRecord } | null {
  if (state.awaiting) return { kind: 'waiting' };
  const last = state.record.at(-1);
  if (!last || last.quarter !== state.quarter || state.stage === 'over') return null;
  // The next player's turn or a new phase does not cut it short: only its time does.
  return now < last.at + LINGER_MS ? { kind: 'rolled', launch: last } : null;
}

/** Redraws when a rolled launch's moment ends. */
export function useMomentEnd(state: ApogeeTable): ReturnType<typeof momentOf> {
  const [, redraw] = useState(0);
  const now = serverNow();
  const moment = momentOf(state, now);
  const ends = moment?.kind === 'rolled' ? moment.launch.at + LINGER_MS : null;
  useEffect(() => {
    if (ends === null) return;
    const timer = setTimeout(() => redraw((n) => n + 1), Math.max(0, ends - serverNow()) + 50);
    return () => clearTimeout(timer);
  }, [ends]);
  return moment;
}

/** The d12's twelve faces, those that reach lit and the rolled one ringed. */
function Faces({ target, rolled }: { target: number | null; rolled: number | null }) {
  return (
    <ol class="ag-faces-strip" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => i + 1).map((face) => (
        <li
          key={face}
          class={`${target !== null && face >= target ? 'pass' : 'fail'}${face === rolled ? ' rolled' : ''}`}
        >
          {face}
        </li>
      ))}
    </ol>
  );
}

function Who({ state, player, where }: { state: ApogeeTable; player: number; where: string }) {
  const who = state.players[player];
  return (
    <h2 class="ag-moment-who">
      <span class="ag-moment-title">{t.value.ag.launchTitle}</span>{' '}
      {who && <ColourTag colour={who.colour} />} {nameOf(state, player)}{' '}
      <span aria-hidden="true">→</span> {where}
    </h2>
  );
}

/** The launch panel: the moment while it lasts, else the round's last launch in one line. */
export function LaunchPanel({
  state,
  moment,
}: {
  state: ApogeeTable;
  moment: ReturnType<typeof momentOf>;
}) {
  const dict = t.value.ag;
  const waiting = state.awaiting;
  if (moment?.kind === 'waiting' && waiting) {
    const check = waiting.check;
    return (
      <section class="panel ag-launch ag-moment waiting" data-testid="ag-awaiting">
        <Who state={state} player={waiting.player} where={dict.destination[waiting.destination]} />
        <div class="ag-result">
          <div class="ag-d12 rolling" data-testid="ag-d12">
            {state.box.rolling ? '…' : '?'}
          </div>
          <div class="ag-headline">
            {check.reachable && (
              <p class="ag-launch-odds">
                {dict.target(check.target)} · {dict.chance(check.chance)}
              </p>
            )}
            <p class="ag-roll-it">{dict.rollIt}</p>
            <Faces target={check.reachable ? check.target : null} rolled={null} />
          </div>
        </div>
      </section>
    );
  }
  if (moment?.kind === 'rolled') {
    const last = moment.launch;
    const where = dict.destination[last.destination];
    const name = nameOf(state, last.player);
    return (
      <section
        class={`panel ag-launch ag-moment ${last.success ? 'success' : 'failure'}`}
        data-testid="ag-last-launch"
        data-success={last.success ? 'true' : 'false'}
        data-moment="true"
      >
        <Who state={state} player={last.player} where={where} />
        <div class="ag-result">
          <div class="ag-d12" data-testid="ag-d12" role="img" aria-label={dict.dieShows(last.die)}>
            {last.die}
          </div>
          <div class="ag-headline" role="status">
            <strong class={last.success ? 'good' : 'bad'}>
              {last.success ? `✓ ${dict.reaches(name, where)}` : `✗ ${dict.misses(name, where)}`}
            </strong>
            <p class="muted">{dict.target(last.target)}</p>
            <Faces target={last.target} rolled={last.die} />
          </div>
        </div>
      </section>
    );
  }
  const last = state.record.at(-1);
  if (!last || last.quarter !== state.quarter) return null;
  return (
    <section
      class={`panel ag-launch calm ${last.success ? 'success' : 'failure'}`}
      data-testid="ag-last-launch"
      data-success={last.success ? 'true' : 'false'}
      data-moment="false"
    >
      <p>
        {dict.lastLaunch}: {nameOf(state, last.player)} → {dict.destination[last.destination]}{' '}
        <span
          class="ag-d12 small"
          data-testid="ag-d12"
          role="img"
          aria-label={dict.dieShows(last.die)}
        >
          {last.die}
        </span>{' '}
        <strong class={last.success ? 'good' : 'bad'}>
          {last.success ? `✓ ${dict.success}` : `✗ ${dict.failure}`}
        </strong>
      </p>
    </section>
  );
}
