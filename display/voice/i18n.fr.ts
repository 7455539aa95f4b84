// The voice's switch's words in French: a chunk of its own, fetched when French is asked (i18n.ts).

import type { VoiceWords } from './i18n.ts';

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
export const fr: VoiceWords = {
  voice: {
    on: 'voix activée',
    off: 'voix coupée',
    title: 'Annonces parlées (V). M coupe tout le son ; + et − règlent le volume.',
  },
};
