// The Mission Directors' specialties the companion referees (rules version 3, issue 32): each
// "1 time during the game", entered by the table when played (C. Administration, as each card
// says), and enforced. Shuguang Jun: "Prevent any launch during the next round" (his own too);
// Zhang Kang: "Prevent another competitor from building during the next round"; Harper
// Tompkins: "Retain all of your First Stage Technologies after a successful launch" (AG9: the
// companion puts them back on the pad). The other Directors' specialties touch hands, credits
// and rivers, which the companion does not track.

import { playProblem } from '../kit/guards.ts';
import { no, type RuleError } from './errors.ts';
import { PAD_LIMIT } from './setup.ts';
import type { ApogeeState, Card, DirectorUse } from './state.ts';

export const DIRECTORS = ['harper-tompkins', 'shuguang-jun', 'zhang-kang'] as const;
export type Director = (typeof DIRECTORS)[number];
export const DIRECTOR_NAMES: Readonly<Record<Director, string>> = {
  'harper-tompkins': 'Harper Tompkins',
  'shuguang-jun': 'Shuguang Jun',
  'zhang-kang': 'Zhang Kang',
};

type View = Pick<
  ApogeeState,
  'stage' | 'version' | 'players' | 'quarter' | 'phase' | 'record' | 'directors'
>;

const nameOf = (view: Pick<View, 'players'>, player: number) =>
  view.players[player]?.name ?? `player ${player + 1}`;

/** The use of `director` whose effect is on this quarter (entered in the quarter before). */
function inForce(view: Pick<View, 'quarter' | 'directors'>, director: Director) {
  return (view.directors ?? []).find(
    (use) => use.specialty === director && use.quarter + 1 === view.quarter,
  );
}

/** Shuguang Jun: no launch this round, whoever's (version 3). */
export function launchPrevented(
  view: Pick<View, 'version' | 'quarter' | 'directors' | 'players'>,
): RuleError | null {
  if (view.version < 3) return null;
  const use = inForce(view, 'shuguang-jun');
  if (!use) return null;
  return no(
    'launch/prevented',
    `Shuguang Jun (${nameOf(view, use.player)}'s Director) prevents any launch this round`,
  );
}

/** Zhang Kang: the player targeted builds nothing this round (a correction is no build). */
export function buildPrevented(
  view: Pick<View, 'version' | 'quarter' | 'directors' | 'players'>,
  player: number,
): RuleError | null {
  if (view.version < 3) return null;
  const use = inForce(view, 'zhang-kang');
  if (!use || use.target !== player) return null;
  return no(
    'build/prevented',
    `Zhang Kang (${nameOf(view, use.player)}'s Director) prevents ${nameOf(view, player)} from building this round`,
  );
}

/** Harper Tompkins: the First Stages of `player`'s successful launch this quarter, or none. */
export function keptStages(view: Pick<View, 'quarter' | 'record'>, player: number): Card[] {
  const flight = view.record
    .filter((launch) => launch.player === player && launch.quarter === view.quarter)
    .filter((launch) => launch.success)
    .at(-1);
  return flight?.firstStageCards ?? [];
}

/** Why a Director's specialty cannot be entered now. */
export function directorProblem(
  view: View,
  player: number,
  specialty: string,
  target: number | null,
): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  if (!Number.isInteger(player) || player < 0 || player >= view.players.length)
    return no('player/unknown', `there is no player ${player + 1} at this table`);
  if (view.version < 3)
    return no('director/version', "this game's rules (before version 3) do not enter Directors");
  if (!(DIRECTORS as readonly string[]).includes(specialty))
    return no(
      'director/unknown',
      `"${specialty}" is not a Director specialty the companion referees (${DIRECTORS.join(', ')})`,
    );
  const director = specialty as Director;
  if (view.phase !== 'administration')
    return no(
      'director/phase',
      `a Director's specialty is entered in C. Administration, not in ${view.phase === 'planning' ? 'A. Planning' : 'B. Launch'} (Director action)`,
    );
  const used = view.directors ?? [];
  if (used.some((use) => use.player === player))
    return no(
      'director/used',
      `${nameOf(view, player)}'s Director has used its specialty (once a game)`,
    );
  if (used.some((use) => use.specialty === director))
    return no(
      'director/used',
      `${DIRECTOR_NAMES[director]}'s specialty was used already (once a game)`,
    );
  if (director === 'zhang-kang') {
    if (target === null || target === player || !view.players[target])
      return no(
        'director/target',
        'Zhang Kang prevents another competitor from building: name them',
      );
  } else if (target !== null)
    return no('director/target', `${DIRECTOR_NAMES[director]} names no other player`);
  if (director === 'harper-tompkins') {
    const kept = keptStages(view, player);
    if (kept.length === 0)
      return no(
        'director/no-success',
        `${nameOf(view, player)} has no First Stage from a successful launch this round to keep (Harper Tompkins)`,
      );
    const rocket = view.players[player]?.rocket ?? [];
    if (rocket.filter((card) => card.kind === 'first').length + kept.length > PAD_LIMIT)
      return no('build/pad-full', `the pad holds ${PAD_LIMIT} First Stage cards at most`);
  }
  return null;
}

/** The specialty entered: kept for the next round's checks; Harper's stages back on the pad. */
export function directorUsed(
  state: ApogeeState,
  player: number,
  director: Director,
  target: number | null,
): ApogeeState {
  const use: DirectorUse = { player, specialty: director, quarter: state.quarter };
  if (target !== null) use.target = target;
  const directors = [...(state.directors ?? []), use];
  if (director !== 'harper-tompkins') return { ...state, directors };
  const kept = keptStages(state, player);
  const players = state.players.map((p, index) =>
    index === player ? { ...p, rocket: [...kept, ...p.rocket] } : p,
  );
  return { ...state, directors, players };
}
