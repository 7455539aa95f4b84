// The line a table screen shows in place of a game's view while its chunk loads, or when this
// build does not know the game the table names.

import { t } from '../i18n/index.ts';

export function GameViewMissing({ game, why }: { game: string; why: 'loading' | 'unknown' }) {
  const dict = t.value;
  return (
    <p class="muted" data-testid={`game-view-${why}`}>
      {why === 'loading' ? dict.loading : dict.unknownGame(game)}
    </p>
  );
}
