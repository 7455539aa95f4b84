// Apophis's words on the screens, in English; the shell's shared words (the link, the box,
// sound, keys) are in display/i18n. The French dictionary has this shape (type ApophisDict),
// so a missing word is a type error, not a blank on the wall.

import type { ErrorCode } from '../../../../src/games/apophis/errors.ts';
import type { Headline, HeadlineCode } from '../../../../src/games/apophis/headline.ts';
import type { LaunchResult, StepName } from '../../../../src/games/apophis/launch.ts';
import type { Colour, Suit } from '../../../../src/games/apophis/sections.ts';
import type { Phase } from '../../../../src/games/apophis/state.ts';
import type { Refusals } from '../../../i18n/index.ts';
import { PHASE_WORDS } from '../meta.ts';

type Size = 'small' | 'medium' | 'large';

export const en = {
  /** The launch as a full-screen moment on the big screen, its headline, and the end's moment. */
  moment: {
    title: 'Launch',
    rollNow: (step: string) => `Roll the die: ${step}`,
    rolling: 'the die is rolling…',
    rerolling: 'a fail safe is spent: roll again, and the new die stands',
    passesOn: (faces: number[]) =>
      faces.length === 0
        ? 'no face passes'
        : faces.length === 6
          ? 'every face passes'
          : `passes on ${faces.join(', ')}`,
    rerolledFrom: (rolls: string) => `rerolled from ${rolls}`,
    question: {
      fails: 'This die fails',
      passes: 'This die succeeds',
      ifKept: 'Kept, it means:',
      next: (step: string) => `on to the next die: ${step}`,
      failKeys: 'ROLL (R): spend a fail safe · OK twice (Enter): keep the failing die',
      passKeys: 'OK or START: keep it · ROLL: spend a fail safe anyway',
      left: (n: number) => (n === 1 ? '1 fail safe left' : `${n} fail safes left`),
    },
    headline: {
      'no-fuel': () => 'Not enough fuel: the rocket never left',
      exploded: () => 'Exploded on the pad',
      missed: () => 'Missed',
      'no-effect': () => 'Hit, no effect',
      damaged: (h) =>
        `Apophis damaged: ${h.toDestroy === 1 ? 'one more' : h.toDestroy === 2 ? 'two more' : `${h.toDestroy} more`} to destroy it`,
      deflection: (h) => `Deflected: ${h.deflections} of ${h.toDeflect}`,
      destroyed: () => 'Apophis destroyed',
      deflected: (h) => `Apophis deflected: ${h.deflections} of ${h.toDeflect}`,
    } as { [C in HeadlineCode]: (h: Extract<Headline, { code: C }>) => string },
    /** The numbers under the headline, when it has more to say. */
    detail: (h: Headline): string => {
      switch (h.code) {
        case 'no-fuel':
          return `yellow ${h.yellow}, needed ${h.needed}`;
        case 'exploded':
          return `${h.total}: it explodes at ${h.explodesAt}`;
        case 'missed':
          return `${h.total} against ${h.needed}`;
        case 'damaged':
          return h.toDeflect === null ? '' : `deflection ${h.deflections} of ${h.toDeflect}`;
        default:
          return '';
      }
    },
    end: {
      decided: 'The launch that decided it',
      cutShort: 'Time ran out in the middle of a launch',
      closest: 'How close it came',
      damages: (n: number, of: number) => `${n} of ${of} damages`,
      moreToDestroy: (n: number) =>
        n === 1 ? 'one more would have destroyed it' : `${n} more would have destroyed it`,
      deflections: (n: number, of: number) => `${n} of ${of} deflection counters`,
      again: 'Press START to play again with the same set-up',
    },
  },
  /** The odds panel for newcomers: what each chance means, and the fuel of an empty rocket. */
  oddsWhy: {
    hit: 'reaches Apophis',
    damage: 'Apophis loses a pyramid',
    deflection: 'a deflection counter',
    explode: 'blows up on the pad (advanced)',
    win: 'this launch wins the game',
    fuelEmpty: 'build a rocket',
  },
  colour: { green: 'green', red: 'red', blue: 'blue', yellow: 'yellow' } as Record<Colour, string>,
  suit: { clubs: 'clubs', hearts: 'hearts', diamonds: 'diamonds', spades: 'spades' } as Record<
    Suit,
    string
  >,
  size: { small: 'small', medium: 'medium', large: 'large' } as Record<Size, string>,
  /** R3: what each colour is, by variant. */
  role: {
    basic: {
      green: 'deflecting warhead',
      red: 'nuclear warhead',
      blue: 'guidance system',
      yellow: 'booster fuel',
    },
    advanced: {
      green: 'fail safe',
      red: 'nuclear warhead',
      blue: 'guidance system',
      yellow: 'booster fuel',
    },
  } as Record<'basic' | 'advanced', Record<Colour, string>>,
  variant: { basic: 'basic rules', advanced: 'advanced rules' },
  phase: PHASE_WORDS.en as Record<Phase, string>,
  lobby: {
    players: (n: number) => (n === 1 ? '1 player' : `${n} players`),
    cardsEach: (n: number) => `deal ${n} cards each`,
    timer: 'timer',
    setup: 'Set up',
    checklist: [
      'Nest the three black pyramids (large, medium, small): that is Apophis.',
      'Lay out one card of each suit and put the rocket sections of its colour on it.',
      'Shuffle the deck and deal the cards.',
      'Put the deflection counters aside.',
    ],
    pressStart: 'Press START',
  },
  timer: { label: 'time left' },
  apophis: {
    title: 'Apophis',
    value: (v: number) => `value ${v}`,
    damages: 'damages',
    deflections: 'deflection counters',
    destroyed: 'destroyed',
    countersWinNothing: 'counters win nothing in the advanced rules',
  },
  rocket: { title: 'Rocket', empty: 'no section yet', points: (n: number) => `${n} points` },
  supply: { title: 'Supply' },
  sequence: { title: 'Launch sequence' },
  fuel: {
    title: 'Fuel',
    share: (yellow: number, total: number) => `yellow ${yellow} of ${total}`,
    need: 'at least 25%',
  },
  odds: {
    title: 'Odds of a launch now',
    empty: 'build a rocket to see its odds',
    noFuel: 'not enough fuel: the launch would fail',
    hit: 'hit',
    damage: 'damage',
    deflection: 'deflection',
    explode: 'explosion',
    win: 'win',
    rerolls: (n: number) => (n === 1 ? '1 reroll' : `${n} rerolls`),
  },
  step: {
    fuel: 'fuel check',
    explosion: 'explosion',
    accuracy: 'accuracy',
    damage: 'damage',
    deflection: 'deflection',
  } as Record<StepName, string>,
  launch: {
    title: 'Launch',
    fuelLine: (have: number, need: number) => `yellow ${have}, needed ${need}`,
    sum: (total: number, need: number) => `${total} against ${need}`,
    explodesAt: (need: number) => `explodes at ${need}`,
    pass: 'OK',
    fail: 'failed',
    passOf: {
      fuel: 'enough fuel',
      explosion: 'no explosion',
      accuracy: 'hit',
      damage: 'damage',
      deflection: 'deflected',
    } as Record<StepName, string>,
    failOf: {
      fuel: 'not enough fuel',
      explosion: 'exploded',
      accuracy: 'miss',
      damage: 'no damage',
      deflection: 'no deflection',
    } as Record<StepName, string>,
    rollFor: (step: string) => `Roll the die: ${step}`,
    rolling: 'the die is rolling…',
    decide: (n: number) =>
      `Reroll or accept? ${n === 1 ? '1 fail safe left' : `${n} fail safes left`}`,
    wouldPass: 'this result succeeds',
    wouldFail: 'this result fails',
    result: {
      'no-fuel': 'Not enough fuel',
      exploded: 'The rocket exploded',
      missed: 'Missed',
      hit: 'Hit',
      destroyed: 'Apophis destroyed',
      deflected: 'Apophis deflected',
    } as Record<LaunchResult, string>,
  },
  shuffleOverlay: 'Shuffling',
  end: {
    destroyed: 'Apophis destroyed: you won!',
    deflected: 'Apophis deflected: you won!',
    impact: 'Impact: Apophis has struck',
    launches: 'launches',
    hits: 'hits',
    damages: 'damages',
    deflections: 'deflections',
    timeUsed: 'time used',
    timeLeft: 'time left',
  },
  events: {
    title: 'Last events',
    start: 'game started',
    pause: 'paused',
    resume: 'resumed',
    build: (section: string) => `built ${section}`,
    suits: (suits: string) => `launch sequence: ${suits}`,
    scrap: 'rocket scrapped',
    shuffle: 'shuffling',
    shuffleDone: 'shuffle over',
    roll: (value: number, byHand: boolean) => `rolled ${value}${byHand ? ' (by hand)' : ''}`,
    launch: (rocket: string, result: string) => `launched ${rocket}: ${result}`,
    undo: (what: string) => `undid ${what}`,
    won: 'won',
    lost: 'lost',
  },
  /** Names of table actions, for "undo: …" and the event list. */
  action: {
    newGame: 'new game',
    start: 'start',
    pause: 'pause',
    resume: 'resume',
    build: 'build',
    suits: 'suits',
    scrap: 'scrap',
    shuffle: 'shuffle',
    roll: 'die',
    reroll: 'reroll',
    accept: 'accept',
    undo: 'undo',
    clock: 'clock',
  } as Record<string, string>,
  /** Refusals by code. English shows the referee's own sentence, which names the section or the seconds. */
  ruleErrors: {} as Partial<Refusals<ErrorCode>>,
};

export type ApophisDict = typeof en;
