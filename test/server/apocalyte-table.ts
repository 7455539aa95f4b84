// A planned Apocalyte game (./apocalyte-plan.ts) played through the real service: every table
// action a control screen's command, every die the scripted v2 box's ROLL once the service has
// set its DICE, OK and START from the box now and then. After each step the live table must
// be the planned one (times aside: the service stamps its own).
import { expect } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { press } from '../../src/games/apocalyte/box.ts';
import { ADJACENT, TERRITORIES, type Territory } from '../../src/games/apocalyte/map.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { type ApocalyteState, lobbyState } from '../../src/games/apocalyte/state.ts';
import type { Command } from '../../src/messages.ts';
import type { BoxTable } from './box-table.ts';
import { type Screen, waitUntil } from './harness.ts';

/** What was played, counted. */
export type Played = { commands: number; rolls: number; boxOk: number; boxStart: number };

/** A value with every `at` (the wall-clock time of an action or a step) left out. */
export function timeless(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(timeless);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'at')
      .map(([key, inner]) => [key, timeless(inner)]),
  );
}

/** The table as both sides must agree on it after every step (the undo snapshots aside). */
export function comparable(state: ApocalyteState): unknown {
  const { undo, ...table } = state;
  return timeless(table);
}

/** The command a control screen sends for a table action of the log. */
function commandOf(action: Action): Command {
  const { at, ...fields } = action;
  if (fields.type === 'newGame') {
    // The service's plan names the rules a new game follows (the module's): a screen does not.
    const { rules: _rules, ...setup } = fields;
    return { ...setup, game: 'apocalyte' } as unknown as Command;
  }
  return fields as unknown as Command;
}

/** The box's button that makes this very action now, if one does. */
export function boxButton(
  state: ApocalyteState,
  action: { type: string; at: number },
): 'START' | 'OK' | null {
  for (const button of ['START', 'OK'] as const) {
    const meaning = press(state, button, 'PRESS', { at: action.at, armed: null });
    if (
      meaning.does === 'act' &&
      meaning.actions.length === 1 &&
      meaning.actions[0]?.type === action.type
    )
      return button;
  }
  return null;
}

/**
 * Plays `log` on the table: `live()` reads the service's state. The commands go from each of
 * `controls` in turn (the phones around a table: each socket has its own rate budget, 10 a
 * second). At the first move of a player turn, two refused moves (no border; more armies than
 * there are) must leave it unchanged.
 */
export async function playLog(
  rig: BoxTable,
  controls: Screen[],
  log: readonly Action[],
  live: () => ApocalyteState,
): Promise<Played> {
  const played: Played = { commands: 0, rolls: 0, boxOk: 0, boxStart: 0 };
  let planned = lobbyState();
  let refusals = false;
  // Every other OK and START the game takes comes from the box, the rest from a screen.
  const offered = { START: 0, OK: 0 };
  for (const [i, action] of log.entries()) {
    const before = live();
    const button = action.type === 'start' ? 'START' : boxButton(planned, action);
    if (action.type === 'rolled') {
      const dice = { count: action.values.length, sides: action.sides };
      await waitUntil(`${dice.count}d${dice.sides} awaited`, () =>
        live().pending?.kind === 'dice' ? live().pending : null,
      );
      expect(live().pending).toMatchObject({ kind: 'dice', dice });
      // The service set the box's dice (DICE, or the d6 it rolls after its HELLO).
      await waitUntil(
        `DICE ${dice.count} ${dice.sides} at the box`,
        () => rig.box.dice.count === dice.count && rig.box.dice.sides === dice.sides,
      );
      rig.box.press('ROLL');
      rig.box.roll(...action.values);
      played.rolls++;
    } else if (button && (action.type === 'start' || offered[button]++ % 2 === 0)) {
      rig.box.press(button);
      if (button === 'OK') played.boxOk++;
      else played.boxStart++;
    } else {
      const screen = controls[played.commands % controls.length] as Screen;
      if (!refusals && action.type === 'move') {
        await refusedMoves(screen, action, live);
        refusals = true;
      }
      const result = await screen.command(commandOf(action));
      expect(result, `${action.type} at step ${i}: ${JSON.stringify(result)}`).toMatchObject({
        ok: true,
      });
      played.commands++;
    }
    const applied = reduce(planned, action);
    expect(applied.ok, `the plan's step ${i} (${action.type})`).toBe(true);
    planned = applied.state;
    await waitUntil(`step ${i} (${action.type}) applied`, () => live() !== before);
    expect(comparable(live()), `the table after step ${i} (${action.type})`).toEqual(
      comparable(planned),
    );
  }
  expect(refusals, 'a move was refused mid-game').toBe(true);
  return played;
}

/** A move across no border, and one of more armies than there are: a sentence, nothing changed. */
async function refusedMoves(
  screen: Screen,
  action: Extract<Action, { type: 'move' }>,
  live: () => ApocalyteState,
): Promise<void> {
  const state = live();
  const from = action.from as Territory;
  const far = TERRITORIES.find((t) => t !== from && !ADJACENT[from].includes(t)) as Territory;
  const seat = state.turn?.seat ?? 0;
  const held = state.board[from].armies[seat] ?? 0;
  const across = await screen.command({
    type: 'move',
    from,
    to: far,
    armies: 1,
    supplies: 0,
  } as unknown as Command);
  expect(across).toMatchObject({ ok: false, code: 'move/border' });
  expect((across as { error: string }).error).toMatch(/share no border/);
  const tooMany = await screen.command({
    type: 'move',
    from,
    to: action.to,
    armies: held + 1,
    supplies: 0,
  } as unknown as Command);
  expect(tooMany).toMatchObject({ ok: false, code: 'move/too-many' });
  expect((tooMany as { error: string }).error).toContain(`not ${held + 1}`);
  expect(live()).toBe(state);
}
