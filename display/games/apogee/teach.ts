// Apogee's teaching start in words (src/games/apogee/teach.ts has the steps, READINGS.md AG52):
// for each step a title of a few words and one or two sentences the big screen says to the table,
// in English and French. French: a narrow no-break space before `: ; ! ?`, the apostrophe ’.

import type { GameTeach } from '../seam.ts';

// The pitch's picture goes in the same chunk (the game's `teach`, seam.ts's teachScreens).
export { TeachPicture } from './teach-picture.tsx';

const N = '\u202f';

export const teachWords: GameTeach['words'] = {
  en: {
    pitch: {
      title: 'Be the first into space',
      say: 'You are Mission Directors in a space race: build a rocket from technology cards and be the first to complete the mission on the screen (mission 1: one successful launch into low Earth orbit).',
    },
    pad: {
      title: 'Your launch pad',
      say: 'A rocket flies with a First Stage, an Upper Stage and a Payload card on your launch pad; each card prints its thrust and its mass. Enter each card you build on your phone: the companion adds them up and shows your odds.',
    },
    start: {
      title: 'Start the mission',
      say: 'Press START: the mission’s clock begins. Each quarter has three phases, A, B and C, each ended with START.',
    },
    planning: {
      title: 'A. Planning',
      say: 'All at once, put your Engineers face down on Specialty, Construction, R&D or Design, then reveal them in that order. Design brings a card into your reserve; a card you build goes on the pad and on your phone. Then START.',
    },
    launch: {
      title: 'B. Launch',
      say: 'Highest authority first, a Director with a complete rocket declares a destination on the phone and ROLL throws the d12: meet the target to succeed. Without a complete rocket you pass. Then START.',
    },
    administration: {
      title: 'C. Administration',
      say: 'Take your quarter’s credits; in authority order each Director recruits, sells or uses a specialty. START ends the quarter: whoever has completed the mission wins. From here, play on.',
    },
  },
  fr: {
    pitch: {
      title: 'Le premier dans l’espace',
      say: `Vous êtes directeurs de mission dans la course à l’espace${N}: construisez une fusée avec des cartes technologie et soyez le premier à remplir la mission affichée (mission 1${N}: un lancement réussi en orbite basse).`,
    },
    pad: {
      title: 'Votre pas de tir',
      say: `Une fusée vole avec une carte Premier étage, Étage supérieur et Charge utile sur votre pas de tir${N}; chaque carte indique sa poussée et sa masse. Saisissez chaque carte construite sur votre téléphone${N}: le compagnon les additionne et affiche vos chances.`,
    },
    start: {
      title: 'Lancez la mission',
      say: `Appuyez sur START${N}: le chrono de la mission démarre. Chaque trimestre a trois phases, A, B et C, chacune terminée par START.`,
    },
    planning: {
      title: 'A. Planification',
      say: `Tous ensemble, posez vos ingénieurs face cachée sur Spécialité, Construction, R&D ou Conception, puis révélez-les dans cet ordre. La Conception met une carte dans votre réserve${N}; une carte construite va sur le pas de tir et sur votre téléphone. Puis START.`,
    },
    launch: {
      title: 'B. Lancement',
      say: `Par autorité décroissante, un directeur dont la fusée est complète annonce une destination sur le téléphone et ROLL lance le d12${N}: atteignez la cible pour réussir. Sans fusée complète, vous passez. Puis START.`,
    },
    administration: {
      title: 'C. Administration',
      say: `Prenez les crédits du trimestre${N}; par ordre d’autorité, chaque directeur recrute, vend ou utilise une spécialité. START termine le trimestre${N}: qui a rempli la mission gagne. La suite est à vous.`,
    },
  },
};
