// @vitest-environment happy-dom
// The control page: new game, start and pause, building from the supply (dimmed sections say
// why without asking), suits, scrap with its confirmation, the die, undo, the virtual box.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { lang } from '../../display/i18n/index.ts';
import { receive } from '../../display/model.ts';
import { Control, LONG_PRESS_MS } from '../../display/views/control.tsx';
import { actions } from '../../src/games/apophis/actions.ts';
import type { Command } from '../../src/messages.ts';
import {
  allSuits,
  building,
  byTestId,
  click,
  feed,
  loadViews,
  mount,
  playThrough,
  resetModel,
  T0,
  unmountAll,
} from './fixtures.tsx';

let sent: [Command, string][];
const send = (command: Command, place: string) => void sent.push([command, place]);

beforeAll(loadViews);
beforeEach(() => {
  resetModel();
  sent = [];
});
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

describe('a new game', () => {
  test('players, cards to deal, difficulty: the newGame command as the schema wants it', () => {
    feed(playThrough([]));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'players-3'));
    expect(byTestId(root, 'cards-to-deal').textContent).toBe('deal 3 cards each');
    click(byTestId(root, 'players-1'));
    expect(byTestId(root, 'cards-to-deal').textContent).toBe('deal 4 cards each');
    click(byTestId(root, 'difficulty-hard'));
    click(byTestId(root, 'variant-advanced'));
    click(byTestId(root, 'new-game-create'));
    expect(sent).toEqual([
      [
        { type: 'newGame', game: 'apophis', players: 1, variant: 'advanced', difficulty: 'hard' },
        'newGame',
      ],
    ]);
  });

  test('a custom time goes as whole seconds', () => {
    feed(playThrough([]));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'difficulty-custom'));
    const minutes = byTestId(root, 'custom-minutes') as HTMLInputElement;
    act(() => {
      minutes.value = '7.5';
      minutes.dispatchEvent(new Event('input', { bubbles: true }));
    });
    click(byTestId(root, 'new-game-create'));
    expect(sent[0]?.[0]).toEqual({
      type: 'newGame',
      game: 'apophis',
      players: 2,
      variant: 'basic',
      timerSeconds: 450,
    });
  });
});

test('start in the lobby; pause while playing; resume while paused', () => {
  feed(playThrough([]));
  const root = mount(<Control send={send} />);
  click(byTestId(root, 'start'));
  feed(playThrough([actions.start(T0)]));
  click(byTestId(root, 'pause'));
  feed(playThrough([actions.start(T0), actions.pause(T0 + 1000)]));
  click(byTestId(root, 'resume'));
  expect(sent.map(([command]) => command.type)).toEqual(['start', 'pause', 'resume']);
});

describe('building', () => {
  test('a section that may go on top is sent; one that may not is dimmed and says why (R8)', () => {
    feed(playThrough(building(['Y2'])));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'build-R1').dataset.ready).toBe('true');
    expect(byTestId(root, 'build-R3').dataset.ready).toBe('false');
    expect((byTestId(root, 'build-Y2') as HTMLButtonElement).disabled).toBe(true);
    click(byTestId(root, 'build-R3'));
    expect(sent).toEqual([]);
    expect(byTestId(root, 'refusal-build').textContent).toBe(
      'a large section cannot go on a medium one',
    );
    click(byTestId(root, 'build-R1'));
    expect(sent).toEqual([[{ type: 'build', section: 'R1' }, 'build']]);
  });

  test('with a launch sequence started nothing may be built, and French says so in French', () => {
    lang.value = 'fr';
    feed(playThrough([...building(['Y2']), actions.suits(T0 + 5000, ['spades'])]));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'build-R1').dataset.ready).toBe('false');
    click(byTestId(root, 'build-R1'));
    expect(byTestId(root, 'refusal-build').textContent).toBe(
      'Une séquence de lancement est en cours : pas de construction.',
    );
  });

  test('during a shuffle (R11) every section is dimmed with the countdown, as the referee would say', () => {
    feed(playThrough([...building(['Y2']), actions.shuffle(T0 + 3000)]));
    const root = mount(<Control send={send} />);
    for (const section of ['R1', 'G2', 'B1']) {
      const button = byTestId(root, `build-${section}`);
      expect(button.dataset.ready).toBe('false');
      expect(button.dataset.reason).toBe('shuffle/in-progress');
    }
    expect(byTestId(root, 'suit-hearts').dataset.ready).toBe('false');
    expect(byTestId(root, 'shuffle').dataset.ready).toBe('false');
    click(byTestId(root, 'build-R1'));
    expect(sent).toEqual([]);
    expect(byTestId(root, 'refusal-build').textContent).toBe('shuffling: 10 s left');
    // Once the countdown is over the same section may go on top again.
    feed(
      playThrough([...building(['Y2']), actions.shuffle(T0 + 3000), actions.clock(T0 + 13_000)]),
    );
    expect(byTestId(root, 'build-R1').dataset.ready).toBe('true');
    click(byTestId(root, 'build-R1'));
    expect(sent).toEqual([[{ type: 'build', section: 'R1' }, 'build']]);
  });

  test('while paused (R21) nothing may be built, and resume is the way on', () => {
    feed(playThrough([...building(['Y2']), actions.pause(T0 + 3000)]));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'build-R1').dataset.reason).toBe('game/paused');
    expect(byTestId(root, 'resume').dataset.ready).toBe('true');
  });

  test('a refusal from the server is shown beside the button that asked', () => {
    feed(playThrough(building(['Y2'])));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'suit-hearts'));
    expect(sent).toEqual([[{ type: 'suits', suits: ['hearts'] }, 'suits']]);
    act(() =>
      receive({ type: 'result', id: 'c1', ok: false, error: 'hearts is already down' }, 'suits'),
    );
    expect(byTestId(root, 'refusal-suits').textContent).toBe('hearts is already down');
    expect(root.querySelector('[data-testid="refusal-build"]')).toBeNull();
  });
});

test('scrap asks for a confirmation first', () => {
  feed(playThrough(building(['Y2'])));
  const root = mount(<Control send={send} />);
  click(byTestId(root, 'scrap'));
  expect(sent).toEqual([]);
  click(byTestId(root, 'scrap-cancel'));
  click(byTestId(root, 'scrap'));
  click(byTestId(root, 'scrap-yes'));
  expect(sent).toEqual([[{ type: 'scrap' }, 'game']]);
});

test('the die: the box’s die, or a physical die typed in; then reroll or accept (R19)', () => {
  feed(
    playThrough([...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5000)], { variant: 'advanced' }),
  );
  const root = mount(<Control send={send} />);
  click(byTestId(root, 'roll'));
  click(byTestId(root, 'roll-4'));
  feed(
    playThrough(
      [...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5000), actions.roll(T0 + 6000, 4, 'hand')],
      {
        variant: 'advanced',
      },
    ),
  );
  click(byTestId(root, 'reroll'));
  click(byTestId(root, 'accept'));
  expect(sent.map(([command]) => command)).toEqual([
    { type: 'roll' },
    { type: 'roll', value: 4 },
    { type: 'reroll' },
    { type: 'accept' },
  ]);
});

test('undo says what it will undo (R22)', () => {
  feed(playThrough(building(['Y3', 'R2'])));
  const root = mount(<Control send={send} />);
  expect(byTestId(root, 'undo').textContent).toContain('Undo: build R2');
  click(byTestId(root, 'undo'));
  expect(sent).toEqual([[{ type: 'undo' }, 'undo']]);
});

test('the virtual box: a short press and a long press', () => {
  let now = 1000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  feed(playThrough([actions.start(T0)]), { source: 'virtual' });
  const root = mount(<Control send={send} />);
  const roll = byTestId(root, 'box-ROLL');
  act(() => void roll.dispatchEvent(new Event('pointerdown', { bubbles: true })));
  now += 100;
  act(() => void roll.dispatchEvent(new Event('pointerup', { bubbles: true })));
  const scrap = byTestId(root, 'box-SCRAP');
  act(() => void scrap.dispatchEvent(new Event('pointerdown', { bubbles: true })));
  now += LONG_PRESS_MS;
  act(() => void scrap.dispatchEvent(new Event('pointerup', { bubbles: true })));
  expect(sent).toEqual([
    [{ type: 'press', button: 'ROLL', gesture: 'PRESS' }, 'box'],
    [{ type: 'press', button: 'SCRAP', gesture: 'LONG' }, 'box'],
  ]);
});

test('no virtual box drawn for a real box; no token means read only', () => {
  feed(playThrough([actions.start(T0)]), { source: 'serial' });
  const root = mount(<Control send={null} />);
  expect(root.querySelector('[data-testid="virtual-box"]')).toBeNull();
  byTestId(root, 'read-only');
});
