// @vitest-environment happy-dom
// The drawings: the rocket bottom to top with letter and suit on every pyramid, the supply,
// Apophis as the pyramids that remain, the counters, the launch sequence's slots.

import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { Apophis, LaunchSequence, Rocket, Supply } from '../../display/games/apophis/pieces.tsx';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import { actions } from '../../src/games/apophis/actions.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import {
  allSuits,
  building,
  byTestId,
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

const rocket: Section[] = ['Y3', 'R2', 'B1'];

describe('the rocket', () => {
  test('its sections in order, bottom to top, each with its letter, size and suit symbol', () => {
    const state = playThrough(building(rocket));
    const root = mount(<Rocket rocket={state.rocket} variant="basic" />);
    const items = Array.from(byTestId(root, 'rocket').querySelectorAll('li'));
    expect(items.map((li) => li.dataset.testid)).toEqual([
      'rocket-section-Y3',
      'rocket-section-R2',
      'rocket-section-B1',
    ]);
    // Colour-blind safe: the letter and the suit are drawn, not only the colour.
    const texts = items.map((li) => li.querySelector('svg')?.textContent);
    expect(texts).toEqual(['Y3♠', 'R2♥', 'B1♦']);
    expect(items[0]?.textContent).toContain('booster fuel');
  });

  test('pyramids are as wide as their size: large wider than medium wider than small', () => {
    const root = mount(<Rocket rocket={rocket} variant="basic" />);
    const widths = Array.from(root.querySelectorAll('svg.pyramid')).map((svg) =>
      Number(svg.getAttribute('viewBox')?.split(' ')[2]),
    );
    expect(widths[0]).toBeGreaterThan(widths[1] as number);
    expect(widths[1]).toBeGreaterThan(widths[2] as number);
  });

  test('an empty rocket says so', () => {
    const root = mount(<Rocket rocket={[]} variant="basic" />);
    expect(byTestId(root, 'rocket').textContent).toContain('no section yet');
  });

  test('in French, the roles are the game’s terms and green is a fail safe in the advanced rules', () => {
    lang.value = 'fr';
    const root = mount(<Rocket rocket={['G3', 'R2', 'B1']} variant="advanced" />);
    const text = byTestId(root, 'rocket').textContent;
    expect(text).toContain('redondance système');
    expect(text).toContain('ogive nucléaire');
    expect(text).toContain('système de guidage');
    expect(root.querySelector('svg')?.getAttribute('aria-label')).toBe(
      'G3 ♣, grande redondance système',
    );
  });
});

test('the supply shows what is not on the rocket, by colour', () => {
  const state = playThrough(building(rocket));
  const root = mount(<Supply supply={state.supply} variant="basic" />);
  const shown = Array.from(byTestId(root, 'supply').querySelectorAll('[data-testid^="supply-"]'));
  expect(shown).toHaveLength(9);
  for (const section of rocket)
    expect(root.querySelector(`[data-testid="supply-${section}"]`)).toBeNull();
  expect(root.querySelector('[data-testid="supply-G3"]')?.textContent).toBe('G3♣');
});

describe('Apophis', () => {
  test('a fresh Apophis: three nested pyramids, no damage, no counter', () => {
    const root = mount(
      <Apophis apophis={{ value: 3, damages: 0, deflections: 0 }} variant="basic" />,
    );
    for (const size of [1, 2, 3]) byTestId(root, `apophis-pyramid-${size}`);
    expect(root.querySelectorAll('[data-testid="damage-slot"][data-filled="true"]')).toHaveLength(
      0,
    );
    expect(root.querySelectorAll('[data-testid="deflection-counter"]')).toHaveLength(5);
  });

  test('after a damaging hit (R14) the large pyramid is gone and a counter is on', () => {
    // Y2,R1 launched: accuracy 6 + 3 ≥ 7 hits, damage 6 + 1 ≥ 7 damages.
    const state = playThrough([
      ...building(['Y2', 'R1']),
      allSuits(T0 + 5_000),
      actions.roll(T0 + 6_000, 6),
      actions.roll(T0 + 7_000, 6),
    ]);
    expect(state.apophis).toEqual({ value: 2, damages: 1, deflections: 1 });
    const root = mount(<Apophis apophis={state.apophis} variant="basic" />);
    byTestId(root, 'apophis-removed-3');
    byTestId(root, 'apophis-pyramid-2');
    byTestId(root, 'apophis-pyramid-1');
    expect(root.querySelector('[data-testid="apophis-pyramid-3"]')).toBeNull();
    expect(root.querySelectorAll('[data-testid="damage-slot"][data-filled="true"]')).toHaveLength(
      1,
    );
    expect(
      root.querySelectorAll('[data-testid="deflection-counter"][data-filled="true"]'),
    ).toHaveLength(1);
    expect(byTestId(root, 'apophis').textContent).toContain('value 2');
  });

  test('advanced rules: counters are a number that wins nothing (R17)', () => {
    const root = mount(
      <Apophis apophis={{ value: 1, damages: 2, deflections: 2 }} variant="advanced" />,
    );
    expect(root.querySelector('[data-testid="deflection-counter"]')).toBeNull();
    expect(byTestId(root, 'deflection-count').textContent).toContain('win nothing');
    expect(root.querySelectorAll('[data-testid="damage-slot"][data-filled="true"]')).toHaveLength(
      2,
    );
  });
});

test('the launch sequence marks the suits down (R9), in French as trèfles for clubs', () => {
  lang.value = 'fr';
  const state = playThrough([...building(['Y2', 'R1']), actions.suits(T0 + 5_000, ['clubs'])]);
  const root = mount(<LaunchSequence down={state.launchSequence} />);
  expect(byTestId(root, 'sequence-slot-clubs').dataset.down).toBe('true');
  expect(byTestId(root, 'sequence-slot-clubs').textContent).toBe('♣trèfles');
  expect(byTestId(root, 'sequence-slot-hearts').dataset.down).toBe('false');
});
