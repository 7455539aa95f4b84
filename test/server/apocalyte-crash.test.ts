// kill -9 the real service in the middle of an Apocalyte game: `apophis serve` as a child
// process, SIGKILLed once in the Apocalytes' turn (an instruction waiting for OK) and once in a
// player's moves, restarted on the same data folder each time. The table must come back exactly
// as it was (every acknowledged command was fsynced), and the game then plays on to the very
// end the plan reached without any kill.

import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { type ApocalyteState, lobbyState } from '../../src/games/apocalyte/state.ts';
import type { Command } from '../../src/messages.ts';
import { planGame } from './apocalyte-plan.ts';
import { timeless } from './apocalyte-table.ts';
import type { ServiceProcess } from './child.ts';
import { serviceFleet } from './fleet.ts';
import { Screen } from './harness.ts';

const fleet = serviceFleet('apocalyte-kill9-');

/** The command a control screen sends for an action of the plan (a die typed in for a roll). */
function commandOf(action: Action): Command {
  const { at: _at, ...fields } = action;
  if (fields.type === 'rolled') return { type: 'roll', values: fields.values } as Command;
  if (fields.type === 'newGame') {
    // The service's plan names the rules a new game follows (the module's): a screen does not.
    const { rules: _rules, ...setup } = fields;
    return { ...setup, game: 'apocalyte' } as unknown as Command;
  }
  return fields as unknown as Command;
}

/** The plan's state after each prefix of its log. */
function statesOf(log: readonly Action[]): ApocalyteState[] {
  const states: ApocalyteState[] = [];
  let state = lobbyState();
  for (const action of log) {
    state = reduce(state, action).state;
    states.push(state);
  }
  return states;
}

async function tableOf(service: ServiceProcess): Promise<Record<string, unknown>> {
  const res = await fetch(`${service.url}/api/state`);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Sends `actions` from a few control screens in turn (each socket has its own rate budget). */
async function play(service: ServiceProcess, actions: readonly Action[]): Promise<void> {
  const screens = await Promise.all([0, 1, 2, 3].map(() => Screen.open(service.url)));
  try {
    for (const [i, action] of actions.entries()) {
      const screen = screens[i % screens.length] as Screen;
      const result = await screen.command(commandOf(action));
      expect(result, `${action.type}: ${JSON.stringify(result)}`).toMatchObject({ ok: true });
    }
  } finally {
    for (const screen of screens) screen.close();
  }
}

describe('apophis serve killed with SIGKILL in an Apocalyte game', () => {
  it('comes back to the same table twice, and the game ends as it would have without the kills', async () => {
    const plan = planGame('demons', 29);
    const states = statesOf(plan.log);
    // Kill points: an Apocalyte turn's instruction waiting for OK, then a player's first move made.
    const inTheirTurn = states.findIndex(
      (s) => s.round >= 2 && s.phase === 'apocalytes' && s.pending?.kind === 'confirm',
    );
    const inMoves = states.findIndex(
      (s, i) =>
        i > inTheirTurn &&
        s.phase === 'player' &&
        s.turn?.step === 'move' &&
        s.turn.movesLeft === 1,
    );
    expect(inTheirTurn).toBeGreaterThan(0);
    expect(inMoves).toBeGreaterThan(inTheirTurn);

    const dir = fleet.folder('demons');
    let service = await fleet.start(dir);
    let done = 0;
    for (const killAt of [inTheirTurn, inMoves]) {
      await play(service, plan.log.slice(done, killAt + 1));
      done = killAt + 1;
      const before = await tableOf(service);
      expect(timeless(before)).toMatchObject(
        timeless({ phase: states[killAt]?.phase, board: states[killAt]?.board }) as object,
      );
      await service.kill();
      service = await fleet.start(dir);
      expect(await tableOf(service)).toEqual(before);
      expect(service.warnings()).toEqual([]);
    }
    await play(service, plan.log.slice(done));
    const end = await tableOf(service);
    const planned = plan.table.state;
    expect(end.stage).toBe('over');
    expect(timeless(end.ending)).toEqual(timeless(planned.ending));
    expect(end.board).toEqual(planned.board);
    expect(end.round).toBe(planned.round);
  }, 120_000);
});
