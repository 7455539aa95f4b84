// Apogee's words on the screens, in English; the shell's shared words are in display/i18n.
// The French dictionary has this shape (type ApogeeDict), so a missing word is a type error.

import type { CardKind, Colour, Confirmable } from '../../../../src/games/apogee/actions.ts';
import type { Director } from '../../../../src/games/apogee/directors.ts';
import type { ErrorCode } from '../../../../src/games/apogee/errors.ts';
import type { Destination, LaunchWhy, Specialist } from '../../../../src/games/apogee/launch.ts';
import { MISSION_GOALS } from '../../../../src/games/apogee/missions.ts';
import type { Tech } from '../../../../src/games/apogee/setup.ts';
import type { Phase } from '../../../../src/games/apogee/state.ts';
import type { Refusals } from '../../../i18n/index.ts';
import { decimal, percent as percentOf } from '../../../i18n/numbers.ts';
import { PHASE_WORDS } from '../meta.ts';
import { NAMES } from './names.ts';

/** AG2's three levels. */
export type Level = 'easy' | 'intermediate' | 'expert';

const percent = (chance: number) => percentOf(chance, 'en');

export const en = {
  ag: {
    quarter: 'Quarter',
    phase: PHASE_WORDS.en as Record<Phase, string>,
    mission: NAMES.en.mission,
    level: NAMES.en.level,
    minutes: (n: number) => `${n} min`,
    /** AG2: each mission's goal, by number. */
    goal: MISSION_GOALS,
    /** Each goal line of the mission board, by mission, in the module's order (goalsOf). */
    goalLines: {
      1: ['launches into LEO'],
      2: ['successful launches'],
      3: ['into GEO, reusable, 2 astronauts'],
      4: ['different First Stages'],
      5: ["Investors' objectives (confirmed)"],
      6: ['human launches, thrust 29+'],
      7: ['satellites flown to the Asteroid', 'of them docked (confirmed)'],
      8: ['human launches to the Moon, 4 astronauts', 'of them docked (confirmed)'],
      9: ['human launches to Mars, 3 astronauts', 'of them docked (confirmed)'],
    } as Record<number, string[]>,
    clock: {
      /** "00:08 played of 20:00" */
      playedOf: (total: string) => `played of ${total}`,
      played: 'played',
      left: 'left',
      of: 'of',
      label: 'time played against the mission',
    },
    destination: NAMES.en.destination,
    /** The destinations in a pad's short list, where a room reads them at a glance. */
    destinationShort: {
      leo: 'LEO',
      geo: 'GEO',
      moon: 'Moon',
      lagrange: 'Lagrange',
      asteroid: 'Asteroid',
      mars: 'Mars',
    } as Record<Destination, string>,
    /** "Moon 6+ · 58%" */
    odds: (target: number, chance: number) => `${target}+ · ${percent(chance)}`,
    /** Why a pad's destination is out of reach (its tooltip on the big screen), AG5 and AG6. */
    launchWhy: (why: LaunchWhy): string => {
      if (why.kind === 'off-table')
        return `A ${why.what} of ${why.value} is off the performance table (${why.min} to ${why.max}).`;
      const performance = decimal(why.performance, 'en', 1, 1);
      const needs = decimal(why.needs, 'en', 1, 1);
      return why.lowest
        ? `A performance of ${performance} reaches nothing: the least is ${needs}.`
        : `A performance of ${performance} cannot reach ${NAMES.en.destination[why.destination]}: it needs ${needs} or more.`;
    },
    chance: percent,
    outOfReach: 'out of reach',
    kind: {
      first: 'First Stage',
      upper: 'Upper Stage',
      payload: 'Payload',
      rnd: 'R&D',
    } as Record<CardKind, string>,
    /** The technologies whose card texts constrain a rocket (AG43). */
    tech: {
      'nuclear-pulse': 'Nuclear Pulse Propulsion',
      laser: 'Laser propulsion',
      ssto: 'SSTO vehicle',
      ion: 'Ion Thruster',
      'nuclear-rocket': 'Nuclear Rocket',
    } as Record<Tech, string>,
    flag: {
      heavy: 'Heavy Version',
      /** Version 1's flag, apart from the technology: what Diane Dyson counted then. */
      nuclearPulse: 'Nuclear Pulse for Diane Dyson (version 1)',
      reusable: 'Reusable Launch System',
    },
    colour: {
      blue: 'blue',
      red: 'red',
      green: 'green',
      yellow: 'yellow',
      white: 'white',
    } as Record<Colour, string>,
    specialist: {
      'kathy-johnson': 'Kathy Johnson',
      'katalina-tsiolkovsky': 'Katalina Tsiolkovsky',
      'mark-faget': 'Mark Faget',
      'diane-dyson': 'Diane Dyson',
    } as Record<Specialist, string>,
    specialistsTitle: "The round's specialists",
    directorsTitle: "Directors' specialties",
    directorsHelp:
      "When a player plays their Director's specialty (once a game): the companion enforces it.",
    director: {
      'harper-tompkins': 'Harper Tompkins',
      'shuguang-jun': 'Shuguang Jun',
      'zhang-kang': 'Zhang Kang',
    } as Record<Director, string>,
    directorAgainst: (director: string, name: string) => `${director} against ${name}`,
    withoutSatellites: 'launch without satellites',
    noSpecialists: 'no specialist this round',
    thrust: 'thrust',
    mass: 'mass',
    performance: 'performance',
    noPerformance: 'off the table',
    astronauts: 'astronauts',
    satellites: 'satellites',
    authority: 'authority',
    emptyPad: 'empty pad',
    incomplete: 'cannot fly yet: a First Stage, an Upper Stage and a Payload are needed',
    next: 'launches next',
    nextIs: (name: string) => `${name} launches or passes next`,
    acted: { launched: 'launched', passed: 'passed' },
    /** A pad's own words. */
    pad: {
      authority: (n: number) => `authority ${n}`,
      performance: 'perf.',
      crew: 'crew',
      sats: 'sats',
      launching: 'launching now',
      notReady: 'not ready to fly',
      reached: (where: string) => `reached ${where}`,
      missed: (where: string) => `missed ${where}`,
    },
    launchTitle: 'Launch',
    reaches: (name: string, where: string) => `${name} reaches ${where}`,
    misses: (name: string, where: string) => `${name} misses ${where}`,
    awaiting: (name: string, where: string) => `${name} launches to ${where}`,
    target: (n: number) => `needs ${n}+ on the d12`,
    rollIt: 'roll the d12',
    success: 'Success',
    failure: 'Failure',
    lastLaunch: 'Last launch',
    dieShows: (n: number) => `the d12 shows ${n}`,
    board: 'Mission board',
    confirmed: 'confirmed',
    complete: 'mission complete',
    winners: (names: string) => `Winner: ${names}`,
    winnersMany: (names: string) => `Winners: ${names}`,
    and: 'and',
    lobby: 'Set-up',
    pressStart: 'Set the table up on a phone, then START',
    // The control page.
    phone: {
      setUp: 'New game',
      players: 'Players',
      name: 'name',
      addPlayer: 'add a player',
      removePlayer: 'remove',
      mission: 'Mission',
      start: 'START with these',
      starting: 'starting…',
      playAgain: 'Play again',
      advance: (to: string) => `Next: ${to}`,
      endRound: 'End the round',
      pause: 'Pause',
      resume: 'Resume',
      undo: (what: string) => `Undo: ${what}`,
      nothingToUndo: 'nothing to undo',
      launchTurn: (name: string) => `${name}'s turn`,
      noTurn: 'no launch now',
      pass: 'Pass',
      dieTitle: 'The d12',
      rollBox: 'Roll on the box',
      typeDie: 'or type the die rolled on the table',
      rocket: 'Rocket',
      addCard: 'Add the card',
      saveCard: 'Save the card',
      cancel: 'Cancel',
      edit: 'correct',
      remove: 'remove',
      strike: 'typed by mistake',
      cardName: 'Card name (optional)',
      cardNameExample: 'e.g. Ion Thruster',
      knownCards: 'A card already built: one tap',
      confirmTitle: "The table's confirmations",
      confirm: {
        investors: "Investors' objectives",
        satellites: 'Satellites on the Asteroid',
        docking: 'Docking',
      } as Record<Confirmable, string>,
      dockingOf: (n: number, where: string) => `Docking of launch ${n} (${where})`,
      nothingToConfirm: 'this mission needs nothing confirmed',
    },
    action: {
      newGame: 'new game',
      start: 'start',
      pause: 'pause',
      resume: 'resume',
      advance: 'next phase',
      specialists: 'specialists',
      build: 'card built',
      correct: 'card corrected',
      remove: 'card removed',
      director: "Director's specialty",
      launch: 'launch declared',
      launchRolled: 'typed die',
      pass: 'pass',
      confirm: 'confirmation',
    } as Record<string, string>,
  },
  /** Apogee's refusals by code; `{n}` takes the first number of the server's sentence. */
  ruleErrors: {
    'box/game-over': 'The game is over: press START to play again with the same set-up.',
    'box/nothing': 'This button does nothing in Apogee.',
    'build/launching': 'This rocket waits for its d12: roll it first (or undo).',
    'build/incompatible': 'The card texts forbid this technology beside another on this rocket.',
    'build/pad-full': 'The pad holds 3 cards of each kind at most.',
    'build/second-heavy': 'Only one Heavy Version per rocket.',
    'card/feature': 'This feature belongs to another kind of card.',
    'card/kind': 'A card is a First Stage, an Upper Stage, a Payload or R&D.',
    'card/name': 'A card name has 1 to 30 characters.',
    'card/unknown': 'This card is not on this rocket.',
    'card/value': 'A card value is out of range.',
    'clock/nothing-due': 'Apogee has no deadline.',
    'confirm/launch': 'Name a successful launch of this player.',
    'confirm/mission': 'This mission does not need that confirmed.',
    'confirm/too-soon': 'The docking comes in a later round than the lift-off.',
    'confirm/twice': 'This is confirmed already.',
    'confirm/unknown': 'The table confirms investors, satellites or docking.',
    'docking/done': 'One action of the Docking sequence per player and per round.',
    'docking/phase': 'The Docking sequence comes in B. Launch.',
    'docking/sequence': 'This player launched this round: one sequence per round.',
    'game/already-started': 'The game has already started.',
    'game/not-paused': 'The game is not paused.',
    'game/not-started': 'The game has not started: press START.',
    'game/over': 'The game is over: start a new game.',
    'game/paused': 'The game is paused: resume it first.',
    'launch/awaiting-die': 'A launch waits for its d12: roll it first (or undo).',
    'launch/destination': 'That is not a destination.',
    'launch/done': 'One launch or pass a round for each player.',
    'launch/incomplete': 'The rocket needs a First Stage, an Upper Stage and a Payload to launch.',
    'launch/none': 'No launch waits for its d12: declare a launch first.',
    'launch/order': 'Launches go in decreasing authority: another Director is first.',
    'launch/phase': 'Players launch or pass in B. Launch.',
    'launch/sequence': 'This player docked this round: one sequence per round.',
    'launch/unreachable': 'This rocket cannot reach that destination.',
    'player/unknown': 'There is no such player at this table.',
    'roll/invalid': 'A d12 shows 1 to 12.',
    'setup/authority': 'Each Director needs a different whole-number authority.',
    'setup/colour': 'Each player needs a different colour.',
    'setup/mission': 'The mission is 1 to 9.',
    'setup/name': 'Each player needs a different name of 1 to 20 characters.',
    'setup/players': 'Apogee is for 2 to 5 players.',
    'setup/version': 'This game was written by a later version of Apogee’s rules.',
    'specialists/launched': 'A launch has flown this round: its specialists stay as they were.',
    'specialists/phase': "The round's specialists are chosen before the round's first launch.",
    'specialists/twice': 'Each specialist counts once a round.',
    'specialists/unknown': 'That is not a launch specialist.',
    'undo/nothing': 'Nothing to undo.',
    'build/remove':
      'A built Technology cannot be removed from a rocket: strike a card typed by mistake as a correction.',
    'build/prevented': 'Zhang Kang prevents this player from building this round.',
    'card/missing': 'A correction gives the card as it is, or strikes it as a mistake.',
    'director/no-success':
      'Harper Tompkins keeps the First Stages of a successful launch of this round: there is none.',
    'director/phase': "A Director's specialty is entered in C. Administration.",
    'director/target': 'Zhang Kang names another competitor; the other Directors name nobody.',
    'director/unknown': 'The companion referees Harper Tompkins, Shuguang Jun and Zhang Kang.',
    'director/used': "A Director's specialty is used once a game.",
    'director/version': "This game's rules do not enter Directors.",
    'launch/prevented': 'Shuguang Jun prevents any launch this round.',
    'launch/satellites': 'Mission 7: this rocket carries no satellite to drop on the Asteroid.',
  } satisfies Refusals<ErrorCode>,
};

export type ApogeeDict = typeof en;
