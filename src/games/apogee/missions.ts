// AG2: each mission's goals, and each player's progress towards them, read from the
// launch record and what the table confirmed.

import { RULES_VERSION } from './setup.ts';
import type { Confirmation, LaunchRecord } from './state.ts';

export type Goal = { label: string; have: number; need: number };

export const MISSION_GOALS: Record<number, string> = {
  1: '1 successful launch into LEO',
  2: '2 successful launches',
  3: '1 launch into GEO with a reusable rocket, with 2 astronauts',
  4: '2 successful launches with 2 different First Stage technologies',
  5: "complete 2 Investors' objectives of level 2",
  6: '1 successful human launch with a thrust of 29 or more',
  7: 'drop 2 satellites on the Asteroid',
  8: '2 successful human launches to the Moon with 4 astronauts',
  9: '1 successful human launch to Mars with 3 astronauts',
};

/** AG34: a launch's First Stage technologies, by name (unnamed stages name none). */
function stageKey(launch: LaunchRecord): string {
  const names = [
    ...new Set(launch.firstStages.map((s) => s.name?.trim().toLowerCase()).filter(Boolean)),
  ];
  return names.sort().join('+');
}

/** AG33, AG45: a docking confirmed for the launch at `index` of the record, in a later quarter than its lift-off. */
function docked(
  confirmed: readonly Confirmation[],
  player: number,
  index: number,
  liftOff: number,
): boolean {
  return confirmed.some(
    (c) => c.player === player && c.what === 'docking' && c.launch === index && c.quarter > liftOff,
  );
}

/** The player's progress on each goal of the mission. */
export function goalsOf(
  mission: number,
  player: number,
  record: readonly LaunchRecord[],
  confirmed: readonly Confirmation[],
  version = RULES_VERSION,
): Goal[] {
  const mine = record
    .map((launch, index) => ({ launch, index }))
    .filter(({ launch }) => launch.player === player && launch.success);
  const count = (test: (l: LaunchRecord) => boolean) => mine.filter(({ launch }) => test(launch));
  const has = (what: string) => confirmed.some((c) => c.player === player && c.what === what);
  const min = (n: number, need: number) => Math.min(n, need);
  const dockedOnes = (flights: typeof mine) =>
    flights.filter(({ launch, index }) => docked(confirmed, player, index, launch.quarter));
  switch (mission) {
    case 1:
      return [
        {
          label: 'successful launches into LEO',
          have: min(count((l) => l.destination === 'leo').length, 1),
          need: 1,
        },
      ];
    case 2:
      return [{ label: 'successful launches', have: min(mine.length, 2), need: 2 }];
    case 3:
      return [
        {
          label: 'into GEO, reusable, 2 astronauts or more',
          have: min(
            count((l) => l.destination === 'geo' && l.reusable && l.astronauts >= 2).length,
            1,
          ),
          need: 1,
        },
      ];
    case 4: {
      const keys = new Set(mine.map(({ launch }) => stageKey(launch)).filter((k) => k !== ''));
      return [{ label: 'successes with different First Stages', have: min(keys.size, 2), need: 2 }];
    }
    case 5:
      return [
        { label: "Investors' objectives (confirmed)", have: has('investors') ? 1 : 0, need: 1 },
      ];
    case 6:
      return [
        {
          label: 'human launches with thrust 29 or more',
          have: min(count((l) => l.astronauts >= 1 && l.thrust >= 29).length, 1),
          need: 1,
        },
      ];
    case 7: {
      if (version >= 2) {
        // AG46: the satellites of successful launches to the Asteroid, docked in a later quarter.
        const flights = count((l) => l.destination === 'asteroid');
        const satellites = (list: typeof mine) =>
          list.reduce((sum, { launch }) => sum + launch.satellites, 0);
        return [
          {
            label: 'satellites flown to the Asteroid',
            have: min(satellites(flights), 2),
            need: 2,
          },
          {
            label: 'of them docked (confirmed)',
            have: min(satellites(dockedOnes(flights)), 2),
            need: 2,
          },
        ];
      }
      return [
        {
          label: 'satellites on the Asteroid (confirmed)',
          have: has('satellites') ? 1 : 0,
          need: 1,
        },
        { label: 'docking (confirmed)', have: has('docking') ? 1 : 0, need: 1 },
      ];
    }
    case 8: {
      const flights = count((l) => l.destination === 'moon' && l.astronauts >= 4);
      return [
        {
          label: 'human launches to the Moon with 4 astronauts',
          have: min(flights.length, 2),
          need: 2,
        },
        {
          label: 'of them docked (confirmed)',
          have: min(dockedOnes(flights).length, 2),
          need: 2,
        },
      ];
    }
    case 9: {
      const flights = count((l) => l.destination === 'mars' && l.astronauts >= 3);
      return [
        {
          label: 'human launches to Mars with 3 astronauts',
          have: min(flights.length, 1),
          need: 1,
        },
        {
          label: 'of them docked (confirmed)',
          have: min(dockedOnes(flights).length, 1),
          need: 1,
        },
      ];
    }
    default:
      return [];
  }
}

export function missionDone(goals: readonly Goal[]): boolean {
  return goals.length > 0 && goals.every((goal) => goal.have >= goal.need);
}
