// A schematic of the classic board for the screens (AC1): each territory a disc at a position,
// each continent a polygon around its discs, on a 1600×900 view box. Geometry, not a rule (the
// board's facts are src/games/apocalyte/map.ts). Not the box's art: shapes a room reads from
// across the table, borders drawn as lines between discs.

import type { Continent, Territory } from '../../../src/games/apocalyte/map.ts';

export type Point = { readonly x: number; readonly y: number };

export const VIEW_BOX = { width: 1600, height: 900 } as const;

/** A territory's disc: big enough for an army count and an owner's letter. */
export const TERRITORY_RADIUS = 42;

/** The least distance between two discs' centres: two radii and room for a label between. */
export const MIN_SPACING = 100;

/** Each territory's centre, roughly where the classic board puts it. */
export const TERRITORY_AT: Readonly<Record<Territory, Point>> = {
  alaska: { x: 80, y: 120 },
  'northwest-territory': { x: 230, y: 110 },
  greenland: { x: 470, y: 70 },
  alberta: { x: 210, y: 235 },
  ontario: { x: 330, y: 230 },
  quebec: { x: 450, y: 220 },
  'western-united-states': { x: 210, y: 340 },
  'eastern-united-states': { x: 360, y: 350 },
  'central-america': { x: 250, y: 455 },
  venezuela: { x: 330, y: 575 },
  peru: { x: 320, y: 690 },
  brazil: { x: 450, y: 640 },
  argentina: { x: 360, y: 810 },
  iceland: { x: 620, y: 140 },
  scandinavia: { x: 780, y: 115 },
  'great-britain': { x: 630, y: 265 },
  'northern-europe': { x: 780, y: 240 },
  'western-europe': { x: 650, y: 370 },
  'southern-europe': { x: 800, y: 370 },
  ukraine: { x: 930, y: 200 },
  'north-africa': { x: 680, y: 520 },
  egypt: { x: 830, y: 500 },
  'east-africa': { x: 880, y: 620 },
  congo: { x: 765, y: 660 },
  'south-africa': { x: 810, y: 790 },
  madagascar: { x: 960, y: 780 },
  ural: { x: 1080, y: 160 },
  siberia: { x: 1200, y: 90 },
  yakutsk: { x: 1320, y: 80 },
  kamchatka: { x: 1490, y: 90 },
  irkutsk: { x: 1320, y: 200 },
  mongolia: { x: 1340, y: 300 },
  japan: { x: 1500, y: 300 },
  afghanistan: { x: 1070, y: 300 },
  china: { x: 1220, y: 380 },
  'middle-east': { x: 970, y: 450 },
  india: { x: 1100, y: 480 },
  siam: { x: 1250, y: 500 },
  indonesia: { x: 1290, y: 650 },
  'new-guinea': { x: 1450, y: 630 },
  'western-australia': { x: 1330, y: 790 },
  'eastern-australia': { x: 1480, y: 780 },
};

/** Each continent's outline, clockwise, holding its own discs and no other's. */
export const CONTINENT_OUTLINE: Readonly<Record<Continent, readonly Point[]>> = {
  'north-america': [
    { x: 20, y: 20 },
    { x: 560, y: 20 },
    { x: 540, y: 290 },
    { x: 420, y: 420 },
    { x: 300, y: 505 },
    { x: 195, y: 505 },
    { x: 150, y: 400 },
    { x: 20, y: 200 },
  ],
  'south-america': [
    { x: 265, y: 520 },
    { x: 420, y: 530 },
    { x: 540, y: 620 },
    { x: 470, y: 760 },
    { x: 400, y: 880 },
    { x: 300, y: 880 },
    { x: 255, y: 700 },
  ],
  europe: [
    { x: 575, y: 90 },
    { x: 720, y: 45 },
    { x: 1000, y: 130 },
    { x: 1010, y: 260 },
    { x: 880, y: 420 },
    { x: 740, y: 430 },
    { x: 590, y: 425 },
    { x: 575, y: 200 },
  ],
  africa: [
    { x: 610, y: 475 },
    { x: 860, y: 445 },
    { x: 890, y: 545 },
    { x: 1020, y: 700 },
    { x: 1020, y: 860 },
    { x: 740, y: 875 },
    { x: 710, y: 710 },
    { x: 610, y: 590 },
  ],
  asia: [
    { x: 1030, y: 120 },
    { x: 1160, y: 30 },
    { x: 1575, y: 20 },
    { x: 1580, y: 380 },
    { x: 1330, y: 575 },
    { x: 1180, y: 575 },
    { x: 1020, y: 525 },
    { x: 905, y: 485 },
    { x: 905, y: 420 },
    { x: 1030, y: 270 },
  ],
  australia: [
    { x: 1200, y: 605 },
    { x: 1570, y: 560 },
    { x: 1580, y: 880 },
    { x: 1250, y: 880 },
  ],
};

/**
 * Borders drawn off the edges of the view box rather than across it: Alaska–Kamchatka
 * crosses the Pacific, which the flat map splits at its edges.
 */
export const WRAPPED_BORDERS: readonly (readonly [Territory, Territory])[] = [
  ['alaska', 'kamchatka'],
];
