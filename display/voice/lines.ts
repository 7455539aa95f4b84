// Every line the big screen's voice can say, in English and French. A script (espeak-ng) turns
// each into `display/public/voice/<lang>/<id>.ogg`; the browser's own voice reads the same text
// where it has one. Ids are `[a-z0-9-]+` (they name the files).

export type VoiceLine = { id: string; en: string; fr: string };

/** The whole minutes left that the voice calls out (a 60-minute timer down to the last one). */
export const MINUTE_MARKS = [30, 20, 15, 10, 5, 4, 3, 2, 1] as const;
/** The seconds of the last ten counted aloud, one line a second. */
export const COUNTDOWN_FROM = 10;

const FRENCH_NUMBERS = [
  '',
  'Un',
  'Deux',
  'Trois',
  'Quatre',
  'Cinq',
  'Six',
  'Sept',
  'Huit',
  'Neuf',
  'Dix',
] as const;
const ENGLISH_NUMBERS = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
] as const;

function minuteLine(minutes: number): VoiceLine {
  if (minutes === 1) {
    return { id: 'minutes-1', en: 'One minute remaining.', fr: 'Une minute restante.' };
  }
  const en = minutes <= 10 ? ENGLISH_NUMBERS[minutes] : String(minutes);
  const fr = minutes <= 10 ? FRENCH_NUMBERS[minutes] : String(minutes);
  return {
    id: `minutes-${minutes}`,
    en: `${en} minutes remaining.`,
    fr: `${fr} minutes restantes.`,
  };
}

function countLine(second: number): VoiceLine {
  return {
    id: `count-${second}`,
    en: ENGLISH_NUMBERS[second] ?? String(second),
    fr: FRENCH_NUMBERS[second] ?? String(second),
  };
}

export const VOICE_LINES: readonly VoiceLine[] = [
  ...MINUTE_MARKS.map(minuteLine),
  { id: 'seconds-30', en: 'Thirty seconds remaining.', fr: 'Trente secondes restantes.' },
  ...Array.from({ length: COUNTDOWN_FROM }, (_, index) => countLine(COUNTDOWN_FROM - index)),
  { id: 'time-up', en: 'Time is up.', fr: 'Temps écoulé.' },
  { id: 'started', en: 'Mission clock started.', fr: 'Compte à rebours lancé.' },
  { id: 'paused', en: 'Mission clock paused.', fr: 'Compte à rebours en pause.' },
  { id: 'resumed', en: 'Mission clock resumed.', fr: 'Compte à rebours repris.' },
  { id: 'shuffle-end', en: 'Shuffle complete.', fr: 'Mélange terminé.' },
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
  { id: 'hit', en: 'Hit.', fr: 'Touché.' },
  { id: 'miss', en: 'Miss.', fr: 'Manqué.' },
  { id: 'damage', en: 'Apophis damaged.', fr: 'Apophis endommagé.' },
  { id: 'no-damage', en: 'No damage.', fr: 'Aucun dégât.' },
  { id: 'deflection', en: 'Deflection.', fr: 'Déviation.' },
  { id: 'no-deflection', en: 'No deflection.', fr: 'Aucune déviation.' },
  { id: 'destroyed', en: 'Apophis destroyed.', fr: 'Apophis détruit.' },
  { id: 'deflected', en: 'Apophis deflected.', fr: 'Apophis dévié.' },
  { id: 'won', en: 'Mission accomplished.', fr: 'Mission accomplie.' },
  { id: 'lost', en: 'Mission failed.', fr: 'Mission échouée.' },
  // Apogee (display/games/apogee/voice.ts): a launch declared to a destination, what its d12 did,
  // and the phases of the quarter (AG3, AG9).
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

/** The line with this id, or undefined. */
export function voiceLine(id: string): VoiceLine | undefined {
  return VOICE_LINES.find((line) => line.id === id);
}
