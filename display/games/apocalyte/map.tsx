// Apocalyte's board as a schematic SVG (src/games/apocalyte/map-layout.ts): continents outlined
// and named, borders as lines (sea lines dashed, Alaska–Kamchatka off the edges), a disc per
// territory with each side's armies as a chip in its colour AND its letter (the Apocalytes a green
// hexagon with their own mark), the supply and special counters as symbols, and a key. The big
// screen, the phone and the history's replay draw it at their own sizes.

import {
  BORDERS,
  CONTINENTS,
  type Continent,
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
} from '../../../src/games/apocalyte/map.ts';
import { MARKS, type Mark } from '../../../src/games/apocalyte/setup.ts';
import type { Ground, Player } from '../../../src/games/apocalyte/state.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { t } from './i18n/index.ts';
import {
  CONTINENT_OUTLINE,
  type Point,
  TERRITORY_AT,
  TERRITORY_RADIUS,
  VIEW_BOX,
  WRAPPED_BORDERS,
} from './map-layout.ts';

/** What the current step is about: territories lit, and a move's way drawn as an arrow. */
export type Highlight = { places: readonly Territory[]; arrow?: readonly [Territory, Territory] };

/** The Apocalytes' own mark on their chips (no player's letter can be it). */
export const APOCALYTE_MARK = '☣';

/** Where each continent's name is written: in a gap of the board, clear of the discs. */
const CONTINENT_LABEL: Readonly<Record<Continent, Point>> = {
  'north-america': { x: 95, y: 440 },
  'south-america': { x: 125, y: 585 },
  europe: { x: 790, y: 38 },
  africa: { x: 650, y: 860 },
  asia: { x: 1060, y: 40 },
  australia: { x: 1420, y: 578 },
};

/**
 * Labels drawn above their disc where the one below would run into a neighbour, and the counters'
 * places on a disc's rim where the usual ones (the crate at the top right, a special counter at
 * the top left) would cover a neighbour's name or their own: chosen so that no name runs into
 * another, nor into a disc, a crate or a special counter of another territory (measured by the
 * layout sweep, test/e2e/layout-apocalyte.ts, with every territory contested).
 */
const LABEL_ABOVE: ReadonlySet<Territory> = new Set<Territory>([
  'alberta',
  'china',
  'great-britain',
  'iceland',
  'irkutsk',
  'northwest-territory',
  'ontario',
  'scandinavia',
  'siberia',
  'yakutsk',
]);
type Offset = readonly [number, number];
const RIGHT: Offset = [56, 0];
const LEFT: Offset = [-66, 0];
const SUPPLY_SPOT: Partial<Record<Territory, Offset>> = {
  'northwest-territory': RIGHT,
  alberta: RIGHT,
  ontario: RIGHT,
  'central-america': RIGHT,
  venezuela: RIGHT,
  peru: RIGHT,
  argentina: [-56, 0],
  iceland: RIGHT,
  scandinavia: RIGHT,
  'great-britain': [50, 30],
  egypt: [-50, -30],
  siberia: RIGHT,
  yakutsk: RIGHT,
  irkutsk: RIGHT,
  china: [50, 30],
};
const MARK_SPOT: Partial<Record<Territory, Offset>> = {
  alaska: [-40, -60],
  'northwest-territory': LEFT,
  alberta: LEFT,
  ontario: LEFT,
  quebec: LEFT,
  'central-america': LEFT,
  venezuela: LEFT,
  peru: LEFT,
  argentina: [60, -30],
  iceland: [66, 0],
  scandinavia: [-60, 30],
  'great-britain': LEFT,
  'northern-europe': [-60, 30],
  'southern-europe': LEFT,
  egypt: LEFT,
  'east-africa': LEFT,
  'south-africa': LEFT,
  siberia: LEFT,
  yakutsk: LEFT,
  irkutsk: LEFT,
  afghanistan: [-60, 30],
  china: [-60, 30],
  'middle-east': [-40, -60],
};
const SUPPLY_USUAL: Offset = [50, -30];
const MARK_USUAL: Offset = [-60, -30];

/** A territory's name in board units: 14 px at 1280×720 where the board is drawn at 0.52. */
export const NAME_SIZE = 28;

/** The marks drawn flat (a saucer, a crater): drawn bigger on the board to stand as tall. */
const FLAT_MARKS: ReadonlySet<Mark> = new Set<Mark>(['mothership', 'crater']);
const path = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

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

/** One side's armies in a territory: a player's (seat) or the Apocalytes' (null). */
type Side = { seat: number | null; count: number };

function TerritoryDisc({
  territory,
  ground,
  players,
  lit,
  onTap,
  away,
  wear,
}: {
  territory: Territory;
  ground: Ground;
  players: readonly Player[];
  lit: boolean;
  onTap: ((territory: Territory) => void) | undefined;
  away: boolean;
  wear: preact.JSX.Element | null;
}) {
  const dict = t.value.ac;
  const { x, y } = TERRITORY_AT[territory];
  const sides: Side[] = ground.armies.flatMap((count, seat) =>
    count > 0 ? [{ seat, count }] : [],
  );
  if (ground.apocalytes > 0) sides.push({ seat: null, count: ground.apocalytes });
  const name = dict.territory[territory];
  const label = dict.short[territory] ?? name;
  const supplyAt = SUPPLY_SPOT[territory] ?? SUPPLY_USUAL;
  const markAt = MARK_SPOT[territory] ?? MARK_USUAL;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the phone's taps; the big screen has no onTap
    <g
      class={`ac-territory${lit ? ' lit' : ''}${onTap ? ' tappable' : ''}${away ? ' away' : ''}`}
      data-territory={territory}
      data-testid={`ac-t-${territory}`}
      onClick={onTap ? () => onTap(territory) : undefined}
    >
      <title>{name}</title>
      <circle class="ac-disc" cx={x} cy={y} r={TERRITORY_RADIUS} />
      <Chips x={x} y={y} sides={sides} players={players} />
      {/* The counters sit on the disc's rim, clear of every name. */}
      {ground.supplies > 0 && (
        <Supplies x={x + supplyAt[0]} y={y + supplyAt[1]} count={ground.supplies} />
      )}
      {ground.mark && (
        <MarkSymbol
          x={x + markAt[0]}
          y={y + markAt[1]}
          mark={ground.mark}
          scale={FLAT_MARKS.has(ground.mark) ? 2 : 1.5}
        />
      )}
      {wear}
      <text class="ac-name" x={x} y={nameLine(territory)} text-anchor="middle">
        {label}
      </text>
    </g>
  );
}

/**
 * A chip's size in board units by how many sides share the disc: width, height, and the font of
 * its number and of its letter. The number is read from across the room: 36 units are 18 px at
 * 1280×720 and 27 px at 1920×1080 (the board's scale, measured in test/e2e/layout.test.ts); the
 * letter, like every word on the board, at least 27 units (14 px at 1280×720).
 */
const CHIP = {
  one: { width: 80, height: 48, number: 40, letter: 27 },
  two: { width: 80, height: 40, number: 36, letter: 27 },
  more: { width: 60, height: 40, number: 36, letter: 27 },
} as const;

/** The sides' chips on the disc: one or two in a column, more in two columns. */
function Chips({
  x,
  y,
  sides,
  players,
}: {
  x: number;
  y: number;
  sides: readonly Side[];
  players: readonly Player[];
}) {
  if (sides.length === 0) return null;
  const columns = sides.length <= 2 ? 1 : 2;
  const rows = Math.ceil(sides.length / columns);
  const size = sides.length === 1 ? CHIP.one : sides.length === 2 ? CHIP.two : CHIP.more;
  const { width, height } = size;
  // Two chips stacked stay within the disc's height, clear of the names above and below.
  const gap = sides.length === 2 ? 2 : 3;
  const top = y - (rows * height + (rows - 1) * gap) / 2;
  const left = x - (columns * width + (columns - 1) * gap) / 2;
  return (
    <g class="ac-chips">
      {sides.map((side, index) => {
        const cx = left + (index % columns) * (width + gap);
        const cy = top + Math.floor(index / columns) * (height + gap);
        const player = side.seat === null ? null : players[side.seat];
        const mark = player ? player.letter : APOCALYTE_MARK;
        return (
          <g
            key={side.seat ?? 'apocalytes'}
            class={player ? 'ac-chip' : 'ac-chip apocalytes'}
            data-colour={player ? player.colour : 'green'}
            data-side={side.seat ?? 'apocalytes'}
            data-count={side.count}
          >
            {player ? (
              <rect x={cx} y={cy} width={width} height={height} rx={6} />
            ) : (
              <polygon points={hexagon(cx, cy, width, height)} />
            )}
            <text x={cx + width / 2} y={cy + height * 0.8} text-anchor="middle">
              <tspan class="ac-chip-letter" font-size={size.letter}>
                {mark}
              </tspan>
              <tspan class="ac-count" font-size={size.number}>
                {side.count}
              </tspan>
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A flat hexagon in the chip's box: the Apocalytes' chips differ by shape as well as colour. */
function hexagon(x: number, y: number, width: number, height: number): string {
  const cut = height / 2.5;
  return path([
    { x: x + cut, y },
    { x: x + width - cut, y },
    { x: x + width, y: y + height / 2 },
    { x: x + width - cut, y: y + height },
    { x: x + cut, y: y + height },
    { x, y: y + height / 2 },
  ]);
}

/** Where a territory's name sits (its baseline): above its disc or below. */
export function nameLine(territory: Territory): number {
  const { y } = TERRITORY_AT[territory];
  return LABEL_ABOVE.has(territory) ? y - TERRITORY_RADIUS - 8 : y + TERRITORY_RADIUS + 24;
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

/** Supply counters: a crate with their number. */
function Supplies({ x, y, count }: { x: number; y: number; count: number }) {
  return (
    <g class="ac-supplies" data-supplies={count}>
      <rect x={x - 19} y={y - 19} width={38} height={38} rx={5} />
      <text x={x} y={y + 12} text-anchor="middle">
        {count}
      </text>
    </g>
  );
}

/** A special counter as a small symbol of its own (the key names each). */
export function MarkSymbol({
  x,
  y,
  mark,
  scale = 1,
}: {
  x: number;
  y: number;
  mark: Mark;
  scale?: number;
}) {
  return (
    <g
      class={`ac-mark ac-mark-${mark}`}
      data-mark={mark}
      transform={
        scale === 1 ? undefined : `translate(${x} ${y}) scale(${scale}) translate(${-x} ${-y})`
      }
    >
      {mark === 'ground-zero' && (
        <>
          <circle cx={x} cy={y} r={15} />
          <circle cx={x} cy={y} r={7} />
          <line x1={x - 18} y1={y} x2={x + 18} y2={y} />
          <line x1={x} y1={y - 18} x2={x} y2={y + 18} />
        </>
      )}
      {mark === 'mothership' && (
        <>
          <ellipse cx={x} cy={y + 3} rx={19} ry={7} />
          <path d={`M${x - 9},${y} a9,9 0 0 1 18,0 z`} />
        </>
      )}
      {mark === 'portal' && (
        <>
          <circle cx={x} cy={y} r={15} />
          <circle cx={x} cy={y} r={9} />
          <circle cx={x} cy={y} r={3} />
        </>
      )}
      {mark === 'crater' && (
        <>
          <path d={`M${x - 16},${y + 4} l6,-10 l5,5 l5,-9 l5,9 l5,-5 l6,10 z`} />
          <ellipse cx={x} cy={y + 6} rx={16} ry={6} />
        </>
      )}
      {mark === 'dead-zone' && (
        <>
          <circle cx={x} cy={y} r={15} />
          <line x1={x - 10} y1={y + 10} x2={x + 10} y2={y - 10} />
        </>
      )}
    </g>
  );
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
