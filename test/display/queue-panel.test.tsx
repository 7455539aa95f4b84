// @vitest-environment happy-dom
// The volunteer's queue panel (display/queue/panel.tsx) folds and opens as a volunteer expects:
// folded while nobody waits, opened when a group joins, and never folded again under the finger
// that opened it (a poll that finds the queue emptied, or still empty, leaves it as it is).
// Found by test/e2e/teach.test.ts: the panel, opened by a tap, closed by the next poll.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { QueuePanel } from '../../display/queue/panel.tsx';
import { POLL_MS } from '../../display/queue/visitor.tsx';
import { byTestId, mount, unmountAll } from './fixtures.tsx';

const group = { id: 'g1', group: 'Orcas', players: ['Ada', 'Bo'], place: 1, waitMin: 0 };
let groups: (typeof group)[] = [];
const original = globalThis.fetch;

beforeEach(() => {
  vi.useFakeTimers();
  groups = [];
  globalThis.fetch = (async () =>
    new Response(
      JSON.stringify({ groups, game: 'apophis', players: { min: 2, max: 5 }, gameMin: 10 }),
      { headers: { 'content-type': 'application/json' } },
    )) as typeof fetch;
});
afterEach(() => {
  unmountAll();
  globalThis.fetch = original;
  vi.useRealTimers();
});

/** The next poll of the queue, answered and drawn. */
const poll = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(POLL_MS);
  });
};

test('folded while nobody waits, opened when a group joins, folded only by the volunteer', async () => {
  const root = mount(<QueuePanel base="" token="secret-token" showQr={false} />);
  const panel = byTestId(root, 'queue-panel') as HTMLDetailsElement;
  await poll();
  expect(panel.open).toBe(false);

  // The volunteer opens it to show the QR code; the next polls find nobody still.
  panel.open = true;
  await poll();
  await poll();
  expect(panel.open).toBe(true);

  // Folded by hand, then a group joins: it opens by itself.
  panel.open = false;
  groups = [group];
  await poll();
  expect(panel.open).toBe(true);
  expect(byTestId(root, 'queue-count').textContent).not.toBe('');

  // The group called to its table: the panel stays open under the volunteer's eyes.
  groups = [];
  await poll();
  expect(panel.open).toBe(true);
});
