// The shell's lines of the big screen's voice, in English and French (each game's own are in
// display/games/<id>/voice-lines.ts, its voice's `texts`; all-lines.ts lists every one). A script (espeak-ng) turns
// each into `display/public/voice/<lang>/<id>.ogg`; the browser's own voice reads the same text
// where it has one. Ids are `[a-z0-9-]+` (they name the files).

import { addVoiceLines, type VoiceLine, type VoiceRow, voiceTable } from './texts.ts';

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

/**
 * The digits a seal is read in, one line each (`hex-0` … `hex-f`): the letters as the radio
 * alphabet says them (clear across a noisy hall, the same words in French).
 */
export const HEX_DIGITS = '0123456789abcdef';
const LETTERS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
const HEX_EN = ['Zero', ...ENGLISH_NUMBERS.slice(1, 10), ...LETTERS];
const HEX_FR = ['Zéro', ...FRENCH_NUMBERS.slice(1, 10), ...LETTERS];

function hexLine(digit: string, at: number): VoiceRow {
  return [`hex-${digit}`, `${HEX_EN[at]}.`, `${HEX_FR[at]}.`];
}

function minuteLine(minutes: number): VoiceRow {
  if (minutes === 1) return ['minutes-1', 'One minute remaining.', 'Une minute restante.'];
  const en = minutes <= 10 ? ENGLISH_NUMBERS[minutes] : String(minutes);
  const fr = minutes <= 10 ? FRENCH_NUMBERS[minutes] : String(minutes);
  return [`minutes-${minutes}`, `${en} minutes remaining.`, `${fr} minutes restantes.`];
}

function countLine(second: number): VoiceRow {
  const en = ENGLISH_NUMBERS[second] ?? String(second);
  return [`count-${second}`, en, FRENCH_NUMBERS[second] ?? String(second)];
}

/**
 * The shell's lines, none of them any game's: the clock, the status's turns, and the words of the
 * cues' lines (cue-lines.ts) that any game may call (a game's own, such as Apophis's damage and
 * shuffle, are in its folder's voice-lines.ts).
 */
export const VOICE_LINES: readonly VoiceLine[] = voiceTable([
  ...MINUTE_MARKS.map(minuteLine),
  ['seconds-30', 'Thirty seconds remaining.', 'Trente secondes restantes.'],
  ...Array.from({ length: COUNTDOWN_FROM }, (_, index) => countLine(COUNTDOWN_FROM - index)),
  ['time-up', 'Time is up.', 'Temps écoulé.'],
  ['started', 'Mission clock started.', 'Compte à rebours lancé.'],
  ['paused', 'Mission clock paused.', 'Compte à rebours en pause.'],
  ['resumed', 'Mission clock resumed.', 'Compte à rebours repris.'],
  ['hit', 'Hit.', 'Touché.'],
  ['miss', 'Miss.', 'Manqué.'],
  ['won', 'Mission accomplished.', 'Mission accomplie.'],
  ['lost', 'Mission failed.', 'Mission échouée.'],
  // The seal of the game's dice (DESIGN.md, "What a verdict covers"), then its 8 hex digits.
  ['sealed', 'Dice sealed.', 'Dés scellés.'],
  ...[...HEX_DIGITS].map(hexLine),
]);

addVoiceLines(VOICE_LINES);
