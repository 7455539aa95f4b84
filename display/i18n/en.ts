// Every word of both screens in English. The French dictionary has the same shape (type Dict),
// so a missing word is a type error, not a blank on the wall.

import type { ErrorCode } from '../../src/games/apophis/errors.ts';
import type { LaunchResult, StepName } from '../../src/games/apophis/launch.ts';
import type { Colour, Suit } from '../../src/games/apophis/sections.ts';
import type { Difficulty } from '../../src/games/apophis/setup.ts';
import type { Phase } from '../../src/games/apophis/state.ts';

type Size = 'small' | 'medium' | 'large';
/** Refusal codes of the service itself (server/), and the screen's own `link/down`. */
type ServiceCode =
  | 'link/down'
  | 'auth/token'
  | 'box/away'
  | 'box/rolling'
  | 'log/write'
  | 'message/invalid'
  | 'rate/limited'
  | 'server/error';

export const en = {
  lang: 'en',
  title: 'Apophis Mission Control',
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
  phase: {
    lobby: 'ready to start',
    running: 'playing',
    paused: 'paused',
    launching: 'launch',
    won: 'won',
    lost: 'lost',
  } as Record<Phase, string>,
  link: {
    connecting: 'connecting…',
    reconnecting: 'reconnecting…',
    open: 'connected',
  },
  box: {
    title: 'Box',
    serial: 'button box',
    virtual: 'virtual box',
    none: 'no box',
    connected: 'linked',
    disconnected: 'not linked',
    firmware: (version: string) => `firmware ${version}`,
  },
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
    controlLink: 'Control from a phone',
    noToken: 'Open the link printed by the service to show the control QR code.',
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
  overlay: {
    shuffle: 'Shuffling',
    paused: 'PAUSED',
    boxLost: 'Box disconnected',
    reconnecting: 'Reconnecting…',
  },
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
  sound: {
    enable: 'Click to enable sound',
    mute: 'Mute',
    unmute: 'Unmute',
  },
  fullscreen: 'Full screen (F)',
  keys: 'Keys: S start · R roll · X scrap · H shuffle · Enter OK · P pause · F full screen',
  scrapAgain: 'Press X again to scrap the rocket',
  control: {
    title: 'Control',
    readOnly: 'Read only: open the link with the token to control the table.',
    language: 'Language',
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
    virtualBox: 'Virtual box',
    longPress: 'hold for a long press',
    waiting: 'waiting for the table…',
  },
  /** Refusals by code. English shows the server's own sentence, which names the section or the seconds. */
  errors: {} as Partial<Record<ErrorCode | ServiceCode, string>>,
};

export type Dict = typeof en;
