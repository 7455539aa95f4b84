// Les territoires d’Apocalyte dans une phrase française : chacun avec sa préposition et son
// article (« en Inde », « au Groenland », « aux Territoires du Nord-Ouest », « à Madagascar » ;
// « l’Inde », « le Groenland »). Les modèles des consignes les demandent par `{en:territory}` et
// `{le:from}` (src/games/apocalyte/words.ts) ; les mots des écrans, par `enFr` et `leFr`.

import {
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
} from '../../../../src/games/apocalyte/map.ts';

/**
 * Le genre d’un nom : `f` féminin (en / la), `m` masculin (au / le), `p` pluriel (aux / les),
 * `v` masculin commençant par une voyelle (en / l’), `d` une région dite « dans l’… », `c` une
 * ville ou une île sans article (à / —).
 */
type Gender = 'f' | 'm' | 'p' | 'v' | 'd' | 'c';

const GENDER: Readonly<Record<Territory, Gender>> = {
  alaska: 'v',
  'northwest-territory': 'p',
  greenland: 'm',
  alberta: 'f',
  ontario: 'v',
  quebec: 'm',
  'western-united-states': 'd',
  'eastern-united-states': 'd',
  'central-america': 'f',
  venezuela: 'm',
  peru: 'm',
  brazil: 'm',
  argentina: 'f',
  iceland: 'f',
  scandinavia: 'f',
  'great-britain': 'f',
  'northern-europe': 'f',
  'western-europe': 'f',
  'southern-europe': 'f',
  ukraine: 'f',
  'north-africa': 'f',
  egypt: 'f',
  'east-africa': 'f',
  congo: 'm',
  'south-africa': 'f',
  madagascar: 'c',
  ural: 'd',
  siberia: 'f',
  yakutsk: 'f',
  kamchatka: 'm',
  irkutsk: 'c',
  mongolia: 'f',
  japan: 'm',
  afghanistan: 'v',
  china: 'f',
  'middle-east': 'm',
  india: 'f',
  siam: 'm',
  indonesia: 'f',
  'new-guinea': 'f',
  'western-australia': 'f',
  'eastern-australia': 'f',
};

/** A vowel first, that elides « la » and « le » (not the « ya » of Iakoutie: « la Iakoutie »). */
const VOWEL = /^(?!i[aeo])[aeiouyàâäéèêëîïôöûüœ]/i;

/** Un territoire dit par son id ou son nom français, ou null s’il n’en est pas un. */
function territoryOf(idOrName: string): Territory | null {
  if (Object.hasOwn(GENDER, idOrName)) return idOrName as Territory;
  return TERRITORIES.find((t) => TERRITORY_FACTS[t].fr === idOrName) ?? null;
}

/** « l’Inde », « le Groenland », « les Territoires du Nord-Ouest », « Madagascar ». */
export function leFr(idOrName: string): string {
  const t = territoryOf(idOrName);
  if (!t) return idOrName;
  const name = TERRITORY_FACTS[t].fr;
  const gender = GENDER[t];
  if (gender === 'c') return name;
  if (gender === 'p') return `les ${name}`;
  if (VOWEL.test(name)) return `l’${name}`;
  return `${gender === 'f' ? 'la' : 'le'} ${name}`;
}

/** « en Inde », « au Groenland », « aux Territoires du Nord-Ouest », « à Madagascar », « dans l’Oural ». */
export function enFr(idOrName: string): string {
  const t = territoryOf(idOrName);
  if (!t) return `à ${idOrName}`;
  const name = TERRITORY_FACTS[t].fr;
  switch (GENDER[t]) {
    case 'f':
    case 'v':
      return `en ${name}`;
    case 'm':
      return `au ${name}`;
    case 'p':
      return `aux ${name}`;
    case 'd':
      return `dans ${leFr(t)}`;
    default:
      return `à ${name}`;
  }
}

/** « de l’Inde », « du Groenland », « des Territoires du Nord-Ouest », « d’Irkoutsk ». */
export function deFr(idOrName: string): string {
  const the = leFr(idOrName);
  if (the.startsWith('le ')) return `du ${the.slice(3)}`;
  if (the.startsWith('les ')) return `des ${the.slice(4)}`;
  return VOWEL.test(the) ? `d’${the}` : `de ${the}`;
}
