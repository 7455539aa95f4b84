// A game's own questions on the command line (`apophis odds`, `apophis apogee launch`), declared
// by the game (`GameModule.commandLines`) and run by `apophis`, which prints the text and exits
// with the code. Pure: arguments in, text out. A mistake in them throws `UsageError`.

/** One `apophis <name> …` command of a game. */
export type CommandLine = {
  /** The word after `apophis`. */
  readonly name: string;
  /** Its lines in `apophis help`, as they follow the two spaces of indentation. */
  readonly usage: readonly string[];
  /** A paragraph `apophis help` ends with (how to write the command's arguments), if any. */
  readonly note?: string;
  run(args: string[]): { text: string; code: number };
};

/** A mistake on the command line: printed as one sentence, exit code 2. */
export class UsageError extends Error {}

/** A whole number option within bounds, or a UsageError naming the option. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}
