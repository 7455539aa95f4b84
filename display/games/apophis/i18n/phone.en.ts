// Apophis's words on the phone only, in English: the control page's set-up, bar, buttons and die.
// Apart from en.ts (the words the big screen and the phone share), so no big screen downloads
// them; the French file has this shape (PhoneDict), so a missing word is a type error.

import type { StepName } from '../../../../src/games/apophis/launch.ts';
import type { Difficulty } from '../../../../src/games/apophis/setup.ts';

export const phoneEn = {
  /** The phone's control page: the set-up, the bar always in view, confirmations, the die. */
  phone: {
    setUp: 'Set up',
    againHint: 'The last set-up, ready for the next game:',
    startWithThese: 'Start with these',
    playAgain: 'Play again',
    starting: 'Starting…',
    minutesRange: (min: number, max: number) => `The timer runs from ${min} to ${max} minutes.`,
    seconds: 's',
    timeLost: 'left on the timer',
    rocketLost: (list: string) => `the rocket: ${list}`,
    scrapLoses: (list: string, count: number) =>
      `${list} ${count === 1 ? 'goes' : 'go'} back to the supply.`,
    keepRocket: 'Keep the rocket',
    and: 'and',
    typeDie: 'Roll a die on the table and tap what it shows:',
    dieShows: (value: number) => `The die shows ${value}.`,
    dieFails: {
      fuel: 'This die fails: not enough fuel.',
      explosion: 'This die fails: the rocket would explode.',
      accuracy: 'This die fails: the rocket would miss Apophis.',
      damage: 'This die fails: Apophis would take no damage.',
      deflection: 'This die fails: no deflection counter.',
    } as Record<StepName, string>,
    dieSucceeds: {
      fuel: 'This die succeeds: enough fuel.',
      explosion: 'This die succeeds: the rocket holds together.',
      accuracy: 'This die succeeds: the rocket hits Apophis.',
      damage: 'This die succeeds: Apophis loses a pyramid.',
      deflection: 'This die succeeds: a deflection counter.',
    } as Record<StepName, string>,
    reroll: (left: number) =>
      `Reroll (${left === 1 ? '1 fail safe left' : `${left} fail safes left`})`,
    acceptFail: {
      fuel: 'Accept: not enough fuel',
      explosion: 'Accept: the rocket explodes',
      accuracy: 'Accept: the rocket misses',
      damage: 'Accept: no damage',
      deflection: 'Accept: no deflection',
    } as Record<StepName, string>,
    acceptPass: 'Accept this die',
  },
  /** The phone's set-up form and its buttons (pause, build, shuffle, scrap, the die, undo). */
  play: {
    newGame: 'New game',
    players: 'Players',
    difficulty: 'Difficulty',
    difficultyName: {
      beginner: 'Beginner',
      easy: 'Easy',
      medium: 'Medium',
      hard: 'Hard',
    } as Record<Difficulty, string>,
    custom: 'Custom',
    minutes: 'minutes',
    advancedHint: 'advanced rules: 10 minutes recommended',
    variant: 'Rules',
    create: 'Set up this game',
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    build: 'Build',
    suits: 'Launch sequence',
    scrap: 'Scrap',
    scrapConfirm: 'Scrap the whole rocket?',
    yes: 'Yes, scrap',
    cancel: 'Cancel',
    shuffle: 'Shuffle (10 s)',
    roll: 'Roll the box die',
    physical: 'Or enter a physical die:',
    reroll: 'Reroll',
    accept: 'Accept',
    undo: (what: string) => `Undo: ${what}`,
    nothingToUndo: 'Nothing to undo',
  },
};

export type PhoneDict = typeof phoneEn;
