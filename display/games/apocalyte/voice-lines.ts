// The lines of Apocalyte's voice (voice.ts), in English and French: the scenario chosen, the
// Apocalytes' turn, each player's turn by colour (recorded lines never say a name). `npm run
// voice` records them with the shell's (display/voice/all-lines.ts lists every line).

import type { VoiceLine } from '../../voice/texts.ts';

export const voiceLines: readonly VoiceLine[] = [
  {
    id: 'apocalyte-scenario-zombies',
    en: 'The scenario is Zombies.',
    fr: 'Le scénario est Zombies.',
  },
  {
    id: 'apocalyte-scenario-infection',
    en: 'The scenario is Infection.',
    fr: 'Le scénario est Infection.',
  },
  {
    id: 'apocalyte-scenario-mutants',
    en: 'The scenario is Mutants.',
    fr: 'Le scénario est Mutants.',
  },
  {
    id: 'apocalyte-scenario-aliens',
    en: 'The scenario is Aliens.',
    fr: 'Le scénario est Extraterrestres.',
  },
  { id: 'apocalyte-scenario-demons', en: 'The scenario is Demons.', fr: 'Le scénario est Démons.' },
  {
    id: 'apocalyte-scenario-meteor',
    en: 'The scenario is Meteor.',
    fr: 'Le scénario est Météore.',
  },
  { id: 'apocalyte-their-turn', en: 'The Apocalytes’ turn.', fr: 'Le tour des Apocalytes.' },
  { id: 'apocalyte-turn-red', en: 'Red player’s turn.', fr: 'Au tour du joueur rouge.' },
  { id: 'apocalyte-turn-blue', en: 'Blue player’s turn.', fr: 'Au tour du joueur bleu.' },
  { id: 'apocalyte-turn-yellow', en: 'Yellow player’s turn.', fr: 'Au tour du joueur jaune.' },
  { id: 'apocalyte-turn-black', en: 'Black player’s turn.', fr: 'Au tour du joueur noir.' },
  { id: 'apocalyte-turn-grey', en: 'Grey player’s turn.', fr: 'Au tour du joueur gris.' },
];
