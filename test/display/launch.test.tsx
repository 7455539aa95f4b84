// @vitest-environment happy-dom
// The odds panel against the rules core's exact odds, the fuel check, and a launch drawn step by
// step from states the reducer made: dice, sums against what was needed, the reroll question.

import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LaunchSteps } from '../../display/games/apophis/launch.tsx';
import { launch, odds, points } from '../../display/games/apophis/model.ts';
import { FuelCheck, OddsPanel, percent } from '../../display/games/apophis/odds.tsx';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import { actions } from '../../src/games/apophis/actions.ts';
import { launchOdds } from '../../src/games/apophis/odds.ts';
import {
  allSuits,
  building,
  byTestId,
  feed,
  mount,
  playThrough,
  resetModel,
  T0,
  unmountAll,
} from './fixtures.tsx';

// French is fetched when asked: in before a test switches to it.
beforeAll(() => loadLanguage('fr'));
beforeEach(resetModel);
afterEach(unmountAll);

describe('the odds panel', () => {
  test('a lone small yellow: hits on 4, 5 or 6 (R13: d6 + 3 ≥ 7), nothing else', () => {
    feed(playThrough(building(['Y1'])));
    const root = mount(<OddsPanel odds={odds.value} variant="basic" />);
    expect(byTestId(root, 'odds-hit').textContent).toContain('50.0 %');
    // No chance at all is said whole.
    expect(root.querySelector('[data-testid="odds-damage"] dd')?.textContent).toBe('0 %');
    expect(root.querySelector('[data-testid="odds-win"] dd')?.textContent).toBe('0 %');
  });

  test('shows the rules core’s exact odds, updated as the rocket is built', () => {
    feed(playThrough(building(['Y3', 'R2'])));
    const root = mount(<OddsPanel odds={odds.value} variant="basic" />);
    const first = launchOdds({
      rocket: ['Y3', 'R2'],
      variant: 'basic',
      apophis: { value: 3, deflections: 0 },
    });
    expect(byTestId(root, 'odds-damage').textContent).toContain(percent(first.damage));
    const state = feed(playThrough(building(['Y3', 'R2', 'G1'])));
    mount(<OddsPanel odds={odds.value} variant="basic" />);
    const second = launchOdds({ rocket: state.rocket, variant: 'basic', apophis: state.apophis });
    const last = document.body.lastElementChild as HTMLElement;
    expect(byTestId(last, 'odds-deflection').textContent).toContain(percent(second.deflection));
    expect(second.deflection).toBeGreaterThan(0);
  });

  test('advanced: explosion and rerolls instead of deflection', () => {
    feed(playThrough(building(['Y3', 'G2', 'R1']), { variant: 'advanced' }));
    const root = mount(<OddsPanel odds={odds.value} variant="advanced" />);
    byTestId(root, 'odds-explode');
    expect(root.querySelector('[data-testid="odds-deflection"]')).toBeNull();
    expect(byTestId(root, 'odds-rerolls').textContent).toBe('1 reroll');
  });

  test('a rocket without enough fuel (R12) says the launch would fail', () => {
    feed(playThrough(building(['R3', 'B2', 'Y1'])));
    const root = mount(
      <>
        <FuelCheck points={points.value} />
        <OddsPanel odds={odds.value} variant="basic" />
      </>,
    );
    expect(byTestId(root, 'odds-no-fuel').textContent).toContain('not enough fuel');
    expect(byTestId(root, 'fuel-check').dataset.ok).toBe('false');
    expect(byTestId(root, 'fuel-check').textContent).toContain('yellow 1 of 6');
  });

  test('an empty rocket has no odds', () => {
    feed(playThrough(building([])));
    const root = mount(<OddsPanel odds={odds.value} variant="basic" />);
    expect(odds.value).toBeNull();
    expect(byTestId(root, 'odds').textContent).toContain('build a rocket');
  });
});

describe('the launch steps', () => {
  test('a miss: fuel checked, the die, the sum against 7, and the result (R12, R13)', () => {
    // Y2,R1: 3 points, 2 yellow ≥ 1 needed; roll 2 + value 3 + blue 0 = 5 < 7.
    feed(
      playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5_000), actions.roll(T0 + 6_000, 2)]),
    );
    const root = mount(<LaunchSteps launch={launch.value as never} rolling={false} />);
    const steps = Array.from(byTestId(root, 'launch-steps').querySelectorAll('li'));
    expect(steps.map((li) => li.dataset.testid)).toEqual([
      'launch-step-fuel',
      'launch-step-accuracy',
    ]);
    expect(byTestId(root, 'launch-step-fuel').dataset.ok).toBe('true');
    const accuracy = byTestId(root, 'launch-step-accuracy');
    expect(accuracy.dataset.ok).toBe('false');
    expect(byTestId(accuracy, 'die').dataset.value).toBe('2');
    expect(accuracy.textContent).toContain('5 against 7');
    expect(byTestId(root, 'launch-result').dataset.result).toBe('missed');
  });

  test('the result says what the launch did, in the headline’s words (R14)', () => {
    // Y2,R1: accuracy 6 + 3 ≥ 7 hits; damage 6 + 1 ≥ 7.
    feed(
      playThrough([
        ...building(['Y2', 'R1']),
        allSuits(T0 + 5_000),
        actions.roll(T0 + 6_000, 6),
        actions.roll(T0 + 7_000, 6),
      ]),
    );
    const root = mount(<LaunchSteps launch={launch.value as never} rolling={false} />);
    const result = byTestId(root, 'launch-result');
    expect(result.dataset.result).toBe('hit');
    expect(result.dataset.code).toBe('damaged');
    expect(result.textContent).toBe('Apophis damaged: two more to destroy it');
  });

  test('waiting for a die: which check, and the die tumbling while the box rolls', () => {
    feed(playThrough([...building(['Y2', 'R1']), allSuits(T0 + 5_000)]));
    const root = mount(<LaunchSteps launch={launch.value as never} rolling={true} />);
    const awaiting = byTestId(root, 'launch-awaiting');
    expect(awaiting.textContent).toContain('Roll the die: accuracy');
    expect(awaiting.querySelector('svg.die')?.classList.contains('rolling')).toBe(true);
  });

  test('advanced: the reroll question while fail safes remain (R19), in French', () => {
    lang.value = 'fr';
    // Y3,G2,R1: one reroll; explosion die 1 + 3 yellow = 4 < 8, no explosion, awaiting a decision.
    feed(
      playThrough(
        [...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5_000), actions.roll(T0 + 6_000, 1)],
        {
          variant: 'advanced',
        },
      ),
    );
    const root = mount(<LaunchSteps launch={launch.value as never} rolling={false} />);
    const pending = byTestId(root, 'launch-pending');
    expect(pending.dataset.ok).toBe('true');
    expect(pending.textContent).toContain('explose à 8');
    const question = byTestId(root, 'launch-decision').textContent;
    expect(question).toContain('Relancer ou accepter ? 1 redondance restante');
    expect(question).toContain('ce résultat réussit');
    expect(byTestId(root, 'launch-if-kept').textContent).toContain(
      'Gardé, cela donne : au dé suivant : précision',
    );
  });
});
