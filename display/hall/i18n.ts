// The hall's words (`/hall`, every table for the volunteer) in English and French, merged
// over the shell's as a game's words are (display/games/<id>/i18n): they load with the hall only.

import { computed } from '@preact/signals';
import { type Lang, lang, DICTIONARIES as SHELL } from '../i18n/index.ts';

const en = {
  /** The volunteer's page of every table (`/hall`). */
  hall: {
    title: 'Convention hall',
    table: (id: string) => `Table ${id}`,
    noTables: 'This service has no tables.',
    unreachable:
      'The service does not answer: is it running, and is this device on its network? Trying again every 2 s.',
    badToken:
      'This link’s token is not the service’s: control links are hidden. Open the hall link the service printed.',
    readOnly:
      'Read only: open the hall link with the service’s token to show each table’s control link.',
    loading: 'asking the service for its tables…',
    timeLeft: 'time left',
    noClock: 'no clock',
    phase: 'phase',
    box: 'box',
    links: { big: 'Big screen', control: 'Control', watch: 'Spectators' },
    lastHeard: (seconds: number) => `last answer ${seconds} s ago`,
  },
};

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
const fr: typeof en = {
  hall: {
    title: 'Le hall de la convention',
    table: (id: string) => `Table ${id}`,
    noTables: 'Ce service n’a aucune table.',
    unreachable:
      'Le service ne répond pas : tourne-t-il, et cet appareil est-il sur son réseau ? Nouvel essai toutes les 2 s.',
    badToken:
      'Le jeton de ce lien n’est pas celui du service : les liens de contrôle sont masqués. Ouvrez le lien du hall affiché par le service.',
    readOnly:
      'Lecture seule : ouvrez le lien du hall avec le jeton du service pour voir le lien de contrôle de chaque table.',
    loading: 'demande des tables au service…',
    timeLeft: 'temps restant',
    noClock: 'pas de chrono',
    phase: 'phase',
    box: 'boîtier',
    links: { big: 'Grand écran', control: 'Contrôle', watch: 'Spectateurs' },
    lastHeard: (seconds: number) => `dernière réponse il y a ${seconds} s`,
  },
};

export const DICTIONARIES = {
  en: { ...SHELL.en, ...en },
  fr: { ...SHELL.fr, ...fr },
} satisfies Record<Lang, unknown>;

export const t = computed(() => DICTIONARIES[lang.value]);
export type Dict = typeof t.value;
