// The lines of Apophis's voice (voice.ts), in English and French: the launch sequence complete,
// each launch step's outcome as its die settles it (R12–R15, R18), Apophis damaged (R14), the
// shuffle's end (R11) and how the mission was won.
// `npm run voice` records them with the shell's (display/voice/all-lines.ts lists every line).

import { type VoiceLine, voiceTable } from '../../voice/texts.ts';

export const voiceLines: readonly VoiceLine[] = voiceTable([
  ['launch-complete', 'Launch sequence complete.', 'Séquence de lancement terminée.'],
  ['no-fuel', 'Not enough fuel. Launch aborted.', 'Carburant insuffisant. Lancement annulé.'],
  ['structure-holds', 'Structure holds.', 'La structure tient.'],
  ['exploded', 'The rocket exploded.', 'La fusée a explosé.'],
  ['damage', 'Apophis damaged.', 'Apophis endommagé.'],
  ['no-damage', 'No damage.', 'Aucun dégât.'],
  ['shuffle-end', 'Shuffle complete.', 'Mélange terminé.'],
  ['deflection', 'Deflection.', 'Déviation.'],
  ['no-deflection', 'No deflection.', 'Aucune déviation.'],
  ['destroyed', 'Apophis destroyed.', 'Apophis détruit.'],
  ['deflected', 'Apophis deflected.', 'Apophis dévié.'],
]);
