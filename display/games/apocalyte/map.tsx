// Apocalyte's board as a schematic SVG (./map-layout.ts): continents outlined and named, borders
// as lines (sea lines dashed, Alaska–Kamchatka off the edges), a disc per territory (./map-disc.tsx:
// each side's armies as a chip in its colour AND its letter, the counters as symbols), and a key.
// The big screen, the phone and the history's replay draw it at their own sizes.

import {
  BORDERS,
  CONTINENTS,
  type Continent,
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
} from '../../../src/games/apocalyte/map.ts';
import { MARKS } from '../../../src/games/apocalyte/setup.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { t } from './i18n/index.ts';
import {
  APOCALYTE_MARK,
  hexagon,
  MarkSymbol,
  NAME_SIZE,
  nameLine,
  path,
  Supplies,
  TerritoryDisc,
} from './map-disc.tsx';
import {
  CONTINENT_OUTLINE,
  type Point,
  TERRITORY_AT,
  TERRITORY_RADIUS,
  VIEW_BOX,
  WRAPPED_BORDERS,
} from './map-layout.ts';

/** What the current step is about: territories lit, and a move's way drawn as an arrow. */
export { APOCALYTE_MARK, MarkSymbol, NAME_SIZE, nameLine } from './map-disc.tsx';

export type Highlight = { places: readonly Territory[]; arrow?: readonly [Territory, Territory] };

/** Where each continent's name is written: in a gap of the board, clear of the discs. */
const CONTINENT_LABEL: Readonly<Record<Continent, Point>> = {
  'north-america': { x: 95, y: 440 },
  'south-america': { x: 125, y: 585 },
  europe: { x: 790, y: 38 },
  africa: { x: 650, y: 860 },
  asia: { x: 1060, y: 40 },
  australia: { x: 1420, y: 578 },
};

/** A rectangle of the board in its units. */
export type Box = { x: number; y: number; width: number; height: number };

/** A part of the board in its units (a phone's continent, display/games/apocalyte/panels/drawing.tsx). */
export type Crop = Box & { continent: Continent };

/**
 * The phone's picking on the map: which discs take a tap (all, without `canTap`), and what a
 * disc wears on top (a ring when chosen, a note).
 */
export type Picking = {
  onTap: (territory: Territory) => void;
  canTap?: ((territory: Territory) => boolean) | undefined;
  wear?: ((territory: Territory, at: Point) => preact.JSX.Element | null) | undefined;
};

/**
 * The board; with `crop`, a part of it (a phone's continent), its key and the continents' names
 * left out and the other continents' discs faded and deaf to taps; with `picking`, a phone's taps;
 * `box`, the part in sight when it differs from the crop's (a zoom on its way, ./follow.tsx).
 */
export function ApocalyteMap({
  view,
  highlight,
  onTap,
  picking,
  crop,
  box: shown,
  class: className,
}: {
  view: ApocalyteView;
  highlight?: Highlight | undefined;
  onTap?: ((territory: Territory) => void) | undefined;
  picking?: Picking | undefined;
  crop?: Crop | undefined;
  box?: Box | undefined;
  class?: string;
}) {
  const dict = t.value.ac;
  const lit = new Set(highlight?.places ?? []);
  const box = shown ?? crop ?? { x: 0, y: 0, ...VIEW_BOX };
  const away = (territory: Territory) =>
    crop !== undefined && TERRITORY_FACTS[territory].continent !== crop.continent;
  const tap = picking?.onTap ?? onTap;
  const tapOf = (territory: Territory) =>
    tap && !away(territory) && (picking?.canTap?.(territory) ?? true) ? tap : undefined;
  return (
    <svg
      class={`ac-map${className ? ` ${className}` : ''}`}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      data-crop={crop?.continent}
      role="img"
      aria-label={dict.mapLabel}
      data-testid="ac-map"
    >
      <defs>
        <marker
          id="ac-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 z" class="ac-arrow-head" />
        </marker>
      </defs>
      <g class="ac-continents">
        {CONTINENTS.map((continent) => (
          <g key={continent} data-continent={continent}>
            <polygon class="ac-continent" points={path(CONTINENT_OUTLINE[continent])} />
            {/* A crop's continent is named by the phone's tab; the others' names are cut. */}
            {!crop && (
              <ContinentName at={CONTINENT_LABEL[continent]} name={dict.continent[continent]} />
            )}
          </g>
        ))}
      </g>
      <Borders />
      {highlight?.arrow && <Arrow from={highlight.arrow[0]} to={highlight.arrow[1]} />}
      <g class="ac-territories">
        {TERRITORIES.map((territory) => (
          <TerritoryDisc
            key={territory}
            territory={territory}
            ground={view.board[territory]}
            players={view.players}
            lit={lit.has(territory)}
            onTap={tapOf(territory)}
            away={away(territory)}
            wear={picking?.wear?.(territory, TERRITORY_AT[territory]) ?? null}
          />
        ))}
      </g>
      {!crop && <Key view={view} />}
    </svg>
  );
}

/** A continent's name, its first word above the rest (the gaps at the board's edge are narrow). */
function ContinentName({ at, name }: { at: Point; name: string }) {
  const space = name.indexOf(' ');
  const lines = space < 0 ? [name] : [name.slice(0, space), name.slice(space + 1)];
  return (
    <text
      class="ac-continent-name"
      x={at.x}
      y={at.y - (lines.length - 1) * 28}
      text-anchor="middle"
    >
      {lines.map((line, index) => (
        <tspan key={line} x={at.x} dy={index === 0 ? 0 : 28}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Every border once, under the discs; sea lines dashed; the Pacific's drawn off both edges. */
function Borders() {
  const wrapped = (a: Territory, b: Territory) =>
    WRAPPED_BORDERS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return (
    <g class="ac-borders">
      {BORDERS.map(({ between: [a, b], sea }) => {
        const from = TERRITORY_AT[a];
        const to = TERRITORY_AT[b];
        const kind = sea ? 'ac-border sea' : 'ac-border';
        if (!wrapped(a, b)) {
          return (
            <line
              key={`${a}-${b}`}
              class={kind}
              data-border={`${a} ${b}`}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
            />
          );
        }
        // The way round the world: out of the left edge from the western disc, in at the right.
        const [west, east] = from.x < to.x ? [from, to] : [to, from];
        const span = west.x + (VIEW_BOX.width - east.x);
        const edgeY = west.y + ((east.y - west.y) * west.x) / span;
        return (
          <g key={`${a}-${b}`} data-border={`${a} ${b}`} data-wrapped="true">
            <line class={kind} x1={west.x} y1={west.y} x2={0} y2={edgeY} />
            <line class={kind} x1={east.x} y1={east.y} x2={VIEW_BOX.width} y2={edgeY} />
          </g>
        );
      })}
    </g>
  );
}

function Arrow({ from, to }: { from: Territory; to: Territory }) {
  const a = TERRITORY_AT[from];
  const b = TERRITORY_AT[to];
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  // From rim to rim, so the head stays outside the disc it points at.
  const inset = (TERRITORY_RADIUS + 6) / length;
  return (
    <line
      class="ac-arrow"
      data-testid="ac-arrow"
      x1={a.x + (b.x - a.x) * inset}
      y1={a.y + (b.y - a.y) * inset}
      x2={b.x - (b.x - a.x) * inset}
      y2={b.y - (b.y - a.y) * inset}
      marker-end="url(#ac-arrow)"
    />
  );
}

/** Board units kept around a continent when the map is cropped to it. */
export const CROP_MARGIN = 8;

/**
 * The part of the board a continent's map shows: its outline and its names written above or
 * below their discs (Greenland's rises past the outline), with a margin, within the board.
 */
export function cropBox(continent: Continent): Crop {
  const outline = CONTINENT_OUTLINE[continent];
  const names = TERRITORIES.filter((x) => TERRITORY_FACTS[x].continent === continent).map(nameLine);
  const xs = outline.map((p) => p.x);
  const ys = [...outline.map((p) => p.y), ...names.map((y) => y - NAME_SIZE), ...names];
  const x = Math.max(0, Math.min(...xs) - CROP_MARGIN);
  const y = Math.max(0, Math.min(...ys) - CROP_MARGIN);
  const right = Math.min(VIEW_BOX.width, Math.max(...xs) + CROP_MARGIN);
  const bottom = Math.min(VIEW_BOX.height, Math.max(...ys) + CROP_MARGIN);
  return { continent, x, y, width: right - x, height: bottom - y };
}

/** The key in the board's empty south-west corner: the Apocalytes' chip and the counters. */
function Key({ view }: { view: ApocalyteView }) {
  const dict = t.value.ac;
  const noun = (view.scenario ? dict.apocalytes[view.scenario] : dict.someApocalytes).many;
  const onBoard = new Set(TERRITORIES.map((territory) => view.board[territory].mark));
  const marks = MARKS.filter((mark) => onBoard.has(mark));
  // The players' letters and names are listed beside the board (its armies), not over it: a
  // long name would run into South America's discs.
  const rows: { key: string; symbol: preact.JSX.Element; text: string }[] = [
    {
      key: 'apocalytes',
      symbol: (
        <g class="ac-chip apocalytes" data-colour="green">
          <polygon points={hexagon(0, -20, 34, 26)} />
          <text x={17} y={0} text-anchor="middle" font-size={27}>
            {APOCALYTE_MARK}
          </text>
        </g>
      ),
      text: noun,
    },
    {
      key: 'supplies',
      symbol: <Supplies x={17} y={-7} count={1} />,
      text: dict.supply.many,
    },
    ...marks.map((mark) => ({
      key: mark,
      symbol: <MarkSymbol x={17} y={-7} mark={mark} />,
      text: dict.mark[mark],
    })),
  ];
  const lineHeight = 32;
  const bottom = VIEW_BOX.height - 14;
  return (
    <g class="ac-key" data-testid="ac-key">
      {rows.map((row, index) => (
        <g
          key={row.key}
          transform={`translate(14 ${bottom - (rows.length - 1 - index) * lineHeight})`}
        >
          {row.symbol}
          <text class="ac-key-text" x={44} y={0}>
            {row.text}
          </text>
        </g>
      ))}
    </g>
  );
}
