// A table of this service as the bus sees it: its state in the bus's shape (DESIGN.md `state`),
// read from the same summary `GET /api/tables` gives, and its links at the service's own
// address without any token. No game's rules: the module's own summary names the players.

import { tableSummary } from '../routes/tables.ts';
import { type Table, tableLinks } from '../tables.ts';
import type { StateMessage } from './contract.ts';
import type { BusTableSource } from './publisher.ts';

/** The first 8 hex digits of a proof box's commitment, when the public state carries one. */
function sealOf(state: Record<string, unknown>): string | null {
  const proof = state.proof as { commitment?: unknown } | undefined;
  const commitment = proof?.commitment ?? state.sealed;
  return typeof commitment === 'string' && /^[0-9a-f]{8}/.test(commitment)
    ? commitment.slice(0, 8)
    : null;
}

export function busState(table: Table, origin: string): StateMessage {
  const { session } = table;
  const now = session.now();
  const summary = tableSummary(table, now, false);
  const state = session.publicState(now) as unknown as Record<string, unknown>;
  const names = session.module.summary(session.state).names ?? [];
  const links = tableLinks(table);
  const box = summary.box as typeof summary.box & { proof?: unknown; capabilities?: unknown };
  return {
    game: summary.game,
    phase: summary.phase,
    status: summary.status,
    players: [...names],
    clock:
      summary.remainingMs === null
        ? null
        : { leftMs: summary.remainingMs, running: summary.running, at: Date.now() },
    box: {
      connected: box.connected,
      firmware: box.firmware,
      proof:
        box.proof === true ||
        (Array.isArray(box.capabilities) && box.capabilities.includes('proof')),
    },
    sealed: sealOf(state),
    links: {
      big: origin + links.big,
      control: origin + links.control,
      watch: origin + links.watch,
    },
    at: Date.now(),
  };
}

export function busSource(
  table: Table,
  name: string,
  token: string,
  origin: () => string,
): BusTableSource {
  const { session } = table;
  return {
    key: `${name}/${table.id}`,
    token,
    subscribe: (changed) =>
      session.subscribe((message) => {
        if (message.type === 'state') changed();
      }),
    state: () => busState(table, origin()),
    over: () => session.module.status(session.state) === 'over',
    endGame: async () => {
      const result = await session.endGame('hall');
      return result.ok ? { ok: true } : { ok: false, error: result.error };
    },
    now: () => Date.now(),
  };
}
