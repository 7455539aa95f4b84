// The words of the dice's proof on the screens after the game (proof.tsx), a dictionary of their
// own over the shell's, as after/'s are; French (proof-i18n.fr.ts) is fetched when asked. The
// verdict's sentences are the ones `apophis verify` prints (src/proof-words.ts): one vocabulary.

import { proofWordsEn } from '../../src/proof-words.ts';
import { dictionary, overShell } from '../i18n/index.ts';

const en = {
  proof: {
    ...proofWordsEn,
    title: 'Dice anyone can audit',
    /** The end screen, while the box's seed is on its way. */
    awaiting: 'waiting for the box’s seed',
    commitment: 'commitment',
    seed: 'seed',
    salt: 'table’s salt',
    noSeed: 'not revealed',
    byHand: 'Check it yourself',
    command: 'With this service’s command line, on the game’s log:',
    sha: 'With sha256sum alone, the commitment is the first 32 hex digits of:',
    script:
      'Every roll, from the seed: the README’s page “Dice anyone can audit” has a short script.',
  },
};

export type ProofWords = typeof en;

export const words = dictionary<ProofWords>(en, {
  fr: () => import('./proof-i18n.fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
