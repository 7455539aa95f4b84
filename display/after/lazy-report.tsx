// The end screen's mission report as a game's view shows it: a tiny component that loads the
// report's chunk (display/after/end.tsx) only when a game is over and has an id.

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

type EndReportModule = { EndReport: ComponentType<{ gameId: string }> };
let loading: Promise<EndReportModule> | null = null;

export function LazyEndReport({ gameId }: { gameId: string | null }) {
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
  return <module.EndReport gameId={gameId} />;
}
