// Apocalyte told in English from its log (`apophis replay`): a line per table action, the
// instructions the referee gave after it (with their dice), then where the game stands.

import type { Told } from '../../game.ts';
import { tellWith } from '../kit/telling.ts';
import type { Action } from './actions.ts';
import { TERRITORY_FACTS } from './map.ts';
import { reduce } from './reducer.ts';
import { type ApocalyteState, lobbyState, totals } from './state.ts';
import { sayEnglish } from './words.ts';

/** A territory's English name; a log's loose value that names none is said as it is. */
const named = (id: string) =>
  Object.hasOwn(TERRITORY_FACTS, id) ? TERRITORY_FACTS[id as keyof typeof TERRITORY_FACTS].en : id;
const counters = (n: number) => `${n} supply ${n === 1 ? 'counter' : 'counters'}`;

/** One readable line for an action, without the state (the service's log). */
export function describe(action: Action): string {
  switch (action.type) {
    case 'newGame':
      return `new game: ${action.players.length} players`;
    case 'rolled':
      return `d${action.sides} ${action.values.join(' ')} (${action.source})`;
    case 'deal':
      return 'territories entered';
    case 'place':
      return `place ${action.count} on ${named(action.territory)}`;
    case 'supplies':
      return `supplies on ${action.territories.map(named).join(', ')}`;
    case 'scenario':
      return `scenario ${action.scenario ?? 'rolled'}`;
    case 'reinforce':
      return `reinforce ${named(action.territory)} with ${action.count}`;
    case 'move':
      return `move ${action.armies} from ${named(action.from)} to ${named(action.to)}${action.via ? ` through ${named(action.via)}` : ''}${action.supplies ? ` with ${counters(action.supplies)}` : ''}`;
    case 'fight':
    case 'closePortal':
      return `${action.type === 'fight' ? 'fight in' : 'close the portal in'} ${named(action.territory)}`;
    case 'target':
      return `target player ${action.seat + 1}`;
    case 'quarantine':
      return `quarantine ${action.accept ? 'yes' : 'no'}`;
    case 'reroll':
      return action.die === undefined ? 'keep the dice' : `reroll die ${action.die + 1}`;
    case 'correct':
      return `correct ${named(action.territory)}: ${action.armies.join('/')}, ${action.apocalytes} ${action.apocalytes === 1 ? 'Apocalyte' : 'Apocalytes'}, ${counters(action.supplies)}`;
    case 'confirmWin':
      return 'the table confirms the win: the board is cleared';
    default:
      return action.type;
  }
}

/** An accepted action, and the instructions the referee gave after it with their dice. */
function lines(before: ApocalyteState, after: ApocalyteState, action: Action): string[] {
  const told = after.instructions.filter((i) => !before.instructions.includes(i));
  return [
    `R${before.round} ${describe(action)}`,
    ...told.map(
      (i) => `   ${sayEnglish(i.phrase, after)}${i.dice.length ? ` [${i.dice.join(' ')}]` : ''}`,
    ),
  ];
}

/** The scenario and round, each side's armies, and the end when there is one. */
function summary(state: ApocalyteState): string[] {
  const { players, apocalytes } = totals(state.board);
  const said = [
    `${state.scenario ?? 'no scenario yet'}, round ${state.round}`,
    `armies: ${state.players.map((p, seat) => `${p.name} ${players[seat] ?? 0}`).join(', ')}; Apocalytes ${apocalytes}`,
  ];
  if (state.ending) said.push(state.ending.result);
  return said;
}

export function tellApocalyte(actions: readonly Action[]): Told {
  return tellWith({ lobby: () => lobbyState(), reduce, describe, lines, summary }, actions);
}
