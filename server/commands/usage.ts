// A mistake on the command line (exit code 2, one sentence), shared with the games' own commands.
export { UsageError, wholeNumber } from '../../src/command-line.ts';
