// The lines of Apogee's voice (voice.ts), in English and French: a launch declared to a
// destination, what its d12 did, and the phases of the quarter (AG3, AG9). `npm run voice`
// records them with the shell's (display/voice/all-lines.ts lists every line).

import { type VoiceLine, voiceTable } from '../../voice/texts.ts';

export const voiceLines: readonly VoiceLine[] = voiceTable([
  ['apogee-launch-leo', 'Launch to low Earth orbit.', 'Lancement vers l’orbite basse.'],
  [
    'apogee-launch-geo',
    'Launch to geostationary orbit.',
    'Lancement vers l’orbite géostationnaire.',
  ],
  ['apogee-launch-moon', 'Launch to the Moon.', 'Lancement vers la Lune.'],
  [
    'apogee-launch-lagrange',
    'Launch to the Lagrangian point.',
    'Lancement vers le point de Lagrange.',
  ],
  ['apogee-launch-asteroid', 'Launch to the asteroid.', 'Lancement vers l’astéroïde.'],
  ['apogee-launch-mars', 'Launch to Mars.', 'Lancement vers Mars.'],
  [
    'apogee-reached-leo',
    'Success. The rocket reached low Earth orbit.',
    'Réussite. La fusée a atteint l’orbite basse.',
  ],
  [
    'apogee-reached-geo',
    'Success. The rocket reached geostationary orbit.',
    'Réussite. La fusée a atteint l’orbite géostationnaire.',
  ],
  [
    'apogee-reached-moon',
    'Success. The rocket reached the Moon.',
    'Réussite. La fusée a atteint la Lune.',
  ],
  [
    'apogee-reached-lagrange',
    'Success. The rocket reached the Lagrangian point.',
    'Réussite. La fusée a atteint le point de Lagrange.',
  ],
  [
    'apogee-reached-asteroid',
    'Success. The rocket reached the asteroid.',
    'Réussite. La fusée a atteint l’astéroïde.',
  ],
  [
    'apogee-reached-mars',
    'Success. The rocket reached Mars.',
    'Réussite. La fusée a atteint Mars.',
  ],
  ['apogee-failed', 'The launch failed.', 'Le lancement a échoué.'],
  ['apogee-phase-planning', 'Phase A. Planning.', 'Phase A. Planification.'],
  ['apogee-phase-launch', 'Phase B. Launch.', 'Phase B. Lancement.'],
  ['apogee-phase-administration', 'Phase C. Administration.', 'Phase C. Administration.'],
  [
    'apogee-new-quarter',
    'New quarter. Phase A. Planning.',
    'Nouveau trimestre. Phase A. Planification.',
  ],
]);
