// @vitest-environment happy-dom
// Words for the people at the table, not for engineers: the box as ready, unlinked or absent
// (the firmware only in a tooltip), each chance on the odds panel explained in a short line,
// and an empty rocket's fuel said neutrally; in English and in French.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BoxLinkStatus } from '../../display/components/status.tsx';
import { odds, points } from '../../display/games/apophis/model.ts';
import { FuelCheck, OddsPanel } from '../../display/games/apophis/odds.tsx';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import type { BoxStatus } from '../../src/messages.ts';
import {
  building,
  byTestId,
  feed,
  mount,
  playThrough,
  resetModel,
  unmountAll,
} from './fixtures.tsx';

// French is fetched when asked: in before a test switches to it.
beforeAll(() => loadLanguage('fr'));
beforeEach(resetModel);
afterEach(unmountAll);

const BOXES: Record<string, BoxStatus> = {
  serial: { connected: true, source: 'serial', firmware: '1.0.0', path: '/dev/ttyACM0' },
  virtual: { connected: true, source: 'virtual', firmware: '1.0.0' },
  unplugged: {
    connected: false,
    source: 'serial',
    firmware: null,
    problem: 'port /dev/ttyACM0 gone',
  },
  none: { connected: false, source: 'none', firmware: null },
};

function boxSays(box: BoxStatus): { text: string; title: string | null; state: string } {
  const element = byTestId(mount(<BoxLinkStatus box={box} />), 'box-link');
  return {
    text: element.textContent ?? '',
    title: element.getAttribute('title'),
    state: element.dataset.state ?? '',
  };
}

describe('the box, in words for the room', () => {
  test('English: ready, not linked, no box; the firmware and the problem only in the tooltip', () => {
    expect(boxSays(BOXES.serial as BoxStatus)).toEqual({
      text: 'box ready',
      title: 'firmware 1.0.0',
      state: 'ready',
    });
    expect(boxSays(BOXES.virtual as BoxStatus).text).toBe('virtual box ready');
    expect(boxSays(BOXES.unplugged as BoxStatus)).toEqual({
      text: 'box not linked: check its cable',
      title: 'port /dev/ttyACM0 gone',
      state: 'unlinked',
    });
    expect(boxSays(BOXES.none as BoxStatus)).toEqual({
      text: 'no box: dice typed in on the phone',
      title: null,
      state: 'none',
    });
  });

  test('French', () => {
    lang.value = 'fr';
    expect(boxSays(BOXES.serial as BoxStatus)).toMatchObject({
      text: 'boîtier prêt',
      title: 'micrologiciel 1.0.0',
    });
    expect(boxSays(BOXES.virtual as BoxStatus).text).toBe('boîtier virtuel prêt');
    expect(boxSays(BOXES.unplugged as BoxStatus).text).toBe(
      'boîtier non relié : vérifiez son câble',
    );
    expect(boxSays(BOXES.none as BoxStatus).text).toBe(
      'pas de boîtier : dés saisis sur le téléphone',
    );
  });

  test('no engineer words on the wall', () => {
    for (const box of Object.values(BOXES)) {
      expect(boxSays(box).text).not.toMatch(/firmware|ttyACM|gone|·/);
    }
  });
});

const why = (root: HTMLElement, name: string) =>
  byTestId(root, `odds-${name}`).querySelector('.odds-why')?.textContent;

describe('the odds panel, for a newcomer', () => {
  test('basic: each chance says what it means, in English then in French', () => {
    feed(playThrough(building(['Y3', 'R2', 'G1'])));
    const root = mount(<OddsPanel odds={odds.value} variant="basic" />);
    expect(why(root, 'hit')).toBe('reaches Apophis');
    expect(why(root, 'damage')).toBe('Apophis loses a pyramid');
    expect(why(root, 'deflection')).toBe('a deflection counter');
    expect(why(root, 'win')).toBe('this launch wins the game');
    act(() => {
      lang.value = 'fr';
    });
    expect(why(root, 'hit')).toBe('atteint Apophis');
    expect(why(root, 'damage')).toBe('Apophis perd une pyramide');
    expect(why(root, 'deflection')).toBe('un compteur de déviation');
    expect(why(root, 'win')).toBe('ce lancement gagne la partie');
  });

  test('advanced: the explosion explained', () => {
    feed(playThrough(building(['Y3', 'G2', 'R1']), { variant: 'advanced' }));
    const root = mount(<OddsPanel odds={odds.value} variant="advanced" />);
    expect(why(root, 'explode')).toBe('blows up on the pad (advanced)');
    act(() => {
      lang.value = 'fr';
    });
    expect(why(root, 'explode')).toBe('explose sur le pas de tir (avancé)');
  });
});

describe('the fuel of an empty rocket', () => {
  test('no red cross, just "build a rocket"; a rocket short of fuel still gets its cross', () => {
    feed(playThrough(building([])));
    const root = mount(<FuelCheck points={points.value} />);
    const fuel = byTestId(root, 'fuel-check');
    expect(fuel.dataset.empty).toBe('true');
    expect(fuel.textContent).toContain('build a rocket');
    expect(fuel.textContent).not.toContain('✘');
    expect(fuel.querySelector('.bad')).toBeNull();
    act(() => {
      lang.value = 'fr';
    });
    expect(fuel.textContent).toContain('construisez un missile');

    feed(playThrough(building(['R3', 'B2', 'Y1'])));
    const short = byTestId(mount(<FuelCheck points={points.value} />), 'fuel-check');
    expect(short.dataset.empty).toBe('false');
    expect(short.querySelector('.bad')?.textContent).toBe('✘');
  });
});
