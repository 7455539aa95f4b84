// The words of the dice's proof on the screens after the game (proof.tsx), a dictionary of their
// own over the shell's, as after/'s are; French (proof-i18n.fr.ts) is fetched when asked.

import { dictionary, overShell } from '../i18n/index.ts';

const rolls = (n: number) => (n === 1 ? '1 roll' : `${n} rolls`);
const boxRolls = (n: number) => (n === 1 ? '1 box roll' : `${n} box rolls`);

const en = {
  proof: {
    title: 'Dice anyone can audit',
    /** Between a label and what it says (French puts a space before the colon). */
    colon: ': ',
    /** The game's rolls and those a revealed seed proves. */
    proven: (proven: number, all: number) =>
      all === 0 ? 'no roll to prove' : `${proven} of ${rolls(all)} proven`,
    failedBadge: 'proof FAILED',
    /** The end screen, while the box's seed is on its way. */
    awaiting: 'waiting for the box’s seed',
    commitment: 'commitment',
    seed: 'seed',
    noSeed: 'not revealed',
    under: (n: number, commitment: string) => `${boxRolls(n)} from commitment ${commitment}`,
    loose: (n: number) => `${boxRolls(n)} under no commitment in the log: not provable`,
    outcome: {
      verified: 'all verified',
      failed: 'FAILED',
      restart: (after: number | null) =>
        `not provable: the box restarted and lost its seed ${after === null ? 'before its first roll' : `after the roll at @${after}`}`,
      noProof: (after: number | null) =>
        `not provable: a box without proof took over ${after === null ? 'before its first roll' : `after the roll at @${after}`}`,
      lost: 'not proven: the box restarted before revealing its seed',
      pending: 'not provable yet: the seed is not revealed',
    },
    failure: {
      value: (index: number, sides: number, said: string, expected: string) =>
        `the roll at @${index} says ${said} (d${sides}), the seed gives ${expected}`,
      gap: (index: number, expected: number) =>
        `a gap before the roll at @${index}: the rolls before it end at @${expected} (a roll is missing)`,
      overlap: (index: number, expected: number) =>
        `the roll at @${index} overlaps the one before it, which ends at @${expected}`,
      seed: (hashed: string) =>
        `the revealed seed does not match the commitment (its SHA-256 begins ${hashed})`,
      end: (next: number, expected: number) =>
        `the seed's next word is @${next}, but the rolls end at @${expected} (a roll is missing at the end)`,
      unexplained: (by: string) =>
        `the box committed to ${by} before revealing this seed, with no word of a restart`,
      unrevealed: 'the game is over and its seed was never revealed',
      malformed: (what: string) => `${what} is malformed`,
    },
    hand: (n: number) => `${rolls(n)} typed in by hand: not provable`,
    noProof: (n: number) =>
      `${boxRolls(n)} by a box without proof (protocol 1, or firmware before 2.1): not provable`,
    byHand: 'Check it yourself',
    command: 'With this service’s command line, on the game’s log:',
    sha: 'With sha256sum alone, the commitment is the first 32 hex digits of:',
    script:
      'Every roll, from the seed: the README’s page “Dice anyone can audit” has a short script.',
    total: (proven: number, all: number, failed: number) =>
      `${all === 1 ? '1 roll' : `${all} rolls`} over all games, ${proven} proven by the box’s revealed seed${failed > 0 ? `; ${failed === 1 ? '1 game' : `${failed} games`} FAILED the check` : ''}`,
  },
};

export type ProofWords = typeof en;

export const words = dictionary<ProofWords>(en, {
  fr: () => import('./proof-i18n.fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
