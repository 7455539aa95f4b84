// A mistake on the command line: printed as one sentence, exit code 2.
export class UsageError extends Error {}

/** A whole number option within bounds, or a UsageError naming the option. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max) {
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not "${text}"`);
  }
  return value;
}
