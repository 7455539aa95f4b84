// The shell's lines of the big screen's voice, in English and French (each game's own are in
// display/games/<id>/voice-lines.ts, its voice's `texts`; all-lines.ts lists every one). A script (espeak-ng) turns
// each into `display/public/voice/<lang>/<id>.ogg`; the browser's own voice reads the same text
// where it has one. Ids are `[a-z0-9-]+` (they name the files).

import { addVoiceLines, type VoiceLine } from './texts.ts';

export type { VoiceLine };

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

/** The shell's lines: the clock, the status's turns and the cues' lines (cue-lines.ts). */
export const VOICE_LINES: readonly VoiceLine[] = [
  ...MINUTE_MARKS.map(minuteLine),
  { id: 'seconds-30', en: 'Thirty seconds remaining.', fr: 'Trente secondes restantes.' },
  ...Array.from({ length: COUNTDOWN_FROM }, (_, index) => countLine(COUNTDOWN_FROM - index)),
  { id: 'time-up', en: 'Time is up.', fr: 'Temps écoulé.' },
  { id: 'started', en: 'Mission clock started.', fr: 'Compte à rebours lancé.' },
  { id: 'paused', en: 'Mission clock paused.', fr: 'Compte à rebours en pause.' },
  { id: 'resumed', en: 'Mission clock resumed.', fr: 'Compte à rebours repris.' },
  { id: 'shuffle-end', en: 'Shuffle complete.', fr: 'Mélange terminé.' },
  { id: 'hit', en: 'Hit.', fr: 'Touché.' },
  { id: 'miss', en: 'Miss.', fr: 'Manqué.' },
  { id: 'damage', en: 'Apophis damaged.', fr: 'Apophis endommagé.' },
  { id: 'won', en: 'Mission accomplished.', fr: 'Mission accomplie.' },
  { id: 'lost', en: 'Mission failed.', fr: 'Mission échouée.' },
];

addVoiceLines(VOICE_LINES);
