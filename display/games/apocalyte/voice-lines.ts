// The lines of Apocalyte's voice (voice.ts), in English and French: the scenario chosen, the
// Apocalytes' turn, each player's turn by colour (recorded lines never say a name). `npm run
// voice` records them with the shell's (display/voice/all-lines.ts lists every line).

import { type VoiceLine, voiceTable } from '../../voice/texts.ts';

export const voiceLines: readonly VoiceLine[] = voiceTable([
  ['apocalyte-scenario-zombies', 'The scenario is Zombies.', 'Le scénario est Zombies.'],
  ['apocalyte-scenario-infection', 'The scenario is Infection.', 'Le scénario est Infection.'],
  ['apocalyte-scenario-mutants', 'The scenario is Mutants.', 'Le scénario est Mutants.'],
  ['apocalyte-scenario-aliens', 'The scenario is Aliens.', 'Le scénario est Extraterrestres.'],
  ['apocalyte-scenario-demons', 'The scenario is Demons.', 'Le scénario est Démons.'],
  ['apocalyte-scenario-meteor', 'The scenario is Meteor.', 'Le scénario est Météore.'],
  ['apocalyte-their-turn', 'The Apocalytes’ turn.', 'Le tour des Apocalytes.'],
  ['apocalyte-turn-red', 'Red player’s turn.', 'Au tour du joueur rouge.'],
  ['apocalyte-turn-blue', 'Blue player’s turn.', 'Au tour du joueur bleu.'],
  ['apocalyte-turn-yellow', 'Yellow player’s turn.', 'Au tour du joueur jaune.'],
  ['apocalyte-turn-black', 'Black player’s turn.', 'Au tour du joueur noir.'],
  ['apocalyte-turn-grey', 'Grey player’s turn.', 'Au tour du joueur gris.'],
]);
