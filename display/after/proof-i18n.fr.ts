// The dice's proof in French: a chunk of its own, fetched when French is asked (proof-i18n.ts).

import type { ProofWords } from './proof-i18n.ts';

const lancers = (n: number) => (n === 1 ? '1 lancer' : `${n} lancers`);
const duBoitier = (n: number) => (n === 1 ? '1 lancer du boîtier' : `${n} lancers du boîtier`);

export const fr: ProofWords = {
  proof: {
    title: 'Des dés que chacun peut vérifier',
    colon: ' : ',
    proven: (proven: number, all: number) =>
      all === 0
        ? 'aucun lancer à prouver'
        : `${proven} ${proven > 1 ? 'prouvés' : 'prouvé'} sur ${lancers(all)}`,
    failedBadge: 'preuve ÉCHOUÉE',
    awaiting: 'en attente de la graine du boîtier',
    commitment: 'engagement',
    seed: 'graine',
    noSeed: 'non révélée',
    under: (n: number, commitment: string) => `${duBoitier(n)} sous l’engagement ${commitment}`,
    loose: (n: number) => `${duBoitier(n)} sans engagement dans le journal : non prouvables`,
    outcome: {
      verified: 'tous vérifiés',
      failed: 'ÉCHEC',
      restart: (after: number | null) =>
        `non prouvables : le boîtier a redémarré et perdu sa graine ${after === null ? 'avant son premier lancer' : `après le lancer @${after}`}`,
      noProof: (after: number | null) =>
        `non prouvables : un boîtier sans preuve a pris le relais ${after === null ? 'avant son premier lancer' : `après le lancer @${after}`}`,
      lost: 'non prouvés : le boîtier a redémarré avant de révéler sa graine',
      pending: 'pas encore prouvables : la graine n’est pas révélée',
    },
    failure: {
      value: (index: number, sides: number, said: string, expected: string) =>
        `le lancer @${index} dit ${said} (d${sides}), la graine donne ${expected}`,
      gap: (index: number, expected: number) =>
        `un trou avant le lancer @${index} : les lancers précédents finissent à @${expected} (il manque un lancer)`,
      overlap: (index: number, expected: number) =>
        `le lancer @${index} chevauche le précédent, qui finit à @${expected}`,
      seed: (hashed: string) =>
        `la graine révélée ne correspond pas à l’engagement (son SHA-256 commence par ${hashed})`,
      end: (next: number, expected: number) =>
        `la graine annonce le mot suivant @${next}, mais les lancers finissent à @${expected} (il manque un lancer à la fin)`,
      unexplained: (by: string) =>
        `le boîtier s’est engagé sur ${by} avant de révéler cette graine, sans redémarrage signalé`,
      unrevealed: 'la partie est finie et sa graine n’a jamais été révélée',
      malformed: (what: string) => `${what} est mal formé`,
    },
    hand: (n: number) => `${lancers(n)} saisis à la main : non prouvables`,
    noProof: (n: number) =>
      `${duBoitier(n)} sans preuve (protocole 1, ou micrologiciel antérieur à 2.1) : non prouvables`,
    byHand: 'Vérifiez vous-même',
    command: 'Avec la ligne de commande de ce service, sur le journal de la partie :',
    sha: 'Avec sha256sum seul, l’engagement est les 32 premiers chiffres hexadécimaux de :',
    script:
      'Chaque lancer, à partir de la graine : la page « Dice anyone can audit » du README donne un court script.',
    total: (proven: number, all: number, failed: number) =>
      `${lancers(all)} sur toutes les parties, ${proven} ${proven > 1 ? 'prouvés' : 'prouvé'} par la graine révélée du boîtier${failed > 0 ? ` ; ${failed === 1 ? '1 partie a' : `${failed} parties ont`} ÉCHOUÉ à la vérification` : ''}`,
  },
};
