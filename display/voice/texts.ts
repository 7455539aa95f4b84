// The words of every voice line known so far, by id: the shell's lines register here when the
// voice loads, and a game's (its GameVoice's `texts()`, fetched) when the voice first hears it,
// so that the big screen carries the lines of the game it shows and no other's. The speaker
// reads a line's text here.

export type VoiceLine = { id: string; en: string; fr: string };
/** A line as the lists write it, one row each: its id, its English, its French. */
export type VoiceRow = readonly [id: string, en: string, fr: string];

/** A list's rows as lines. */
export const voiceTable = (rows: readonly VoiceRow[]): VoiceLine[] =>
  rows.map(([id, en, fr]) => ({ id, en, fr }));

const known = new Map<string, VoiceLine>();

export function addVoiceLines(lines: readonly VoiceLine[]): void {
  for (const line of lines) known.set(line.id, line);
}

/** The line with this id, or undefined when neither the shell nor a loaded game has it. */
export function voiceLine(id: string): VoiceLine | undefined {
  return known.get(id);
}
