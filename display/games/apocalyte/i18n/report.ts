// Apocalyte's words in the mission report and the history: the phrase keys its report gives
// (`apocalyte.…`, src/games/apocalyte/report.ts) and the scenarios as the history's "difficulty"
// (the replayed table itself speaks with the big screen's words). A key missing here shows its last word.

import { TERRITORY_FACTS, type Territory } from '../../../../src/games/apocalyte/map.ts';
import {
  CURE_PARTS,
  METEORITES,
  SCENARIOS,
  type Scenario,
} from '../../../../src/games/apocalyte/setup.ts';
import type { EndGoal } from '../../../../src/games/apocalyte/words.ts';
import { decimal } from '../../../i18n/numbers.ts';
import type { PhraseBook, Words } from '../../seam.ts';
import { scenarioNames } from './scenarios.ts';

type Book = Record<string, Words>;
type Values = Readonly<Record<string, string | number>>;

/** A luck roll's words, from its values (src/games/apocalyte/luck.ts). */
type Luck = (v: Values, place: string, n: (x: unknown) => string) => string;

/** One language's own words: what each scenario is called and how each end reads. */
type Own = {
  lang: 'en' | 'fr';
  /** The luck meter's rolls: a fight by its kind, the cure's dice, the mothership. */
  luck: Record<'attack' | 'attacked' | 'quarantine' | 'cure' | 'mothership', Luck>;
  scenario: Record<Scenario, string>;
  /** An end by its goal (`ending.goal`), when the report's mark carries it. */
  goal: Readonly<Record<EndGoal, string>>;
  won: string;
  lost: string;
  /** The scenario's mark: `{scenario}` takes its name. */
  chosen: string;
  marks: Book;
};

function bookOf(own: Own): Book {
  const scenario = (v: Values) => own.scenario[v.scenario as Scenario] ?? String(v.scenario ?? '');
  const end = (fallback: (v: Values) => string) => (v: Values) =>
    (typeof v.goal === 'string' ? own.goal[v.goal as EndGoal] : undefined) ?? fallback(v);
  const place = (v: Values) => {
    const facts = TERRITORY_FACTS[v.territory as Territory];
    return facts ? facts[own.lang] : String(v.territory ?? '');
  };
  const n = (x: unknown) => (typeof x === 'number' ? decimal(x, own.lang, 2) : String(x));
  const luck = Object.fromEntries(
    Object.entries(own.luck).map(([key, words]) => [
      `apocalyte.luck.${key}`,
      (v: Values) => words(v, place(v), n),
    ]),
  );
  return {
    ...Object.fromEntries(SCENARIOS.map((id) => [`difficulty.${id}`, own.scenario[id]])),
    ...luck,
    ...own.marks,
    'apocalyte.mark.scenario': (v) => own.chosen.replace('{scenario}', scenario(v)),
    'apocalyte.mark.won': end(() => own.won),
    'apocalyte.mark.lost': end(() => own.lost),
  };
}

export const phrases: PhraseBook = {
  en: bookOf({
    lang: 'en',
    luck: {
      attack: (v, place, n) =>
        `${v.player} attacks in ${place}, to win the round: armies lost ${v.lost} (${n(v.expectedLost)} expected), Apocalytes removed ${v.removed} (${n(v.expectedRemoved)} expected)`,
      attacked: (v, place, n) =>
        `the Apocalytes attack ${v.player} in ${place}, who would win the round: armies lost ${v.lost} (${n(v.expectedLost)} expected), Apocalytes removed ${v.removed} (${n(v.expectedRemoved)} expected)`,
      quarantine: (v, place, n) =>
        `the quarantine of ${place}, to hold: armies lost ${v.lost} (${n(v.expectedLost)} expected), Apocalytes removed ${v.removed} (${n(v.expectedRemoved)} expected)`,
      cure: (v) => `${v.player}’s two dice for a part of the cure, a double hoped for`,
      mothership: (v) => `${v.player}’s attack on the mothership`,
    },
    scenario: scenarioNames('en'),
    goal: {
      cleared: 'no Apocalyte left: the players win',
      mothership: 'the aliens gone and the mothership destroyed: the players win',
      portals: 'every portal closed: the players win',
      missile: 'the missile destroys the meteor: the players win',
      overrun: 'the Apocalytes overran every territory',
      meteorites: `the meteor strikes after the ${METEORITES}th meteorite`,
    },
    won: 'the players win',
    lost: 'the Apocalytes win',
    chosen: 'scenario: {scenario}',
    marks: {
      'apocalyte.mark.turn': 'the Apocalytes’ turn, round {round}',
      'apocalyte.mark.cure': `part {part} of ${CURE_PARTS} of the cure found`,
      'apocalyte.mark.meteorite': `meteorite {count} of ${METEORITES}`,
      'apocalyte.series.players': 'the players’ armies',
      'apocalyte.series.apocalytes': 'the Apocalytes',
      'side.players': 'the players’ armies',
      'side.opponents': 'the Apocalytes',
      'apocalyte.tally.rounds': 'rounds',
      'apocalyte.tally.dice': 'dice rolls',
    },
  }),
  fr: bookOf({
    lang: 'fr',
    luck: {
      attack: (v, place, n) =>
        `${place} : ${v.player} attaque pour gagner la manche ; armées perdues ${v.lost} (${n(v.expectedLost)} attendues), Apocalytes retirés ${v.removed} (${n(v.expectedRemoved)} attendus)`,
      attacked: (v, place, n) =>
        `${place} : les Apocalytes attaquent ${v.player}, qui gagnerait la manche ; armées perdues ${v.lost} (${n(v.expectedLost)} attendues), Apocalytes retirés ${v.removed} (${n(v.expectedRemoved)} attendus)`,
      quarantine: (v, place, n) =>
        `${place} : la quarantaine, pour qu’elle tienne ; armées perdues ${v.lost} (${n(v.expectedLost)} attendues), Apocalytes retirés ${v.removed} (${n(v.expectedRemoved)} attendus)`,
      cure: (v) => `${v.player} lance deux dés pour une partie du remède, un double espéré`,
      mothership: (v) => `${v.player} attaque le vaisseau mère`,
    },
    scenario: scenarioNames('fr'),
    goal: {
      cleared: 'plus aucun Apocalyte : les joueurs gagnent',
      mothership: 'les extraterrestres chassés et le vaisseau mère détruit : les joueurs gagnent',
      portals: 'tous les portails fermés : les joueurs gagnent',
      missile: 'le missile détruit le météore : les joueurs gagnent',
      overrun: 'les Apocalytes ont envahi tous les territoires',
      meteorites: `le météore frappe après la ${METEORITES}e météorite`,
    },
    won: 'les joueurs gagnent',
    lost: 'les Apocalytes l’emportent',
    chosen: 'scénario : {scenario}',
    marks: {
      'apocalyte.mark.turn': 'tour des Apocalytes, manche {round}',
      'apocalyte.mark.cure': `partie {part} sur ${CURE_PARTS} du remède trouvée`,
      'apocalyte.mark.meteorite': `météorite {count} sur ${METEORITES}`,
      'apocalyte.series.players': 'armées des joueurs',
      'apocalyte.series.apocalytes': 'les Apocalytes',
      'side.players': 'les armées des joueurs',
      'side.opponents': 'les Apocalytes',
      'apocalyte.tally.rounds': 'manches',
      'apocalyte.tally.dice': 'lancers de dés',
    },
  }),
};
