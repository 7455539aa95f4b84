// @vitest-environment happy-dom
// The spectators' view: the table read only from `<base>/ws/watch`, the game's own picture (its
// phase, its clock, the rocket, Apophis), and nothing that can act: no button, no field, no
// command sent, whatever keys or taps the page receives, even with a token in its link.

import { act } from 'preact/test-utils';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { SocketLike } from '../../../display/connection.ts';
import { lang } from '../../../display/i18n/index.ts';
import { table } from '../../../display/model.ts';
import { startWatch, Watch } from '../../../display/watch/watch.tsx';
import { actions } from '../../../src/games/apophis/actions.ts';
import {
  allSuits,
  building,
  byTestId,
  feed,
  loadViews,
  mount,
  playThrough,
  publicOf,
  resetModel,
  T0,
  unmountAll,
} from '../fixtures.tsx';

class FakeSocket implements SocketLike {
  static opened: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
}

beforeAll(loadViews);
beforeEach(() => {
  resetModel();
  FakeSocket.opened = [];
});
afterEach(unmountAll);
afterAll(resetModel);

const CONTROLS = 'button, input, select, textarea, [contenteditable], [role="button"]';

describe('the spectators’ view', () => {
  test('a game in play: its phase, clock and picture, and no control at all', () => {
    feed(playThrough([...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5000)]));
    const root = mount(<Watch tableId="2" />);
    const watch = byTestId(root, 'watch');
    expect(watch.dataset.game).toBe('apophis');
    expect(watch.dataset.phase).toBe('launching');
    expect(root.querySelector('h1')?.textContent).toBe('Table 2 · Apophis');
    expect(byTestId(root, 'watch-status').textContent).toBe('playing');
    expect(byTestId(root, 'timer').textContent).toMatch(/^\d\d:\d\d$/);
    expect(root.querySelector('.rocket')).not.toBeNull();
    expect(root.querySelector('.apophis')).not.toBeNull();
    expect(root.querySelectorAll(CONTROLS)).toHaveLength(0);
    expect(byTestId(root, 'watch-read-only').textContent).toBe(
      'Watching only: nothing on this page can change the table.',
    );
  });

  test('the lobby shows no control link or QR code, in French too', () => {
    lang.value = 'fr';
    feed(playThrough([]));
    const root = mount(<Watch tableId="1" />);
    expect(root.querySelectorAll(CONTROLS)).toHaveLength(0);
    expect(root.querySelector('[data-testid="control-qr"]')).toBeNull();
    expect(byTestId(root, 'watch-status').textContent).toBe('prêt à démarrer');
    expect(byTestId(root, 'watch-read-only').textContent).toBe(
      'Spectateur : rien sur cette page ne peut changer la table.',
    );
  });

  test('reads the table’s spectator socket and sends it nothing but pings, whatever is pressed', async () => {
    const stop = startWatch(
      { page: 'watch', table: '2', base: '/t/2' },
      (url) => new FakeSocket(url),
    );
    const root = mount(<Watch tableId="2" />);
    const socket = FakeSocket.opened[0] as FakeSocket;
    expect(socket.url).toBe(`ws://${location.host}/t/2/ws/watch`);
    act(() => socket.open());
    const started = publicOf(playThrough([actions.start(T0)]));
    act(() =>
      socket.onmessage?.({
        data: JSON.stringify({ type: 'state', state: started, serverTime: T0 }),
      }),
    );
    expect(table.value?.status).toBe('playing');
    // The big screen's keys (S start, R roll, Enter OK, P pause) and taps everywhere.
    for (const key of ['s', 'r', 'Enter', 'p', 'x', 'h']) {
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key }));
      });
    }
    for (const element of Array.from(root.querySelectorAll('*'))) {
      act(() => {
        element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      });
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    const types = socket.sent.map((raw) => (JSON.parse(raw) as { type: string }).type);
    expect(types.length).toBeGreaterThan(0); // the clock's pings
    expect(types.every((type) => type === 'ping')).toBe(true);
    stop();
  });
});
