// @vitest-environment happy-dom
// Learn by playing on screen for Apogee and Apocalyte (issue 34, AG52, AC56): each step of their
// teaching, reached by the module's own reducer, shows on the big screen's teach card and the
// phone's with the game's words (English and French) and, on the pitch, its picture; "Next" on a
// tap step only, "Skip teaching" on every step, and the phone sends them.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { teachWords as apocalyteWords } from '../../display/games/apocalyte/teach.ts';
import { teachWords as apogeeWords } from '../../display/games/apogee/teach.ts';
import type { GameTeach } from '../../display/games/seam.ts';
import { lang } from '../../display/i18n/index.ts';
import { clockOffset, receive } from '../../display/model.ts';
import { BigScreen } from '../../display/views/big-screen.tsx';
import { Control } from '../../display/views/control.tsx';
import type { AnyGameModule } from '../../src/game.ts';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import { TEACH_PLAN as APOCALYTE_PLAN } from '../../src/games/apocalyte/teach.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { TEACH_PLAN as APOGEE_PLAN } from '../../src/games/apogee/teach.ts';
import { type Command, toPublicState } from '../../src/messages.ts';
import { byTestId, click, loadViews, mount, resetModel, T0, unmountAll } from './fixtures.tsx';

beforeAll(loadViews);
beforeEach(resetModel);
afterEach(unmountAll);

type Act = Record<string, unknown> & { type: string };

/** A table of `module` driven by its reducer, shown to the screens after each action. */
function driven(module: AnyGameModule, newGame: Act) {
  let state = module.lobby();
  let at = T0;
  const run = (action: Act) => {
    at += 1000;
    const applied = module.reduce(state, { ...action, at });
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    state = applied.state;
    const shown = toPublicState(module, state, {
      now: at,
      gameId: 'g-teach',
      box: { connected: true, source: 'virtual', firmware: '2.2.0' },
    });
    clockOffset.value = at - Date.now();
    act(() => receive({ type: 'state', state: shown, serverTime: at }));
  };
  run(newGame);
  return { run, state: () => state };
}

const frenchTypography = (text: string) => {
  expect(text, text).not.toMatch(/ [:;!?]/);
  expect(text, text).not.toMatch(/'/);
};

const GAMES = [
  {
    id: 'apogee',
    module: apogee as AnyGameModule,
    plan: APOGEE_PLAN,
    words: apogeeWords,
    newGame: {
      type: 'newGame',
      game: 'apogee',
      mission: 1,
      version: 3,
      teach: true,
      players: [
        { name: 'Ada', colour: 'blue', authority: 3 },
        { name: 'Bo', colour: 'red', authority: 1 },
      ],
    },
    /** The table's presses after the pitch's taps: each moves to the next step. */
    after: [{ type: 'start' }, { type: 'advance' }, { type: 'advance' }],
  },
  {
    id: 'apocalyte',
    module: apocalyte as AnyGameModule,
    plan: APOCALYTE_PLAN,
    words: apocalyteWords,
    newGame: {
      type: 'newGame',
      game: 'apocalyte',
      rules: 3,
      teach: true,
      players: [
        { name: 'Ada', colour: 'red', letter: 'A' },
        { name: 'Bo', colour: 'blue', letter: 'B' },
      ],
    },
    after: [{ type: 'start' }, { type: 'confirm' }],
  },
];

describe.each(GAMES)(
  '$id: the teaching on screen',
  ({ id, module, plan, words, newGame, after }) => {
    test('every step has its words in both languages, French typography kept', () => {
      const teach: GameTeach['words'] = words;
      for (const step of plan) {
        for (const language of ['en', 'fr'] as const) {
          const said = teach[language][step.id];
          expect(said?.title, `${id} ${step.id} ${language}`).toBeTruthy();
          expect(said?.say.length ?? 0).toBeGreaterThan(20);
        }
        frenchTypography(teach.fr[step.id]?.title ?? '');
        frenchTypography(teach.fr[step.id]?.say ?? '');
      }
      expect(Object.keys(teach.en).sort()).toEqual(plan.map((s) => s.id).sort());
      expect(Object.keys(teach.fr).sort()).toEqual(plan.map((s) => s.id).sort());
    });

    test('the pitch with its picture, then the steps the table plays, in English and French', async () => {
      const table = driven(module, newGame);
      const big = mount(<BigScreen send={null} controlUrl={null} />);
      const sent: Command[] = [];
      const phone = mount(<Control send={(command) => void sent.push(command)} />);
      const card = () => byTestId(big, 'teach-card');
      // The cards and the game's words come in their own chunk, the first time a table teaches.
      await vi.waitFor(() => {
        card();
        byTestId(phone, 'teach-phone');
      });
      expect(card().dataset.step).toBe('pitch');
      expect(byTestId(big, 'teach-title').textContent).toBe(words.en.pitch?.title);
      expect(byTestId(big, 'teach-say').textContent).toBe(words.en.pitch?.say);
      const picture = byTestId(big, 'teach-picture').querySelector('svg');
      expect(picture?.getAttribute('viewBox')).toBe('0 0 400 300');
      expect(picture?.dataset.testid).toBe(`${id}-teach-picture`);
      expect(byTestId(big, 'teach-count').textContent).toContain(`step 1 of ${plan.length}`);
      // The phone: the words, Next (a tap step) and Skip; Next sends the teaching's command.
      expect(byTestId(phone, 'teach-phone').textContent).toContain(words.en.pitch?.title ?? '');
      click(byTestId(phone, 'teach-next'));
      expect(sent.at(-1)).toEqual({ type: 'teach', do: 'next' });
      act(() => {
        lang.value = 'fr';
      });
      expect(byTestId(big, 'teach-title').textContent).toBe(words.fr.pitch?.title);
      expect(byTestId(phone, 'teach-next').textContent).toBe('Suivant');
      act(() => {
        lang.value = 'en';
      });
      // Through every tap step before the table's first press, then each press a step on.
      while (card().dataset.next === 'tap') table.run({ type: 'teach', do: 'next' });
      for (const action of after) {
        const before = card().dataset.step;
        expect(phone.querySelector('[data-testid="teach-next"]')).toBeNull();
        expect(byTestId(phone, 'teach-skip')).toBeTruthy();
        table.run(action);
        const now = card().dataset.step ?? '';
        expect(now, `${action.type} moves on from ${before}`).not.toBe(before);
        expect(byTestId(big, 'teach-title').textContent).toBe(words.en[now]?.title);
        // The box's buttons for the step, drawn on the card.
        const lit = plan.find((s) => s.id === now)?.lit ?? [];
        for (const button of lit) byTestId(big, `teach-lit-${button}`);
      }
      // Skip from a middle step: the card goes, the game goes on.
      click(byTestId(phone, 'teach-skip'));
      expect(sent.at(-1)).toEqual({ type: 'teach', do: 'skip' });
      table.run({ type: 'teach', do: 'skip' });
      expect(big.querySelector('[data-testid="teach-card"]')).toBeNull();
      expect(phone.querySelector('[data-testid="teach-phone"]')).toBeNull();
      expect(module.status(table.state())).toBe('playing');
    });
  },
);
