// Why Apogee refuses an action now: one guard per action, used by the reducer itself and
// asked by the screens (`whyNot`) of the public view, so a screen never lights a button
// the referee would refuse. A guard reads only fields the public view also carries.

import { playProblem, seatsProblem } from '../kit/guards.ts';
import type { CardFields, PlayerSetup } from './actions.ts';
import { buildPrevented, launchPrevented } from './directors.ts';
import { no, type RuleError } from './errors.ts';

import { DESTINATION_NAMES, DESTINATIONS, SPECIALISTS } from './launch.ts';
import {
  cardProblem,
  checkOf,
  compatibilityProblem,
  heavyProblem,
  missingProblem,
  padProblem,
  satellitesOf,
} from './rocket.ts';
import { COLOURS, CONFIRMS, MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION } from './setup.ts';
import { type ApogeeState, MISSION_MINUTES, PHASE_NAMES } from './state.ts';

/** The part of the table the guards read: the state and the public view both have it. */
export type GuardView = Pick<
  ApogeeState,
  | 'stage'
  | 'mission'
  | 'version'
  | 'players'
  | 'quarter'
  | 'phase'
  | 'specialists'
  | 'acted'
  | 'awaiting'
  | 'record'
  | 'confirmed'
  | 'autoPassed'
  | 'directors'
>;

/** AG1, AG2, AG42: the set-up, or why not. */
export function setupProblem(
  players: readonly PlayerSetup[],
  mission: number,
  version = RULES_VERSION,
): RuleError | null {
  if (!Number.isInteger(version) || version < 1 || version > RULES_VERSION)
    return no(
      'setup/version',
      `this game was written by Apogee's rules version ${version}; this companion reads 1 to ${RULES_VERSION} (AG42)`,
    );
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS)
    return no(
      'setup/players',
      `Apogee is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length} (AG1)`,
    );
  if (!Number.isInteger(mission) || !(mission in MISSION_MINUTES))
    return no('setup/mission', `the mission is 1 to 9, not ${mission} (AG2)`);
  return seatsProblem(players, COLOURS, {
    problem: (player) =>
      Number.isInteger(player.authority) && player.authority >= 0
        ? null
        : no(
            'setup/authority',
            `a Director's authority is a whole number, not ${player.authority}`,
          ),
    key: (player) => player.authority,
    // AG9 (AG31): the launch order needs a distinct authority for each Director.
    twice: (player) =>
      no(
        'setup/authority',
        `two Directors have authority ${player.authority}: each orders the launches differently (AG9)`,
      ),
  });
}

function awaitingProblem(view: GuardView): RuleError | null {
  if (!view.awaiting) return null;
  const name = view.players[view.awaiting.player]?.name ?? 'a player';
  return no('launch/awaiting-die', `${name}'s launch waits for its d12: roll it first (or undo)`);
}

function playerProblem(view: GuardView, player: number): RuleError | null {
  if (Number.isInteger(player) && player >= 0 && player < view.players.length) return null;
  return no('player/unknown', `there is no player ${player + 1} at this table`);
}

/** AG9: the player who launches or passes next: the highest authority yet to do either. */
export function nextPlayer(view: Pick<GuardView, 'players' | 'acted'>): number | null {
  let next: number | null = null;
  view.players.forEach((player, index) => {
    if (view.acted[index]) return;
    const best = next === null ? null : view.players[next];
    if (!best || player.authority > best.authority) next = index;
  });
  return next;
}

/** AG3: the next phase; AG30: not while a launch waits for its die. */
export function advanceProblem(view: GuardView): RuleError | null {
  return playProblem(view) ?? awaitingProblem(view);
}

/** AG7, AG35: the round's specialists, before the round's first launch. */
export function specialistsProblem(view: GuardView, list: readonly string[]): RuleError | null {
  const problem = playProblem(view) ?? awaitingProblem(view);
  if (problem) return problem;
  if (view.phase === 'administration')
    return no(
      'specialists/phase',
      "the round's specialists are chosen in planning or before the round's first launch (AG35)",
    );
  if (view.acted.some((done) => done === 'launched'))
    return no(
      'specialists/launched',
      'a launch has flown this round: its specialists stay as they were (AG35)',
    );
  const unknown = list.find((name) => !(SPECIALISTS as readonly string[]).includes(name));
  if (unknown !== undefined)
    return no(
      'specialists/unknown',
      `"${unknown}" is not a launch specialist (${SPECIALISTS.join(', ')})`,
    );
  if (new Set(list).size !== list.length)
    return no('specialists/twice', 'each specialist counts once a round (AG7)');
  return null;
}

/** AG4, AG8, AG32, AG36: a card built on (or corrected in) a player's rocket. */
export function buildProblem(
  view: GuardView,
  player: number,
  card: CardFields,
  replacing?: number,
): RuleError | null {
  const problem = playProblem(view) ?? playerProblem(view, player);
  if (problem) return problem;
  if (view.awaiting?.player === player)
    return no('build/launching', 'this rocket waits for its d12: roll it first (or undo)');
  // Zhang Kang (version 3): the player targeted builds nothing; a correction is not a build.
  if (replacing === undefined) {
    const banned = buildPrevented(view, player);
    if (banned) return banned;
  }
  const rocket = view.players[player]?.rocket ?? [];
  if (replacing !== undefined && !rocket.some((c) => c.id === replacing))
    return no('card/unknown', `card ${replacing} is not on this rocket`);
  const faulty = cardProblem(card) ?? heavyProblem(rocket, card, replacing);
  if (faulty || view.version < 2) return faulty;
  // AG43, AG44 (version 2): the pad's limits and the card texts, beside the rest of the rocket.
  const others = rocket.filter((c) => c.id !== replacing);
  return padProblem(others, card) ?? compatibilityProblem(others, card);
}

export function removeProblem(view: GuardView, player: number, id: number): RuleError | null {
  const problem = playProblem(view) ?? playerProblem(view, player);
  if (problem) return problem;
  // Version 3: "Note: a built Technology cannot be removed from a rocket." (Construction)
  if (view.version >= 3)
    return no(
      'build/remove',
      'a built Technology cannot be removed from a rocket: a card typed by mistake is struck off as a correction',
    );
  return strikeProblem(view, player, id);
}

/** A card typed by mistake struck off the rocket: a correction, in any phase (AG36). */
export function strikeProblem(view: GuardView, player: number, id: number): RuleError | null {
  const problem = playProblem(view) ?? playerProblem(view, player);
  if (problem) return problem;
  if (view.awaiting?.player === player)
    return no('build/launching', 'this rocket waits for its d12: roll it first (or undo)');
  if (!view.players[player]?.rocket.some((c) => c.id === id))
    return no('card/unknown', `card ${id} is not on this rocket`);
  return null;
}

/** AG9: launches and passes only in B, one each a round, in decreasing authority. */
function turnProblem(view: GuardView, player: number, verb: string): RuleError | null {
  const problem = playProblem(view) ?? playerProblem(view, player);
  if (problem) return problem;
  if (view.phase !== 'launch')
    return no(
      'launch/phase',
      `players ${verb} in B. Launch, not in ${PHASE_NAMES[view.phase]} (AG3)`,
    );
  const waiting = awaitingProblem(view);
  if (waiting) return waiting;
  const name = view.players[player]?.name ?? 'this player';
  // Shuguang Jun (version 3): no launch this round, passed at once or not.
  const prevented = verb === 'launch' ? launchPrevented(view) : null;
  if (prevented) return prevented;
  if (verb === 'launch' && dockedThisRound(view, player))
    return no(
      'launch/sequence',
      `${name} already docked this round: one sequence per round (Launch phase)`,
    );
  const done = view.acted[player];
  // AG47: a player passed at once is told why the rocket could not launch, not that a pass was made.
  if (done === 'passed' && verb === 'launch' && view.version >= 2 && !canLaunch(view, player))
    return (
      missingProblem(view.players[player]?.rocket ?? [], view.version) ??
      no(
        'launch/unreachable',
        `${name}'s rocket reaches no destination with this round's specialists, so ${name} was passed (AG47)`,
      )
    );
  if (done) return no('launch/done', `${name} has ${done} this round: one launch a round (AG9)`);
  const next = nextPlayer(view);
  if (next !== player) {
    const first = next === null ? null : view.players[next];
    return no(
      'launch/order',
      `${first?.name ?? 'another player'} (authority ${first?.authority}) launches or passes before ${name}: launches go in decreasing authority (AG9)`,
    );
  }
  return null;
}

/** AG4–AG9: a launch declared, awaiting its d12. */
export function launchProblem(
  view: GuardView,
  player: number,
  destination: string,
  withoutSatellites = false,
): RuleError | null {
  const problem = turnProblem(view, player, 'launch');
  if (problem) return problem;
  if (!(DESTINATIONS as readonly string[]).includes(destination))
    return no(
      'launch/destination',
      `"${destination}" is not a destination (${DESTINATIONS.join(', ')})`,
    );
  const rocket = view.players[player]?.rocket ?? [];
  const missing = missingProblem(rocket, view.version);
  if (missing) return missing;
  const check = checkOf(
    rocket,
    destination as (typeof DESTINATIONS)[number],
    view.specialists,
    view.version,
  );
  if (!check.reachable) {
    // The check's reason names the destination when it is the cause: said once, not twice.
    const where = DESTINATION_NAMES[destination as (typeof DESTINATIONS)[number]];
    return no(
      'launch/unreachable',
      check.reason.includes(where)
        ? check.reason
        : `this rocket cannot reach ${where}: ${check.reason}`,
    );
  }
  // Mission 7 (version 3, AG49): "Drop 2 satellites on the Asteroid": a launch there asks for them.
  if (
    view.version >= 3 &&
    view.mission === 7 &&
    destination === 'asteroid' &&
    satellitesOf(rocket) === 0 &&
    !withoutSatellites
  )
    return no(
      'launch/satellites',
      `${view.players[player]?.name ?? 'this player'}'s rocket carries no satellite to drop on the Asteroid (mission 7): type them on the Payload card, or launch without satellites`,
    );
  return null;
}

export function passProblem(view: GuardView, player: number): RuleError | null {
  return turnProblem(view, player, 'pass');
}

/** The d12 for the launch awaiting it (null: the box is asked to roll it). */
export function rollProblem(view: GuardView, value: number | null): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  if (!view.awaiting)
    return no('launch/none', 'no launch waits for its d12: declare a launch first');
  if (value !== null && (!Number.isInteger(value) || value < 1 || value > 12))
    return no('roll/invalid', `a d12 shows 1 to 12, not ${value}`);
  return null;
}

/** AG45: whether `player` docked this round (version 2: dockings come only in B). */
export function dockedThisRound(
  view: Pick<GuardView, 'version' | 'quarter' | 'confirmed'>,
  player: number,
) {
  return (
    view.version >= 2 &&
    view.confirmed.some(
      (c) => c.player === player && c.what === 'docking' && c.quarter === view.quarter,
    )
  );
}

/** AG47: whether `player` could launch now, whoever's turn it is (a complete rocket that reaches somewhere). */
export function canLaunch(view: GuardView, player: number): boolean {
  if (dockedThisRound(view, player) || launchPrevented(view)) return false;
  const rocket = view.players[player]?.rocket ?? [];
  if (missingProblem(rocket, view.version)) return false;
  return DESTINATIONS.some(
    (destination) => checkOf(rocket, destination, view.specialists, view.version).reachable,
  );
}

/** What each confirmation is asked for, by mission (AG2); version 2 reads mission 7's satellites from the record (AG46). */
function needs(version: number): Record<string, number[]> {
  return { investors: [5], satellites: version >= 2 ? [] : [7], docking: [7, 8, 9] };
}

/** AG2, AG33, AG45: what the table confirms by hand, for the missions that need it. */
export function confirmProblem(
  view: GuardView,
  player: number,
  what: string,
  launch: number | null,
): RuleError | null {
  const problem = playProblem(view) ?? playerProblem(view, player);
  if (problem) return problem;
  if (!(CONFIRMS as readonly string[]).includes(what))
    return no('confirm/unknown', `the table confirms ${CONFIRMS.join(', ')}, not ${what}`);
  if (!needs(view.version)[what]?.includes(view.mission))
    return no(
      'confirm/mission',
      what === 'satellites' && view.mission === 7
        ? "mission 7's satellites are read from the launches to the Asteroid: type them on the Payload card (AG46)"
        : `mission ${view.mission} does not need ${what} confirmed (AG2)`,
    );
  if (view.confirmed.some((c) => c.player === player && c.what === what && c.launch === launch))
    return no('confirm/twice', `this is confirmed already`);
  if (what !== 'docking') {
    if (launch !== null) return no('confirm/launch', `${what} names no launch`);
    return null;
  }
  if (launch === null) {
    if (view.mission === 7 && view.version < 2) return null;
    return no('confirm/launch', 'name the launch that docked (AG33)');
  }
  const flight = view.record[launch];
  if (!flight || flight.player !== player || !flight.success)
    return no(
      'confirm/launch',
      `launch ${launch} is not a successful launch of this player (AG33)`,
    );
  return tooSoon(view, flight.quarter) ?? (view.version >= 2 ? dockingProblem(view, player) : null);
}

function tooSoon(view: GuardView, liftOff: number): RuleError | null {
  if (liftOff < view.quarter) return null;
  return no(
    'confirm/too-soon',
    'the docking sequence comes in a later round than the lift-off (AG2)',
  );
}

/** AG45 (version 2): the Docking sequence in B, one action a round, not beside a launch. */
function dockingProblem(view: GuardView, player: number): RuleError | null {
  const name = view.players[player]?.name ?? 'this player';
  if (view.phase !== 'launch')
    return no(
      'docking/phase',
      `the Docking sequence comes in B. Launch, not in ${PHASE_NAMES[view.phase]} (AG45)`,
    );
  const waiting = awaitingProblem(view);
  if (waiting) return waiting;
  if (view.acted[player] === 'launched')
    return no(
      'docking/sequence',
      `${name} already launched this round: one sequence per round (Launch phase)`,
    );
  if (dockedThisRound(view, player))
    return no(
      'docking/done',
      `${name} already docked this round: one action of the Docking sequence per round`,
    );
  return null;
}
