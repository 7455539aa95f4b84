// The verdict on a game's dice in French (proof-words.ts has the English and the functions that
// build the sentences): a module of its own, so a screen fetches it only when French is asked.

import type { ProofSentences } from './proof-words.ts';

/** A narrow no-break space, before `: ; ! ?` in French. */
const S = '\u202f';
const lancers = (n: number) => (n === 1 ? '1 lancer' : `${n} lancers`);
const duBoitier = (n: number) => (n === 1 ? '1 lancer du boîtier' : `${n} lancers du boîtier`);
const at = (index: number | null) => (index === null ? 'sans son @n' : `@${index}`);
const where = (after: number | null) =>
  after === null ? 'avant son premier lancer' : `après le lancer @${after}`;
const prouves = (n: number) => (n > 1 ? 'prouvés' : 'prouvé');

export const proofWordsFr: ProofSentences = {
  colon: `${S}: `,
  under: (rolls: number, used: number, commitment: string) =>
    `${duBoitier(rolls)}${used < rolls ? ` (${used} pris par la partie)` : ''} sous l’engagement ${commitment}`,
  loose: (n: number) => `${duBoitier(n)} sans engagement dans le journal`,
  noRolls: (commitment: string) =>
    `aucun lancer du boîtier sous l’engagement ${commitment}${S}: sa graine correspond`,
  outcome: {
    verified: 'tous vérifiés',
    failed: 'ÉCHEC',
    restart: (after: number | null) =>
      `non prouvables${S}: la preuve s’arrête ${where(after)} (le boîtier a redémarré et perdu sa graine)`,
    noProof: (after: number | null) =>
      `non prouvables${S}: la preuve s’arrête ${where(after)} (un boîtier sans preuve a pris le relais)`,
    lost: `non prouvables${S}: le boîtier a redémarré avant de révéler sa graine`,
    pending: `pas encore prouvables${S}: la graine n’est pas révélée`,
    uncommitted: 'non prouvables',
    unsalted: (why) =>
      `non prouvables${S}: chaque lancer correspond à sa graine, mais le boîtier ${why === 'refused' ? 'a refusé le sel de la table (salt-late)' : 'n’a jamais répondu au sel de la table'}, il a donc pu choisir sa graine`,
  },
  failure: {
    value: (index: number, sides: number, said: string, expected: string) =>
      `le lancer @${index} dit ${said} (d${sides}), la graine donne ${expected}`,
    gap: (index: number, expected: number) =>
      `un trou avant le lancer @${index}${S}: les lancers précédents finissent à @${expected} (il manque un lancer)`,
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
    die: (index: number | null, proof: string, game: string, action: number) =>
      `le dé de la partie à l’action ${action} est ${game}, mais le lancer du boîtier ${at(index)} est ${proof}`,
    unheld: (game: string, action: number) =>
      `le dé ${game} de l’action ${action} est celui du boîtier, mais aucun lancer de la preuve ne le contient`,
    unused: (index: number | null, values: string) =>
      `le lancer du boîtier ${at(index)} (${values}) est marqué pris, mais aucune action de la partie ne l’a pris`,
    reused: (index: number) => `deux lancers à @${index}${S}: un indice de mot servi deux fois`,
    unindexed: (values: string) =>
      `un lancer de ${values} d’un boîtier à preuve est venu sans son @n`,
    again: (what: 'commitment' | 'seed', hex: string) =>
      `${what === 'seed' ? 'la graine' : 'l’engagement'} ${hex} figure déjà plus haut dans le journal${S}: ses lancers étaient connus d’avance`,
    afterSeed: (index: number | null) =>
      `le lancer ${at(index)} vient après la révélation de cette graine, sans nouvel engagement`,
    salt: (why: 'late' | 'twice') =>
      why === 'late'
        ? 'le sel de la table est journalisé après un lancer sous cet engagement'
        : 'deux sels pour cet engagement',
  },
  hand: (n: number) => `${lancers(n)} saisis à la main${S}: non prouvables`,
  noProof: (n: number) =>
    `${duBoitier(n)} sans preuve (protocole 1, ou micrologiciel antérieur à la version 2.1)${S}: non prouvables`,
  proven: (proven: number, all: number) =>
    all === 0 ? 'aucun lancer à prouver' : `${proven} ${prouves(proven)} sur ${lancers(all)}`,
  failedBadge: 'preuve ÉCHOUÉE',
  upTo: (last: string | null, why: string) =>
    `${last === null ? 'aucun lancer prouvé' : `prouvé jusqu’au lancer ${last}`}${S}; non prouvable après${S}: ${why}`,
  lastRoll: (index: number, commitment: string) => `@${index} de ${commitment}`,
  why: {
    restart: 'le boîtier a redémarré et perdu sa graine',
    noProof: 'un boîtier sans preuve a pris le relais',
    lost: 'le boîtier a redémarré avant de révéler sa graine',
    pending: 'la graine n’est pas révélée (pas encore, ou le journal s’arrête avant)',
    unsalted: 'le boîtier s’est passé du sel de la table',
    uncommitted: 'des lancers sans engagement',
  },
  total: (proven: number, all: number, failed: number) =>
    `${lancers(all)} sur toutes les parties, ${proven} ${prouves(proven)} par la graine révélée du boîtier${failed > 0 ? `${S}; ${failed === 1 ? '1 partie a' : `${failed} parties ont`} ÉCHOUÉ à la vérification` : ''}`,
  sealed: (seal: string) => `dés scellés${S}: ${seal}`,
};
