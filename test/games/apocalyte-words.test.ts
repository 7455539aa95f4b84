// The referee's instructions as phrases (src/games/apocalyte/words.ts and the French in
// display/games/apocalyte/i18n/instructions.fr.ts): every key told in random games of each
// scenario has a template in both languages, every hole a template reads is given by every
// phrase of that key, the dice requests' purposes and the ends have words; a few sentences exactly.
import { describe, expect, it } from 'vitest';
import {
  DICE_FOR_FR,
  INSTRUCTIONS_FR,
} from '../../display/games/apocalyte/i18n/instructions.fr.ts';
import { enFr, leFr } from '../../display/games/apocalyte/i18n/places.fr.ts';
import { TERRITORY_FACTS, type Territory } from '../../src/games/apocalyte/map.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { SCENARIOS } from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, lobbyState } from '../../src/games/apocalyte/state.ts';
import {
  DICE_FOR_EN,
  END_GOALS,
  englishNames,
  fillPhrase,
  holesOf,
  INSTRUCTIONS_EN,
  type InstructionPhrase,
  type PhraseNames,
  sayEnglish,
} from '../../src/games/apocalyte/words.ts';
import { randomGame, told } from './apocalyte-fixtures.ts';

/** Everything the referee told, asked for and ended with over the log of a game. */
function heard(log: Parameters<typeof reduce>[1][]) {
  const phrases: InstructionPhrase[] = [];
  const purposes = new Set<string>();
  const goals = new Set<string>();
  let state: ApocalyteState = lobbyState();
  for (const action of log) {
    const before = state.instructions;
    state = reduce(state, action).state;
    for (const i of state.instructions) if (!before.includes(i)) phrases.push(i.phrase);
    if (state.pending?.kind === 'dice') purposes.add(state.pending.for);
    if (state.ending) goals.add(state.ending.goal);
  }
  return { phrases, purposes, goals };
}

describe('the instructions’ words', () => {
  const all = { phrases: [] as InstructionPhrase[], purposes: new Set<string>() };
  const goals = new Set<string>();
  // Two games a scenario, with quarantines and rerolls answered at random.
  for (const scenario of SCENARIOS)
    for (const seed of [3, 11]) {
      const got = heard(randomGame(seed, scenario, 40, true).log);
      all.phrases.push(...got.phrases);
      for (const p of got.purposes) all.purposes.add(p);
      for (const g of got.goals) goals.add(g);
    }

  it('every key told has an English and a French template, and the games tell most keys', () => {
    const keys = new Set(all.phrases.map((p) => p.key));
    for (const key of keys) {
      expect(Object.hasOwn(INSTRUCTIONS_EN, key), key).toBe(true);
      expect(Object.hasOwn(INSTRUCTIONS_FR, key), key).toBe(true);
    }
    // Both tables hold the same keys (a missing French key is also a type error).
    expect(Object.keys(INSTRUCTIONS_FR).sort()).toEqual(Object.keys(INSTRUCTIONS_EN).sort());
    // The random games reach well over half of the sentences (rarer ones are told in the rules tests).
    expect(keys.size).toBeGreaterThan(Object.keys(INSTRUCTIONS_EN).length / 2);
  });

  it('every hole of a template is given by every phrase of its key, in both languages', () => {
    for (const phrase of all.phrases) {
      const given = Object.keys(phrase.values ?? {});
      for (const template of [INSTRUCTIONS_EN[phrase.key], INSTRUCTIONS_FR[phrase.key]])
        for (const hole of holesOf(template))
          expect(given, `${phrase.key} needs {${hole}}`).toContain(hole);
    }
    // The French reads the same values as the English, key by key.
    for (const key of Object.keys(INSTRUCTIONS_EN) as (keyof typeof INSTRUCTIONS_EN)[])
      expect(holesOf(INSTRUCTIONS_FR[key]).sort(), key).toEqual(
        holesOf(INSTRUCTIONS_EN[key]).sort(),
      );
  });

  it('a phrase holds ids and numbers only', () => {
    for (const phrase of all.phrases)
      for (const [name, value] of Object.entries(phrase.values ?? {})) {
        if (typeof value === 'number') continue;
        if (name === 'armies') expect(value).toMatch(/^\d+(\/\d+)*$/);
        else if (name === 'territories')
          for (const id of value.split(',').filter(Boolean))
            expect(Object.hasOwn(TERRITORY_FACTS, id), id).toBe(true);
        else if (name === 'scenario') expect(SCENARIOS).toContain(value);
        else expect(Object.hasOwn(TERRITORY_FACTS, value), `${name}: ${value}`).toBe(true);
      }
  });

  it('every dice request’s purpose and every end has words in both languages', () => {
    for (const purpose of all.purposes) {
      expect(Object.hasOwn(DICE_FOR_EN, purpose), purpose).toBe(true);
      expect(Object.hasOwn(DICE_FOR_FR, purpose), purpose).toBe(true);
    }
    expect(Object.keys(DICE_FOR_FR).sort()).toEqual(Object.keys(DICE_FOR_EN).sort());
    expect(all.purposes.size).toBeGreaterThan(10);
    for (const goal of goals) expect(END_GOALS).toContain(goal);
    expect(goals.size).toBeGreaterThan(0);
  });
});

describe('sentences', () => {
  const french: PhraseNames = {
    territory: (id) => TERRITORY_FACTS[id as Territory].fr,
    seat: (n) => ['Ada', 'Bo'][n] ?? '?',
    apocalytes: (count) => (count === 1 ? 'mutant' : 'mutants'),
    scenario: (id) => (id === 'mutants' ? 'Mutants' : id),
    place: (id, form) => (form === 'en' ? enFr(id) : leFr(id)),
  };
  const table = { players: [{ name: 'Ada' }, { name: 'Bo' }], scenario: 'mutants' as const };

  it('in English as `apophis replay` says them', () => {
    const say = (phrase: InstructionPhrase) => sayEnglish(phrase, table);
    expect(say({ key: 'move.apocalytes', values: { count: 1, from: 'siam', to: 'india' } })).toBe(
      'move 1 mutant from Siam to India',
    );
    expect(
      say({
        key: 'move.withSupplies',
        values: { count: 3, from: 'siam', to: 'india', supplies: 2 },
      }),
    ).toBe('move 3 mutants from Siam to India with 2 supply counters');
    expect(say({ key: 'round.lose', values: { seat: 1, count: 1, territory: 'peru' } })).toBe(
      'Bo loses 1 army in Peru',
    );
    expect(say({ key: 'movers.drawn', values: { territories: 'siam,ukraine' } })).toBe(
      'the mutants of Siam, Ukraine move, in that order',
    );
    expect(
      say({
        key: 'move.armiesSuppliesVia',
        values: { seat: 0, count: 2, supplies: 1, from: 'scandinavia', to: 'ural', via: 'ukraine' },
      }),
    ).toBe('Ada moves 2 armies with 1 supply counter from Scandinavia to Ural through Ukraine');
    // A correction says each player's armies by name, and every count agrees with its noun.
    expect(
      say({
        key: 'corrected',
        values: { territory: 'quebec', armies: '0/4', count: 0, supplies: 1 },
      }),
    ).toBe('Quebec corrected: Ada 0, Bo 4, 0 mutants, 1 supply counter');
    expect(
      say({
        key: 'corrected',
        values: { territory: 'peru', armies: '3/1', count: 1, supplies: 2 },
      }),
    ).toBe('Peru corrected: Ada 3, Bo 1, 1 mutant, 2 supply counters');
    expect(say({ key: 'round.saved', values: { count: 1 } })).toBe('1 mutant saved by its roll');
    expect(say({ key: 'round.saved', values: { count: 2 } })).toBe(
      '2 mutants saved by their rolls',
    );
    // A screen short of room says a list its own way (the big screen cuts a deal's 21 names).
    const cut = { ...englishNames(table), list: (names: string[]) => `${names[0]} and more` };
    expect(
      fillPhrase(
        INSTRUCTIONS_EN['deal.cards'],
        { key: 'deal.cards', values: { seat: 1, territories: 'siam,india,peru' } },
        cut,
      ),
    ).toBe('Bo takes Siam and more: one army on each');
    // A hole without its value stays as written, so a missing value shows.
    expect(say({ key: 'round.lose', values: { seat: 0, territory: 'peru' } })).toBe(
      'Ada loses {count} {count|army|armies} in Peru',
    );
  });

  it('in French with the French names', () => {
    const fr = (phrase: InstructionPhrase) =>
      fillPhrase(INSTRUCTIONS_FR[phrase.key], phrase, french);
    expect(
      fr({ key: 'move.apocalytes', values: { count: 3, from: 'kamchatka', to: 'yakutsk' } }),
    ).toBe('déplacez 3 mutants depuis le Kamtchatka vers la Iakoutie');
    expect(
      fr({ key: 'round.lose', values: { seat: 0, count: 1, territory: 'great-britain' } }),
    ).toBe('Ada perd 1 armée en Grande-Bretagne');
    expect(fr({ key: 'scenario.is', values: { scenario: 'mutants' } })).toBe(
      'le scénario est : Mutants',
    );
    expect(fr({ key: 'round.saved', values: { count: 2 } })).toBe(
      'jets de sauvegarde : 2 mutants survivent',
    );
    expect(
      fr({
        key: 'corrected',
        values: { territory: 'quebec', armies: '0/4', count: 1, supplies: 1 },
      }),
    ).toBe('correction au Québec : Ada 0, Bo 4, 1 mutant, 1 pion de ravitaillement');
    expect(
      fr({ key: 'corrected', values: { territory: 'peru', armies: '2/0', count: 3, supplies: 2 } }),
    ).toBe('correction au Pérou : Ada 2, Bo 0, 3 mutants, 2 pions de ravitaillement');
  });

  it('a game’s log told in English, with the dice on the round’s line', () => {
    const t = randomGame(5, 'zombies', 40, true);
    expect(told(t).every((line) => !/[{}]/.test(line))).toBe(true);
    const rounds = t.state.instructions.filter((i) =>
      /^(round\.attack|quarantine\.)/.test(i.phrase.key),
    );
    expect(rounds.length).toBeGreaterThan(0);
    for (const i of rounds) expect(i.dice.length).toBeGreaterThanOrEqual(2);
    for (const i of t.state.instructions)
      if (/^round\.(lose|add|remove|gain|saved|even)$/.test(i.phrase.key))
        expect(i.dice).toEqual([]);
  });
});
