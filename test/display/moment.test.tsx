// @vitest-environment happy-dom
// The launch as the room's moment on the big screen, from table states the reducer made: it
// takes the screen while the launch is under way and a few seconds after, each check with its
// die, the reroll question stated plainly, the headline in English and French, reduced motion;
// the box's notices shown large in the screen's language; the end with the launch that decided
// it (or how close it came) and its one action.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { BRIEF_MS } from '../../display/components/status.tsx';
import { tellShellOurErrors } from '../../display/games/apophis/i18n/index.ts';
import { apophisTable } from '../../display/games/apophis/model.ts';
import { LaunchMoment, LINGER_MS, momentShown } from '../../display/games/apophis/moment.tsx';
import { lang } from '../../display/i18n/index.ts';
import { clockOffset, receive } from '../../display/model.ts';
import { BigScreen } from '../../display/views/big-screen.tsx';
import { type Action, actions } from '../../src/games/apophis/actions.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
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

beforeAll(loadViews);
beforeEach(resetModel);
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

/** An advanced launch of Y3,G2,R1 (one fail safe) with these dice typed in. */
const advanced = (...dice: number[]): Action[] => [
  ...building(['Y3', 'G2', 'R1']),
  allSuits(T0 + 5000),
  ...dice.map((value, i) => actions.roll(T0 + 6000 + 1000 * i, value)),
];

const bigScreen = () => mount(<BigScreen send={null} controlUrl={null} />);
const moment = (root: ParentNode) => byTestId(root, 'launch-moment');
const absent = (root: ParentNode, id: string) =>
  expect(root.querySelector(`[data-testid="${id}"]`)).toBeNull();

describe('the launch takes the big screen', () => {
  test('no launch, no moment: the table as it is', () => {
    feed(playThrough(building(['Y2', 'R1'])));
    const root = bigScreen();
    absent(root, 'launch-moment');
    byTestId(root, 'odds');
  });

  test('under way: the rocket, the fuel row, the die awaited and the faces that pass it', () => {
    feed(playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5000)]), { rolling: true });
    const shown = moment(bigScreen());
    expect(shown.dataset.state).toBe('under-way');
    expect(byTestId(shown, 'moment-rocket').querySelectorAll('svg.pyramid')).toHaveLength(2);
    expect(byTestId(shown, 'moment-step-fuel').dataset.ok).toBe('true');
    const awaiting = byTestId(shown, 'moment-awaiting');
    expect(awaiting.dataset.step).toBe('accuracy');
    expect(awaiting.textContent).toContain('Roll the die: accuracy');
    // R13: d6 + Apophis 3 + blue 0 ≥ 7, as the referee's own judge says.
    expect(byTestId(awaiting, 'moment-faces').textContent).toContain('passes on 4, 5, 6');
    expect(byTestId(awaiting, 'die').classList.contains('rolling')).toBe(true);
    absent(shown, 'moment-headline');
  });

  test('R19: a failing die, its row dashed, what keeping it means, ROLL first', () => {
    feed(playThrough(advanced(5), { variant: 'advanced' })); // 5 + 3 yellow = 8: explodes
    const shown = moment(bigScreen());
    const pending = byTestId(shown, 'moment-pending');
    expect(pending.dataset.ok).toBe('false');
    expect(byTestId(pending, 'die').dataset.value).toBe('5');
    expect(pending.textContent).toContain('8 · explodes at 8');
    const question = byTestId(shown, 'moment-question');
    expect(question.dataset.ok).toBe('false');
    expect(question.textContent).toContain('This die fails · 1 fail safe left');
    expect(byTestId(question, 'moment-if-kept').dataset.code).toBe('exploded');
    expect(question.textContent).toContain('Kept, it means: Exploded on the pad');
    expect(question.textContent).toContain(
      'ROLL (R): spend a fail safe · OK twice (Enter): keep the failing die',
    );
  });

  test('R19: a good die says it succeeds, where it leads, and that one press keeps it', () => {
    feed(playThrough(advanced(1), { variant: 'advanced' }));
    const question = byTestId(moment(bigScreen()), 'moment-question');
    expect(question.dataset.ok).toBe('true');
    expect(question.textContent).toContain('This die succeeds');
    expect(question.textContent).toContain('Kept, it means: on to the next die: accuracy');
    expect(question.textContent).toContain('OK or START: keep it');
  });

  test('R19: a die rerolled shows the die it replaced', () => {
    const state = playThrough(
      [...advanced(5), actions.reroll(T0 + 7000), actions.roll(T0 + 8000, 2)],
      { variant: 'advanced' },
    );
    feed(state);
    const shown = moment(bigScreen());
    // No fail safe left: the new die stood at once and the launch goes on.
    const explosion = byTestId(shown, 'moment-step-explosion');
    expect(byTestId(explosion, 'die').dataset.value).toBe('2');
    expect(byTestId(explosion, 'moment-rerolled').textContent).toBe('rerolled from 5');
  });

  test('ended: the headline says what happened, then the table comes back', () => {
    const state = playThrough([
      ...building(['Y2', 'R1']),
      allSuits(T0 + 5000),
      actions.roll(T0 + 6000, 6),
      actions.roll(T0 + 7000, 6),
    ]);
    const shown = feed(state); // the screen's clock at the moment the launch ended
    const root = bigScreen();
    expect(moment(root).dataset.state).toBe('ended');
    const line = byTestId(moment(root), 'moment-headline');
    expect(line.dataset.code).toBe('damaged');
    expect(line.textContent).toContain('Apophis damaged: two more to destroy it');
    expect(line.textContent).toContain('deflection 1 of 5');
    expect(line.classList.contains('arrive')).toBe(true);
    expect(momentShown(shown, T0 + 7000 + LINGER_MS - 1)).toBe(true);
    expect(momentShown(shown, T0 + 7000 + LINGER_MS)).toBe(false);
    // The same state seen LINGER_MS later: the table, not the moment.
    clockOffset.value += LINGER_MS;
    act(() => receive({ type: 'state', state: { ...shown }, serverTime: T0 }));
    absent(root, 'launch-moment');
  });

  test('the table moving on (a build) gives the screen back at once', () => {
    const launched = [...building(['Y2', 'R1']), allSuits(T0 + 5000), actions.roll(T0 + 6000, 2)];
    feed(playThrough([...launched, actions.build(T0 + 6500, 'Y3')]));
    absent(bigScreen(), 'launch-moment');
  });

  test('a loss by time in the middle of a launch leaves the end screen, not the moment', () => {
    const state = playThrough([...advanced(5), actions.clock(T0 + 600_000)], {
      variant: 'advanced',
      timerSeconds: 600,
    });
    feed(state);
    const root = bigScreen();
    absent(root, 'launch-moment');
    byTestId(root, 'end');
  });

  test('headlines of each kind, in French', () => {
    lang.value = 'fr';
    const cases: [Section[], number[], string, string][] = [
      [
        ['R3', 'B2', 'Y1'],
        [],
        'no-fuel',
        'Pas assez de combustible : le missile n’a jamais décollé',
      ],
      [['Y2', 'R1'], [2], 'missed', 'Manqué'],
      [['Y2', 'R1'], [6, 1], 'no-effect', 'Touché, sans effet'],
      [['Y2', 'R1'], [6, 6], 'damaged', 'Apophis endommagé : encore deux dégâts pour le détruire'],
      [['Y2', 'G1'], [6, 6], 'deflection', 'Dévié : 1 sur 5'],
    ];
    for (const [rocket, dice, code, words] of cases) {
      feed(
        playThrough([
          ...building(rocket),
          allSuits(T0 + 5000),
          ...dice.map((value, i) => actions.roll(T0 + 6000 + 1000 * i, value)),
        ]),
      );
      const root = mount(<LaunchMoment state={apophisTable.value as ApophisState} />);
      const line = byTestId(root, 'moment-headline');
      expect(line.dataset.code).toBe(code);
      expect(line.querySelector('.moment-headline-text')?.textContent).toBe(words);
      unmountAll();
    }
  });

  test('reduced motion: no tumbling die, no arriving headline', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    feed(playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5000)]), { rolling: true });
    const root = bigScreen();
    expect(moment(root).dataset.motion).toBe('reduced');
    expect(byTestId(root, 'moment-awaiting').querySelector('svg.die.rolling')).toBeNull();
    unmountAll();
    feed(playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5000), actions.roll(T0 + 6000, 2)]));
    const ended = bigScreen();
    expect(byTestId(ended, 'moment-headline').classList.contains('arrive')).toBe(false);
  });
});

describe("the box's notices, large on the big screen", () => {
  const notice = (text: string, code?: string) =>
    act(() => receive({ type: 'notice', text, ...(code ? { code } : {}), serverTime: T0 }));

  test('the newest notice, in the screen’s language by its code', () => {
    lang.value = 'fr';
    feed(playThrough(advanced(5), { variant: 'advanced' }));
    tellShellOurErrors();
    const root = bigScreen();
    notice('OK: nothing to confirm now', 'box/nothing');
    notice(
      'this die fails (the rocket would explode): press OK again to accept it, or ROLL to spend a fail safe',
      'box/confirm-accept',
    );
    const shown = byTestId(root, 'notices').querySelectorAll('[data-testid="notice"]');
    expect(shown).toHaveLength(1);
    expect(shown[0]?.getAttribute('data-code')).toBe('box/confirm-accept');
    expect(shown[0]?.textContent).toBe(
      'Ce dé échoue : appuyez de nouveau sur OK pour le garder, ou sur ROLL pour dépenser une redondance.',
    );
    notice('press OK within 3 s to scrap the rocket (or hold SCRAP)', 'box/confirm-scrap');
    expect(byTestId(root, 'notice').textContent).toBe(
      'Appuyez sur OK dans les 3 s pour mettre le missile au rebut (ou maintenez SCRAP).',
    );
    notice('the game is over: press START to play again with the same set-up', 'box/game-over');
    expect(byTestId(root, 'notice').textContent).toContain('appuyez sur START pour rejouer');
  });

  test('R19: the question over a failing die goes once the table rerolls it', () => {
    const asked = playThrough(advanced(5), { variant: 'advanced' });
    feed(asked);
    const root = bigScreen();
    notice(
      'this die fails (the rocket would explode): press OK again to accept it, or ROLL to spend a fail safe',
      'box/confirm-accept',
    );
    notice('OK: nothing to confirm now', 'box/nothing');
    notice(
      'this die fails (the rocket would explode): press OK again to accept it, or ROLL to spend a fail safe',
      'box/confirm-accept',
    );
    expect(byTestId(root, 'notice').dataset.code).toBe('box/confirm-accept');
    feed(playThrough([...advanced(5), actions.reroll(T0 + 7000)], { variant: 'advanced' }));
    expect(byTestId(root, 'notice').dataset.code).toBe('box/nothing');
  });

  test('in English the module’s own sentence; gone a few seconds after it came', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      feed(playThrough(building([])));
      const root = bigScreen();
      notice('START does nothing now (hold it to pause)', 'box/nothing');
      expect(byTestId(root, 'notice').textContent).toBe(
        'START does nothing now (hold it to pause)',
      );
      act(() => void vi.advanceTimersByTime(BRIEF_MS));
      absent(root, 'notices');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the end', () => {
  /** Three launches of Y2,R1 with 6s: each hits and damages; the third destroys Apophis. */
  const destroyed = () => {
    const launchAt = (at: number): Action[] => [
      actions.build(at, 'Y2'),
      actions.build(at + 1, 'R1'),
      allSuits(at + 10),
      actions.roll(at + 20, 6),
      actions.roll(at + 30, 6),
    ];
    return playThrough([
      actions.start(T0),
      ...launchAt(T0 + 1000),
      ...launchAt(T0 + 2000),
      ...launchAt(T0 + 3000),
    ]);
  };

  test('a win: the launch that decided it, with its dice; START to play again', () => {
    feed(destroyed());
    const end = byTestId(bigScreen(), 'end');
    const decided = byTestId(end, 'end-decided');
    expect(decided.textContent).toContain('The launch that decided it');
    byTestId(decided, 'moment-step-damage');
    const dice = Array.from(decided.querySelectorAll('[data-testid="die"]'));
    expect(dice.map((die) => die.getAttribute('data-value'))).toEqual(['6', '6']);
    absent(end, 'end-closest');
    expect(byTestId(end, 'end-again').textContent).toBe(
      'Press START to play again with the same set-up',
    );
    byTestId(end, 'story-launches');
  });

  test('a loss: how close it came, and the launch the clock cut short', () => {
    const state = playThrough(
      [
        ...building(['Y2', 'R1']),
        allSuits(T0 + 5000),
        actions.roll(T0 + 6000, 6),
        actions.roll(T0 + 7000, 6), // one damage, one counter
        actions.build(T0 + 8000, 'Y2'),
        actions.build(T0 + 9000, 'R1'),
        allSuits(T0 + 10_000),
        actions.roll(T0 + 11_000, 6), // a hit; the damage die never comes
        actions.clock(T0 + 600_000),
      ],
      { timerSeconds: 600 },
    );
    feed(state);
    const end = byTestId(bigScreen(), 'end');
    expect(end.dataset.result).toBe('impact');
    const close = byTestId(end, 'end-closest');
    expect(byTestId(close, 'end-damages').textContent).toBe(
      '1 of 3 damages · 2 more would have destroyed it',
    );
    expect(byTestId(close, 'end-deflections').textContent).toBe('1 of 5 deflection counters');
    const cut = byTestId(close, 'end-cut-short');
    expect(cut.textContent).toContain('Time ran out in the middle of a launch');
    byTestId(cut, 'moment-step-accuracy');
    absent(end, 'end-decided');
    byTestId(end, 'end-again');
  });

  test('in French', () => {
    lang.value = 'fr';
    feed(destroyed());
    const end = byTestId(bigScreen(), 'end');
    expect(byTestId(end, 'end-decided').textContent).toContain('Le lancement décisif');
    expect(byTestId(end, 'end-again').textContent).toBe(
      'Appuyez sur START pour rejouer avec la même mise en place',
    );
  });
});
