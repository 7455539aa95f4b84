// The teach card's own words (the shell's part of Learn by playing), English and French together:
// a few lines carried with the big screen and the control page. Each game's steps are worded in
// its own folder (display/games/<id>/teach.ts). French: a narrow no-break space before `: ; ! ?`,
// the typographic apostrophe.

import { computed } from '@preact/signals';
import { lang } from '../i18n/index.ts';

const N = '\u202f';

const en = {
  /** The card's label: where the table is in its first round. */
  step: (k: number, n: number) => `Learning by playing · step ${k} of ${n}`,
  next: 'Next',
  skip: 'Skip teaching',
  /** Before the box's buttons drawn on a tap step. */
  goOn: 'To go on, press',
  goOnPhone: 'or tap Next on a phone.',
  /** Before the box's buttons drawn on a play step. */
  press: 'On the box, press',
  /** A big screen's key for a box button. */
  key: (key: string) => `key ${key}`,
  /** The lobby's choice on the phone. */
  choose: 'Teach us as we play',
  chooseHint:
    'The big screen gives the goal, then walks your group through its first round with the real pieces. Skip at any time.',
  /** The queue panel's choice for the next group or the demo. */
  teachNext: 'Teach them as they play',
};

type Words = typeof en;

const fr: Words = {
  step: (k, n) => `Apprendre en jouant · étape ${k} sur ${n}`,
  next: 'Suivant',
  skip: 'Passer l’apprentissage',
  goOn: `Pour continuer, appuyez sur`,
  goOnPhone: 'ou touchez Suivant sur un téléphone.',
  press: 'Sur le boîtier, appuyez sur',
  key: (key) => `touche ${key}`,
  choose: `Apprenez-nous en jouant${N}!`,
  chooseHint:
    'Le grand écran donne le but, puis guide votre groupe dans son premier tour avec les vraies pièces. On peut passer à tout moment.',
  teachNext: 'Leur apprendre en jouant',
};

export const words = computed<Words>(() => (lang.value === 'fr' ? fr : en));
