// The after-the-game words: a phrase from a game's book or its key's last word, numbers in each
// language, and the dice's honesty in one sentence by the test's p value and the sample's size.

import { describe, expect, test } from 'vitest';
import { type Dict, withReport, words } from '../../../display/after/i18n.ts';
import {
  formatLength,
  formatP,
  honestySentence,
  percent,
  verdictOf,
} from '../../../display/after/numbers.ts';
import { lastWord, type PhraseBook, say } from '../../../display/after/phrases.ts';
import { reportWords } from '../../../display/after/report-i18n.ts';
import { phrases as apocalyte } from '../../../display/games/apocalyte/i18n/report.ts';
import { phrases as apogee } from '../../../display/games/apogee/i18n/report.ts';
import { phrases as apophis } from '../../../display/games/apophis/i18n/report.ts';
import { en as shellEn } from '../../../display/i18n/en.ts';
import { fr as shellFr } from '../../../display/i18n/fr.ts';

const book: PhraseBook = {
  en: { 'g.mark.hit': 'launch {n} hits {target}', 'g.tally': (v) => `${Number(v.n) * 2} halves` },
  fr: { 'g.mark.hit': 'le lancement {n} touche' },
};

describe('phrases', () => {
  test('a key no book knows shows its last word, never a blank', () => {
    expect(lastWord('apophis.mark.meteor-shower')).toBe('shower');
    expect(lastWord('plain')).toBe('plain');
    expect(say(book, 'en', { key: 'g.mark.unknown_thing' })).toBe('thing');
    expect(say(null, 'fr', { key: 'g.mark.hit', values: { n: 2 } })).toBe('hit');
  });

  test('values fill the words; a value not given stays as its name', () => {
    expect(say(book, 'en', { key: 'g.mark.hit', values: { n: 2, target: 'Apophis' } })).toBe(
      'launch 2 hits Apophis',
    );
    expect(say(book, 'en', { key: 'g.mark.hit', values: { n: 2 } })).toBe('launch 2 hits {target}');
    expect(say(book, 'fr', { key: 'g.mark.hit', values: { n: 3 } })).toBe('le lancement 3 touche');
    expect(say(book, 'en', { key: 'g.tally', values: { n: 4 } })).toBe('8 halves');
  });

  test("each game's book says its report's phrases in both languages", () => {
    const launch = { key: 'apophis.mark.launch', values: { n: 2, rocket: 'Y3,R2', result: 'hit' } };
    expect(say(apophis, 'en', launch)).toBe('launch 2 (Y3,R2): hit');
    expect(say(apophis, 'fr', launch)).toBe('lancement 2 (Y3,R2) : touché');
    const end = { key: 'apophis.mark.end', values: { result: 'impact' } };
    expect(say(apophis, 'fr', end)).toBe('impact');
    const reach = { key: 'apogee.mark.success', values: { player: 'Ada', destination: 'moon' } };
    expect(say(apogee, 'en', reach)).toBe('Ada reaches Moon');
    expect(say(apogee, 'fr', reach)).toBe(`Ada atteint ${'Lune'}`);
    expect(apogee.en['difficulty.mission-4']).toBe('Mission 4 (intermediate)');
    // Every key of one language is in the other.
    for (const game of [apophis, apogee, apocalyte]) {
      expect(Object.keys(game.fr).sort()).toEqual(Object.keys(game.en).sort());
    }
  });
});

describe('numbers', () => {
  test('percentages, p values and lengths in each language', () => {
    expect(percent(2 / 3, 'en')).toBe('67%');
    // A no-break space before %, narrow or not by the ICU's version.
    expect(percent(2 / 3, 'fr')).toMatch(/^67[\u00a0\u202f]%$/);
    expect(formatP(0.7765, 'en')).toBe('= 0.78');
    expect(formatP(0.00042, 'en')).toBe('= 0.0004');
    expect(formatP(0.00042, 'fr')).toBe('= 0,0004');
    expect(formatP(3.5e-9, 'en')).toBe('< 0.0001');
    expect(formatLength(125_400)).toBe('02:05');
    expect(formatLength(3_725_000)).toBe('1:02:05');
  });

  test("the dice's honesty in one sentence", async () => {
    const en: Dict = {
      ...shellEn,
      ...withReport(await reportWords.load('en'), await words.load('en')),
    };
    const fr: Dict = {
      ...shellFr,
      ...withReport(await reportWords.load('fr'), await words.load('fr')),
    };
    expect(honestySentence({ rolls: 600, sides: 6, p: 0.7765 }, en, 'en')).toBe(
      '600 rolls: nothing suggests this die is unfair',
    );
    expect(honestySentence({ rolls: 6000, sides: 6, p: 0.0004 }, en, 'en')).toBe(
      '6000 rolls: this die favours some faces: p = 0.0004',
    );
    expect(honestySentence({ rolls: 600, sides: 6, p: 0.02 }, en, 'en')).toBe(
      '600 rolls: this die may favour some faces, roll more to tell: p = 0.02',
    );
    // Five rolls a face before the test says anything: 29 rolls of a d6 are too few, 30 are not.
    expect(honestySentence({ rolls: 29, sides: 6, p: 0.9 }, en, 'en')).toBe(
      '29 rolls: too few rolls to tell',
    );
    expect(verdictOf({ rolls: 30, sides: 6, p: 0.9 })).toBe('fair');
    expect(verdictOf({ rolls: 30, sides: 6, p: null })).toBe('tooFew');
    expect(verdictOf({ rolls: 6000, sides: 6, p: 0.001 })).toBe('doubt');
    expect(honestySentence({ rolls: 6000, sides: 6, p: 0.0004 }, fr, 'fr')).toBe(
      '6000 jets : ce dé favorise certaines faces : p = 0,0004',
    );
  });
});
