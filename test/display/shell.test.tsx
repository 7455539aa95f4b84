// @vitest-environment happy-dom
/// <reference types="vite/client" />
// The screens' shell with a game it has never heard of: Coin race, a game that exists only in
// the tests. The header, the keyboard (the box's buttons), the overlays, the virtual box and
// the control page's frame are the shell's; the table is the game's view, chosen by state.game.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { preloadGameView } from '../../display/components/game-view.tsx';
import { GAME_CONTROLS, GAME_VIEWS } from '../../display/games/index.ts';
import { registryOf } from '../../display/games/registry.ts';
import type { GameMeta, GameView, GameViews } from '../../display/games/seam.ts';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import { receive } from '../../display/model.ts';
import { BigScreen } from '../../display/views/big-screen.tsx';
import { Control } from '../../display/views/control.tsx';
import { Watch } from '../../display/watch/watch.tsx';
import type { BoxStatus, Command } from '../../src/messages.ts';
import { toPublicState } from '../../src/messages.ts';
import { PAUSED_WHY, type PausedWhy } from '../../src/table/clock-return.ts';
import { game as coinView } from '../games/coin-race/display/index.tsx';
import { type CoinState, type CoinView, coin, lobby, reduce } from '../games/coin-race/module.ts';
import { byTestId, click, mount, resetModel, T0, unmountAll } from './fixtures.tsx';

// Coin race's screens, its folder read as the product reads display/games/ (./new-game-folder.test.tsx).
const COIN = registryOf(
  import.meta.glob<{ meta: GameMeta }>('../games/coin-race/display/meta.ts', { eager: true }),
  import.meta.glob<{ game: GameView }>('../games/coin-race/display/index.tsx'),
);
const VIEWS: GameViews = { ...GAME_VIEWS, ...COIN.views };
const CONTROLS: GameViews = { ...GAME_CONTROLS, ...COIN.controls };

// French is fetched when asked: in before a test switches to it.
beforeAll(() => loadLanguage('fr'));
beforeAll(() => preloadGameView(VIEWS, 'coin'));
beforeAll(() => preloadGameView(CONTROLS, 'coin'));
beforeEach(resetModel);
afterEach(unmountAll);

function race(...types: ('start' | 'pause' | 'resume')[]): CoinState {
  let state = lobby(2);
  for (const [i, type] of types.entries()) {
    const applied = reduce(state, { type, at: T0 + i * 1000 });
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
  }
  return state;
}

function show(
  state: CoinState,
  box: Partial<BoxStatus> = {},
  pausedWhy: PausedWhy | null = null,
  endedEarly: { by: 'phone' | 'hall'; at: number } | null = null,
): void {
  const shown = toPublicState(coin, state, {
    now: T0,
    gameId: 'race-1',
    box: { connected: true, source: 'virtual', firmware: '1.0.0', ...box },
    pausedWhy,
    endedEarly,
  });
  act(() => receive({ type: 'state', state: shown, serverTime: T0 }));
}

describe('the shell, playing a game it does not know', () => {
  test("the big screen draws the shell around the game's own view", () => {
    show(race('start'));
    const root = mount(<BigScreen send={() => undefined} controlUrl={null} views={VIEWS} />);
    expect(byTestId(root, 'big-screen').dataset.game).toBe('coin');
    expect(byTestId(root, 'coin-board').textContent).toBe('heads 0 : 0 · side 1 to flip');
    byTestId(root, 'box-link');
    expect(root.querySelector('.keys')?.textContent).toContain('S START');
    expect(root.querySelector('[data-testid="overlay-paused"]')).toBeNull();
  });

  test("the keyboard presses the box's buttons, whatever the game", () => {
    show(race('start'));
    const sent: Command[] = [];
    mount(
      <BigScreen send={(command) => void sent.push(command)} controlUrl={null} views={VIEWS} />,
    );
    for (const key of ['r', 'x', 'Enter', 'p'])
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key })));
    expect(sent).toEqual([
      { type: 'button', button: 'ROLL', gesture: 'PRESS' },
      { type: 'button', button: 'SCRAP', gesture: 'PRESS' },
      { type: 'button', button: 'OK', gesture: 'PRESS' },
      { type: 'button', button: 'START', gesture: 'LONG' },
    ]);
  });

  test('PAUSED is the shell’s, from the status every game reports', () => {
    show(race('start', 'pause'));
    const root = mount(<BigScreen send={null} controlUrl={null} views={VIEWS} />);
    byTestId(root, 'overlay-paused');
    expect(root.querySelector('[data-testid="paused-why"]')).toBeNull();
  });

  test('a game the table paused on its return: why, on the big screen and the phone, in each language', () => {
    show(race('start', 'pause'), {}, PAUSED_WHY.stepped);
    const big = mount(<BigScreen send={null} controlUrl={null} views={VIEWS} />);
    const phone = mount(<Control send={() => undefined} views={CONTROLS} />);
    for (const root of [big, phone]) {
      expect(byTestId(root, 'paused-why').textContent).toBe(PAUSED_WHY.stepped.en);
    }
    expect(byTestId(big, 'overlay-paused').textContent).toContain('clock was changed');
    act(() => {
      lang.value = 'fr';
    });
    for (const root of [big, phone]) {
      expect(byTestId(root, 'paused-why').textContent).toMatch(/^En pause\u202f: l’horloge/);
    }
    // Resumed: the reason goes with the pause.
    show(race('start', 'pause', 'resume'), {}, PAUSED_WHY.stepped);
    expect(big.querySelector('[data-testid="paused-why"]')).toBeNull();
    expect(phone.querySelector('[data-testid="paused-why"]')).toBeNull();
  });

  test('a game ended early: said once by the big screen, the spectators’ page and the phone, until the next game starts, in each language', () => {
    // Issue 32: "a game ended early drops to set-up with no word of it" but on the phone that
    // ended it; the table says it in the lobby's state, for every screen.
    show(race(), {}, null, { by: 'phone', at: T0 });
    const screens = [
      mount(<BigScreen send={null} controlUrl={null} views={VIEWS} />),
      mount(<Watch tableId="table-1" views={VIEWS} />),
      mount(<Control send={() => undefined} views={CONTROLS} />),
    ];
    const said = (root: HTMLElement) =>
      Array.from(root.querySelectorAll('[data-testid="ended-early"]')).map((p) => p.textContent);
    for (const root of screens)
      expect(said(root)).toEqual(['The last game was ended early, from a phone.']);
    show(race(), {}, null, { by: 'hall', at: T0 });
    act(() => {
      lang.value = 'fr';
    });
    for (const root of screens)
      expect(said(root)).toEqual([
        'La dernière partie a été terminée avant sa fin, depuis le hall de la convention.',
      ]);
    // A game under way: the word goes.
    show(race('start'), {}, null, { by: 'hall', at: T0 });
    for (const root of screens) expect(said(root)).toEqual([]);
  });

  test("the control page: the game's panel, lit or dimmed by its own guard; the virtual box", () => {
    const sent: [Command, string][] = [];
    show(race());
    const root = mount(
      <Control send={(command, place) => void sent.push([command, place])} views={CONTROLS} />,
    );
    expect(byTestId(root, 'coin-flip').dataset.ready).toBe('false');
    click(byTestId(root, 'coin-flip'));
    expect(byTestId(root, 'refusal-coin').textContent).toBe('press START to begin the race');
    show(race('start'));
    click(byTestId(root, 'coin-flip'));
    click(byTestId(root, 'box-START'));
    expect(sent[0]).toEqual([{ type: 'flip' }, 'coin']);
    byTestId(root, 'virtual-box');
  });

  test("the virtual box's display on the control page, as the firmware drew it", () => {
    show(race('start'), {
      protocol: 2,
      display: true,
      screen: { digits: '0019', colon: true, on: true },
    });
    const root = mount(<Control send={() => undefined} views={CONTROLS} />);
    const digits = byTestId(root, 'box-digits');
    expect(digits.dataset.text).toBe('00:19');
    expect(digits.querySelector('.colon.lit')).not.toBeNull();
    show(race('start', 'pause'), {
      protocol: 2,
      display: true,
      screen: { digits: '0019', colon: true, on: false },
    });
    expect(byTestId(root, 'box-digits').dataset.text).toBe('');
    expect(byTestId(root, 'box-digits').classList.contains('off')).toBe(true);
  });

  test('a dark display (the paused clock’s blink, a box not yet told the time) shows no lone ":"', () => {
    // Issue 24: "the lobby's virtual clock shows ':'": a TM1637 whose display is off lights no
    // segment, its colon neither; and a colon the firmware left unlit is not drawn as a ':'.
    show(race('start', 'pause'), {
      protocol: 2,
      display: true,
      screen: { digits: '1000', colon: true, on: false },
    });
    const root = mount(<Control send={() => undefined} views={CONTROLS} />);
    const dark = byTestId(root, 'box-digits');
    expect(dark.textContent?.trim()).toBe('');
    expect(dark.getAttribute('aria-label')).toBe('display off');
    show(race('start'), {
      protocol: 2,
      display: true,
      screen: { digits: '----', colon: false, on: true },
    });
    expect(byTestId(root, 'box-digits').textContent?.replace(/\s/g, '')).toBe('----');
    act(() => {
      lang.value = 'fr';
    });
    show(race('start', 'pause'), {
      protocol: 2,
      display: true,
      screen: { digits: '1000', colon: true, on: false },
    });
    expect(byTestId(root, 'box-digits').getAttribute('aria-label')).toBe('affichage éteint');
  });

  test('dice the box cannot roll: one sentence, in the screen’s language', () => {
    show(race('start'), { source: 'serial', protocol: 1, cannotRoll: { count: 1, sides: 2 } });
    const root = mount(<BigScreen send={null} controlUrl={null} views={VIEWS} />);
    expect(byTestId(root, 'box-cannot-roll').textContent).toBe(
      'This box rolls one d6 only: roll a d2 on the table and type the dice.',
    );
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(root, 'box-cannot-roll').textContent).toBe(
      'Ce boîtier ne lance qu’un d6 : lancez un d2 sur la table et saisissez les dés.',
    );
    show(race('start'), { source: 'serial', protocol: 2, cannotRoll: null });
    expect(root.querySelector('[data-testid="box-cannot-roll"]')).toBeNull();
  });

  test("the lobby's game choice sets the table to another game, by its name alone", () => {
    const sent: [Command, string][] = [];
    show(race());
    const root = mount(
      <Control send={(command, place) => void sent.push([command, place])} views={CONTROLS} />,
    );
    click(byTestId(root, 'choose-game-apogee'));
    expect(sent).toEqual([[{ type: 'newGame', game: 'apogee' }, 'table']]);
    show(race('start'));
    expect(root.querySelector('[data-testid="game-choice"]')).toBeNull();
  });

  test('a game this build has no view for says so in a sentence', () => {
    show(race('start'));
    const root = mount(<BigScreen send={null} controlUrl={null} views={GAME_VIEWS} />);
    expect(byTestId(root, 'game-view-unknown').textContent).toContain('“coin”');
  });

  test("the game's sound cues come from its module", () => {
    const before = toPublicState<CoinState, CoinView>(coin, race('start'), {
      now: T0,
      gameId: null,
      box: { connected: false, source: 'none', firmware: null },
    });
    const over = reduce(race('start'), { type: 'concede', at: T0 + 5000 });
    if (!over.ok) throw new Error('concede refused');
    const after = toPublicState<CoinState, CoinView>(coin, over.state, {
      now: T0 + 5000,
      gameId: null,
      box: { connected: false, source: 'none', firmware: null },
    });
    expect(coinView.cues(before, after)).toEqual(['win']);
  });
});
