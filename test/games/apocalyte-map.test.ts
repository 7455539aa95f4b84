// AC1: the classic Risk map's facts and its schematic layout, each checked against
// figures counted by hand from the board (not from the module's own derivations).
import { describe, expect, it } from 'vitest';
import {
  CONTINENT_OUTLINE,
  MIN_SPACING,
  type Point,
  TERRITORY_AT,
  TERRITORY_RADIUS,
  VIEW_BOX,
  WRAPPED_BORDERS,
} from '../../display/games/apocalyte/map-layout.ts';
import {
  ADJACENT,
  areAdjacent,
  BORDERS,
  CONTINENT_FACTS,
  CONTINENTS,
  type Continent,
  distancesFrom,
  isTerritory,
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
  territoriesOf,
} from '../../src/games/apocalyte/map.ts';

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const BORDER_KEYS = new Set(BORDERS.map(({ between: [a, b] }) => key(a, b)));

/** Territories reached from `start` walking only borders within `allowed` (a union of sets, not a queue). */
function reached(start: Territory, allowed: ReadonlySet<Territory>): Set<Territory> {
  const seen = new Set<Territory>([start]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const {
      between: [a, b],
    } of BORDERS) {
      if (!allowed.has(a) || !allowed.has(b)) continue;
      if (seen.has(a) !== seen.has(b)) {
        seen.add(a);
        seen.add(b);
        grew = true;
      }
    }
  }
  return seen;
}

describe('AC1 the territories and continents', () => {
  it('has 42 distinct territories with kebab-case ids', () => {
    expect(TERRITORIES).toHaveLength(42);
    expect(new Set(TERRITORIES).size).toBe(42);
    for (const t of TERRITORIES) expect(t).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(Object.keys(TERRITORY_FACTS).sort()).toEqual([...TERRITORIES].sort());
  });

  it('has 6 continents with the classic counts and army bonuses', () => {
    expect(CONTINENTS).toHaveLength(6);
    const counts = Object.fromEntries(CONTINENTS.map((c) => [c, territoriesOf(c).length]));
    expect(counts).toEqual({
      'north-america': 9,
      'south-america': 4,
      europe: 7,
      africa: 6,
      asia: 12,
      australia: 4,
    });
    const bonuses = Object.fromEntries(CONTINENTS.map((c) => [c, CONTINENT_FACTS[c].bonus]));
    expect(bonuses).toEqual({
      'north-america': 5,
      'south-america': 2,
      europe: 5,
      africa: 3,
      asia: 7,
      australia: 2,
    });
  });

  it('puts the territories a player knows in the right continent', () => {
    const expected: [Territory, Continent][] = [
      ['greenland', 'north-america'],
      ['central-america', 'north-america'],
      ['venezuela', 'south-america'],
      ['iceland', 'europe'],
      ['ukraine', 'europe'],
      ['egypt', 'africa'],
      ['madagascar', 'africa'],
      ['middle-east', 'asia'],
      ['ural', 'asia'],
      ['japan', 'asia'],
      ['indonesia', 'australia'],
      ['eastern-australia', 'australia'],
    ];
    for (const [t, c] of expected) expect(TERRITORY_FACTS[t].continent, t).toBe(c);
  });

  it('names every territory and continent in English and French, all distinct', () => {
    for (const lang of ['en', 'fr'] as const) {
      const names = TERRITORIES.map((t) => TERRITORY_FACTS[t][lang]);
      for (const n of names) expect(n.trim()).not.toBe('');
      expect(new Set(names).size).toBe(42);
      expect(new Set(CONTINENTS.map((c) => CONTINENT_FACTS[c][lang])).size).toBe(6);
    }
    expect(TERRITORY_FACTS['eastern-australia']).toMatchObject({
      en: 'Eastern Australia',
      fr: 'Australie orientale',
    });
    expect(TERRITORY_FACTS['great-britain'].fr).toBe('Grande-Bretagne');
    expect(CONTINENT_FACTS.australia.fr).toBe('Océanie');
  });

  it('tells a territory id from anything else', () => {
    expect(isTerritory('kamchatka')).toBe(true);
    expect(isTerritory('Kamchatka')).toBe(false);
    expect(isTerritory('atlantis')).toBe(false);
  });
});

describe('AC1 the borders', () => {
  it('has the classic board’s 83 borders, none twice, none to itself', () => {
    expect(BORDERS).toHaveLength(83);
    expect(BORDER_KEYS.size).toBe(83);
    for (const {
      between: [a, b],
    } of BORDERS) {
      expect(a).not.toBe(b);
      expect(isTerritory(a) && isTerritory(b)).toBe(true);
    }
  });

  it('derives a symmetric adjacency with 2 × 83 ends', () => {
    let ends = 0;
    for (const t of TERRITORIES) {
      ends += ADJACENT[t].length;
      expect(new Set(ADJACENT[t]).size).toBe(ADJACENT[t].length);
      for (const n of ADJACENT[t]) {
        expect(ADJACENT[n], `${n} → ${t}`).toContain(t);
        expect(BORDER_KEYS.has(key(t, n))).toBe(true);
      }
    }
    expect(ends).toBe(166);
  });

  it('gives each territory the neighbours counted on the board', () => {
    // Counted by hand on the classic board, territory by territory.
    const degree: Record<Territory, number> = {
      alaska: 3,
      'northwest-territory': 4,
      greenland: 4,
      alberta: 4,
      ontario: 6,
      quebec: 3,
      'western-united-states': 4,
      'eastern-united-states': 4,
      'central-america': 3,
      venezuela: 3,
      peru: 3,
      brazil: 4,
      argentina: 2,
      iceland: 3,
      scandinavia: 4,
      'great-britain': 4,
      'northern-europe': 5,
      'western-europe': 4,
      'southern-europe': 6,
      ukraine: 6,
      'north-africa': 6,
      egypt: 4,
      'east-africa': 6,
      congo: 3,
      'south-africa': 3,
      madagascar: 2,
      ural: 4,
      siberia: 5,
      yakutsk: 3,
      kamchatka: 5,
      irkutsk: 4,
      mongolia: 5,
      japan: 2,
      afghanistan: 5,
      china: 6,
      'middle-east': 6,
      india: 4,
      siam: 3,
      indonesia: 3,
      'new-guinea': 3,
      'western-australia': 3,
      'eastern-australia': 2,
    };
    const actual = Object.fromEntries(TERRITORIES.map((t) => [t, ADJACENT[t].length]));
    expect(actual).toEqual(degree);
  });

  it('AC35 has the sea lines of the classic board, marked as crossing water', () => {
    const seaLines: [Territory, Territory][] = [
      ['alaska', 'kamchatka'],
      ['brazil', 'north-africa'],
      ['greenland', 'iceland'],
      ['greenland', 'northwest-territory'],
      ['greenland', 'quebec'],
      ['siam', 'indonesia'],
      ['east-africa', 'middle-east'],
      ['western-europe', 'north-africa'],
      ['southern-europe', 'egypt'],
      ['southern-europe', 'north-africa'],
      ['iceland', 'great-britain'],
      ['iceland', 'scandinavia'],
      ['east-africa', 'madagascar'],
      ['kamchatka', 'japan'],
      ['mongolia', 'japan'],
      ['new-guinea', 'eastern-australia'],
    ];
    for (const [a, b] of seaLines) {
      expect(areAdjacent(a, b), `${a}–${b}`).toBe(true);
      expect(areAdjacent(b, a), `${b}–${a}`).toBe(true);
      const border = BORDERS.find((x) => key(...x.between) === key(a, b));
      expect(border?.sea, `${a}–${b} crosses water`).toBe(true);
    }
    expect(BORDERS.find((x) => key(...x.between) === key('ukraine', 'ural'))?.sea).toBe(false);
  });

  it('AC35 lists each territory’s neighbours in the board’s order', () => {
    expect(ADJACENT.kamchatka).toEqual(['alaska', 'yakutsk', 'irkutsk', 'mongolia', 'japan']);
    expect(ADJACENT['middle-east']).toEqual([
      'southern-europe',
      'ukraine',
      'egypt',
      'east-africa',
      'afghanistan',
      'india',
    ]);
  });

  it('has no border the board lacks', () => {
    const absent: [Territory, Territory][] = [
      ['northwest-territory', 'kamchatka'],
      ['great-britain', 'southern-europe'],
      ['brazil', 'egypt'],
      ['india', 'indonesia'],
      ['japan', 'china'],
      ['egypt', 'congo'],
      ['iceland', 'northern-europe'],
      ['eastern-united-states', 'alberta'],
    ];
    for (const [a, b] of absent) expect(areAdjacent(a, b), `${a}–${b}`).toBe(false);
  });

  it('joins the continents by the 14 borders of the board and Australia only through Siam', () => {
    const between = BORDERS.filter(
      ({ between: [a, b] }) => TERRITORY_FACTS[a].continent !== TERRITORY_FACTS[b].continent,
    );
    expect(between).toHaveLength(14);
    const intoAustralia = between.filter(({ between: [a, b] }) =>
      [a, b].some((t) => TERRITORY_FACTS[t].continent === 'australia'),
    );
    expect(intoAustralia.map((b) => key(...b.between))).toEqual([key('siam', 'indonesia')]);
    const intoSouthAmerica = between
      .filter(({ between: [a, b] }) =>
        [a, b].some((t) => TERRITORY_FACTS[t].continent === 'south-america'),
      )
      .map((b) => key(...b.between))
      .sort();
    expect(intoSouthAmerica).toEqual(
      [key('central-america', 'venezuela'), key('brazil', 'north-africa')].sort(),
    );
  });

  it('is one connected map', () => {
    expect(reached('alaska', new Set(TERRITORIES)).size).toBe(42);
    expect(distancesFrom('madagascar').size).toBe(42);
  });

  it('keeps each continent connected on its own', () => {
    for (const c of CONTINENTS) {
      const inside = new Set(territoriesOf(c));
      const first = territoriesOf(c)[0] as Territory;
      expect(reached(first, inside).size, c).toBe(inside.size);
    }
  });

  it('counts borders on a shortest path (AC7), around a blocked territory too', () => {
    expect(distancesFrom('alaska').get('kamchatka')).toBe(1);
    // Argentina, Brazil, North Africa, Egypt, Middle East, India, Siam, Indonesia, New Guinea, Eastern Australia.
    expect(distancesFrom('argentina').get('eastern-australia')).toBe(9);
    expect(Math.max(...distancesFrom('argentina').values())).toBe(9);
    // Without Siam, Australia cannot be reached at all.
    expect(distancesFrom('china', (t) => t !== 'siam').has('indonesia')).toBe(false);
    // Without Middle East, Egypt reaches India the long way: Southern Europe, Ukraine, Afghanistan.
    expect(distancesFrom('egypt', (t) => t !== 'middle-east').get('india')).toBe(4);
  });
});

function inside(p: Point, polygon: readonly Point[]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      within = !within;
    }
  }
  return within;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function edges(polygon: readonly Point[]): [Point, Point][] {
  return polygon.map((p, i) => [p, polygon[(i + 1) % polygon.length] as Point]);
}

function cross(a: Point, b: Point, c: Point, d: Point): boolean {
  const side = (p: Point, q: Point, r: Point) =>
    Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0;
}

describe('AC1 the schematic map', () => {
  it('keeps every disc whole inside the view box', () => {
    for (const t of TERRITORIES) {
      const { x, y } = TERRITORY_AT[t];
      expect(x - TERRITORY_RADIUS, t).toBeGreaterThanOrEqual(0);
      expect(y - TERRITORY_RADIUS, t).toBeGreaterThanOrEqual(0);
      expect(x + TERRITORY_RADIUS, t).toBeLessThanOrEqual(VIEW_BOX.width);
      expect(y + TERRITORY_RADIUS, t).toBeLessThanOrEqual(VIEW_BOX.height);
    }
  });

  it('keeps every two territories a readable distance apart', () => {
    expect(MIN_SPACING).toBeGreaterThanOrEqual(2 * TERRITORY_RADIUS + 16);
    let closest = Number.POSITIVE_INFINITY;
    for (const [i, a] of TERRITORIES.entries()) {
      for (const b of TERRITORIES.slice(i + 1)) {
        const d = Math.hypot(
          TERRITORY_AT[a].x - TERRITORY_AT[b].x,
          TERRITORY_AT[a].y - TERRITORY_AT[b].y,
        );
        expect(d, `${a}–${b}`).toBeGreaterThanOrEqual(MIN_SPACING);
        closest = Math.min(closest, d);
      }
    }
    expect(closest).toBeLessThan(MIN_SPACING + 20); // the layout is not needlessly sparse
  });

  it('draws each disc whole inside its own continent and outside every other', () => {
    for (const t of TERRITORIES) {
      const at = TERRITORY_AT[t];
      const own = TERRITORY_FACTS[t].continent;
      expect(inside(at, CONTINENT_OUTLINE[own]), `${t} in ${own}`).toBe(true);
      for (const [a, b] of edges(CONTINENT_OUTLINE[own])) {
        expect(distanceToSegment(at, a, b), `${t} near ${own}'s edge`).toBeGreaterThanOrEqual(
          TERRITORY_RADIUS,
        );
      }
      for (const other of CONTINENTS) {
        if (other !== own)
          expect(inside(at, CONTINENT_OUTLINE[other]), `${t} in ${other}`).toBe(false);
      }
    }
  });

  it('keeps continent outlines inside the view box and apart from each other', () => {
    for (const c of CONTINENTS) {
      for (const p of CONTINENT_OUTLINE[c]) {
        expect(p.x >= 0 && p.x <= VIEW_BOX.width && p.y >= 0 && p.y <= VIEW_BOX.height, c).toBe(
          true,
        );
      }
    }
    for (const [i, c] of CONTINENTS.entries()) {
      for (const d of CONTINENTS.slice(i + 1)) {
        for (const [a, b] of edges(CONTINENT_OUTLINE[c])) {
          for (const [p, q] of edges(CONTINENT_OUTLINE[d])) {
            expect(cross(a, b, p, q), `${c} crosses ${d}`).toBe(false);
          }
        }
        for (const p of CONTINENT_OUTLINE[c]) expect(inside(p, CONTINENT_OUTLINE[d])).toBe(false);
      }
    }
  });

  it('wraps only real borders off the edges', () => {
    for (const [a, b] of WRAPPED_BORDERS) expect(areAdjacent(a, b)).toBe(true);
    expect(WRAPPED_BORDERS).toContainEqual(['alaska', 'kamchatka']);
  });
});
