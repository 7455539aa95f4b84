// Which game's screen to draw: the view `state.game` names, loaded once and then kept.

import { signal } from '@preact/signals';
import type { GameView, GameViews } from '../games/seam.ts';

export { GameViewMissing } from './game-view-missing.tsx';

/** Views loaded so far, by loader (a test may bring its own registry). */
const loaded = signal<ReadonlyMap<() => Promise<GameView>, GameView>>(new Map());
const asked = new WeakSet<() => Promise<GameView>>();

/** The view of `game` if it is loaded (it starts loading if not), or why not. */
export function gameView(views: GameViews, game: string): GameView | 'loading' | 'unknown' {
  if (!Object.hasOwn(views, game)) return 'unknown';
  const load = views[game] as () => Promise<GameView>;
  const view = loaded.value.get(load);
  if (view) return view;
  if (!asked.has(load)) {
    asked.add(load);
    void load().then((ready) => {
      loaded.value = new Map(loaded.peek()).set(load, ready);
    });
  }
  return 'loading';
}

/** Load `game`'s view now and wait for it (the big screen starts early; tests wait for it). */
export async function preloadGameView(views: GameViews, game: string): Promise<void> {
  if (gameView(views, game) !== 'loading') return;
  const load = views[game] as () => Promise<GameView>;
  const ready = await load();
  if (!loaded.peek().has(load)) loaded.value = new Map(loaded.peek()).set(load, ready);
}
