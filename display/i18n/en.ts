// The shell's words in English: what every game's screens share (the link, the box, the
// lobby's QR code, the overlays, sound, keys). Each game's view, and each page with words of
// its own, has its own dictionary of the same two languages (shipped with its chunk). The French dictionary has this shape (type ShellDict), so a
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
  | 'end/none'
  | 'end/over'
  | 'message/invalid'
  | 'rate/limited'
  | 'server/error'
  /** The teaching start's (src/teach.ts), for a game whose own words do not say them. */
  | 'teach/none'
  | 'teach/play';

export const en = {
  /** The room's sound, as the big screen's header says it. */
  soundState: {
    on: 'sound on',
    off: 'sound off',
    blocked: 'sound off: press a key',
    turnOn: 'turn it on',
    mute: 'mute',
    volume: 'volume',
    unsupported: 'no sound in this browser',
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
  keys: 'Keys, as the box: S START · R ROLL · X SCRAP · H SHUFFLE · Enter OK · P hold START (pause) · F full screen · V voice · M mute · + − volume',
  loading: 'loading the game…',
  unknownGame: (game: string) => `This screen does not know the game “${game}”: reload the page.`,
  control: {
    title: 'Control',
    readOnly: 'Read only: open the link with the token to control the table.',
    language: 'Language',
    virtualBox: 'Virtual box',
    /** The virtual box's 4-digit display while it is dark (a paused clock blinks). */
    displayOff: 'display off',
    game: 'Game',
    longPress: 'hold for a long press',
    waiting: 'waiting for the table…',
  },
  /** Ending a game before its end, from the control page (components/end-game.tsx). */
  endGame: {
    button: 'End this game',
    question: 'End this game and go back to its set-up, with the same players? Lost with it:',
    /** When the game names nothing it would lose. */
    generic: 'everything played since the start: an ended game cannot be resumed',
    logKept: 'The game’s log is kept: the history shows it as ended.',
    yes: 'Yes, end this game',
    keep: 'Keep playing',
    /**
     * Said once by every screen (big screen, spectators, phones) over the set-up a game ended
     * early drops to, until the next game starts: by whom it was ended.
     */
    endedEarly: {
      phone: 'The last game was ended early, from a phone.',
      hall: 'The last game was ended early, from the convention hall.',
    },
  },
  /** Refusals by code. English shows the server's own sentence, which names what it refers to. */
  errors: {} as Partial<Record<ServiceCode, string>>,
};

export type ShellDict = typeof en;
