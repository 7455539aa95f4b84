// What the queue asks of a game without knowing it: how many players a group may be (read from
// its `newGame` command's schema: a count's minimum and maximum, or a list's minItems and
// maxItems), and its lobby's set-up with a group seated (the module's `seatGroup`, or, for a game
// that counts its players, its same set-up with the group's size: the one default).

import type { AnyGameModule } from '../../src/game.ts';

export type PlayerRange = { min: number; max: number };

/** The players a `newGame` of `module` takes, from its command schema (1 to 99 when it says not). */
export function playerRange(module: AnyGameModule): PlayerRange {
  const schema = module.commandSchemas.newGame as
    | { properties?: Record<string, Record<string, unknown>> }
    | undefined;
  const players = schema?.properties?.players ?? {};
  const number = (key: string, fallback: number) =>
    typeof players[key] === 'number' ? (players[key] as number) : fallback;
  if (players.type === 'array') return { min: number('minItems', 1), max: number('maxItems', 99) };
  return { min: number('minimum', 1), max: number('maximum', 99) };
}

/** Whether the game's `newGame` counts its players (Apophis) rather than seats them. */
function countsPlayers(module: AnyGameModule): boolean {
  const schema = module.commandSchemas.newGame as
    | { properties?: Record<string, { type?: unknown }> }
    | undefined;
  const type = schema?.properties?.players?.type;
  return type === 'integer' || type === 'number';
}

/**
 * The `newGame` command that sets the table's lobby up again with `names` as its players, every
 * other choice of the set-up kept; or a sentence when the game cannot seat a group.
 */
export function groupSetUp(
  module: AnyGameModule,
  state: unknown,
  names: readonly string[],
  at: number,
): { command: { type: string } } | { error: string } {
  if (module.seatGroup) return { command: module.seatGroup(state, names) };
  if (!countsPlayers(module)) {
    return { error: `${module.title} cannot seat a group from the queue: set its players by hand` };
  }
  // The same set-up as a command: the action's fields its command schema knows, the count changed.
  const same = module.newGameOf(state, at) as Record<string, unknown>;
  const known = (module.commandSchemas.newGame as { properties?: object } | undefined)?.properties;
  const command: Record<string, unknown> = { type: 'newGame' };
  for (const [key, value] of Object.entries(same)) {
    if (key !== 'at' && key !== 'type' && known && Object.hasOwn(known, key)) command[key] = value;
  }
  command.players = names.length;
  return { command: command as { type: string } };
}
