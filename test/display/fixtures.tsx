// Real table states for the display tests: made by the rules core's own reducer, then shaped as
// the server's public state, and fed to the model as a state message (the fake feed).

import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { preloadGameView } from '../../display/components/game-view.tsx';
import { qrModule } from '../../display/components/lobby-qr.tsx';
import { loadQrEncoder } from '../../display/components/qr.tsx';
import { GAME_CONTROLS, GAME_VIEWS } from '../../display/games/index.ts';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import { clockOffset, linkState, notices, receive, refusal, table } from '../../display/model.ts';
import { type Action, actions } from '../../src/games/apophis/actions.ts';
import { apophis } from '../../src/games/apophis/index.ts';
import { reduce } from '../../src/games/apophis/reducer.ts';
import type { Section, Suit } from '../../src/games/apophis/sections.ts';
import { DEFAULT_SETUP, type GameSetup } from '../../src/games/apophis/setup.ts';
import { lobbyState, type TableState } from '../../src/games/apophis/state.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import { type BoxStatus, toPublicState } from '../../src/messages.ts';
// The big screen loads its voice on demand once a state is in; loaded here with the tests, so
// that no such load is still running when a test file's environment is torn down.
import '../../display/voice/voice.tsx';

export const T0 = 1_700_000_000_000;

/** A lobby, then each action in turn; a refused action fails the test with its sentence. */
export function playThrough(steps: Action[], setup: Partial<GameSetup> = {}): TableState {
  let state = lobbyState({ ...DEFAULT_SETUP, ...setup });
  for (const step of steps) {
    const applied = reduce(state, step);
    if (!applied.ok) throw new Error(`fixture refused ${step.type}: ${applied.error.message}`);
    state = applied.state;
  }
  return state;
}

/** A started game with `rocket` built (at T0 + 1 s, 2 s, …). */
export function building(rocket: Section[]): Action[] {
  return [
    actions.start(T0),
    ...rocket.map((section, i) => actions.build(T0 + 1000 * (i + 1), section)),
  ];
}

/** The four suits laid at once: the rocket launches (R9). */
export const allSuits = (at: number): Action =>
  actions.suits(at, ['clubs', 'hearts', 'diamonds', 'spades'] as Suit[]);

/** The moment a fixture's table is shown at: its last event (T0 in the lobby). */
export function shownAt(state: TableState): number {
  return state.timer.pausedAt ?? state.history.at(-1)?.at ?? T0;
}

/** The table as the server shows it. */
export function publicOf(state: TableState, box: Partial<BoxStatus> = {}): ApophisState {
  return toPublicState(apophis, state, {
    now: shownAt(state),
    gameId: 'game-1',
    box: { connected: true, source: 'virtual', firmware: '1.0.0', ...box },
  });
}

/** The fake feed: one state message, as the WebSocket would bring it. */
export function feed(state: TableState | ApophisState, box: Partial<BoxStatus> = {}): ApophisState {
  const shown = 'gameId' in state ? state : publicOf(state, box);
  // The screen's clock agrees with the server's at the moment shown, as after a ping.
  if (!('gameId' in state)) clockOffset.value = shownAt(state) - Date.now();
  act(() => receive({ type: 'state', state: shown, serverTime: T0 }));
  return shown;
}

/**
 * What the screens load on demand, in before the tests render (call in beforeAll): each game's
 * views, the QR encoder, and the French words of every dictionary, so a test switches at once.
 */
export async function loadViews(): Promise<void> {
  for (const game of Object.keys(GAME_VIEWS)) {
    await preloadGameView(GAME_VIEWS, game);
    await preloadGameView(GAME_CONTROLS, game);
  }
  await qrModule.load();
  await loadQrEncoder();
  await loadLanguage('fr');
}

/** Back to a fresh model between tests. */
export function resetModel(): void {
  table.value = null;
  linkState.value = 'open';
  clockOffset.value = 0;
  refusal.value = null;
  notices.value = [];
  lang.value = 'en';
}

/** Render into a scratch element attached to the document. */
export function mount(node: ComponentChild): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  act(() => render(node, root));
  return root;
}

export function unmountAll(): void {
  for (const root of Array.from(document.body.children)) {
    act(() => render(null, root));
    root.remove();
  }
}

export function byTestId(root: ParentNode, id: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  if (!found) throw new Error(`no element with data-testid="${id}"`);
  return found;
}

export function click(element: Element): void {
  act(() => (element as HTMLElement).click());
}
