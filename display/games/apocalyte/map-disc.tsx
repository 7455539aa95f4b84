// A territory on Apocalyte's board (./map.tsx draws the board): its disc, each side's armies as
// a chip in its colour AND its letter (the Apocalytes a green hexagon with their own mark), its
// name above or below, and its supply and special counters as symbols on the rim, placed clear of
// the neighbours' names.

import type { Territory } from '../../../src/games/apocalyte/map.ts';
import type { Mark } from '../../../src/games/apocalyte/setup.ts';
import type { Ground, Player } from '../../../src/games/apocalyte/state.ts';
import { t } from './i18n/index.ts';
import { type Point, TERRITORY_AT, TERRITORY_RADIUS } from './map-layout.ts';

/** The Apocalytes' own mark on their chips (no player's letter can be it). */
export const APOCALYTE_MARK = '☣';
/**
 * Labels drawn above their disc where the one below would run into a neighbour, some moved
 * sideways (board units) or beside the disc where their neighbour's name is near, and the
 * counters' places on a disc's rim where the usual ones (the crate at the top right, a special
 * counter at the top left) would cover a neighbour's name or their own: chosen so that no name
 * runs into another, nor into a disc, a crate or a special counter of another territory (measured
 * by the layout sweep, test/e2e/layout-apocalyte.ts, with every territory contested, names 18 px
 * at 1280×720).
 */
const LABEL_ABOVE: ReadonlySet<Territory> = new Set<Territory>([
  'alberta',
  'china',
  'great-britain',
  'iceland',
  'northwest-territory',
  'ontario',
  'scandinavia',
  'siberia',
  'yakutsk',
]);
/** Names beside their disc, starting at its right. */
const LABEL_RIGHT: ReadonlySet<Territory> = new Set<Territory>(['irkutsk']);
const LABEL_SHIFT: Partial<Record<Territory, number>> = {
  ontario: 14,
  indonesia: -25,
  'new-guinea': 25,
  siberia: -20,
  yakutsk: 20,
  china: -15,
  mongolia: 10,
  'western-europe': -20,
  'southern-europe': 20,
  venezuela: -20,
  'east-africa': 25,
  'northern-europe': 10,
};
type Offset = readonly [number, number];
/**
 * Each territory's counters on its disc's rim, from its centre in board units: the supply crate
 * and a special counter (ground zero, portal, mothership, dead zone). Found by a small layout
 * pass (the first spot round the disc, nearest the usual top right for the crate and top left
 * for the counter, whose box is clear of every other territory's disc, of every name in English
 * and French, of the other territories' counters (and, for the crate, of their chips with three
 * sides on a disc), of the key and of the board's edges), then
 * written here; test/e2e/apocalyte-craters.test.tsx measures them with every disc crowded.
 */
const COUNTER_SPOT: Readonly<Record<Territory, { crate: Offset; mark: Offset }>> = {
  alaska: { crate: [43, -25], mark: [-38, -32] },
  'northwest-territory': { crate: [-47, -17], mark: [49, -9] },
  greenland: { crate: [43, -25], mark: [-43, -25] },
  alberta: { crate: [-92, 53], mark: [-49, -9] },
  ontario: { crate: [25, 43], mark: [-38, 32] },
  quebec: { crate: [49, 9], mark: [25, -43] },
  'western-united-states': { crate: [43, -25], mark: [-50, 0] },
  'eastern-united-states': { crate: [43, -25], mark: [-43, -25] },
  'central-america': { crate: [49, -9], mark: [-49, -9] },
  venezuela: { crate: [47, -17], mark: [-49, -9] },
  peru: { crate: [83, 48], mark: [-49, -9] },
  brazil: { crate: [50, 0], mark: [-9, -49] },
  argentina: { crate: [43, -25], mark: [-49, -9] },
  iceland: { crate: [18, -104], mark: [49, -9] },
  scandinavia: { crate: [47, -17], mark: [-32, 38] },
  'great-britain': { crate: [47, -17], mark: [-49, -9] },
  'northern-europe': { crate: [-49, 9], mark: [43, -25] },
  'western-europe': { crate: [43, -25], mark: [-43, -25] },
  'southern-europe': { crate: [43, -25], mark: [-43, -25] },
  ukraine: { crate: [43, -25], mark: [-25, -43] },
  'north-africa': { crate: [43, -25], mark: [-43, -25] },
  egypt: { crate: [83, 48], mark: [-43, -25] },
  'east-africa': { crate: [74, -62], mark: [49, -9] },
  congo: { crate: [25, -43], mark: [-43, -25] },
  'south-africa': { crate: [43, -25], mark: [-43, -25] },
  madagascar: { crate: [43, -25], mark: [-43, -25] },
  ural: { crate: [50, 0], mark: [-43, -25] },
  siberia: { crate: [25, 43], mark: [-49, -9] },
  yakutsk: { crate: [47, -17], mark: [-32, 38] },
  kamchatka: { crate: [43, -25], mark: [-38, -32] },
  irkutsk: { crate: [-38, 32], mark: [-47, -17] },
  mongolia: { crate: [43, -25], mark: [-47, -17] },
  japan: { crate: [43, -25], mark: [-43, -25] },
  afghanistan: { crate: [-25, -43], mark: [38, -32] },
  china: { crate: [47, 17], mark: [-43, 25] },
  'middle-east': { crate: [38, -32], mark: [-25, -43] },
  india: { crate: [43, -25], mark: [-16, -48] },
  siam: { crate: [43, -25], mark: [-43, -25] },
  indonesia: { crate: [43, -25], mark: [-43, -25] },
  'new-guinea': { crate: [43, -25], mark: [-43, -25] },
  'western-australia': { crate: [43, -25], mark: [-43, -25] },
  'eastern-australia': { crate: [43, -25], mark: [-43, -25] },
};

/** A territory's name in board units: 18 px at 1280×720 where the board is drawn at 0.54 (issue 32). */
export const NAME_SIZE = 34;

/** The marks drawn flat (a saucer, a crater): drawn bigger on the board to stand as tall. */
const FLAT_MARKS: ReadonlySet<Mark> = new Set<Mark>(['mothership', 'crater']);
export const path = (points: readonly Point[]) => points.map((p) => `${p.x},${p.y}`).join(' ');

/** One side's armies in a territory: a player's (seat) or the Apocalytes' (null). */
export type Side = { seat: number | null; count: number };

export function TerritoryDisc({
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
  const { crate: supplyAt, mark: markAt } = COUNTER_SPOT[territory];
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
      {/* A crater fills its own disc (Meteor: the fall removes every army and supply counter
          there, and no army enters it): on the rim it covered a neighbour's armies. */}
      {ground.mark === 'crater' && <MarkSymbol x={x} y={y} mark="crater" scale={2} />}
      <Chips x={x} y={y} sides={sides} players={players} />
      {/* The other counters sit on the disc's rim, clear of every name. */}
      {ground.supplies > 0 && (
        <Supplies x={x + supplyAt[0]} y={y + supplyAt[1]} count={ground.supplies} />
      )}
      {ground.mark && ground.mark !== 'crater' && (
        <MarkSymbol
          x={x + markAt[0]}
          y={y + markAt[1]}
          mark={ground.mark}
          scale={FLAT_MARKS.has(ground.mark) ? 2 : 1.5}
        />
      )}
      {wear}
      <text
        class="ac-name"
        x={nameX(territory)}
        y={nameLine(territory)}
        text-anchor={LABEL_RIGHT.has(territory) ? 'start' : 'middle'}
      >
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
export function hexagon(x: number, y: number, width: number, height: number): string {
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

/** Where a territory's name sits (its baseline): above its disc, below, or beside it. */
export function nameLine(territory: Territory): number {
  const { y } = TERRITORY_AT[territory];
  if (LABEL_RIGHT.has(territory)) return y + NAME_SIZE / 3;
  return LABEL_ABOVE.has(territory) ? y - TERRITORY_RADIUS - 8 : y + TERRITORY_RADIUS + 24;
}

/** Where a territory's name is anchored across: its middle, or its start beside the disc. */
function nameX(territory: Territory): number {
  const { x } = TERRITORY_AT[territory];
  if (LABEL_RIGHT.has(territory)) return x + TERRITORY_RADIUS + 6;
  return x + (LABEL_SHIFT[territory] ?? 0);
}

/** Supply counters: a crate with their number. */
export function Supplies({ x, y, count }: { x: number; y: number; count: number }) {
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
