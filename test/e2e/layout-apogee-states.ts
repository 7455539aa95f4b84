// Apogee's states for the layout sweep, with 2, 3 and 5 players: the set-up, the planning with
// every rocket on its pad, a launch awaiting its d12, the launch just rolled (its moment), and the
// end with its mission report. Each is a list of commands a phone sends, played in order on one
// service, so one table runs through them all and the pages stay open between them.

import type { ApogeeCommand } from '../../src/games/apogee/actions.ts';
import type { Colour } from '../../src/games/apogee/setup.ts';

export type ApogeeStep = {
  name: string;
  /** Sent in order over the WebSocket; each must be taken. */
  commands: ApogeeCommand[];
  /** What proves the step is drawn on the big screen (a selector under the big screen). */
  shown: string;
  /** What proves it on the phone's control page. */
  control: string;
  /** Whether every pad, its odds, the mission board and the specialists must be in sight. */
  play: boolean;
  /** Boxes that must show all they hold (the end's report). */
  whole?: string;
};

/**
 * The longest names a set-up takes (20 characters), beside short ones: the pads, the board and
 * the headline must hold them at 720p.
 */
const PLAYERS: { name: string; colour: Colour; authority: number }[] = [
  { name: 'Ada', colour: 'blue', authority: 9 },
  { name: 'Maximiliane Kowalski', colour: 'red', authority: 7 },
  { name: 'Chen', colour: 'green', authority: 5 },
  { name: 'Dorothée', colour: 'yellow', authority: 3 },
  { name: 'Emil Jean-Baptiste', colour: 'white', authority: 1 },
];

type Card = Extract<ApogeeCommand, { type: 'build' }>['card'];
const FIRST: Card = { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 };
const BOOSTER: Card = { kind: 'first', name: 'Solid Rocket Booster', thrust: 10, mass: 5 };
const UPPER: Card = { kind: 'upper', name: 'Ion Thruster', thrust: 2, mass: 1 };
const PAYLOAD: Card = { kind: 'payload', name: 'Big Space Shuttle', thrust: 8, mass: 5 };
const CAPSULE: Card = { kind: 'payload', thrust: 0, mass: 3, astronauts: 4 };
const RND: Card = {
  kind: 'rnd',
  name: 'Reusable Launch System',
  thrust: 1,
  mass: 1,
  reusable: true,
};

/** Each seat's rocket: complete ones of several sizes; with `short`, the last seat's incomplete. */
function rocketOf(seat: number, players: number, short: boolean): Card[] {
  if (short && seat === players - 1) return [FIRST];
  const rockets: Card[][] = [
    [FIRST, FIRST, UPPER, PAYLOAD],
    [BOOSTER, FIRST, UPPER, CAPSULE, RND],
    [FIRST, UPPER, PAYLOAD],
    [BOOSTER, UPPER, UPPER, PAYLOAD],
  ];
  return rockets[seat % rockets.length] ?? [];
}

/** The steps for a table of `players`, each one's commands following the last's. */
export function apogeeSteps(players: number): ApogeeStep[] {
  const seats = PLAYERS.slice(0, players);
  const all = seats.map((_, i) => i);
  const builds = (mission: number, short: boolean): ApogeeCommand[] => [
    { type: 'newGame', game: 'apogee', players: seats, mission },
    { type: 'start' },
    ...all.flatMap((seat) =>
      rocketOf(seat, players, short).map(
        (card): ApogeeCommand => ({ type: 'build', player: seat, card }),
      ),
    ),
  ];
  return [
    {
      name: 'set-up',
      // Mission 8: the longest goal and two goal lines on the board.
      commands: [{ type: 'newGame', game: 'apogee', players: seats, mission: 8 }],
      shown: `.ag-lobby .ag-lobby-players li:nth-child(${players})`,
      control: `[data-testid="setup-player-${players - 1}"]`,
      play: false,
    },
    {
      name: 'planning',
      commands: [
        ...builds(8, true).slice(1),
        { type: 'specialists', list: ['kathy-johnson', 'katalina-tsiolkovsky', 'diane-dyson'] },
      ],
      // The specialists are the last command: once they show, every card is on its pad.
      shown: '[data-testid="ag-specialists"]:has-text("Diane Dyson")',
      control: '[data-testid="rockets"]',
      play: true,
    },
    {
      name: 'launch',
      // AG9: the highest authority (Ada, 9) launches first, to the Moon.
      commands: [{ type: 'advance' }, { type: 'launch', player: 0, destination: 'moon' }],
      shown: '[data-testid="ag-awaiting"]',
      control: '[data-testid="die-panel"]',
      play: true,
    },
    {
      name: 'launched',
      // The d12 typed in shows 2: the launch fails, and its moment tells it.
      commands: [{ type: 'roll', value: 2 }],
      shown: '[data-testid="ag-last-launch"][data-success="false"]',
      control: '[data-testid="launch-turn"]',
      play: true,
    },
    {
      name: 'end',
      // Mission 1 (one successful launch into LEO), replayed from the start: the first two
      // Directors reach LEO on a 12 and win together as the round ends (AG30).
      commands: [
        ...builds(1, false),
        { type: 'advance' },
        { type: 'launch', player: 0, destination: 'leo' },
        { type: 'roll', value: 12 },
        { type: 'launch', player: 1, destination: 'leo' },
        { type: 'roll', value: 12 },
        { type: 'advance' },
        { type: 'advance' },
      ],
      shown: '[data-testid="after-report"]',
      control: '.ag-control[data-stage="over"] [data-testid="new-game"]',
      play: false,
      whole: '[data-testid="ag-winners"], .ag-side, .ag-board-area, .after-end',
    },
  ];
}
