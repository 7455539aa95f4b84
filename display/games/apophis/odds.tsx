// The fuel check (R12: yellow at least a quarter of the points) and the exact odds of launching
// the rocket as it stands, recomputed by `computed` whenever a section goes on or comes off.
// Each chance says in a short line what it means, for a newcomer at the table.

import { fuelNeeded } from '../../../src/games/apophis/launch.ts';
import type { Odds } from '../../../src/games/apophis/odds.ts';
import type { Points } from '../../../src/games/apophis/sections.ts';
import type { Variant } from '../../../src/games/apophis/setup.ts';
import { type Lang, lang } from '../../i18n/index.ts';
import { decimal } from '../../i18n/numbers.ts';
import { t } from './i18n/index.ts';

/**
 * A chance to a tenth of a percent, in the screen's language (`11.1 %`, in French `11,1 %`): a
 * certainty whole (`100 %`, `0 %`), and a chance that is not one never rounded to it (99.96 % is
 * `99.9 %`), so the widest figure is `99.9 %`.
 */
export function percent(chance: number, language: Lang = lang.value): string {
  const certain = chance >= 1 || chance <= 0;
  const value = certain ? Math.round(chance * 100) : Math.min(99.9, Math.max(0.1, chance * 100));
  const digits = certain ? 0 : 1;
  const figure = decimal(value, language, digits, digits);
  return `${figure}${language === 'fr' ? '\u202f' : ' '}%`;
}

export function FuelCheck({ points }: { points: Points }) {
  const dict = t.value;
  const empty = points.total === 0;
  const ok = !empty && points.yellow >= fuelNeeded(points);
  const share = points.total > 0 ? points.yellow / points.total : 0;
  return (
    <section
      class="panel fuel"
      data-testid="fuel-check"
      data-ok={ok ? 'true' : 'false'}
      data-empty={empty ? 'true' : 'false'}
    >
      <h2>{dict.fuel.title}</h2>
      <div class="gauge" aria-hidden="true">
        <span class="fill" style={{ width: `${Math.round(share * 100)}%` }} />
        <span class="quarter" />
      </div>
      {empty ? (
        // Nothing built yet is no failure: no cross, just what to do.
        <p class="muted">
          {dict.oddsWhy.fuelEmpty} · {dict.fuel.need}
        </p>
      ) : (
        <p>
          <span class={ok ? 'good' : 'bad'}>{ok ? '✔' : '✘'}</span>{' '}
          {dict.fuel.share(points.yellow, points.total)} · {dict.fuel.need}
        </p>
      )}
    </section>
  );
}

/** The chances the panel shows, each with a word and a line that explains it. */
type Chance = 'explode' | 'hit' | 'damage' | 'deflection' | 'win';

export function OddsPanel({ odds, variant }: { odds: Odds | null; variant: Variant }) {
  const dict = t.value;
  const rows: [Chance, number][] = [];
  if (odds?.fuelOk) {
    if (variant === 'advanced') rows.push(['explode', odds.explode]);
    rows.push(['hit', odds.hit], ['damage', odds.damage]);
    if (variant === 'basic') rows.push(['deflection', odds.deflection]);
    rows.push(['win', odds.win]);
  }
  return (
    <section class="panel odds" data-testid="odds">
      <h2>{dict.odds.title}</h2>
      {!odds && <p class="muted">{dict.odds.empty}</p>}
      {odds && !odds.fuelOk && (
        <p class="bad" data-testid="odds-no-fuel">
          {dict.odds.noFuel}
        </p>
      )}
      {rows.length > 0 && (
        <dl>
          {rows.map(([name, chance]) => (
            <div key={name} class="odds-row" data-testid={`odds-${name}`}>
              <dt>{dict.odds[name]}</dt>
              <dd>{percent(chance)}</dd>
              <dd
                class="muted odds-why"
                style={{ fontSize: '0.75em', fontWeight: 400, whiteSpace: 'normal' }}
              >
                {dict.oddsWhy[name]}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {odds && variant === 'advanced' && (
        <p class="muted" data-testid="odds-rerolls">
          {dict.odds.rerolls(odds.rerolls)}
        </p>
      )}
    </section>
  );
}
