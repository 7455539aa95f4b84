// Every line the voice can say, the shell's then each game's, in the order of the recorded
// files' manifest: for `npm run voice` (scripts/make-voice.ts) and the tests, never a page.

import { APOCALYTE_LINES } from '../games/apocalyte/voice-lines.ts';
import { APOGEE_LINES } from '../games/apogee/voice-lines.ts';
import { VOICE_LINES } from './lines.ts';
import type { VoiceLine } from './texts.ts';

export const ALL_VOICE_LINES: readonly VoiceLine[] = [
  ...VOICE_LINES,
  ...APOGEE_LINES,
  ...APOCALYTE_LINES,
];
