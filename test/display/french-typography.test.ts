// French typography in the shell's words (issue 24: "French: a space before ':' … 'd'Ada'"):
// every French word of the shell, the pages after the game, the hall and the spectators' view,
// and Apophis's phrase book (its screens', its phone's, its report's and its voice's words),
// each function called with sample values (a name that begins with a vowel among them), must
// put a narrow no-break space (U+202F) before : ; ! ? and » and after «, never a plain or a
// no-break space, nor none after a word; and elide before a vowel ("d’Ada", not "de Ada").
import { describe, expect, test } from 'vitest';
import { fr as after } from '../../display/after/i18n.fr.ts';
import { fr as report } from '../../display/after/report-i18n.fr.ts';
import { fr as apophis } from '../../display/games/apophis/i18n/fr.ts';
import { phoneFr as apophisPhone } from '../../display/games/apophis/i18n/phone.fr.ts';
import { phrases as apophisReport } from '../../display/games/apophis/i18n/report.ts';
import { voiceLines as apophisVoice } from '../../display/games/apophis/voice-lines.ts';
import { fr as hall } from '../../display/hall/i18n.fr.ts';
import { fr as shell } from '../../display/i18n/fr.ts';
import { fr as watch } from '../../display/watch/i18n.fr.ts';

/** Sample values for a word's function: numbers, a name with a vowel first, dice, a flag. */
const SAMPLES: unknown[][] = [
  [2, 3, 4],
  ['Ada', 'Ada', 'Ada'],
  [{ count: 1, sides: 12 }, true],
  [{ count: 2, sides: 6 }, false],
];
/** A report phrase's values (display/games/<id>/i18n/report.ts): a launch, a player, a result. */
const PHRASE_VALUES: unknown[][] = [
  [{ n: 2, rocket: 'Y3,R2', result: 'hit', player: 'Ada', value: 3 }],
  [{ n: 1, rocket: 'G1', result: 'explosion', player: 'Ada', value: 1 }],
];

/** Every text a dictionary can show, each with the path of its key. */
function textsOf(
  value: unknown,
  path: string,
  into: [string, string][],
  samples = SAMPLES,
): [string, string][] {
  if (typeof value === 'string') into.push([path, value]);
  else if (typeof value === 'function') {
    for (const args of samples) {
      try {
        const said = (value as (...args: unknown[]) => unknown)(...args);
        if (typeof said === 'string') into.push([`${path}(${JSON.stringify(args)})`, said]);
      } catch {
        // Not the values this word takes: another sample will do.
      }
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value))
      textsOf(inner, `${path}.${key}`, into, samples);
  }
  return into;
}

const NARROW = '\u202f';

/** What is wrong in a French text, or null. */
function frenchProblem(text: string): string | null {
  const spaced = /([ \u00a0])([:;!?»])/.exec(text);
  if (spaced) return `a ${spaced[1] === ' ' ? 'plain' : 'no-break'} space before “${spaced[2]}”`;
  if (/«[ \u00a0]/.test(text)) return 'a plain space after «';
  // A word glued to the mark (the time's 10:00 and a URL's :// aside).
  const glued = /[A-Za-zÀ-ÿ’)]([;:!?])(\s|$)/.exec(text);
  if (glued) return `no space before “${glued[1]}”`;
  const unelided =
    /(?<![\p{L}-])(de|que|le|ne|se|je|me|te|jusque) ([AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû]\p{L}*)/iu.exec(
      text,
    );
  if (unelided) return `“${unelided[1]} ${unelided[2]}” is not elided`;
  return null;
}

describe('French typography in the shell’s words', () => {
  test('the checker itself catches each fault', () => {
    expect(frenchProblem('son coupé : cliquez')).toBe('a plain space before “:”');
    expect(frenchProblem('prêt ?')).toBe('a plain space before “?”');
    expect(frenchProblem('prêt\u00a0!')).toBe('a no-break space before “!”');
    expect(frenchProblem('« jeu »')).toBe('a plain space before “»”');
    expect(frenchProblem('terminé: oui')).toBe('no space before “:”');
    expect(frenchProblem('le tour de Ada')).toBe('“de Ada” is not elided');
    expect(frenchProblem(`le tour d’Ada${NARROW}: 10:00, «${NARROW}x${NARROW}»`)).toBeNull();
  });

  const dictionaries: [string, unknown, unknown[][]?][] = [
    ...Object.entries({ shell, after, report, hall, watch, apophis, apophisPhone }),
    ['apophisReport', apophisReport.fr, PHRASE_VALUES],
    ['apophisVoice', apophisVoice.map((line) => line.fr)],
  ];
  for (const [name, words, samples] of dictionaries) {
    test(`${name}: a narrow no-break space before : ; ! ? », and elision`, () => {
      const texts = textsOf(words, name, [], samples);
      expect(texts.length).toBeGreaterThan(3);
      const problems = texts
        .map(([path, text]) => [path, text, frenchProblem(text)])
        .filter(([, , problem]) => problem !== null);
      expect(problems).toEqual([]);
    });
  }
});
