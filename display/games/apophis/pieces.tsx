// The pieces on the table drawn in SVG: rocket sections as pyramids (colour, letter and suit
// symbol, so no one needs to tell colours apart), the rocket, the supply, Apophis, the suit slots.

import type { Apophis as ApophisState } from '../../../src/games/apophis/launch.ts';
import { DAMAGES_TO_DESTROY, DEFLECTIONS_TO_WIN } from '../../../src/games/apophis/launch.ts';
import {
  COLOURS,
  colourOf,
  type Section,
  SIZE_NAME,
  type Size,
  SUIT_OF,
  SUITS,
  type Suit,
  sizeOf,
} from '../../../src/games/apophis/sections.ts';
import type { Variant } from '../../../src/games/apophis/setup.ts';
import { SECTION_FILL, SUIT_SYMBOL } from './colours.ts';
import { t } from './i18n/index.ts';

/** Icehouse pyramids: small, medium and large bases are about 5:7:9. */
const SCALE: Record<Size, number> = { 1: 5 / 9, 2: 7 / 9, 3: 1 };
const BASE = 90;
const HEIGHT = 100;

/** How a section is read aloud and named for tests: `Y3 ♠, large booster fuel`. */
export function sectionLabel(section: Section, variant: Variant): string {
  const dict = t.value;
  const colour = colourOf(section);
  return `${section} ${SUIT_SYMBOL[SUIT_OF[colour]]}, ${dict.size[SIZE_NAME[sizeOf(section)]]} ${dict.role[variant][colour]}`;
}

/** One section seen from the side: a triangle as wide as its size, with letter and suit. */
export function Pyramid({ section, variant }: { section: Section; variant: Variant }) {
  const scale = SCALE[sizeOf(section)];
  const w = BASE * scale;
  const h = HEIGHT * scale;
  const colour = colourOf(section);
  return (
    <svg
      class={`pyramid size-${sizeOf(section)}`}
      viewBox={`0 0 ${w} ${h}`}
      style={{ width: `calc(var(--pyramid) * ${scale.toFixed(3)})` }}
      role="img"
      aria-label={sectionLabel(section, variant)}
    >
      <polygon
        points={`${w / 2},1 ${w - 1},${h - 1} 1,${h - 1}`}
        fill={SECTION_FILL[colour]}
        stroke="var(--ink)"
        stroke-width="2"
      />
      <text x={w / 2} y={h * 0.72} text-anchor="middle" font-size={h * 0.24} fill="var(--ink)">
        {section[0]}
        {section[1]}
      </text>
      <text x={w / 2} y={h * 0.93} text-anchor="middle" font-size={h * 0.2} fill="var(--ink)">
        {SUIT_SYMBOL[SUIT_OF[colour]]}
      </text>
    </svg>
  );
}

/** Above this many sections the rocket's words get smaller, so each stays one line (layout.css). */
export const TALL_ROCKET = 6;

/** Pyramid width for a rocket of `count` sections, so a tall rocket still fits its panel. */
export function rocketPyramid(count: number): string {
  return `min(4.2em, ${(11 / Math.max(1, count)).toFixed(2)}em)`;
}

/** The rocket as built, bottom to top, each section with its role beside it. */
export function Rocket({ rocket, variant }: { rocket: readonly Section[]; variant: Variant }) {
  const dict = t.value;
  return (
    <section
      class="panel rocket"
      data-testid="rocket"
      data-tall={rocket.length > TALL_ROCKET ? '' : undefined}
      style={{ '--pyramid': rocketPyramid(rocket.length) }}
    >
      <h2>{dict.rocket.title}</h2>
      {rocket.length === 0 ? (
        <p class="muted">{dict.rocket.empty}</p>
      ) : (
        <ol class="stack">
          {rocket.map((section) => (
            <li key={section} data-testid={`rocket-section-${section}`}>
              <Pyramid section={section} variant={variant} />
              <span class="role">
                <b>
                  {section} {SUIT_SYMBOL[SUIT_OF[colourOf(section)]]}
                </b>{' '}
                {dict.role[variant][colourOf(section)]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The sections left, one row per colour. */
export function Supply({ supply, variant }: { supply: readonly Section[]; variant: Variant }) {
  const dict = t.value;
  return (
    <section class="panel supply" data-testid="supply">
      <h2>{dict.supply.title}</h2>
      {COLOURS.map((colour) => (
        <div class="supply-row" key={colour}>
          {supply
            .filter((section) => colourOf(section) === colour)
            .map((section) => (
              <span key={section} data-testid={`supply-${section}`}>
                <Pyramid section={section} variant={variant} />
              </span>
            ))}
        </div>
      ))}
    </section>
  );
}

/** Counters or slots as a row of marks: filled ones first. */
function Marks({ filled, of, testid }: { filled: number; of: number; testid: string }) {
  return (
    <span class="marks">
      {Array.from({ length: of }, (_, i) => (
        <span
          key={i}
          class={i < filled ? 'mark filled' : 'mark'}
          data-testid={testid}
          data-filled={i < filled ? 'true' : 'false'}
        >
          {i < filled ? '●' : '○'}
        </span>
      ))}
    </span>
  );
}

/**
 * Apophis as the nested black pyramids that remain (R7): the removed ones as dashed outlines,
 * then the damages and the deflection counters (basic) or damage slots (advanced, R17).
 */
export function Apophis({ apophis, variant }: { apophis: ApophisState; variant: Variant }) {
  const dict = t.value;
  const sizes: Size[] = [3, 2, 1];
  return (
    <section class="panel apophis" data-testid="apophis" data-value={apophis.value}>
      <h2>
        {dict.apophis.title}{' '}
        <span class="value">
          {apophis.value > 0 ? dict.apophis.value(apophis.value) : dict.apophis.destroyed}
        </span>
      </h2>
      <svg class="nest" viewBox="0 0 100 100" role="img" aria-label={dict.apophis.title}>
        {sizes.map((size) => {
          const s = SCALE[size];
          const w = BASE * s;
          const h = HEIGHT * s * 0.98;
          const x = 50 - w / 2;
          const remains = size <= apophis.value;
          return (
            <polygon
              key={size}
              data-testid={remains ? `apophis-pyramid-${size}` : `apophis-removed-${size}`}
              points={`${x + w / 2},${99 - h} ${x + w},99 ${x},99`}
              fill={remains ? '#000' : 'none'}
              stroke={remains ? 'var(--text)' : 'var(--muted)'}
              stroke-width="1.5"
              stroke-dasharray={remains ? undefined : '4 3'}
            />
          );
        })}
      </svg>
      <p class="counters">
        <span class="label">{dict.apophis.damages}</span>
        <Marks filled={apophis.damages} of={DAMAGES_TO_DESTROY} testid="damage-slot" />
      </p>
      <p class="counters">
        <span class="label">{dict.apophis.deflections}</span>
        {variant === 'basic' ? (
          <Marks filled={apophis.deflections} of={DEFLECTIONS_TO_WIN} testid="deflection-counter" />
        ) : (
          <span data-testid="deflection-count">
            {apophis.deflections} <small class="muted">({dict.apophis.countersWinNothing})</small>
          </span>
        )}
      </p>
    </section>
  );
}

/** The four suit slots of the launch sequence (R9): down or still empty. */
export function LaunchSequence({ down }: { down: readonly Suit[] }) {
  const dict = t.value;
  return (
    <section class="panel sequence" data-testid="launch-sequence">
      <h2>{dict.sequence.title}</h2>
      <div class="slots">
        {SUITS.map((suit) => (
          <span
            key={suit}
            class={down.includes(suit) ? 'slot down' : 'slot'}
            data-testid={`sequence-slot-${suit}`}
            data-down={down.includes(suit) ? 'true' : 'false'}
          >
            <span class="symbol">{SUIT_SYMBOL[suit]}</span>
            <span class="name">{dict.suit[suit]}</span>
          </span>
        ))}
      </div>
    </section>
  );
}
