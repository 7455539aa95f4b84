// Apogee told in English from its log (`apophis replay`): a line per action, with the
// quarter and phase it happened in, each launch's die against its target, then the winners.

import type { Told } from '../../game.ts';
import { tellWith } from '../kit/telling.ts';
import type { Action } from './actions.ts';
import { DIRECTOR_NAMES, type Director } from './directors.ts';
import { DESTINATION_NAMES, type Destination } from './launch.ts';
import { reduce } from './reducer.ts';
import { type ApogeeState, lobbyState, PHASE_NAMES } from './state.ts';

function who(state: ApogeeState, player: number): string {
  return state.players[player]?.name ?? `player ${player + 1}`;
}

/** One readable line for an action, without the state (the service's log). */
export function describe(action: Action): string {
  switch (action.type) {
    case 'newGame':
      return `new game: mission ${action.mission}, ${action.players.length} players${action.teach ? ', teaching' : ''}`;
    case 'correct':
      if (!action.card)
        return `correction player ${action.player + 1}: card ${action.id} struck off (typed by mistake)`;
      return `correct player ${action.player + 1}: ${action.card.kind} ${action.card.tech ?? ''} ${action.card.name ?? ''} ${action.card.thrust}/${action.card.mass}`.replace(
        / {2,}/g,
        ' ',
      );
    case 'director':
      return `Director player ${action.player + 1}: ${DIRECTOR_NAMES[action.specialty as Director] ?? action.specialty}${action.target !== undefined ? ` against player ${action.target + 1}` : ''}`;
    case 'build':
      return `${action.type} player ${action.player + 1}: ${action.card.kind} ${action.card.tech ?? ''} ${action.card.name ?? ''} ${action.card.thrust}/${action.card.mass}`.replace(
        / {2,}/g,
        ' ',
      );
    case 'remove':
      return `remove player ${action.player + 1}: card ${action.id}`;
    case 'launch':
      return `launch player ${action.player + 1} to ${action.destination}${action.withoutSatellites ? ' without satellites' : ''}`;
    case 'launchRolled':
      return `d12 ${action.value} (${action.source})`;
    case 'pass':
      return `pass player ${action.player + 1}`;
    case 'specialists':
      return `specialists ${action.list.join(', ') || 'none'}`;
    case 'confirm':
      return `confirm player ${action.player + 1}: ${action.what}${action.launch !== undefined ? ` (launch ${action.launch})` : ''}`;
    case 'teach':
      return action.do === 'skip' ? 'teaching skipped' : 'teaching: next step';
    default:
      return action.type;
  }
}

function line(before: ApogeeState, after: ApogeeState, action: Action): string {
  const when = `Q${before.quarter} ${PHASE_NAMES[before.phase].slice(0, 1)}`;
  if (action.type === 'launchRolled') {
    const flight = after.record.at(-1);
    if (flight) {
      const place = DESTINATION_NAMES[flight.destination as Destination];
      return `${when}  ${who(after, flight.player)} to ${place}: rolled ${flight.die} (${flight.source}), ${flight.target} needed: ${flight.success ? 'success' : 'failure, the rocket stays'}`;
    }
  }
  if (action.type === 'advance') {
    if (after.stage === 'over')
      return `${when}  end of the round: ${after.winners?.map((w) => who(after, w)).join(', ')} complete the mission`;
    return `${when}  on to ${PHASE_NAMES[after.phase]}${after.quarter !== before.quarter ? ` of quarter ${after.quarter}` : ''}`;
  }
  if (action.type === 'launch' || action.type === 'pass') {
    const name = who(before, action.player);
    return action.type === 'pass'
      ? `${when}  ${name} passes`
      : `${when}  ${name} launches to ${DESTINATION_NAMES[action.destination as Destination] ?? action.destination}, ${after.awaiting?.check.target ?? '?'} needed`;
  }
  return `${when}  ${describe(action)}`;
}

function summary(state: ApogeeState): string[] {
  const launches = state.record.length;
  const successes = state.record.filter((l) => l.success).length;
  const lines = [
    `mission ${state.mission}, quarter ${state.quarter}`,
    `${launches} launches, ${successes} successful`,
  ];
  if (state.winners) lines.push(`won by ${state.winners.map((w) => who(state, w)).join(', ')}`);
  return lines;
}

export function tellApogee(actions: readonly Action[]): Told {
  return tellWith(
    {
      lobby: lobbyState,
      reduce,
      describe,
      lines: (before, after, action) => [line(before, after, action)],
      summary,
    },
    actions,
  );
}
