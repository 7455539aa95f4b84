// @vitest-environment happy-dom
// The big screen as a whole: lobby with the control QR code, play, overlays, the end and its
// story, the keyboard; and both languages, checked for English left on the French screens.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { en as apophisEn } from '../../display/games/apophis/i18n/en.ts';
import { fr as apophisFr } from '../../display/games/apophis/i18n/fr.ts';
import { tellShellOurErrors } from '../../display/games/apophis/i18n/index.ts';
import { phoneEn } from '../../display/games/apophis/i18n/phone.en.ts';
import { phoneFr } from '../../display/games/apophis/i18n/phone.fr.ts';
import { en as shellEn } from '../../display/i18n/en.ts';
import { fr as shellFr } from '../../display/i18n/fr.ts';
import { gameErrors, lang, refusalText } from '../../display/i18n/index.ts';
import { linkState, receive } from '../../display/model.ts';
import { BigScreen, keyButton } from '../../display/views/big-screen.tsx';
import { Control } from '../../display/views/control.tsx';
import { actions } from '../../src/games/apophis/actions.ts';
import type { Command } from '../../src/messages.ts';
import {
  allSuits,
  building,
  byTestId,
  feed,
  loadViews,
  mount,
  playThrough,
  resetModel,
  T0,
  unmountAll,
} from './fixtures.tsx';

/** Every word of Apophis's screens, the shell's included, by language, as its dictionary merges them. */
// The phone's own words too: the screens below draw the control page beside the big screen.
const DICTIONARIES = {
  en: { ...shellEn, ...apophisEn, ...phoneEn },
  fr: { ...shellFr, ...apophisFr, ...phoneFr },
};

beforeAll(loadViews);
beforeEach(resetModel);
afterEach(unmountAll);

const URL_WITH_TOKEN = 'http://table.local:8080/control?token=abc123';

describe('the lobby', () => {
  test('the game about to be played and the control link as a QR code', () => {
    feed(playThrough([], { players: 3, timerSeconds: 720 }));
    const root = mount(<BigScreen send={null} controlUrl={URL_WITH_TOKEN} />);
    expect(byTestId(root, 'lobby-game').textContent).toBe(
      '3 players · deal 3 cards each · timer 12:00 · basic rules',
    );
    const qr = byTestId(root, 'control-qr');
    expect(qr.getAttribute('aria-label')).toBe(URL_WITH_TOKEN);
    // A version-3 code or larger is at least 29 modules + 8 of margin, drawn as one path of squares.
    const size = Number(qr.getAttribute('viewBox')?.split(' ')[2]);
    expect(size).toBeGreaterThanOrEqual(37);
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)?.length).toBeGreaterThan(100);
    expect(byTestId(root, 'control-url').textContent).toBe(URL_WITH_TOKEN);
    byTestId(root, 'press-start');
  });

  test('without the token, it says where to find the link', () => {
    feed(playThrough([]));
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    expect(byTestId(root, 'control-no-token').textContent).toContain('link printed by the service');
    expect(root.querySelector('[data-testid="control-qr"]')).toBeNull();
  });
});

describe('overlays', () => {
  test('PAUSED (R21), the shuffle countdown (R11), a lost box, a lost socket', () => {
    feed(playThrough([actions.start(T0), actions.pause(T0 + 1000)]));
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    byTestId(root, 'overlay-paused');
    expect(root.querySelector('[data-testid="overlay-shuffle"]')).toBeNull();
    feed(playThrough([actions.start(T0), actions.shuffle(T0 + 1000)]), {
      connected: false,
      problem: 'port gone',
    });
    byTestId(root, 'overlay-shuffle');
    expect(byTestId(root, 'overlay-box').textContent).toContain('port gone');
    expect(root.querySelector('[data-testid="overlay-paused"]')).toBeNull();
    expect(root.querySelector('[data-testid="overlay-reconnecting"]')).toBeNull();
    act(() => {
      linkState.value = 'reconnecting';
    });
    expect(byTestId(root, 'overlay-reconnecting').textContent).toBe('Reconnecting…');
  });
});

test('playing: timer, Apophis, rocket, sequence, supply, odds; a launch replaces the odds', () => {
  feed(playThrough(building(['Y2', 'R1'])));
  const root = mount(<BigScreen send={null} controlUrl={null} />);
  for (const id of [
    'timer',
    'apophis',
    'rocket',
    'launch-sequence',
    'supply',
    'odds',
    'fuel-check',
    'events',
  ]) {
    byTestId(root, id);
  }
  feed(playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5000)]));
  byTestId(root, 'launch-steps');
  expect(root.querySelector('[data-testid="odds"]')).toBeNull();
  expect(byTestId(root, 'events').textContent).toContain(
    'launch sequence: ♣ clubs, ♥ hearts, ♦ diamonds, ♠ spades',
  );
});

test('the end: won by destruction, with the story of the game', () => {
  // Three damaging launches of Y2,R1 with 6s: 6 + 3 ≥ 7, 6 + 2 ≥ 7, 6 + 1 ≥ 7 hit; 6 + 1 damages.
  const launchAt = (at: number) => [
    ...['Y2', 'R1'].map((section, i) => actions.build(at + i, section as 'Y2' | 'R1')),
    allSuits(at + 10),
    actions.roll(at + 20, 6),
    actions.roll(at + 30, 6),
  ];
  const state = playThrough([
    actions.start(T0),
    ...launchAt(T0 + 1000),
    ...launchAt(T0 + 2000),
    ...launchAt(T0 + 3000),
  ]);
  expect(state.phase).toBe('won');
  feed(state);
  const root = mount(<BigScreen send={null} controlUrl={null} />);
  const end = byTestId(root, 'end');
  expect(end.dataset.result).toBe('destroyed');
  expect(byTestId(end, 'story-launches').textContent).toBe('launches3');
  expect(byTestId(end, 'story-hits').textContent).toBe('hits3');
  expect(byTestId(end, 'story-damages').textContent).toBe('damages3');
  expect(byTestId(end, 'story-time-used').textContent).toBe('time used00:03');
});

describe('the keyboard (with the token)', () => {
  test('keys are the box’s buttons: S START, R ROLL, X SCRAP, H SHUFFLE, Enter OK, P a held START', () => {
    expect(keyButton('s')).toEqual({ button: 'START', gesture: 'PRESS' });
    expect(keyButton('S')).toEqual({ button: 'START', gesture: 'PRESS' });
    expect(keyButton('r')).toEqual({ button: 'ROLL', gesture: 'PRESS' });
    expect(keyButton('x')).toEqual({ button: 'SCRAP', gesture: 'PRESS' });
    expect(keyButton('h')).toEqual({ button: 'SHUFFLE', gesture: 'PRESS' });
    expect(keyButton('Enter')).toEqual({ button: 'OK', gesture: 'PRESS' });
    expect(keyButton('P')).toEqual({ button: 'START', gesture: 'LONG' });
    expect(keyButton('q')).toBeNull();
    expect(keyButton('constructor')).toBeNull();
  });

  test('a key press sends its button, whatever the phase; the game says what it means', () => {
    feed(playThrough([actions.start(T0)]));
    const sent: Command[] = [];
    mount(<BigScreen send={(command) => void sent.push(command)} controlUrl={null} />);
    const press = (key: string) =>
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key })));
    press('h');
    press('x');
    press('Enter');
    press('q');
    expect(sent).toEqual([
      { type: 'button', button: 'SHUFFLE', gesture: 'PRESS' },
      { type: 'button', button: 'SCRAP', gesture: 'PRESS' },
      { type: 'button', button: 'OK', gesture: 'PRESS' },
    ]);
  });

  test('a key that does nothing now says why, large, as the box does (in French by its code)', () => {
    lang.value = 'fr';
    tellShellOurErrors();
    feed(playThrough([actions.start(T0)]));
    const root = mount(<BigScreen send={() => undefined} controlUrl={null} />);
    act(() =>
      receive(
        {
          type: 'result',
          id: 'k1',
          ok: false,
          error: 'OK: nothing to confirm now',
          code: 'box/nothing',
        },
        'keyboard',
      ),
    );
    const shown = byTestId(root, 'notices').textContent ?? '';
    expect(shown).toContain('Ce bouton ne fait rien maintenant.');
    expect(shown).not.toContain('nothing to confirm');
  });

  test('without the token the keys send nothing', () => {
    feed(playThrough([actions.start(T0)]));
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 's' })));
    expect(root.querySelector('.keys')).toBeNull();
  });
});

describe('languages', () => {
  /** English words of the dictionary that French writes differently. */
  const englishOnly = (() => {
    const words: string[] = [];
    const walk = (en: unknown, fr: unknown) => {
      if (typeof en === 'string' && typeof fr === 'string') {
        if (en !== fr && en.length > 3) words.push(en);
      } else if (en && typeof en === 'object' && fr && typeof fr === 'object') {
        for (const key of Object.keys(en)) {
          walk((en as Record<string, unknown>)[key], (fr as Record<string, unknown>)[key]);
        }
      }
    };
    walk(DICTIONARIES.en, DICTIONARIES.fr);
    return words;
  })();

  /** `word` standing on its own in `text` ("miss" is not in "missile"). */
  const containsWord = (text: string, word: string) =>
    new RegExp(
      `(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'u',
    ).test(text);

  const screens: [string, () => void][] = [
    ['lobby', () => feed(playThrough([]))],
    ['play', () => feed(playThrough(building(['Y3', 'R2', 'G1'])))],
    [
      'launch',
      () =>
        feed(
          playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5000), actions.roll(T0 + 6000, 2)]),
        ),
    ],
    ['paused', () => feed(playThrough([actions.start(T0), actions.pause(T0 + 5)]))],
  ];

  test.each(screens)(
    'the French %s screens carry no English word of the dictionary',
    (_name, setUp) => {
      lang.value = 'fr';
      setUp();
      const root = mount(
        <>
          <BigScreen send={() => undefined} controlUrl={URL_WITH_TOKEN} />
          <Control send={() => undefined} />
        </>,
      );
      const text = root.textContent ?? '';
      expect(text.length).toBeGreaterThan(100);
      const left = englishOnly.filter((word) => containsWord(text, word));
      expect(left).toEqual([]);
    },
  );

  test('the same screens in English do show those words (the check can fail)', () => {
    feed(playThrough(building(['Y3', 'R2', 'G1'])));
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    const text = root.textContent ?? '';
    expect(englishOnly.filter((word) => containsWord(text, word)).length).toBeGreaterThan(5);
  });

  test('the game’s French terms (R3: green is trèfles)', () => {
    const { fr } = DICTIONARIES;
    expect(fr.suit.clubs).toBe('trèfles');
    expect(fr.role.basic).toEqual({
      green: 'ogive de déviation',
      red: 'ogive nucléaire',
      blue: 'système de guidage',
      yellow: 'combustible pour boosters',
    });
    expect(fr.role.advanced.green).toBe('redondance système');
  });

  test('refusals: by code in French, the server’s sentence otherwise', () => {
    tellShellOurErrors();
    const sentence = 'shuffling: 7 s left';
    expect(refusalText(DICTIONARIES.fr, sentence, 'shuffle/in-progress')).toBe(
      'Mélange en cours : encore 7 s.',
    );
    expect(refusalText(DICTIONARIES.fr, 'something new', 'no/such-code')).toBe('something new');
    expect(refusalText(DICTIONARIES.fr, 'no code at all')).toBe('no code at all');
    expect(refusalText(DICTIONARIES.en, sentence, 'shuffle/in-progress')).toBe(sentence);
  });

  test('a seated game’s teaching refusal in French (its game’s words do not hold it: the shell’s do)', () => {
    gameErrors.value = () => ({});
    const english = 'this step moves on when the table does it: play it, or skip the teaching';
    expect(refusalText(DICTIONARIES.fr, english, 'teach/play')).toBe(
      'cette étape avance quand la table la joue\u202f: jouez-la, ou passez l’apprentissage',
    );
    expect(refusalText(DICTIONARIES.en, english, 'teach/play')).toBe(english);
  });
});
