// The spectators' page's words in French: a chunk of its own, fetched when French is asked (i18n.ts).

import type { WatchWords } from './i18n.ts';

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
export const fr: WatchWords = {
  watch: {
    table: (id: string) => `Table ${id}`,
    readOnly: 'Spectateur : rien sur cette page ne peut changer la table.',
    waiting: 'en attente de la table…',
  },
};
