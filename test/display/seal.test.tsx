// @vitest-environment happy-dom
// The seal of the game's dice on the big screen's and the phones' header (display/components/
// seal.tsx): the commitment's first 8 hex digits in both languages, nothing without one.

import { afterEach, expect, test } from 'vitest';
import { Seal } from '../../display/components/seal.tsx';
import { lang } from '../../display/i18n/index.ts';
import { byTestId, mount, unmountAll } from './fixtures.tsx';

afterEach(() => {
  unmountAll();
  lang.value = 'en';
});

test('"dice sealed: 93CF 604D", "dés scellés : 93CF 604D", and nothing before a box roll', () => {
  expect(byTestId(mount(<Seal sealed="93CF 604D" />), 'dice-seal').textContent).toBe(
    'dice sealed: 93CF 604D',
  );
  lang.value = 'fr';
  expect(byTestId(mount(<Seal sealed="93CF 604D" />), 'dice-seal').textContent).toBe(
    'dés scellés\u202f: 93CF 604D',
  );
  expect(mount(<Seal sealed={null} />).querySelector('[data-testid="dice-seal"]')).toBeNull();
});
