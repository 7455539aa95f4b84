// @vitest-environment happy-dom
// Apogee's screens from real tables: states made by the module's own reducer, shown as the
// server shows them, through the shell's big screen and control page.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CONFIRM_ARM_MS } from '../../display/components/confirm.tsx';
import { lang } from '../../display/i18n/index.ts';
import { clockOffset, receive } from '../../display/model.ts';
import { BigScreen } from '../../display/views/big-screen.tsx';
import { Control } from '../../display/views/control.tsx';
import type { Action } from '../../src/games/apogee/actions.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { reduce } from '../../src/games/apogee/reducer.ts';
import { type ApogeeState, lobbyState } from '../../src/games/apogee/state.ts';
import { type Command, toPublicState } from '../../src/messages.ts';
import { byTestId, click, loadViews, mount, resetModel, T0, unmountAll } from './fixtures.tsx';

beforeAll(loadViews);
beforeEach(resetModel);
afterEach(unmountAll);

const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 3 },
  { name: 'Boris', colour: 'red', authority: 1 },
  { name: 'Chen', colour: 'green', authority: 2 },
];

/** An action without its time: the fixture stamps each one second after the last. */
type Step = Action extends infer A ? (A extends Action ? Omit<A, 'at'> : never) : never;

let at = T0;
function play(...steps: Step[]): ApogeeState {
  let state = lobbyState();
  at = T0;
  for (const step of steps) {
    at += 1000;
    const applied = reduce(state, { ...step, at } as Action);
    if (!applied.ok) throw new Error(`fixture refused ${step.type}: ${applied.error.message}`);
    state = applied.state;
  }
  return state;
}

/** Ada's rocket: thrust 15, mass 9: performance 1.6 (AG5): LEO 6+, GEO and the Moon 7+. */
const ADA_ROCKET: Step[] = [
  { type: 'build', player: 0, card: { kind: 'first', thrust: 10, mass: 4, name: 'Vulcain' } },
  { type: 'build', player: 0, card: { kind: 'upper', thrust: 5, mass: 3 } },
  { type: 'build', player: 0, card: { kind: 'payload', thrust: 0, mass: 2, astronauts: 1 } },
];
const SET_UP: Step[] = [
  { type: 'newGame', game: 'apogee', players: PLAYERS, mission: 1 },
  { type: 'start' },
];
const inLaunch = () => play(...SET_UP, ...ADA_ROCKET, { type: 'advance' });
const awaiting = () =>
  play(
    ...SET_UP,
    ...ADA_ROCKET,
    { type: 'advance' },
    {
      type: 'launch',
      player: 0,
      destination: 'moon',
    },
  );

function show(
  state: ApogeeState,
  connected = true,
  endedEarly: { by: 'phone' | 'hall'; at: number } | null = null,
): void {
  const shown = toPublicState(apogee, state, {
    now: at,
    gameId: `g-${state.stage}`,
    box: { connected, source: connected ? 'virtual' : 'none', firmware: '1.0.0' },
    endedEarly,
  });
  clockOffset.value = at - Date.now();
  act(() => receive({ type: 'state', state: shown, serverTime: at }));
}

const text = (root: ParentNode, id: string) => byTestId(root, id).textContent ?? '';

describe('the big screen', () => {
  test('the quarter and phase, a pad with its numbers and odds, who is next, the board', () => {
    show(inLaunch());
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    byTestId(root, 'ag-big');
    expect(text(root, 'ag-quarter-number')).toBe('1');
    expect(text(root, 'ag-phase')).toBe('B. Launch');
    expect(text(root, 'ag-mission')).toContain('Mission 1');
    expect(text(root, 'ag-mission')).toContain('easy');
    expect(text(root, 'ag-played')).toBe('00:04');
    // Issue 24: "played19:52 left" ran the words into the numbers.
    expect(text(root, 'ag-clock')).toMatch(/^00:04 played of 10:00 · 09:5\d left$/);
    expect(text(root, 'thrust-0')).toBe('15');
    expect(text(root, 'mass-0')).toBe('9');
    expect(text(root, 'performance-0')).toBe('1.6');
    expect(text(root, 'odds-0-leo')).toBe('LEO 6+ · 58%');
    expect(text(root, 'odds-0-moon')).toBe('Moon 7+ · 50%');
    expect(byTestId(root, 'odds-0-lagrange').dataset.reach).toBe('false');
    expect(byTestId(root, 'odds-1-leo').dataset.reach).toBe('false');
    expect(text(root, 'pad-0')).toContain('Ada');
    expect(text(root, 'pad-0')).toContain('blue');
    expect(text(root, 'ag-next')).toContain('Ada');
    expect(text(root, 'board-0')).toContain('0 / 1');
  });

  test('a destination out of reach says why in the screen’s language (its tooltip), EN and FR', () => {
    // Issue 32: the launch's tooltip was the service's English on a French big screen.
    show(inLaunch());
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    const why = (id: string) => byTestId(root, id).getAttribute('title');
    expect(why('odds-0-lagrange')).toBe(
      'A performance of 1.6 cannot reach Lagrangian point: it needs 1.7 or more.',
    );
    expect(why('odds-0-leo')).toBeNull();
    const empty = why('odds-1-leo');
    act(() => {
      lang.value = 'fr';
    });
    expect(why('odds-0-lagrange')).toBe(
      'Une performance de 1,6 ne suffit pas pour cette destination (Point de Lagrange)\u202f: il faut 1,7 ou plus.',
    );
    // The other pad's reason, in French too: no English word left in it.
    expect(why('odds-1-leo')).not.toBe(empty);
    expect(why('odds-1-leo')).not.toMatch(/\b(the|of|is|cannot|reach)\b/);
  });

  test('the launch awaiting its die, then the die and the result', () => {
    show(awaiting());
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    expect(text(root, 'ag-awaiting')).toContain('Ada → Moon');
    expect(text(root, 'ag-awaiting')).toContain('needs 7+');
    expect(text(root, 'ag-awaiting')).toContain('50%');
    const state = reduce(awaiting(), {
      type: 'launchRolled',
      at: at + 1000,
      value: 9,
      source: 'hand',
    });
    if (!state.ok) throw new Error(state.error.message);
    at += 1000;
    show(state.state);
    expect(text(root, 'ag-d12')).toBe('9');
    expect(byTestId(root, 'ag-last-launch').dataset.success).toBe('true');
    // The launch's moment: its headline; the next Director marked on her pad meanwhile.
    expect(byTestId(root, 'ag-last-launch').dataset.moment).toBe('true');
    expect(text(root, 'ag-last-launch')).toContain('✓ Ada reaches Moon');
    expect(text(root, 'pad-status-0')).toBe('✓ reached Moon');
    expect(text(root, 'pad-status-2')).toContain('launches next');
  });

  test('a failed launch is told as missed on its pad, never as "launched"', () => {
    // Issue 24: "a failed launch is labelled 'launched'".
    const state = reduce(awaiting(), { type: 'launchRolled', at, value: 1, source: 'hand' });
    if (!state.ok) throw new Error(state.error.message);
    show(state.state);
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    expect(byTestId(root, 'ag-last-launch').dataset.success).toBe('false');
    expect(text(root, 'pad-status-0')).toBe('✗ missed Moon');
    expect(text(root, 'pad-0')).not.toContain('launched');
  });

  test('the winners at the end, the board marked', () => {
    const over = play(
      ...SET_UP,
      ...ADA_ROCKET,
      { type: 'advance' },
      { type: 'launch', player: 0, destination: 'leo' },
      { type: 'launchRolled', value: 12, source: 'hand' },
      { type: 'advance' },
      { type: 'advance' },
    );
    show(over);
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    expect(text(root, 'ag-winners')).toContain('Ada');
    expect(byTestId(root, 'board-0').dataset.done).toBe('true');
  });

  test('in French, no English left in the main labels', () => {
    show(awaiting());
    act(() => {
      lang.value = 'fr';
    });
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    const all = text(root, 'ag-big');
    expect(text(root, 'ag-phase')).toBe('B. Lancement');
    expect(all).toContain('Trimestre');
    // A narrow no-break space before %: "50 %" is never split at the end of a line.
    expect(text(root, 'odds-0-moon')).toBe('Lune 7+ · 50\u202f%');
    expect(text(root, 'odds-0-leo')).toBe('LEO 6+ · 58\u202f%');
    expect(text(root, 'odds-0-asteroid')).toContain('Astéroïde');
    // In play the board is headed by the mission itself; its name is said to a screen reader.
    expect(byTestId(root, 'ag-board').getAttribute('aria-label')).toBe('Tableau de mission');
    expect(all).toContain('poussée');
    for (const english of [
      'Quarter',
      'Launch',
      'Planning',
      'Moon',
      'thrust',
      'mass ',
      'authority',
      'Mission board',
      'needs',
      'played',
      'left',
      'blue',
      'out of reach',
    ])
      expect(all).not.toContain(english);
  });

  test('in French, a decimal comma in every number (issue 32: “3.2” beside “11,1 %”)', () => {
    show(inLaunch());
    act(() => {
      lang.value = 'fr';
    });
    const root = mount(<BigScreen send={null} controlUrl={null} />);
    expect(text(root, 'performance-0')).toBe('1,6');
    expect(text(root, 'ag-big')).not.toMatch(/\d\.\d/);
  });
});

describe('the control page', () => {
  test('the set-up sends a newGame with the chosen mission', () => {
    show(lobbyState());
    const sent: [Command, string][] = [];
    const root = mount(<Control send={(command, place) => void sent.push([command, place])} />);
    click(byTestId(root, 'setup-mission-3'));
    expect(text(root, 'setup-goal')).toContain('GEO');
    click(byTestId(root, 'setup-add'));
    click(byTestId(root, 'setup-start'));
    const newGame = sent.find(([command]) => command.type === 'newGame');
    expect(newGame?.[0]).toMatchObject({ type: 'newGame', game: 'apogee', mission: 3 });
    expect((newGame?.[0] as unknown as { players?: unknown[] } | undefined)?.players).toHaveLength(
      3,
    );
  });

  test('a set-up the module refuses is dimmed with its reason', () => {
    show(lobbyState());
    const root = mount(<Control send={() => undefined} />);
    click(byTestId(root, 'setup-colour-1-blue'));
    expect(byTestId(root, 'setup-start').dataset.ready).toBe('false');
    expect(byTestId(root, 'setup-start').dataset.reason).toBe('setup/colour');
  });

  test("the launch turn: destinations lit or dimmed by the module's guard, with its reason", () => {
    show(inLaunch());
    const sent: Command[] = [];
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    expect(text(root, 'launch-turn')).toContain('Ada');
    expect(byTestId(root, 'launch-moon').dataset.ready).toBe('true');
    expect(text(root, 'launch-moon')).toContain('7+ · 50%');
    const lagrange = byTestId(root, 'launch-lagrange');
    expect(lagrange.dataset.ready).toBe('false');
    expect(lagrange.dataset.reason).toBe('launch/unreachable');
    expect(text(root, 'launch-lagrange-reason')).toContain('1.7 or more');
    click(lagrange);
    expect(sent).toEqual([]);
    click(byTestId(root, 'launch-moon'));
    expect(sent).toEqual([{ type: 'launch', player: 0, destination: 'moon' }]);
    act(() => {
      lang.value = 'fr';
    });
    expect(text(root, 'launch-lagrange-reason')).toBe(
      'Cette fusée ne peut pas atteindre cette destination.',
    );
  });

  test('the d12: roll on the box, or a die typed in, always', () => {
    show(awaiting(), false);
    const sent: Command[] = [];
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    expect(root.querySelector('[data-testid="roll"]')).toBeNull();
    expect(byTestId(root, 'roll-12').dataset.ready).toBe('true');
    click(byTestId(root, 'roll-8'));
    expect(sent).toEqual([{ type: 'roll', value: 8 }]);
    show(awaiting(), true);
    expect(byTestId(root, 'roll').dataset.ready).toBe('true');
    expect(byTestId(root, 'advance').dataset.reason).toBe('launch/awaiting-die');
  });

  test('a card entered in a few taps, and removed', () => {
    show(play(...SET_UP));
    const sent: Command[] = [];
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    // Issue 24: "a card takes 11 taps with − and +": each number is now one tap.
    for (const id of ['kind-payload', 'card-mass-2', 'card-astronauts-2'])
      click(byTestId(root, id));
    click(byTestId(root, 'card-save'));
    expect(sent).toEqual([
      { type: 'build', player: 0, card: { kind: 'payload', thrust: 0, mass: 2, astronauts: 2 } },
    ]);
    // A version-1 game (SET_UP names no version) removes it, as it was played then.
    show(play(...SET_UP, ...ADA_ROCKET));
    click(byTestId(root, 'remove-1'));
    expect(sent.at(-1)).toEqual({ type: 'remove', player: 0, id: 1 });
    // AG51 (version 3): a card typed by mistake is struck off as a correction (a built card is
    // never removed).
    show(play({ ...SET_UP[0], version: 3 } as Step, { type: 'start' }, ...ADA_ROCKET));
    expect(root.querySelector('[data-testid="remove-1"]')).toBeNull();
    click(byTestId(root, 'strike-1'));
    expect(sent.at(-1)).toEqual({ type: 'correct', player: 0, id: 1, mistake: true });
    // A named card on the table is built again in one tap, name and all (AG32: no feature it
    // cannot carry; issue 32: "a card already built takes two taps where the README says one").
    const before = sent.length;
    click(byTestId(root, 'known-card-0'));
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)).toEqual({
      type: 'build',
      player: 0,
      card: { kind: 'first', thrust: 10, mass: 4, name: 'Vulcain' },
    });
    // A First Stage carries no astronauts: their buttons are not offered for it.
    click(byTestId(root, 'kind-first'));
    expect(root.querySelector('[data-testid="card-astronauts-2"]')).toBeNull();
  });
});

describe('version 3 on the phone (issue 32)', () => {
  const V3 = (mission: number): Step[] => [
    { type: 'newGame', game: 'apogee', players: PLAYERS, mission, version: 3 },
    { type: 'start' },
  ];
  /** Thrust 24, mass 12: performance 2.4, the Asteroid in reach; no satellite. */
  const LIGHT: Step[] = [
    { type: 'build', player: 0, card: { kind: 'first', thrust: 10, mass: 4 } },
    { type: 'build', player: 0, card: { kind: 'upper', thrust: 4, mass: 4 } },
    { type: 'build', player: 0, card: { kind: 'payload', thrust: 10, mass: 4 } },
  ];

  test("Directors' specialties are entered in C. Administration, once a game", () => {
    const sent: Command[] = [];
    show(play(...V3(2), { type: 'advance' }));
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    // Not in B. Launch: the panel is for C. Administration.
    expect(root.querySelector('[data-testid="directors"]')).toBeNull();
    show(play(...V3(2), { type: 'advance' }, { type: 'advance' }));
    click(byTestId(root, 'director-1-shuguang-jun'));
    expect(sent.at(-1)).toEqual({ type: 'director', player: 1, specialty: 'shuguang-jun' });
    click(byTestId(root, 'director-0-zhang-kang-2'));
    expect(sent.at(-1)).toEqual({
      type: 'director',
      player: 0,
      specialty: 'zhang-kang',
      target: 2,
    });
    expect(byTestId(root, 'director-0-zhang-kang-2').textContent).toBe('Zhang Kang against Chen');
    // Harper Tompkins needs a success this round: dimmed, with the guard's code.
    expect(byTestId(root, 'director-0-harper-tompkins').dataset.reason).toBe('director/no-success');
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(root, 'directors').textContent).toContain('Spécialités des directeurs');
    expect(byTestId(root, 'director-0-zhang-kang-2').textContent).toBe('Zhang Kang contre Chen');
  });

  test('mission 7: an Asteroid launch with no satellite is offered as a launch without them', () => {
    const sent: Command[] = [];
    show(play(...V3(7), ...LIGHT, { type: 'advance' }));
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    expect(byTestId(root, 'launch-asteroid').dataset.reason).toBe('launch/satellites');
    click(byTestId(root, 'launch-asteroid-empty'));
    expect(sent.at(-1)).toEqual({
      type: 'launch',
      player: 0,
      destination: 'asteroid',
      withoutSatellites: true,
    });
    // Mission 2 does not ask.
    show(play(...V3(2), ...LIGHT, { type: 'advance' }));
    expect(root.querySelector('[data-testid="launch-asteroid-empty"]')).toBeNull();
  });
});

describe('the phone at the table (issue 32)', () => {
  /** Mission 8: Ada's Moon launch flies, so her docking is due in a later round. */
  const docked = () =>
    play(
      { type: 'newGame', game: 'apogee', players: PLAYERS, mission: 8 },
      { type: 'start' },
      ...ADA_ROCKET,
      { type: 'advance' },
      { type: 'launch', player: 0, destination: 'moon' },
      { type: 'launchRolled', value: 12, source: 'hand' },
    );
  const french = () =>
    act(() => {
      lang.value = 'fr';
    });

  for (const language of ['en', 'fr'] as const) {
    test(`${language}: the card form's buttons are named apart (one Nuclear Pulse Propulsion)`, () => {
      show(inLaunch());
      if (language === 'fr') french();
      const root = mount(<Control send={() => undefined} />);
      click(byTestId(root, 'kind-first'));
      const form = byTestId(root, 'card-form');
      const labels = Array.from(form.querySelectorAll('button'))
        .map((b) => b.textContent?.trim() ?? '')
        .filter((label) => !/^\d+$/.test(label));
      expect(labels.length).toBeGreaterThan(4);
      expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    });

    test(`${language}: no rule code in a sentence a player reads`, () => {
      show(docked());
      if (language === 'fr') french();
      const root = mount(<Control send={() => undefined} />);
      for (const b of Array.from(root.querySelectorAll<HTMLElement>('[aria-disabled="true"]')))
        click(b);
      const said = byTestId(root, 'control').textContent ?? '';
      expect(said).toMatch(language === 'en' ? /First Stage/ : /premier étage/i);
      expect(said).not.toMatch(/\((?:R|AG|AC)\d+/);
    });

    test(`${language}: the docking confirmations come before the rockets, a docking not yet allowed says why`, () => {
      show(docked());
      if (language === 'fr') french();
      const root = mount(<Control send={() => undefined} />);
      const confirms = byTestId(root, 'confirmations');
      const rockets = byTestId(root, 'rockets');
      expect(
        confirms.compareDocumentPosition(rockets) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      const docking = byTestId(root, 'confirm-0-docking-0');
      expect(docking.getAttribute('aria-pressed')).not.toBe('true');
      expect(docking.textContent).not.toContain('✓');
      // Not yet allowed: dimmed, with its reason beneath; a confirmed one is pressed and ticked.
      expect(docking.dataset.ready).toBe('false');
      expect(text(root, 'confirm-0-docking-0-reason')).toMatch(
        language === 'en' ? /later round/ : /manche|tour|trimestre/,
      );
    });

    test(`${language}: a game ended from the phone says so over the set-up it drops to`, async () => {
      const playing = inLaunch();
      show(playing);
      if (language === 'fr') french();
      const sent: Command[] = [];
      const root = mount(<Control send={(command) => void sent.push(command)} />);
      expect(root.querySelector('[data-testid="ended-early"]')).toBeNull();
      click(byTestId(root, 'end-game'));
      // The yes is armed a moment after it shows (a double tap cannot pass).
      await new Promise((armed) => setTimeout(armed, CONFIRM_ARM_MS + 50));
      click(byTestId(root, 'end-game-yes'));
      expect(sent).toEqual([{ type: 'endGame' }]);
      at += 1000;
      const applied = reduce(playing, apogee.newGameOf(playing, at));
      if (!applied.ok) throw new Error(applied.error.message);
      // The table's lobby state says the game was ended early (server/table.ts).
      show(applied.state, true, { by: 'phone', at });
      expect(text(root, 'ended-early')).toMatch(
        language === 'en' ? /ended early, from a phone/ : /terminée avant sa fin/,
      );
    });
  }
});
