// The dice's proof in French: a chunk of its own, fetched when French is asked (proof-i18n.ts).

import { proofWordsFr } from '../../src/proof-words.fr.ts';
import type { ProofWords } from './proof-i18n.ts';

export const fr: ProofWords = {
  proof: {
    ...proofWordsFr,
    title: 'Des dés que chacun peut vérifier',
    awaiting: 'en attente de la graine du boîtier',
    commitment: 'engagement',
    seed: 'graine',
    salt: 'sel de la table',
    noSeed: 'non révélée',
    byHand: 'Vérifiez vous-même',
    command: 'Avec la ligne de commande de ce service, sur le journal de la partie\u202f:',
    sha: 'Avec sha256sum seul, l’engagement est les 32 premiers chiffres hexadécimaux de\u202f:',
    script:
      'Chaque lancer, à partir de la graine\u202f: la page «\u202fDice anyone can audit\u202f» du README donne un court script.',
  },
};
