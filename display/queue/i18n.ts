// The queue's words (the visitor's page, the volunteer's panel), English and French together:
// a few lines, carried by the queue's own chunks only. French: a narrow no-break space before
// `: ; ! ?`, the typographic apostrophe.

import { computed } from '@preact/signals';
import { lang } from '../i18n/index.ts';

const N = '\u202f';

const en = {
  title: (table: string, game: string) => `Table ${table} · ${game}`,
  join: 'Join the queue',
  group: 'Group name',
  player: (n: number) => `Player ${n}`,
  addPlayer: '+ player',
  removePlayer: '− player',
  players: (min: number, max: number) =>
    min === max ? `${min} players` : `${min} to ${max} players`,
  send: 'Join',
  place: (n: number) => (n === 1 ? 'You are next' : `You are number ${n} in line`),
  wait: (min: number) => (min <= 0 ? 'any moment now' : `about ${min} min`),
  leave: 'Leave the queue',
  called: 'Your turn: go to the table!',
  calledNote: 'The volunteer has set the game up for your group.',
  again: 'Join again',
  gone: 'Your group is no longer in the queue.',
  queue: 'Queue',
  empty: 'Nobody is waiting.',
  next: 'Next group',
  nextNote: 'Ends the game under way and seats the next group, settings kept.',
  waiting: (n: number) => (n === 1 ? '1 group waiting' : `${n} groups waiting`),
  joinLink: 'Visitors join here',
  demo: 'Demo length',
  demoNote:
    'Apophis 5 minutes, basic rules; Apogee mission 1; Apocalyte a short demo of zombies; players kept.',
  games: (min: number) => `a game takes about ${min} min here`,
};

type Words = typeof en;

/** The French words (the typography check walks them, test/display/french-typography.test.ts). */
export const fr: Words = {
  title: (table, game) => `Table ${table} · ${game}`,
  join: 'Rejoindre la file',
  group: 'Nom du groupe',
  player: (n) => `Joueur ${n}`,
  addPlayer: '+ joueur',
  removePlayer: '− joueur',
  players: (min, max) => (min === max ? `${min} joueurs` : `de ${min} à ${max} joueurs`),
  send: 'Rejoindre',
  place: (n) => (n === 1 ? 'Vous êtes les prochains' : `Vous êtes ${n}e dans la file`),
  wait: (min) => (min <= 0 ? 'd’un instant à l’autre' : `environ ${min} min`),
  leave: 'Quitter la file',
  called: `À vous${N}: allez à la table${N}!`,
  calledNote: 'Le bénévole a préparé la partie pour votre groupe.',
  again: 'Rejoindre à nouveau',
  gone: 'Votre groupe n’est plus dans la file.',
  queue: 'File d’attente',
  empty: 'Personne n’attend.',
  next: 'Groupe suivant',
  nextNote: 'Termine la partie en cours et installe le groupe suivant, réglages gardés.',
  waiting: (n) => (n === 1 ? '1 groupe en attente' : `${n} groupes en attente`),
  joinLink: 'Les visiteurs s’inscrivent ici',
  demo: 'Durée de démo',
  demoNote: `Apophis 5 minutes, règles de base${N}; Apogee mission 1${N}; Apocalyte une courte démo de zombies${N}; joueurs gardés.`,
  games: (min) => `une partie dure environ ${min} min ici`,
};

export const words = computed<Words>(() => (lang.value === 'fr' ? fr : en));
