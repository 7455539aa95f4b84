// Apocalyte's words in the mission report and the history: the phrase keys its report gives
// (`apocalyte.…`, src/games/apocalyte/report.ts) and the scenarios as the history's "difficulty"
// (the replayed table itself speaks with the big screen's words). A key missing here shows its last word.

import {
  CURE_PARTS,
  METEORITES,
  SCENARIOS,
  type Scenario,
} from '../../../../src/games/apocalyte/setup.ts';
import type { EndGoal } from '../../../../src/games/apocalyte/words.ts';
import type { PhraseBook, Words } from '../../seam.ts';
import { scenarioNames } from './scenarios.ts';

type Book = Record<string, Words>;
type Values = Readonly<Record<string, string | number>>;

/** One language's own words: what each scenario is called and how each end reads. */
type Own = {
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
  return {
    ...Object.fromEntries(SCENARIOS.map((id) => [`difficulty.${id}`, own.scenario[id]])),
    ...own.marks,
    'apocalyte.mark.scenario': (v) => own.chosen.replace('{scenario}', scenario(v)),
    'apocalyte.mark.won': end(() => own.won),
    'apocalyte.mark.lost': end(() => own.lost),
  };
}

export const phrases: PhraseBook = {
  en: bookOf({
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
      'apocalyte.tally.rounds': 'rounds',
      'apocalyte.tally.dice': 'dice rolls',
    },
  }),
  fr: bookOf({
    scenario: scenarioNames('fr'),
    goal: {
      cleared: 'plus aucun Apocalyte : les joueurs gagnent',
      mothership: 'les extraterrestres chassés et le vaisseau mère détruit : les joueurs gagnent',
      portals: 'tous les portails fermés : les joueurs gagnent',
      missile: 'le missile détruit le météore : les joueurs gagnent',
      overrun: 'les Apocalytes ont envahi tous les territoires',
      meteorites: `le météore frappe après la ${METEORITES}e météorite`,
    },
    won: 'les joueurs gagnent',
    lost: 'les Apocalytes l’emportent',
    chosen: 'scénario : {scenario}',
    marks: {
      'apocalyte.mark.turn': 'tour des Apocalytes, manche {round}',
      'apocalyte.mark.cure': `partie {part} sur ${CURE_PARTS} du remède trouvée`,
      'apocalyte.mark.meteorite': `météorite {count} sur ${METEORITES}`,
      'apocalyte.series.players': 'armées des joueurs',
      'apocalyte.series.apocalytes': 'les Apocalytes',
      'apocalyte.tally.rounds': 'manches',
      'apocalyte.tally.dice': 'lancers de dés',
    },
  }),
};
