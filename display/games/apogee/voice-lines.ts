// The lines of Apogee's voice (voice.ts), in English and French: a launch declared to a
// destination, what its d12 did, and the phases of the quarter (AG3, AG9). `npm run voice`
// records them with the shell's (display/voice/all-lines.ts lists every line).

import type { VoiceLine } from '../../voice/texts.ts';

export const voiceLines: readonly VoiceLine[] = [
  {
    id: 'apogee-launch-leo',
    en: 'Launch to low Earth orbit.',
    fr: 'Lancement vers l’orbite basse.',
  },
  {
    id: 'apogee-launch-geo',
    en: 'Launch to geostationary orbit.',
    fr: 'Lancement vers l’orbite géostationnaire.',
  },
  { id: 'apogee-launch-moon', en: 'Launch to the Moon.', fr: 'Lancement vers la Lune.' },
  {
    id: 'apogee-launch-lagrange',
    en: 'Launch to the Lagrangian point.',
    fr: 'Lancement vers le point de Lagrange.',
  },
  {
    id: 'apogee-launch-asteroid',
    en: 'Launch to the asteroid.',
    fr: 'Lancement vers l’astéroïde.',
  },
  { id: 'apogee-launch-mars', en: 'Launch to Mars.', fr: 'Lancement vers Mars.' },
  {
    id: 'apogee-reached-leo',
    en: 'Success. The rocket reached low Earth orbit.',
    fr: 'Réussite. La fusée a atteint l’orbite basse.',
  },
  {
    id: 'apogee-reached-geo',
    en: 'Success. The rocket reached geostationary orbit.',
    fr: 'Réussite. La fusée a atteint l’orbite géostationnaire.',
  },
  {
    id: 'apogee-reached-moon',
    en: 'Success. The rocket reached the Moon.',
    fr: 'Réussite. La fusée a atteint la Lune.',
  },
  {
    id: 'apogee-reached-lagrange',
    en: 'Success. The rocket reached the Lagrangian point.',
    fr: 'Réussite. La fusée a atteint le point de Lagrange.',
  },
  {
    id: 'apogee-reached-asteroid',
    en: 'Success. The rocket reached the asteroid.',
    fr: 'Réussite. La fusée a atteint l’astéroïde.',
  },
  {
    id: 'apogee-reached-mars',
    en: 'Success. The rocket reached Mars.',
    fr: 'Réussite. La fusée a atteint Mars.',
  },
  { id: 'apogee-failed', en: 'The launch failed.', fr: 'Le lancement a échoué.' },
  { id: 'apogee-phase-planning', en: 'Phase A. Planning.', fr: 'Phase A. Planification.' },
  { id: 'apogee-phase-launch', en: 'Phase B. Launch.', fr: 'Phase B. Lancement.' },
  {
    id: 'apogee-phase-administration',
    en: 'Phase C. Administration.',
    fr: 'Phase C. Administration.',
  },
  {
    id: 'apogee-new-quarter',
    en: 'New quarter. Phase A. Planning.',
    fr: 'Nouveau trimestre. Phase A. Planification.',
  },
];
