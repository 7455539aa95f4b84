// The shell's words in English: what every game's screens share (the link, the box, the
// lobby's QR code, the overlays, sound, keys). Each game's view has its own dictionary of
// the same two languages. The French dictionary has this shape (type ShellDict), so a
// missing word is a type error, not a blank on the wall.

import type { Status } from '../../src/game.ts';

/** Refusal codes of the service itself (server/), and the screen's own `link/down`. */
export type ServiceCode =
  | 'link/down'
  | 'auth/token'
  | 'box/away'
  | 'box/cannot-roll'
  | 'box/wrong-dice'
  | 'box/rolling'
  | 'log/write'
  | 'message/invalid'
  | 'rate/limited'
  | 'server/error';

export const en = {
  /** The room's sound, as the big screen's header says it. */
  soundState: {
    on: 'sound on',
    off: 'sound off',
    blocked: 'sound off: click or press any key to turn it on',
    turnOn: 'turn it on',
    mute: 'mute',
    volume: 'volume',
    unsupported: 'no sound in this browser',
  },
  /** The big screen's voice: its switch, and the keys of the room's sound. */
  voice: {
    on: 'voice on',
    off: 'voice off',
    title: 'Spoken call-outs (V). M mutes every sound; + and − set the volume.',
  },
  /** The volunteer's page of every table (`/hall`). */
  hall: {
    title: 'Convention hall',
    table: (id: string) => `Table ${id}`,
    noTables: 'This service has no tables.',
    unreachable:
      'The service does not answer: is it running, and is this device on its network? Trying again every 2 s.',
    badToken:
      'This link’s token is not the service’s: control links are hidden. Open the hall link the service printed.',
    readOnly:
      'Read only: open the hall link with the service’s token to show each table’s control link.',
    loading: 'asking the service for its tables…',
    timeLeft: 'time left',
    noClock: 'no clock',
    phase: 'phase',
    box: 'box',
    links: { big: 'Big screen', control: 'Control', watch: 'Spectators' },
    lastHeard: (seconds: number) => `last answer ${seconds} s ago`,
  },
  /** The spectators' page of a table (`/watch`): read only, laid out for a phone. */
  watch: {
    table: (id: string) => `Table ${id}`,
    readOnly: 'Watching only: nothing on this page can change the table.',
    waiting: 'waiting for the table…',
  },
  /** The box, in words for the room (the firmware goes in a tooltip). */
  boxState: {
    serial: 'box ready',
    virtual: 'virtual box ready',
    unlinked: 'box not linked: check its cable',
    virtualUnlinked: 'virtual box not linked yet',
    none: 'no box: dice typed in on the phone',
  },
  lang: 'en',
  title: 'Apophis Mission Control',
  status: {
    lobby: 'ready to start',
    playing: 'playing',
    paused: 'paused',
    over: 'game over',
  } as Record<Status, string>,
  link: {
    connecting: 'connecting…',
    reconnecting: 'reconnecting…',
    open: 'connected',
  },
  box: {
    firmware: (version: string) => `firmware ${version}`,
    /** The game rolls dice this box cannot roll (a v1 box and anything but one d6). */
    cannotRoll: (dice: { count: number; sides: number }, oneD6Only: boolean) =>
      `${oneD6Only ? 'This box rolls one d6 only' : 'This box cannot roll these dice'}: roll ${
        dice.count === 1 ? `a d${dice.sides}` : `${dice.count}d${dice.sides}`
      } on the table and type the dice.`,
  },
  qr: {
    controlLink: 'Control from a phone',
    noToken: 'Open the link printed by the service to show the control QR code.',
  },
  overlay: {
    paused: 'PAUSED',
    boxLost: 'Box disconnected',
    reconnecting: 'Reconnecting…',
  },
  fullscreen: 'Full screen (F)',
  keys: 'Keys, as the box: S START · R ROLL · X SCRAP · H SHUFFLE · Enter OK · P hold START (pause) · F full screen',
  loading: 'loading the game…',
  unknownGame: (game: string) => `This screen does not know the game “${game}”: reload the page.`,
  control: {
    title: 'Control',
    readOnly: 'Read only: open the link with the token to control the table.',
    language: 'Language',
    virtualBox: 'Virtual box',
    game: 'Game',
    longPress: 'hold for a long press',
    waiting: 'waiting for the table…',
  },
  /** After the game: the history, the numbers, the mission report, the dice's honesty (display/after). */
  after: {
    history: 'History',
    numbers: 'Numbers',
    backToList: 'all games',
    loading: 'loading…',
    failed: (why: string) => `Could not load: ${why}`,
    noGames: 'No game in the data folder yet.',
    column: { game: 'game', outcome: 'outcome', length: 'length', setup: 'set-up', date: 'date' },
    won: 'won',
    lost: 'lost',
    unfinished: 'unfinished',
    players: (n: number) => (n === 1 ? '1 player' : `${n} players`),
    actions: (n: number) => (n === 1 ? '1 action' : `${n} actions`),
    skipped: (n: number) =>
      n === 1 ? '1 line of the log was skipped:' : `${n} lines of the log were skipped:`,
    export: 'Export',
    exportPlays: 'BG Stats play',
    report: 'Mission report',
    timeline: 'Timeline',
    luck: 'Luck meter',
    luckLine: (rolls: number, expected: string, actual: number) =>
      `${rolls === 1 ? '1 roll' : `${rolls} rolls`}: the odds expected ${expected} ${expected === '1' ? 'success' : 'successes'}, the dice gave ${actual}`,
    luckVerdict: {
      lucky: 'luckier than the odds',
      unlucky: 'unluckier than the odds',
      even: 'as the odds said',
    },
    /** Between a label and what it says (French puts a space before the colon). */
    colon: ': ',
    chance: 'chance',
    success: 'success',
    failure: 'failure',
    decisive: 'The moment that decided it',
    tallies: 'Tallies',
    atClock: (clock: string) => `at ${clock}`,
    scrubber: 'The table at a moment of the game',
    scrubberAt: (index: number, count: number, clock: string) =>
      `action ${index} of ${count} · ${clock}`,
    noReplay: 'This screen cannot replay this game; its report is below.',
    rollsSoFar: 'The rolls so far',
    noRolls: 'No roll yet.',
    games: (n: number) => (n === 1 ? '1 game' : `${n} games`),
    winRate: 'Win rate',
    bySetup: 'By difficulty and variant',
    any: 'any',
    restsOn: (n: number) => (n === 1 ? 'on 1 finished game' : `on ${n} finished games`),
    noFinished: 'no finished game',
    played: 'played',
    launches: 'Rolls the table hoped for, and successes',
    launchesLine: (rolls: number, hits: number) => `${rolls} rolls, ${hits} successes`,
    luckAll: 'Luck over all games',
    expected: 'expected',
    actual: 'actual',
    timeUsed: 'Time used',
    timeLine: (time: string, games: number) =>
      `${time} over ${games === 1 ? '1 finished game' : `${games} finished games`}`,
    dice: 'The dice’s honesty',
    box: (box: string, sides: number) => `box ${box}, d${sides}`,
    typed: (sides: number) => `d${sides} typed in by hand`,
    face: 'face',
    rolls: 'rolls',
    expectedLine: 'expected for a fair die',
    honesty: {
      tooFew: (rolls: number) => `${rolls} rolls: too few rolls to tell`,
      fair: (rolls: number) => `${rolls} rolls: nothing suggests this die is unfair`,
      doubt: (rolls: number, p: string) =>
        `${rolls} rolls: this die may favour some faces, roll more to tell: p = ${p}`,
      biased: (rolls: number, p: string) => `${rolls} rolls: this die favours some faces: p = ${p}`,
    },
    chiSquare: (value: string, p: string, rolls: number) =>
      `chi-square ${value}, p = ${p}, ${rolls} rolls`,
    noDice: 'No die rolled yet.',
  },
  /** Refusals by code. English shows the server's own sentence, which names what it refers to. */
  errors: {} as Partial<Record<ServiceCode, string>>,
};

export type ShellDict = typeof en;
