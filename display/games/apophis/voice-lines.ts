// The lines of Apophis's voice (voice.ts), in English and French: the launch sequence complete,
// each launch step's outcome as its die settles it (R12–R15, R18) and how the mission was won.
// `npm run voice` records them with the shell's (display/voice/all-lines.ts lists every line).

import type { VoiceLine } from '../../voice/texts.ts';

export const voiceLines: readonly VoiceLine[] = [
  {
    id: 'launch-complete',
    en: 'Launch sequence complete.',
    fr: 'Séquence de lancement terminée.',
  },
  {
    id: 'no-fuel',
    en: 'Not enough fuel. Launch aborted.',
    fr: 'Carburant insuffisant. Lancement annulé.',
  },
  { id: 'structure-holds', en: 'Structure holds.', fr: 'La structure tient.' },
  { id: 'exploded', en: 'The rocket exploded.', fr: 'La fusée a explosé.' },
  { id: 'no-damage', en: 'No damage.', fr: 'Aucun dégât.' },
  { id: 'deflection', en: 'Deflection.', fr: 'Déviation.' },
  { id: 'no-deflection', en: 'No deflection.', fr: 'Aucune déviation.' },
  { id: 'destroyed', en: 'Apophis destroyed.', fr: 'Apophis détruit.' },
  { id: 'deflected', en: 'Apophis deflected.', fr: 'Apophis dévié.' },
];
