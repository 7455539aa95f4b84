// French typography in every French word (issue 24: "French: a space before ':' … 'd'Ada'";
// issue 32: "French as good as English in every game"): the shell, the pages after the game, the
// hall and the spectators' view, and each game's phrase book (its screens', its phone's, its
// refusals', its report's and its voice's words), each function called with sample values (a
// name that begins with a vowel among them), must put a narrow no-break space (U+202F) before
// : ; ! ? and » and after «, never a plain or a no-break space, nor none after a word; elide
// before a vowel ("d’Ada", not "de Ada") with a typographic apostrophe (’, never '); write a
// decimal with a comma (3,2 %, not 3.2 %); say "manche", not "round"; and agree a count with
// its noun ("1 dégât", "2 dégâts").
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fr as after } from '../../display/after/i18n.fr.ts';
import { fr as proof } from '../../display/after/proof-i18n.fr.ts';
import { fr as report } from '../../display/after/report-i18n.fr.ts';
import { controlFr as apocalyteControl } from '../../display/games/apocalyte/i18n/control.fr.ts';
import { ERRORS_FR as apocalyteErrors } from '../../display/games/apocalyte/i18n/errors.fr.ts';
import { fr as apocalyte } from '../../display/games/apocalyte/i18n/fr.ts';
import {
  DICE_FOR_FR as apocalyteDice,
  INSTRUCTIONS_FR as apocalyteInstructions,
} from '../../display/games/apocalyte/i18n/instructions.fr.ts';
import { phrases as apocalyteReport } from '../../display/games/apocalyte/i18n/report.ts';
import { scenarioNames } from '../../display/games/apocalyte/i18n/scenarios.ts';
import { say } from '../../display/games/apocalyte/model.ts';
import { voiceLines as apocalyteVoice } from '../../display/games/apocalyte/voice-lines.ts';
import { fr as apogee } from '../../display/games/apogee/i18n/fr.ts';
import { NAMES as apogeeNames } from '../../display/games/apogee/i18n/names.ts';
import { phrases as apogeeReport } from '../../display/games/apogee/i18n/report.ts';
import { voiceLines as apogeeVoice } from '../../display/games/apogee/voice-lines.ts';
import { fr as apophis } from '../../display/games/apophis/i18n/fr.ts';
import { phoneFr as apophisPhone } from '../../display/games/apophis/i18n/phone.fr.ts';
import { phrases as apophisReport } from '../../display/games/apophis/i18n/report.ts';
import { voiceLines as apophisVoice } from '../../display/games/apophis/voice-lines.ts';
import { fr as hall } from '../../display/hall/i18n.fr.ts';
import { fr as shell } from '../../display/i18n/fr.ts';
import { decimal, percent } from '../../display/i18n/numbers.ts';
import { fr as queue } from '../../display/queue/i18n.ts';
import { fr as voice } from '../../display/voice/i18n.fr.ts';
import { fr as watch } from '../../display/watch/i18n.fr.ts';
import { CONTINENT_FACTS, TERRITORY_FACTS } from '../../src/games/apocalyte/map.ts';
import { proofWordsFr } from '../../src/proof-words.fr.ts';

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
/** Words whose values are numbers (dice, a die's face): the sample name is not one of theirs. */
const NUMBERS_ONLY = [
  'apocalyteControl.ap.waitsDice',
  'apocalyteControl.ap.rerollDie',
  // A roll's values and a commitment's hex digits: never a name.
  'proof.proof.failure.unindexed',
  'proof.proof.lastRoll',
  'proofWordsFr.failure.unindexed',
  'proofWordsFr.lastRoll',
];

/** What is wrong in a French text, or null. */
function frenchProblem(text: string): string | null {
  const spaced = /([ \u00a0])([:;!?»])/.exec(text);
  if (spaced) return `a ${spaced[1] === ' ' ? 'plain' : 'no-break'} space before “${spaced[2]}”`;
  if (/«[ \u00a0]/.test(text)) return 'a plain space after «';
  // A word glued to the mark (the time's 10:00 and a URL's :// aside).
  const glued = /[A-Za-zÀ-ÿ’)]([;:!?])(\s|$)/.exec(text);
  if (glued) return `no space before “${glued[1]}”`;
  // (A sample that is not the word's value, `undefined` or an object, says nothing.)
  const unelided =
    /(?<![\p{L}-])(de|que|le|ne|se|je|me|te|jusque) (?!undefined\b)([AEIOUYÀÂÉÈÊÎÔÛaeiouyàâéèêîôû]\p{L}*)/iu.exec(
      text,
    );
  if (unelided) return `“${unelided[1]} ${unelided[2]}” is not elided`;
  if (/\p{L}'\p{L}/u.test(text)) return 'a straight apostrophe';
  // A decimal point between digits (a time's 10:00 and a version's v2.1 or "version 2.1" aside).
  const point = /(?<![v\d.]|version )\d+\.\d+(?![.\d])/.exec(text);
  if (point && !/^v/i.test(text.slice(Math.max(0, point.index - 1))))
    return `“${point[0]}”, a decimal point`;
  if (/(?<!\{)\bround\b(?!\})/i.test(text)) return '“round” (manche)';
  const one =
    /(?<![\d,])1 (dégâts|armées|dés|lancers|points|tours|manches|secondes|minutes)\b/.exec(text);
  if (one) return `“1 ${one[1]}”, a plural after 1`;
  return null;
}

/**
 * Every line the scenarios' own work tells the table (src/games/apocalyte/scenarios.ts: growth,
 * the meteorite, the rioters, the terminal phase, the mothership), as the screens say it in
 * French: each phrase key it writes, filled with a territory that takes "en", one that takes
 * "au", a list of them, counts of 1 and 2.
 */
function scenarioLines(): Record<string, string> {
  const source = readFileSync('src/games/apocalyte/scenarios.ts', 'utf8');
  const keys = [...new Set(Array.from(source.matchAll(/key: '([a-zA-Z.]+)'/g), (m) => m[1] ?? ''))];
  const dict = { ac: apocalyte.ac } as unknown as Parameters<typeof say>[0];
  const view = { players: [{ name: 'Ada' }, { name: 'Bo' }], scenario: 'aliens' } as Parameters<
    typeof say
  >[1];
  const lines: Record<string, string> = {};
  for (const key of keys)
    for (const [count, territory] of [
      [1, 'india'],
      [2, 'greenland'],
    ] as const) {
      const values = {
        count,
        territory,
        territories: 'india,greenland,northern-europe',
        seat: 0,
        value: count,
        left: count,
        fallen: count,
        total: 13,
      };
      lines[`${key} ${count}`] = say(dict, view, { key, values });
    }
  expect(keys.length).toBeGreaterThan(5);
  return lines;
}

describe('French typography in the shell’s words', () => {
  test('the checker itself catches each fault', () => {
    expect(frenchProblem('son coupé : cliquez')).toBe('a plain space before “:”');
    expect(frenchProblem('prêt ?')).toBe('a plain space before “?”');
    expect(frenchProblem('prêt\u00a0!')).toBe('a no-break space before “!”');
    expect(frenchProblem('« jeu »')).toBe('a plain space before “»”');
    expect(frenchProblem('terminé: oui')).toBe('no space before “:”');
    expect(frenchProblem('le tour de Ada')).toBe('“de Ada” is not elided');
    expect(frenchProblem("le tour d'Ada")).toBe('a straight apostrophe');
    expect(frenchProblem('11.1 %')).toBe('“11.1”, a decimal point');
    expect(frenchProblem('fin du round')).toBe('“round” (manche)');
    expect(frenchProblem('1 dégâts')).toBe('“1 dégâts”, a plural after 1');
    expect(
      frenchProblem(`le tour d’Ada${NARROW}: 10:00, «${NARROW}x${NARROW}», 11,1${NARROW}%`),
    ).toBeNull();
  });

  const dictionaries: [string, unknown, unknown[][]?][] = [
    ...Object.entries({ shell, after, report, hall, watch, apophis, apophisPhone }),
    ...Object.entries({ proof, voice, proofWordsFr, apogeeNames: apogeeNames.fr }),
    // The one number formatter every screen writes its numbers with (display/i18n/numbers.ts).
    [
      'numbers',
      {
        decimal: (x: number) => decimal(x + 0.25, 'fr', 2),
        percent: (x: number) => percent(x / 9, 'fr', 1),
      },
    ],
    ['apophisReport', apophisReport.fr, PHRASE_VALUES],
    ['apophisVoice', apophisVoice.map((line) => line.fr)],
    ...Object.entries({ apogee, apocalyte, apocalyteControl, apocalyteErrors }),
    ...Object.entries({ apocalyteInstructions, apocalyteDice }),
    ['apogeeReport', apogeeReport.fr, PHRASE_VALUES],
    ['apocalyteReport', apocalyteReport.fr, PHRASE_VALUES],
    // The queue's words (the visitor's page, the volunteer's panel at a convention).
    ['queue', queue],
    // Apocalyte's board and scenarios as the rules module names them in French.
    [
      'apocalyteNames',
      {
        continents: Object.values(CONTINENT_FACTS).map((facts) => facts.fr),
        territories: Object.values(TERRITORY_FACTS).map((facts) => facts.fr),
        scenarios: scenarioNames('fr'),
      },
    ],
    ['apocalyteScenarioLines', scenarioLines()],
    ['apogeeVoice', apogeeVoice.map((line) => line.fr)],
    ['apocalyteVoice', apocalyteVoice.map((line) => line.fr)],
  ];
  test('every line of the scenarios’ work has its French words', () => {
    // Said, and whole: no key in place of its line, no hole left unfilled.
    const untold = Object.entries(scenarioLines()).filter(
      ([key, line]) => line === key.split(' ')[0] || line.includes('{'),
    );
    expect(untold).toEqual([]);
  });

  for (const [name, words, samples] of dictionaries) {
    test(`${name}: a narrow no-break space before : ; ! ? », and elision`, () => {
      const texts = textsOf(words, name, [], samples);
      expect(texts.length).toBeGreaterThan(2);
      const problems = texts
        .filter(([path]) => !NUMBERS_ONLY.some((key) => path.startsWith(`${key}(["Ada"`)))
        .map(([path, text]) => [path, text, frenchProblem(text)])
        .filter(([, , problem]) => problem !== null);
      expect(problems).toEqual([]);
    });
  }
});
