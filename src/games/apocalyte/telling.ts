// Apocalyte told in English from its log (`apophis replay`): a line per table action, the
// instructions the referee gave after it (with their dice), then where the game stands.

import type { Told } from '../../game.ts';
import type { Action } from './actions.ts';
import { reduce } from './reducer.ts';
import { lobbyState, totals } from './state.ts';

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
      return `place ${action.count} on ${action.territory}`;
    case 'supplies':
      return `supplies on ${action.territories.join(', ')}`;
    case 'scenario':
      return `scenario ${action.scenario ?? 'rolled'}`;
    case 'reinforce':
      return `reinforce ${action.territory} with ${action.count}`;
    case 'move':
      return `move ${action.armies} from ${action.from} to ${action.to}${action.supplies ? ` with ${action.supplies} supplies` : ''}`;
    case 'fight':
    case 'closePortal':
      return `${action.type} ${action.territory}`;
    case 'target':
      return `target player ${action.seat + 1}`;
    case 'quarantine':
      return `quarantine ${action.accept ? 'yes' : 'no'}`;
    case 'reroll':
      return action.die === undefined ? 'keep the dice' : `reroll die ${action.die + 1}`;
    case 'correct':
      return `correct ${action.territory}: ${action.armies.join('/')}, ${action.apocalytes} Apocalytes, ${action.supplies} supplies`;
    default:
      return action.type;
  }
}

export function tellApocalyte(actions: readonly Action[]): Told {
  let state = lobbyState();
  const lines: string[] = [];
  let refused = 0;
  for (const action of actions) {
    const applied = reduce(state, action);
    if (!applied.ok) {
      refused += 1;
      lines.push(`refused: ${describe(action)}: ${applied.error.message}`);
      continue;
    }
    const told = applied.state.instructions.filter((i) => !state.instructions.includes(i));
    lines.push(`R${state.round} ${describe(action)}`);
    for (const i of told)
      lines.push(`   ${i.text}${i.dice.length ? ` [${i.dice.join(' ')}]` : ''}`);
    state = applied.state;
  }
  const { players, apocalytes } = totals(state.board);
  const summary = [
    `${state.scenario ?? 'no scenario yet'}, round ${state.round}`,
    `armies: ${state.players.map((p, seat) => `${p.name} ${players[seat] ?? 0}`).join(', ')}; Apocalytes ${apocalytes}`,
  ];
  if (state.ending) summary.push(state.ending.result);
  return { lines, refused, summary };
}
