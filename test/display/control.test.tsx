// @vitest-environment happy-dom
// The control page: one set-up form that starts what it shows, the bar always in view, pause,
// building from the supply (dimmed sections say why without asking), suits, scrap and the end of
// a game behind confirmations a double tap cannot pass, the die and the reroll question, undo,
// the virtual box.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONFIRM_ARM_MS } from '../../display/components/confirm.tsx';
import { preloadGameView } from '../../display/components/game-view.tsx';
import { APPLY_CHOICE_MS } from '../../display/components/start-with.ts';
import { GAME_CONTROLS } from '../../display/games/index.ts';
import { lang } from '../../display/i18n/index.ts';
import { receive } from '../../display/model.ts';
import { Control, LONG_PRESS_MS } from '../../display/views/control.tsx';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import { actions } from '../../src/games/apophis/actions.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import { type BoxStatus, type Command, toPublicState } from '../../src/messages.ts';
import {
  allSuits,
  building,
  byTestId,
  click,
  feed,
  loadViews,
  mount,
  playThrough,
  publicOf,
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

/** The table as the server shows it, with the game id a new game's log would get. */
const asGame = (state: TableState, gameId: string, box: Partial<BoxStatus> = {}) => ({
  ...publicOf(state, box),
  gameId,
});

const pressed = (root: HTMLElement, id: string) => byTestId(root, id).getAttribute('aria-pressed');

/** Minutes typed in the custom time's field. */
function typeMinutes(root: HTMLElement, value: string): void {
  const minutes = byTestId(root, 'custom-minutes') as HTMLInputElement;
  act(() => {
    minutes.value = value;
    minutes.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A clock the test moves by hand: performance.now() returns `clock.now`. */
function fakeClock() {
  const clock = { now: 1000 };
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  return clock;
}

/** A laggy Wi-Fi: three players chosen and sent, the hard timer tapped before the table shows them. */
function hardWhilePlayersOnTheirWay(): HTMLElement {
  feed(asGame(playThrough([]), 'game-1'));
  const root = mount(<Control send={send} />);
  click(byTestId(root, 'players-3'));
  act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS));
  click(byTestId(root, 'difficulty-hard'));
  return root;
}

describe('one way to set up and start', () => {
  test('the form opens on the table’s last set-up, a custom time as custom', () => {
    feed(playThrough([], { players: 3, variant: 'advanced', timerSeconds: 8 * 60 }));
    const root = mount(<Control send={send} />);
    expect(pressed(root, 'players-3')).toBe('true');
    expect(pressed(root, 'variant-advanced')).toBe('true');
    expect(pressed(root, 'difficulty-hard')).toBe('true');
    expect(pressed(root, 'difficulty-medium')).toBe('false');
    unmountAll();
    feed(playThrough([], { timerSeconds: 450 }));
    const other = mount(<Control send={send} />);
    expect(pressed(other, 'difficulty-custom')).toBe('true');
    expect((byTestId(other, 'custom-minutes') as HTMLInputElement).value).toBe('7.5');
  });

  test('the chosen set-up is the one that starts: newGame, then start once the table has it', () => {
    feed(asGame(playThrough([]), 'game-1'));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'players-3'));
    expect(byTestId(root, 'cards-to-deal').textContent).toBe('deal 3 cards each');
    click(byTestId(root, 'players-1'));
    expect(byTestId(root, 'cards-to-deal').textContent).toBe('deal 4 cards each');
    click(byTestId(root, 'difficulty-hard'));
    click(byTestId(root, 'variant-advanced'));
    expect(byTestId(root, 'setup-summary').textContent).toBe('1 player · 08:00 · advanced rules');
    click(byTestId(root, 'setup-start'));
    const newGame = {
      type: 'newGame',
      game: 'apophis',
      players: 1,
      variant: 'advanced',
      difficulty: 'hard',
    };
    expect(sent).toEqual([[newGame, 'newGame']]);
    // Another state of the same game (the box's link changed) is not the new game: no start
    // yet, and a second tap sends nothing more.
    feed(asGame(playThrough([]), 'game-1', { firmware: '1.0.1' }));
    click(byTestId(root, 'setup-start'));
    expect(sent).toEqual([[newGame, 'newGame']]);
    // The table shows the new game: start follows, once.
    const chosen = playThrough([], { players: 1, variant: 'advanced', timerSeconds: 480 });
    feed(asGame(chosen, 'game-2'));
    feed(asGame(chosen, 'game-2', { firmware: '1.0.2' }));
    expect(sent).toEqual([
      [newGame, 'newGame'],
      [{ type: 'start' }, 'newGame'],
    ]);
  });

  test('in the lobby each choice becomes the table’s set-up a moment after the last tap', () => {
    vi.useFakeTimers();
    try {
      feed(asGame(playThrough([]), 'game-1'));
      const root = mount(<Control send={send} />);
      click(byTestId(root, 'players-4'));
      click(byTestId(root, 'players-3'));
      act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS - 1));
      expect(sent).toEqual([]);
      act(() => void vi.advanceTimersByTime(1));
      expect(sent).toEqual([
        [
          { type: 'newGame', game: 'apophis', players: 3, variant: 'basic', difficulty: 'medium' },
          'newGame',
        ],
      ]);
      // The table has it: the form opens on it again, and nothing more is sent.
      feed(asGame(playThrough([], { players: 3 }), 'game-2'));
      act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS * 3));
      expect(sent).toHaveLength(1);
      expect(byTestId(root, 'players-3').getAttribute('aria-pressed')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a choice tapped while the last one is on its way is kept when the table answers that one', () => {
    // A laggy Wi-Fi: the players' choice is sent, the hard timer is tapped, and only then does
    // the table show three players with its old timer. The hard timer must stay chosen and follow.
    vi.useFakeTimers();
    try {
      const root = hardWhilePlayersOnTheirWay();
      feed(asGame(playThrough([], { players: 3 }), 'game-2'));
      expect(pressed(root, 'difficulty-hard')).toBe('true');
      expect(pressed(root, 'players-3')).toBe('true');
      act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS));
      expect(sent.map(([command]) => command)).toEqual([
        { type: 'newGame', game: 'apophis', players: 3, variant: 'basic', difficulty: 'medium' },
        { type: 'newGame', game: 'apophis', players: 3, variant: 'basic', difficulty: 'hard' },
      ]);
      // The table has both: nothing more is sent, the form shows what the table has.
      feed(asGame(playThrough([], { players: 3, timerSeconds: 480 }), 'game-3'));
      act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS * 3));
      expect(sent).toHaveLength(2);
      expect(pressed(root, 'difficulty-hard')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  test('Start with these, tapped while an earlier choice is on its way, starts the set-up it shows', () => {
    // The players' choice is sent; before the table shows it, the hard timer is chosen and the
    // start tapped. The table's answer to the players' choice is a new game, but not this one:
    // START waits for the set-up the form shows.
    vi.useFakeTimers();
    try {
      const root = hardWhilePlayersOnTheirWay();
      click(byTestId(root, 'setup-start'));
      feed(asGame(playThrough([], { players: 3 }), 'game-2'));
      expect(sent.map(([command]) => command.type)).toEqual(['newGame', 'newGame']);
      feed(asGame(playThrough([], { players: 3, timerSeconds: 480 }), 'game-3'));
      expect(sent.map(([command]) => command.type)).toEqual(['newGame', 'newGame', 'start']);
    } finally {
      vi.useRealTimers();
    }
  });

  test('in the lobby another phone’s choice is followed when this one has none on its way', () => {
    vi.useFakeTimers();
    try {
      feed(asGame(playThrough([]), 'game-1'));
      const root = mount(<Control send={send} />);
      feed(asGame(playThrough([], { players: 4, variant: 'advanced' }), 'game-2'));
      expect(pressed(root, 'players-4')).toBe('true');
      expect(pressed(root, 'variant-advanced')).toBe('true');
      act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS * 3));
      expect(sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('after a game, choices wait for Play again (the end screen stays)', () => {
    vi.useFakeTimers();
    try {
      feed(asGame(playThrough([actions.start(T0), actions.clock(T0 + 600_000)]), 'game-1'));
      const root = mount(<Control send={send} />);
      click(byTestId(root, 'players-3'));
      act(() => void vi.advanceTimersByTime(APPLY_CHOICE_MS * 3));
      expect(sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a refused set-up starts nothing, and the refusal is shown by the form', () => {
    feed(asGame(playThrough([]), 'game-1'));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'players-4'));
    click(byTestId(root, 'setup-start'));
    act(() =>
      receive(
        { type: 'result', id: 'c1', ok: false, error: 'the game log could not be written' },
        'newGame',
      ),
    );
    expect(byTestId(root, 'refusal-newGame').textContent).toBe('the game log could not be written');
    feed(asGame(playThrough([], { players: 4 }), 'game-2'));
    expect(sent.map(([command]) => command.type)).toEqual(['newGame']);
  });

  test('the lobby has one primary button, and no other start', () => {
    feed(playThrough([]));
    const root = mount(<Control send={send} />);
    const primary = Array.from(root.querySelectorAll<HTMLElement>('.primary'));
    expect(primary.map((button) => button.dataset.testid)).toEqual(['setup-start']);
    expect(byTestId(root, 'setup-start').textContent).toBe('Start with these');
    expect(root.querySelector('[data-testid="start"]')).toBeNull();
  });

  test('after a game the same form shows the last set-up, to play again', () => {
    const setup = { players: 3, variant: 'advanced', timerSeconds: 8 * 60 } as const;
    const lost = playThrough([actions.start(T0), actions.clock(T0 + 8 * 60_000)], setup);
    expect(lost.phase).toBe('lost');
    feed(lost);
    const root = mount(<Control send={send} />);
    expect(pressed(root, 'players-3')).toBe('true');
    expect(pressed(root, 'variant-advanced')).toBe('true');
    expect(pressed(root, 'difficulty-hard')).toBe('true');
    expect(byTestId(root, 'setup-start').textContent).toBe('Play again');
    click(byTestId(root, 'setup-start'));
    expect(sent).toEqual([
      [
        { type: 'newGame', game: 'apophis', players: 3, variant: 'advanced', difficulty: 'hard' },
        'newGame',
      ],
    ]);
  });

  test('a custom time goes as whole seconds', () => {
    feed(playThrough([]));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'difficulty-custom'));
    typeMinutes(root, '7.5');
    click(byTestId(root, 'setup-start'));
    expect(sent[0]?.[0]).toEqual({
      type: 'newGame',
      game: 'apophis',
      players: 2,
      variant: 'basic',
      timerSeconds: 450,
    });
  });

  test.each([
    ['en', 'The timer runs from 1 to 60 minutes.'],
    ['fr', 'Le minuteur se règle entre 1 et 60 minutes.'],
  ] as const)('a custom time out of range is said before sending (%s)', (language, sentence) => {
    lang.value = language;
    feed(playThrough([]));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'difficulty-custom'));
    for (const minutes of ['0.5', '61', '']) {
      typeMinutes(root, minutes);
      expect(byTestId(root, 'custom-minutes-problem').textContent).toBe(sentence);
      click(byTestId(root, 'setup-start'));
    }
    expect(sent).toEqual([]);
    typeMinutes(root, '60');
    expect(root.querySelector('[data-testid="custom-minutes-problem"]')).toBeNull();
    click(byTestId(root, 'setup-start'));
    expect(sent[0]?.[0]).toMatchObject({ type: 'newGame', timerSeconds: 3600 });
  });
});

describe('ending a game', () => {
  test('End this game names what is lost, and a double tap cannot pass its confirmation', () => {
    const clock = fakeClock();
    feed(playThrough(building(['Y3', 'R2']), { players: 3, timerSeconds: 8 * 60 }));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'end-game'));
    const confirm = byTestId(root, 'end-game-confirm');
    // What takes the tapped button's place keeps playing; yes comes after the words.
    expect(confirm.querySelector('button')?.dataset.testid).toBe('end-game-cancel');
    expect(byTestId(root, 'end-game-loses').textContent).toBe(
      '07:58 left on the timerthe rocket: Y3 and R2',
    );
    expect(byTestId(root, 'end-game-yes').dataset.armed).toBe('false');
    click(byTestId(root, 'end-game-yes')); // the second tap of a double tap
    expect(sent).toEqual([]);
    click(byTestId(root, 'end-game-cancel'));
    expect(root.querySelector('[data-testid="end-game-confirm"]')).toBeNull();

    click(byTestId(root, 'end-game'));
    clock.now += CONFIRM_ARM_MS;
    click(byTestId(root, 'end-game-yes'));
    // The shell's endGame: the service marks the log ended and sets the same game up again.
    expect(sent).toEqual([[{ type: 'endGame' }, 'end']]);
  });

  test('a game whose view names nothing it would lose (Apocalyte) gets the shell’s sentence, in French too', async () => {
    // The issue: "no screen offers it … Apophis has 'End this game' behind a confirmation".
    let state = apocalyte.lobby();
    const players = [
      { name: 'Ada', colour: 'red' as const, letter: 'A' },
      { name: 'Boris', colour: 'blue' as const, letter: 'B' },
    ];
    const plan = apocalyte.plan(state, { type: 'newGame', game: 'apocalyte', players }, T0);
    const meaning = (s: typeof state) =>
      apocalyte.press(s, 'START', 'PRESS', { at: T0 + 1, armed: null });
    for (const action of 'actions' in plan ? plan.actions : [])
      state = apocalyte.reduce(state, action).state;
    const started = meaning(state);
    for (const action of started.does === 'act' ? started.actions : [])
      state = apocalyte.reduce(state, action).state;
    const shown = toPublicState(apocalyte, state, {
      now: T0 + 2,
      gameId: 'game-2',
      box: { connected: true, source: 'none', firmware: null },
    });
    expect(shown.status).toBe('playing');
    await preloadGameView(GAME_CONTROLS, 'apocalyte');
    act(() => receive({ type: 'state', state: shown, serverTime: T0 }));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'end-game'));
    expect(byTestId(root, 'end-game-loses').textContent).toBe(
      'everything played since the start: an ended game cannot be resumed',
    );
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(root, 'end-game-yes').textContent).toBe('Oui, terminer la partie');
    expect(byTestId(root, 'end-game-loses').textContent).toBe(
      'tout ce qui a été joué depuis le début : une partie terminée ne reprend pas',
    );
  });

  test('nothing offers to end a game in the lobby', () => {
    feed(playThrough([]));
    const root = mount(<Control send={send} />);
    expect(root.querySelector('[data-testid="end-game"]')).toBeNull();
  });
});

describe('the bar always in view', () => {
  test('the shuffle’s seconds; PAUSED in large print; the rocket itself', () => {
    feed(playThrough([...building(['Y3', 'R2']), actions.shuffle(T0 + 3000)]));
    const root = mount(<Control send={send} />);
    const bar = byTestId(root, 'phone-bar');
    expect(byTestId(bar, 'phone-shuffling').textContent).toBe('Shuffling 10 s');
    byTestId(bar, 'rocket-section-Y3');
    byTestId(bar, 'rocket-section-R2');
    byTestId(bar, 'timer');
    feed(playThrough([...building(['Y3', 'R2']), actions.pause(T0 + 3000)]));
    expect(byTestId(bar, 'phone-paused').textContent).toBe('PAUSED');
    expect(bar.querySelector('[data-testid="phone-shuffling"]')).toBeNull();
  });

  test('a launch waiting: the bar says roll, and the die panel comes first', () => {
    feed(playThrough([...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5000)]));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'phone-launch-waits').textContent).toBe('Roll the die: accuracy');
    const frame = byTestId(root, 'control');
    const cards = Array.from(frame.children);
    const place = (id: string) =>
      cards.findIndex((card) => card === byTestId(root, id) || card.contains(byTestId(root, id)));
    expect(place('phone-bar')).toBe(1); // after the shell's header
    expect(place('die-panel')).toBe(2);
    for (const later of ['pause', 'build-panel', 'suit-panel', 'undo']) {
      expect(place(later)).toBeGreaterThan(2);
    }
    // The same table without the launch: the die panel is not there.
    feed(playThrough(building(['Y3', 'G2', 'R1'])));
    expect(root.querySelector('[data-testid="die-panel"]')).toBeNull();
  });
});

test('pause while playing; resume while paused', () => {
  feed(playThrough([actions.start(T0)]));
  const root = mount(<Control send={send} />);
  click(byTestId(root, 'pause'));
  feed(playThrough([actions.start(T0), actions.pause(T0 + 1000)]));
  click(byTestId(root, 'resume'));
  expect(sent.map(([command]) => command.type)).toEqual(['pause', 'resume']);
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
      'Une séquence de lancement est en cours : pas de construction.',
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

describe('scrap', () => {
  test('asks again, naming the sections that go back, and a double tap cannot pass', () => {
    const clock = fakeClock();
    feed(playThrough(building(['Y3', 'R2', 'B1'])));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'scrap'));
    const confirm = byTestId(root, 'scrap-confirm');
    expect(byTestId(confirm, 'scrap-loses').textContent).toBe(
      'Y3, R2 and B1 go back to the supply.',
    );
    expect(confirm.querySelector('button')?.dataset.testid).toBe('scrap-cancel');
    click(byTestId(root, 'scrap-yes')); // the second tap of a double tap
    expect(sent).toEqual([]);
    click(byTestId(root, 'scrap-cancel'));
    expect(root.querySelector('[data-testid="scrap-confirm"]')).toBeNull();
    click(byTestId(root, 'scrap'));
    clock.now += CONFIRM_ARM_MS;
    click(byTestId(root, 'scrap-yes'));
    expect(sent).toEqual([[{ type: 'scrap' }, 'game']]);
  });

  test('one section, in French', () => {
    lang.value = 'fr';
    feed(playThrough(building(['Y3'])));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'scrap'));
    expect(byTestId(root, 'scrap-loses').textContent).toBe('Y3 retourne dans la réserve.');
  });

  test('an empty rocket: Scrap is dimmed with the referee’s reason and asks nothing', () => {
    feed(playThrough([actions.start(T0)]));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'scrap').dataset.ready).toBe('false');
    click(byTestId(root, 'scrap'));
    expect(root.querySelector('[data-testid="scrap-confirm"]')).toBeNull();
    expect(byTestId(root, 'refusal-game').textContent).toBe('the rocket is already empty');
    expect(sent).toEqual([]);
  });
});

describe('the die and the reroll question (R19)', () => {
  // Advanced rules with two points of fail safe: one reroll. Explosion first: the die + 3
  // explodes at 8, so a 5 fails and a 4 succeeds.
  const launched = [...building(['Y3', 'G2', 'R1']), allSuits(T0 + 5000)];
  const advanced = { variant: 'advanced' } as const;
  const asked = (die: number) =>
    playThrough([...launched, actions.roll(T0 + 6000, die, 'hand')], advanced);
  const follows = (a: HTMLElement, b: HTMLElement) =>
    (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  test('the box’s die, or a physical die typed in', () => {
    feed(playThrough(launched, advanced));
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'roll'));
    click(byTestId(root, 'roll-4'));
    expect(sent).toEqual([
      [{ type: 'roll' }, 'die'],
      [{ type: 'roll', value: 4 }, 'die'],
    ]);
  });

  test('a failing die with a reroll left: said plainly, Reroll first and primary', () => {
    feed(asked(5));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'pending-verdict').textContent).toBe(
      'This die fails: the rocket would explode.',
    );
    const reroll = byTestId(root, 'reroll');
    const accept = byTestId(root, 'accept');
    expect(reroll.classList.contains('primary')).toBe(true);
    expect(accept.classList.contains('primary')).toBe(false);
    expect(accept.textContent).toBe('Accept: the rocket explodes');
    expect(follows(reroll, accept)).toBe(true);
    expect(byTestId(root, 'phone-launch-waits').textContent).toBe(
      'Reroll or accept? 1 fail safe left',
    );
  });

  test('a succeeding die: Accept first and primary', () => {
    feed(asked(4));
    const root = mount(<Control send={send} />);
    expect(byTestId(root, 'pending-verdict').textContent).toBe(
      'This die succeeds: the rocket holds together.',
    );
    const accept = byTestId(root, 'accept');
    expect(accept.classList.contains('primary')).toBe(true);
    expect(byTestId(root, 'reroll').classList.contains('primary')).toBe(false);
    expect(follows(accept, byTestId(root, 'reroll'))).toBe(true);
    click(accept);
    expect(sent).toEqual([[{ type: 'accept' }, 'die']]);
  });

  test('with the box here, Reroll is one tap: the box’s ROLL, which rerolls and rolls', () => {
    feed(asked(5), { connected: true, source: 'serial' });
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'reroll'));
    expect(sent).toEqual([[{ type: 'button', button: 'ROLL', gesture: 'PRESS' }, 'die']]);
  });

  test('with the box away, Reroll sends reroll and the die’s faces come up at once', () => {
    const away = { connected: false, source: 'serial' } as const;
    feed(asked(5), away);
    const root = mount(<Control send={send} />);
    click(byTestId(root, 'reroll'));
    expect(sent).toEqual([[{ type: 'reroll' }, 'die']]);
    const rerolled = [...launched, actions.roll(T0 + 6000, 5, 'hand'), actions.reroll(T0 + 7000)];
    feed(playThrough(rerolled, advanced), away);
    expect(root.querySelector('[data-testid="roll"]')).toBeNull();
    expect(byTestId(root, 'die-panel').textContent).toContain(
      'Roll a die on the table and tap what it shows:',
    );
    click(byTestId(root, 'roll-2'));
    expect(sent.at(-1)).toEqual([{ type: 'roll', value: 2 }, 'die']);
  });
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
