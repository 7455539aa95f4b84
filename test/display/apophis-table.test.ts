// @vitest-environment happy-dom
// Apophis at the table (issue 32): a chance is never wider than "99.9 %" (a certain one is
// "100 %", an uncertain one never rounds to it: "100.0 %" ran into the damage odds), in French
// with a decimal comma and a narrow no-break space; and a press asking to be confirmed ("press OK
// within 3 s to scrap") leaves the screen with the change that answers it, not seconds after.

import { beforeEach, describe, expect, test } from 'vitest';
import { percent } from '../../display/games/apophis/odds.tsx';
import { notices, receive } from '../../display/model.ts';
import type { PublicState } from '../../src/messages.ts';

describe('a chance as the odds panel writes it', () => {
  test('certain and impossible are whole; nothing else rounds to them', () => {
    expect(percent(1, 'en')).toBe('100 %');
    expect(percent(0, 'en')).toBe('0 %');
    expect(percent(0.99996, 'en')).toBe('99.9 %');
    expect(percent(0.00001, 'en')).toBe('0.1 %');
    expect(percent(0.111, 'en')).toBe('11.1 %');
  });

  test('never wider than "99.9 %", in either language', () => {
    for (let i = 0; i <= 10_000; i++) {
      for (const lang of ['en', 'fr'] as const)
        expect(percent(i / 10_000, lang).length).toBeLessThanOrEqual('99.9 %'.length);
    }
  });

  test('French: a decimal comma and a narrow no-break space', () => {
    expect(percent(0.111, 'fr')).toBe('11,1\u202f%');
    expect(percent(1, 'fr')).toBe('100\u202f%');
  });
});

describe('a press asking to be confirmed', () => {
  const state = { game: 'apophis', status: 'playing' } as unknown as PublicState;
  beforeEach(() => {
    notices.value = [];
  });

  test('goes when the table changes (the scrap done), other notices stay', () => {
    receive({ type: 'notice', text: 'no launch under way', code: 'launch/none', serverTime: 0 });
    receive({
      type: 'notice',
      text: 'press OK within 3 s to scrap the rocket (or hold SCRAP)',
      code: 'box/confirm-scrap',
      serverTime: 0,
    });
    expect(notices.value.map((n) => n.code)).toEqual(['launch/none', 'box/confirm-scrap']);
    receive({ type: 'state', state, serverTime: 0 });
    expect(notices.value.map((n) => n.code)).toEqual(['launch/none']);
  });
});
