// AC1: the classic Risk world map as facts: 42 territories in 6 continents, their
// borders (sea lines included) written once as an edge list, the adjacency derived.
// Names in English and as a French edition prints them. Pure data, no drawing here.

export const CONTINENTS = [
  'north-america',
  'south-america',
  'europe',
  'africa',
  'asia',
  'australia',
] as const;
export type Continent = (typeof CONTINENTS)[number];

/** A name as the table reads it, in each of the screens' languages. */
export type Names = { readonly en: string; readonly fr: string };

/** The continents with the armies a whole continent brings in classic Risk (not used by Apocalyte's turn, AC1 data). */
export const CONTINENT_FACTS: Readonly<Record<Continent, Names & { readonly bonus: number }>> = {
  'north-america': { en: 'North America', fr: 'Amérique du Nord', bonus: 5 },
  'south-america': { en: 'South America', fr: 'Amérique du Sud', bonus: 2 },
  europe: { en: 'Europe', fr: 'Europe', bonus: 5 },
  africa: { en: 'Africa', fr: 'Afrique', bonus: 3 },
  asia: { en: 'Asia', fr: 'Asie', bonus: 7 },
  australia: { en: 'Australia', fr: 'Océanie', bonus: 2 },
};

export const TERRITORIES = [
  // North America
  'alaska',
  'northwest-territory',
  'greenland',
  'alberta',
  'ontario',
  'quebec',
  'western-united-states',
  'eastern-united-states',
  'central-america',
  // South America
  'venezuela',
  'peru',
  'brazil',
  'argentina',
  // Europe
  'iceland',
  'scandinavia',
  'great-britain',
  'northern-europe',
  'western-europe',
  'southern-europe',
  'ukraine',
  // Africa
  'north-africa',
  'egypt',
  'east-africa',
  'congo',
  'south-africa',
  'madagascar',
  // Asia
  'ural',
  'siberia',
  'yakutsk',
  'kamchatka',
  'irkutsk',
  'mongolia',
  'japan',
  'afghanistan',
  'china',
  'middle-east',
  'india',
  'siam',
  // Australia
  'indonesia',
  'new-guinea',
  'western-australia',
  'eastern-australia',
] as const;
export type Territory = (typeof TERRITORIES)[number];

export const TERRITORY_FACTS: Readonly<
  Record<Territory, Names & { readonly continent: Continent }>
> = {
  alaska: { continent: 'north-america', en: 'Alaska', fr: 'Alaska' },
  'northwest-territory': {
    continent: 'north-america',
    en: 'Northwest Territory',
    fr: 'Territoires du Nord-Ouest',
  },
  greenland: { continent: 'north-america', en: 'Greenland', fr: 'Groenland' },
  alberta: { continent: 'north-america', en: 'Alberta', fr: 'Alberta' },
  ontario: { continent: 'north-america', en: 'Ontario', fr: 'Ontario' },
  quebec: { continent: 'north-america', en: 'Quebec', fr: 'Québec' },
  'western-united-states': {
    continent: 'north-america',
    en: 'Western United States',
    fr: 'Ouest des États-Unis',
  },
  'eastern-united-states': {
    continent: 'north-america',
    en: 'Eastern United States',
    fr: 'Est des États-Unis',
  },
  'central-america': { continent: 'north-america', en: 'Central America', fr: 'Amérique centrale' },
  venezuela: { continent: 'south-america', en: 'Venezuela', fr: 'Venezuela' },
  peru: { continent: 'south-america', en: 'Peru', fr: 'Pérou' },
  brazil: { continent: 'south-america', en: 'Brazil', fr: 'Brésil' },
  argentina: { continent: 'south-america', en: 'Argentina', fr: 'Argentine' },
  iceland: { continent: 'europe', en: 'Iceland', fr: 'Islande' },
  scandinavia: { continent: 'europe', en: 'Scandinavia', fr: 'Scandinavie' },
  'great-britain': { continent: 'europe', en: 'Great Britain', fr: 'Grande-Bretagne' },
  'northern-europe': { continent: 'europe', en: 'Northern Europe', fr: 'Europe du Nord' },
  'western-europe': { continent: 'europe', en: 'Western Europe', fr: 'Europe de l’Ouest' },
  'southern-europe': { continent: 'europe', en: 'Southern Europe', fr: 'Europe du Sud' },
  ukraine: { continent: 'europe', en: 'Ukraine', fr: 'Ukraine' },
  'north-africa': { continent: 'africa', en: 'North Africa', fr: 'Afrique du Nord' },
  egypt: { continent: 'africa', en: 'Egypt', fr: 'Égypte' },
  'east-africa': { continent: 'africa', en: 'East Africa', fr: 'Afrique de l’Est' },
  congo: { continent: 'africa', en: 'Congo', fr: 'Congo' },
  'south-africa': { continent: 'africa', en: 'South Africa', fr: 'Afrique du Sud' },
  madagascar: { continent: 'africa', en: 'Madagascar', fr: 'Madagascar' },
  ural: { continent: 'asia', en: 'Ural', fr: 'Oural' },
  siberia: { continent: 'asia', en: 'Siberia', fr: 'Sibérie' },
  yakutsk: { continent: 'asia', en: 'Yakutsk', fr: 'Iakoutie' },
  kamchatka: { continent: 'asia', en: 'Kamchatka', fr: 'Kamtchatka' },
  irkutsk: { continent: 'asia', en: 'Irkutsk', fr: 'Irkoutsk' },
  mongolia: { continent: 'asia', en: 'Mongolia', fr: 'Mongolie' },
  japan: { continent: 'asia', en: 'Japan', fr: 'Japon' },
  afghanistan: { continent: 'asia', en: 'Afghanistan', fr: 'Afghanistan' },
  china: { continent: 'asia', en: 'China', fr: 'Chine' },
  'middle-east': { continent: 'asia', en: 'Middle East', fr: 'Moyen-Orient' },
  india: { continent: 'asia', en: 'India', fr: 'Inde' },
  siam: { continent: 'asia', en: 'Siam', fr: 'Siam' },
  indonesia: { continent: 'australia', en: 'Indonesia', fr: 'Indonésie' },
  'new-guinea': { continent: 'australia', en: 'New Guinea', fr: 'Nouvelle-Guinée' },
  'western-australia': {
    continent: 'australia',
    en: 'Western Australia',
    fr: 'Australie occidentale',
  },
  'eastern-australia': {
    continent: 'australia',
    en: 'Eastern Australia',
    fr: 'Australie orientale',
  },
};

/** A border between two territories; `sea` when it crosses water (drawn dashed on the map). */
export type Border = { readonly between: readonly [Territory, Territory]; readonly sea: boolean };

function land(a: Territory, b: Territory): Border {
  return { between: [a, b], sea: false };
}
function sea(a: Territory, b: Territory): Border {
  return { between: [a, b], sea: true };
}

/** AC1: every border of the classic board, each written once (83 of them). */
export const BORDERS: readonly Border[] = [
  // North America
  land('alaska', 'northwest-territory'),
  land('alaska', 'alberta'),
  land('northwest-territory', 'alberta'),
  land('northwest-territory', 'ontario'),
  sea('northwest-territory', 'greenland'),
  sea('greenland', 'ontario'),
  sea('greenland', 'quebec'),
  land('alberta', 'ontario'),
  land('alberta', 'western-united-states'),
  land('ontario', 'quebec'),
  land('ontario', 'western-united-states'),
  land('ontario', 'eastern-united-states'),
  land('quebec', 'eastern-united-states'),
  land('western-united-states', 'eastern-united-states'),
  land('western-united-states', 'central-america'),
  land('eastern-united-states', 'central-america'),
  // South America
  land('venezuela', 'peru'),
  land('venezuela', 'brazil'),
  land('peru', 'brazil'),
  land('peru', 'argentina'),
  land('brazil', 'argentina'),
  // Europe
  sea('iceland', 'great-britain'),
  sea('iceland', 'scandinavia'),
  sea('great-britain', 'scandinavia'),
  sea('great-britain', 'northern-europe'),
  sea('great-britain', 'western-europe'),
  sea('scandinavia', 'northern-europe'),
  land('scandinavia', 'ukraine'),
  land('northern-europe', 'western-europe'),
  land('northern-europe', 'southern-europe'),
  land('northern-europe', 'ukraine'),
  land('western-europe', 'southern-europe'),
  land('southern-europe', 'ukraine'),
  // Africa
  land('north-africa', 'egypt'),
  land('north-africa', 'east-africa'),
  land('north-africa', 'congo'),
  land('egypt', 'east-africa'),
  land('east-africa', 'congo'),
  land('east-africa', 'south-africa'),
  sea('east-africa', 'madagascar'),
  land('congo', 'south-africa'),
  sea('south-africa', 'madagascar'),
  // Asia
  land('ural', 'siberia'),
  land('ural', 'afghanistan'),
  land('ural', 'china'),
  land('siberia', 'yakutsk'),
  land('siberia', 'irkutsk'),
  land('siberia', 'mongolia'),
  land('siberia', 'china'),
  land('yakutsk', 'irkutsk'),
  land('yakutsk', 'kamchatka'),
  land('irkutsk', 'kamchatka'),
  land('irkutsk', 'mongolia'),
  land('kamchatka', 'mongolia'),
  sea('kamchatka', 'japan'),
  sea('mongolia', 'japan'),
  land('mongolia', 'china'),
  land('afghanistan', 'china'),
  land('afghanistan', 'india'),
  land('afghanistan', 'middle-east'),
  land('china', 'india'),
  land('china', 'siam'),
  land('middle-east', 'india'),
  land('india', 'siam'),
  // Australia
  sea('indonesia', 'new-guinea'),
  sea('indonesia', 'western-australia'),
  sea('new-guinea', 'western-australia'),
  sea('new-guinea', 'eastern-australia'),
  land('western-australia', 'eastern-australia'),
  // Between continents
  sea('alaska', 'kamchatka'),
  sea('greenland', 'iceland'),
  land('central-america', 'venezuela'),
  sea('brazil', 'north-africa'),
  sea('western-europe', 'north-africa'),
  sea('southern-europe', 'north-africa'),
  sea('southern-europe', 'egypt'),
  land('southern-europe', 'middle-east'),
  land('ukraine', 'ural'),
  land('ukraine', 'afghanistan'),
  land('ukraine', 'middle-east'),
  land('egypt', 'middle-east'),
  sea('east-africa', 'middle-east'),
  sea('siam', 'indonesia'),
];

function deriveAdjacency(): Readonly<Record<Territory, readonly Territory[]>> {
  const next = Object.fromEntries(TERRITORIES.map((t) => [t, [] as Territory[]])) as Record<
    Territory,
    Territory[]
  >;
  for (const {
    between: [a, b],
  } of BORDERS) {
    next[a].push(b);
    next[b].push(a);
  }
  // In the board's order, so a draw among neighbours (AC7) numbers them the same way each time.
  const order = (t: Territory) => TERRITORIES.indexOf(t);
  for (const t of TERRITORIES) next[t].sort((x, y) => order(x) - order(y));
  return next;
}

/** The neighbours of each territory, derived from BORDERS, in the order of TERRITORIES. */
export const ADJACENT: Readonly<Record<Territory, readonly Territory[]>> = deriveAdjacency();

export function areAdjacent(a: Territory, b: Territory): boolean {
  return ADJACENT[a].includes(b);
}

export function isTerritory(id: string): id is Territory {
  return (TERRITORIES as readonly string[]).includes(id);
}

export function territoriesOf(continent: Continent): Territory[] {
  return TERRITORIES.filter((t) => TERRITORY_FACTS[t].continent === continent);
}

/**
 * Borders crossed on a shortest path from `from` to every territory (breadth first over
 * ADJACENT); AC7 walks these toward the nearest player army. Unreachable ones are absent.
 */
export function distancesFrom(
  from: Territory,
  passable: (t: Territory) => boolean = () => true,
): Map<Territory, number> {
  const distance = new Map<Territory, number>([[from, 0]]);
  const queue: Territory[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i] as Territory;
    const d = distance.get(here) as number;
    for (const there of ADJACENT[here]) {
      if (distance.has(there) || !passable(there)) continue;
      distance.set(there, d + 1);
      queue.push(there);
    }
  }
  return distance;
}
