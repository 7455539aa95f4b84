// The voice's switch's words, merged over the shell's as a game's words are
// (display/games/<id>/i18n): they load with the big screen, not with every page; French
// (i18n.fr.ts) is fetched when asked.

import { dictionary, overShell } from '../i18n/index.ts';

const en = {
  /** The big screen's voice: its switch, and the keys of the room's sound. */
  voice: {
    on: 'voice on',
    off: 'voice off',
    title: 'Spoken call-outs (V). M mutes every sound; + and − set the volume.',
  },
};

export type VoiceWords = typeof en;

/** The words by language: English with this chunk, French fetched when asked. */
export const words = dictionary<VoiceWords>(en, {
  fr: () => import('./i18n.fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
export type Dict = typeof t.value;
