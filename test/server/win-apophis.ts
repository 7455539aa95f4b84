// An Apophis game won quickly, wherever it stands, through the table's own command queue (not a
// screen's socket, held to a human's pace): Y3 and R2 built where missing, the four suits laid,
// every die a typed six and every check accepted, launch after launch until it is won (R13, R14,
// R20). What the convention tests end a game with, their point being what comes after.

import type { TableState } from '../../src/games/apophis/state.ts';
import type { Command } from '../../src/messages.ts';
import type { Service } from './harness.ts';

export async function winWithSixes(service: Pick<Service, 'app'>): Promise<void> {
  const table = service.app.table;
  const state = () => table.state as TableState;
  const command = async (sent: object) => {
    const result = await table.command(sent as Command);
    if (!result.ok) throw new Error(`${JSON.stringify(sent)} refused: ${result.error}`);
  };
  for (let launch = 0; launch < 6 && state().phase !== 'won'; launch++) {
    for (const section of ['Y3', 'R2'] as const)
      if (!state().rocket.includes(section)) await command({ type: 'build', section });
    await command({ type: 'suits', suits: ['clubs', 'hearts', 'diamonds', 'spades'] });
    for (let step = 0; step < 12 && state().launch && !state().launch?.result; step++)
      await command(
        state().launch?.awaiting?.kind === 'roll' ? { type: 'roll', value: 6 } : { type: 'accept' },
      );
  }
  if (state().phase !== 'won') throw new Error(`not won: the game is ${state().phase}`);
}
