// Apophis's teaching start in words (src/games/apophis/teach.ts has the steps, READINGS.md R24):
// for each step a title of a few words and one or two sentences the big screen says to the table,
// in English and French. French: a narrow no-break space before `: ; ! ?`, the apostrophe ’.

import type { GameTeach } from '../seam.ts';

// The pitch's picture goes in the same chunk (the game's `teach`, seam.ts's teachScreens).
export { TeachPicture } from './teach-picture.tsx';

const N = '\u202f';

export const teachWords: GameTeach['words'] = {
  en: {
    pitch: {
      title: 'Stop Apophis together',
      say: 'An asteroid will hit Earth when the timer runs out. Build rockets as a team and launch them: three damages destroy it, five deflection counters send it past.',
    },
    pieces: {
      title: 'The pieces and the cards',
      say: 'Each colour is a part of the rocket, paid with cards of its suit: yellow ♠ fuel, red ♥ warhead, blue ♦ guidance, green ♣ deflector. Small costs 1 card, medium 2, large 3. Deal the cards shown; the clock starts when you go on.',
    },
    fuel: {
      title: 'First turn: build the fuel',
      say: 'On your turn do one thing. Pay spades and put a yellow section at the bottom of the rocket: without enough fuel it never flies. Tap the section on the phone.',
    },
    warhead: {
      title: 'Next turn: a warhead on top',
      say: 'Pay hearts for a red section, no larger than the one under it: red is what damages Apophis. Tap it on the phone.',
    },
    suits: {
      title: 'Lay the launch cards',
      say: 'Lay one card of each suit in front of the rocket, over one turn or several: the fourth card launches it. Tap the suits laid on the phone.',
    },
    launch: {
      title: 'Roll for the launch',
      say: 'Roll the die: die + Apophis’s size + blue points of 7 or more hit it. Then roll for the red: die + red points of 7 or more damage it.',
    },
  },
  fr: {
    pitch: {
      title: 'Arrêtez Apophis ensemble',
      say: `Un astéroïde frappera la Terre à la fin du compte à rebours. Construisez des fusées en équipe et lancez-les${N}: trois dégâts le détruisent, cinq marqueurs de déviation l’écartent.`,
    },
    pieces: {
      title: 'Les pièces et les cartes',
      say: `Chaque couleur est une partie de la fusée, payée en cartes de son symbole${N}: jaune ♠ carburant, rouge ♥ ogive, bleu ♦ guidage, vert ♣ (trèfle) déviateur. Petit coûte 1 carte, moyen 2, grand 3. Distribuez les cartes indiquées${N}; le chrono part quand vous continuez.`,
    },
    fuel: {
      title: `Premier tour${N}: le carburant`,
      say: `À votre tour, faites une seule chose. Payez des piques et posez une section jaune à la base de la fusée${N}: sans assez de carburant, elle ne décolle pas. Touchez la section sur le téléphone.`,
    },
    warhead: {
      title: `Tour suivant${N}: une ogive dessus`,
      say: `Payez des cœurs pour une section rouge, pas plus grande que celle du dessous${N}: le rouge endommage Apophis. Touchez-la sur le téléphone.`,
    },
    suits: {
      title: 'Posez les cartes de lancement',
      say: `Posez une carte de chaque couleur devant la fusée, en un tour ou plusieurs${N}: la quatrième la lance. Touchez les couleurs posées sur le téléphone.`,
    },
    launch: {
      title: 'Lancez le dé',
      say: `Lancez le dé${N}: dé + taille d’Apophis + points bleus, 7 ou plus, il est touché. Puis le dé du rouge${N}: dé + points rouges, 7 ou plus, il est endommagé.`,
    },
  },
};
