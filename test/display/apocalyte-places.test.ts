// Apocalyte's territories in French sentences (issue 32: "sur Inde" → "en Inde", "au Groenland",
// "en Europe du Nord"): every French instruction that names a territory, filled with each of the
// 42, puts the territory's own preposition or article before its name; and the screens' words
// that name one do too.
import { describe, expect, test } from 'vitest';
import { controlFr } from '../../display/games/apocalyte/i18n/control.fr.ts';
import { fr } from '../../display/games/apocalyte/i18n/fr.ts';
import { INSTRUCTIONS_FR } from '../../display/games/apocalyte/i18n/instructions.fr.ts';
import { deFr, enFr, leFr } from '../../display/games/apocalyte/i18n/places.fr.ts';
import { TERRITORIES, TERRITORY_FACTS } from '../../src/games/apocalyte/map.ts';
import { fillPhrase, type PhraseNames } from '../../src/games/apocalyte/words.ts';

/** The French names, with the French dictionary's prepositions and articles. */
const names: PhraseNames = {
  territory: (id) => fr.ac.territory[id as keyof typeof fr.ac.territory] ?? id,
  seat: (n) => ['Ada', 'Bo'][n] ?? '?',
  apocalytes: (count) => (count === 1 ? 'zombie' : 'zombies'),
  scenario: (id) => id,
  place: fr.ac.place,
};

/** What may come just before a territory's name in a French sentence. */
const BEFORE = /(?:^|(?<!\p{L})(?:en|au|aux|à|dans|du|des|de|le|la|les) |[ld]’|, |\u202f: )$/u;

describe('Apocalyte’s territories in French', () => {
  test('each with its preposition and its article', () => {
    expect(enFr('india')).toBe('en Inde');
    expect(enFr('greenland')).toBe('au Groenland');
    expect(enFr('northern-europe')).toBe('en Europe du Nord');
    expect(enFr('northwest-territory')).toBe('aux Territoires du Nord-Ouest');
    expect(enFr('madagascar')).toBe('à Madagascar');
    expect(enFr('ural')).toBe('dans l’Oural');
    expect(enFr('afghanistan')).toBe('en Afghanistan');
    expect(leFr('india')).toBe('l’Inde');
    expect(leFr('japan')).toBe('le Japon');
    expect(leFr('china')).toBe('la Chine');
    expect(leFr('Groenland')).toBe('le Groenland');
    expect(deFr('greenland')).toBe('du Groenland');
    expect(deFr('northwest-territory')).toBe('des Territoires du Nord-Ouest');
    expect(deFr('irkutsk')).toBe('d’Irkoutsk');
    expect(deFr('india')).toBe('de l’Inde');
  });

  test('every instruction naming a territory, for each of the 42', () => {
    const wrong: string[] = [];
    for (const [key, template] of Object.entries(INSTRUCTIONS_FR)) {
      for (const t of TERRITORIES) {
        const values = { territory: t, from: t, to: t, via: t, territories: t, seat: 0 };
        const said = fillPhrase(template, { key, values: { ...values, count: 2 } }, names);
        const name = TERRITORY_FACTS[t].fr;
        // A town or an island takes no article ("Ada prend Madagascar").
        const bare = leFr(t) === name;
        let at = said.indexOf(name);
        while (at >= 0) {
          const before = said.slice(0, at);
          if ((!bare && !BEFORE.test(before)) || /\bsur $/.test(before))
            wrong.push(`${key}: ${said}`);
          at = said.indexOf(name, at + name.length);
        }
      }
      expect(
        fillPhrase(
          template,
          { key, values: { territory: 'india', from: 'india', territories: 'india' } },
          names,
        ),
      ).not.toMatch(/\bsur Inde\b|\bdepuis Inde\b/);
    }
    expect(wrong).toEqual([]);
    const say = (key: keyof typeof INSTRUCTIONS_FR, values: Record<string, string | number>) =>
      fillPhrase(INSTRUCTIONS_FR[key], { key, values }, names);
    expect(say('round.attack', { seat: 0, territory: 'india' })).toBe(
      'Ada attaque les zombies en Inde',
    );
    expect(say('quarantine.holds', { territory: 'greenland' })).toBe(
      'la quarantaine tient au Groenland',
    );
    expect(say('grow.place', { count: 2, territories: 'northern-europe,madagascar' })).toBe(
      'placez 2 zombies en Europe du Nord, à Madagascar',
    );
    expect(say('move.apocalytes', { count: 1, from: 'india', to: 'northwest-territory' })).toBe(
      'déplacez 1 zombie depuis l’Inde vers les Territoires du Nord-Ouest',
    );
  });

  test('the screens’ and the phone’s words that name a territory', () => {
    expect(fr.ac.odds('Inde')).toBe('Chances d’une manche en Inde');
    expect(fr.ac.askTarget('zombies', 'Groenland', 'Ada, Bo')).toMatch(/^Égalité au Groenland/);
    expect(fr.ac.askQuarantine('Ada', 'Inde', 'zombies', 'Groenland')).toContain(
      'mettre l’Inde en quarantaine contre les zombies venus du Groenland',
    );
    expect(controlFr.ap.fight('Europe du Nord')).toBe('Combattre en Europe du Nord');
    expect(controlFr.ap.closePortal('Madagascar')).toBe('Fermer le portail à Madagascar');
    expect(controlFr.ap.via('Inde')).toBe('en passant par l’Inde');
  });
});
