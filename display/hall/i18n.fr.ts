// The hall's words in French: a chunk of its own, fetched when French is asked (i18n.ts).

import type { HallWords } from './i18n.ts';

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
export const fr: HallWords = {
  hall: {
    title: 'Le hall de la convention',
    table: (id: string) => `Table ${id}`,
    noTables: 'Ce service n’a aucune table.',
    unreachable:
      'Le service ne répond pas : tourne-t-il, et cet appareil est-il sur son réseau ? Nouvel essai toutes les 2 s.',
    badToken:
      'Le jeton de ce lien n’est pas celui du service : les liens de contrôle sont masqués. Ouvrez le lien du hall affiché par le service.',
    readOnly:
      'Lecture seule : ouvrez le lien du hall avec le jeton du service pour voir le lien de contrôle de chaque table.',
    loading: 'demande des tables au service…',
    timeLeft: 'temps restant',
    noClock: 'pas de chrono',
    finished: 'partie finie',
    endQuestion: (id: string) =>
      `Terminer la partie de la table ${id} et la ramener à sa mise en place, avec les mêmes joueurs ? Ce qui a été joué est perdu.`,
    phase: 'phase',
    box: 'boîtier',
    links: { big: 'Grand écran', control: 'Contrôle', watch: 'Spectateurs' },
    lastHeard: (seconds: number) => `dernière réponse il y a ${seconds} s`,
    offlineSince: (time: string, minutes: number) =>
      `hors ligne depuis ${time.replace(':', ' h ')}${minutes > 0 ? ` (${minutes} min)` : ''} : sa machine ne répond pas`,
  },
};
