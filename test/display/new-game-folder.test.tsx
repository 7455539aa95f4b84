// @vitest-environment happy-dom
/// <reference types="vite/client" />
// A game gets its screens by one folder: Coin race's (test/games/coin-race/display/, laid out as
// a display/games/<id>/ folder is) found by a glob over the games' folders given here, read by the
// registry the product builds from display/games/ (registryOf), and drawn by the shell's own big
// screen and control page. No file of the shell names it.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { preloadGameView } from '../../display/components/game-view.tsx';
import { registryOf } from '../../display/games/registry.ts';
import type { GameMeta, GameView } from '../../display/games/seam.ts';
import { receive } from '../../display/model.ts';
import { BigScreen } from '../../display/views/big-screen.tsx';
import { Control } from '../../display/views/control.tsx';
import type { Command } from '../../src/messages.ts';
import { toPublicState } from '../../src/messages.ts';
import { type CoinState, coin, lobby, reduce } from '../games/coin-race/module.ts';
import { byTestId, click, mount, resetModel, T0, unmountAll } from './fixtures.tsx';

// Every test game's screens folder, as display/games/index.ts globs its own './*/…'.
const GAMES = registryOf(
  import.meta.glob<{ meta: GameMeta }>('../games/*/display/meta.ts', { eager: true }),
  import.meta.glob<{ game: GameView }>('../games/*/display/index.tsx'),
);

beforeAll(() => preloadGameView(GAMES.views, 'coin'));
beforeAll(() => preloadGameView(GAMES.controls, 'coin'));
beforeEach(resetModel);
afterEach(unmountAll);

function show(state: CoinState): void {
  const shown = toPublicState(coin, state, {
    now: T0,
    gameId: 'race-1',
    box: { connected: true, source: 'virtual', firmware: '1.0.0' },
  });
  act(() => receive({ type: 'state', state: shown, serverTime: T0 }));
}

function started(): CoinState {
  const applied = reduce(lobby(2), { type: 'start', at: T0 });
  if (!applied.ok) throw new Error(applied.error.message);
  return applied.state;
}

describe('a game by one folder', () => {
  test('the registry finds the folder and names the game by its meta', () => {
    expect(GAMES.titles).toEqual({ coin: 'Coin race' });
    expect(Object.keys(GAMES.views)).toEqual(['coin']);
    expect(Object.keys(GAMES.controls)).toEqual(['coin']);
  });

  test('the big screen draws its body, fetched as a part of its own, inside the shell', () => {
    show(started());
    const root = mount(<BigScreen send={null} controlUrl={null} views={GAMES.views} />);
    expect(byTestId(root, 'big-screen').dataset.game).toBe('coin');
    expect(byTestId(root, 'coin-board').textContent).toBe('heads 0 : 0 · side 1 to flip');
    byTestId(root, 'box-link');
  });

  test('the control page offers it in the lobby and draws its panel', () => {
    const sent: [Command, string][] = [];
    show(lobby(2));
    const root = mount(
      <Control
        send={(command, place) => void sent.push([command, place])}
        views={GAMES.controls}
        titles={GAMES.titles}
      />,
    );
    const choice = byTestId(root, 'choose-game-coin');
    expect(choice.textContent).toBe('Coin race');
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    expect(byTestId(root, 'coin-flip').dataset.ready).toBe('false');
    show(started());
    click(byTestId(root, 'coin-flip'));
    expect(sent).toEqual([[{ type: 'flip' }, 'coin']]);
  });
});
