// The end screen's mission report as a game's view shows it: a tiny component that loads the
// report's chunk (display/after/end.tsx) only when a game is over and has an id. The game hands
// its phrase book's loader (its meta's `phrases`), so the report's chunk imports no game.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PhraseBook } from '../games/seam.ts';

type Phrases = (() => Promise<PhraseBook>) | undefined;
type EndReportModule = { EndReport: ComponentType<{ gameId: string; phrases: Phrases }> };
let loading: Promise<EndReportModule> | null = null;

export function LazyEndReport({ gameId, phrases }: { gameId: string | null; phrases: Phrases }) {
  const [module, setModule] = useState<EndReportModule | null>(null);
  useEffect(() => {
    if (gameId === null || module) return;
    loading ??= import('./end.tsx');
    let live = true;
    loading
      .then((loaded) => live && setModule(loaded))
      .catch(() => {
        loading = null;
      });
    return () => {
      live = false;
    };
  }, [gameId, module]);
  if (gameId === null || !module) return null;
  return <module.EndReport gameId={gameId} phrases={phrases} />;
}
