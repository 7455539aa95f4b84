// Apocalyte's teaching start in words (src/games/apocalyte/teach.ts has the steps, demo.ts the
// demo's board, READINGS.md AC56): for each step a title of a few words and one or two sentences
// the big screen says to the table, in English and French. The demo is said as such. French: a
// narrow no-break space before `: ; ! ?`, the apostrophe ’.

import type { GameTeach } from '../seam.ts';

// The pitch's picture goes in the same chunk (the game's `teach`, seam.ts's teachScreens).
export { TeachPicture } from './teach-picture.tsx';

const N = '\u202f';

export const teachWords: GameTeach['words'] = {
  en: {
    pitch: {
      title: 'Clear the zombies together',
      say: 'All of you against the zombies, played by the companion: clear every zombie from the board to win. This is a short demo on a few territories, a few turns long.',
    },
    start: {
      title: 'Lay out the demo',
      say: 'Press START: in place of the full set-up, the companion gives a small demo board, the Zombies on a few territories around South America.',
    },
    board: {
      title: 'Set the real pieces',
      say: 'Put your armies and the green zombies on the board as the lines and the map say, then press OK.',
    },
    apocalytes: {
      title: 'The zombies’ turn',
      say: 'The zombies attack where they share a territory with you. ROLL their dice, carry out each line on the board, then press OK.',
    },
    reinforce: {
      title: 'Two new armies',
      say: 'Your turn. Place two new armies on one of your territories without zombies: tap it on your phone.',
    },
    move: {
      title: 'Move',
      say: 'Make up to two moves on your phone, each to a neighbouring territory; you fight zombies where you share their territory. START ends the moves.',
    },
    fight: {
      title: 'Your first attack',
      say: 'Where your armies meet zombies, fight at least one round: Fight on the phone, ROLL the dice, make the losses on the board. START ends your turn.',
    },
    yours: {
      title: 'Play on',
      say: 'Press START to end your turn. Each player takes a turn like this, then the zombies play again. Clear them all to win: in this demo a few turns should do.',
    },
  },
  fr: {
    pitch: {
      title: 'Éliminez les zombies ensemble',
      say: `Tous ensemble contre les zombies, que joue le compagnon${N}: débarrassez le plateau de tous les zombies pour gagner. Ceci est une courte démo sur quelques territoires, en quelques tours.`,
    },
    start: {
      title: 'Installez la démo',
      say: `Appuyez sur START${N}: au lieu de la mise en place complète, le compagnon donne un petit plateau de démo, les Zombies sur quelques territoires autour de l’Amérique du Sud.`,
    },
    board: {
      title: 'Placez les vraies pièces',
      say: 'Posez vos armées et les zombies verts sur le plateau comme l’indiquent les lignes et la carte, puis appuyez sur OK.',
    },
    apocalytes: {
      title: 'Le tour des zombies',
      say: 'Les zombies attaquent là où ils partagent un territoire avec vous. Lancez leurs dés avec ROLL, faites chaque ligne sur le plateau, puis appuyez sur OK.',
    },
    reinforce: {
      title: 'Deux nouvelles armées',
      say: `À vous. Placez deux nouvelles armées sur un de vos territoires sans zombies${N}: touchez-le sur votre téléphone.`,
    },
    move: {
      title: 'Déplacez-vous',
      say: `Faites jusqu’à deux déplacements sur votre téléphone, chacun vers un territoire voisin${N}; on combat les zombies là où l’on partage leur territoire. START termine les déplacements.`,
    },
    fight: {
      title: 'Votre première attaque',
      say: `Là où vos armées rencontrent des zombies, combattez au moins un tour${N}: Combattre sur le téléphone, ROLL pour les dés, les pertes sur le plateau. START termine votre tour.`,
    },
    yours: {
      title: 'À vous de jouer',
      say: `Appuyez sur START pour finir votre tour. Chaque joueur joue ainsi le sien, puis les zombies rejouent. Éliminez-les tous pour gagner${N}: dans cette démo, quelques tours suffisent.`,
    },
  },
};
