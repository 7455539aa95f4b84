// @vitest-environment happy-dom
// Apogee's phone asks the module's new guards (issue 21, rules' version 2): the pad's limits and
// the card texts dim the card's save, the Docking sequence's timing dims its buttons, each with
// the module's code and, tapped, the sentence in the player's language; nothing is sent.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { lang } from '../../display/i18n/index.ts';
import { clockOffset, receive } from '../../display/model.ts';
import { Control } from '../../display/views/control.tsx';
import type { Action } from '../../src/games/apogee/actions.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { reduce } from '../../src/games/apogee/reducer.ts';
import { RULES_VERSION } from '../../src/games/apogee/setup.ts';
import { type ApogeeState, lobbyState } from '../../src/games/apogee/state.ts';
import { type Command, toPublicState } from '../../src/messages.ts';
import { byTestId, click, loadViews, mount, resetModel, T0, unmountAll } from './fixtures.tsx';

beforeAll(loadViews);
beforeEach(resetModel);
afterEach(() => {
  unmountAll();
  lang.value = 'en';
});

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

function show(state: ApogeeState): void {
  const shown = toPublicState(apogee, state, {
    now: at,
    gameId: 'g-guards',
    box: { connected: false, source: 'none', firmware: null },
  });
  clockOffset.value = at - Date.now();
  act(() => receive({ type: 'state', state: shown, serverTime: at }));
}

const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 7 },
  { name: 'Bo', colour: 'red', authority: 3 },
];
const started = (mission: number): Step[] => [
  { type: 'newGame', game: 'apogee', players: PLAYERS, mission, version: RULES_VERSION },
  { type: 'start' },
];
const build = (card: Extract<Step, { type: 'build' }>['card']): Step => ({
  type: 'build',
  player: 0,
  card,
});
/** Thrust 20, mass 14, four astronauts: the Moon on 7 (mission 8). */
const CREWED: Step[] = [
  build({ kind: 'first', thrust: 10, mass: 4 }),
  build({ kind: 'upper', thrust: 2, mass: 5 }),
  build({ kind: 'payload', thrust: 8, mass: 5, astronauts: 4 }),
];

describe("the phone's card form asks the pad's guards", () => {
  test('AG44: a fourth First Stage is dimmed; tapped, the sentence shows and nothing is sent', () => {
    const stage = build({ kind: 'first', thrust: 5, mass: 4 });
    show(play(...started(2), stage, stage, stage));
    const sent: Command[] = [];
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    const save = byTestId(root, 'card-save');
    expect(save.dataset.ready).toBe('false');
    expect(save.dataset.reason).toBe('build/pad-full');
    click(save);
    expect(sent).toEqual([]);
    expect(byTestId(root, 'refusal-rocket').textContent).toBe(
      'the pad holds 3 First Stage cards at most',
    );
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(root, 'refusal-rocket').textContent).toBe(
      'Le pas de tir porte 3 cartes de chaque type au plus.',
    );
  });

  test('AG43: the technology is named in a tap; Nuclear Pulse Propulsion beside a named stage is dimmed', () => {
    show(
      play(...started(2), build({ kind: 'first', name: 'Liquid Hydrogen', thrust: 5, mass: 4 })),
    );
    const sent: Command[] = [];
    const root = mount(<Control send={(command) => void sent.push(command)} />);
    expect(byTestId(root, 'card-save').dataset.ready).toBe('true');
    click(byTestId(root, 'tech-nuclear-pulse'));
    expect(byTestId(root, 'card-save').dataset.reason).toBe('build/incompatible');
    click(byTestId(root, 'kind-upper'));
    expect(root.querySelector('[data-testid="tech-nuclear-pulse"]')).toBeNull();
    click(byTestId(root, 'tech-ion'));
    click(byTestId(root, 'card-save'));
    expect(sent).toEqual([
      { type: 'build', player: 0, card: { kind: 'upper', tech: 'ion', thrust: 0, mass: 0 } },
    ]);
  });
});

describe("the phone's confirmations ask the Docking sequence's guards", () => {
  /** Ada's Moon landing in quarter 1, then quarter 2's A. Planning. */
  const landed = [
    ...started(8),
    ...CREWED,
    { type: 'advance' },
    { type: 'launch', player: 0, destination: 'moon' },
    { type: 'launchRolled', value: 12, source: 'hand' },
    { type: 'advance' },
    { type: 'advance' },
  ] as Step[];

  test('AG45: in A. Planning the docking is dimmed; in B it is lit; after a launch it is dimmed again', () => {
    show(play(...landed));
    const root = mount(<Control send={() => undefined} />);
    expect(byTestId(root, 'confirm-0-docking-0').dataset.reason).toBe('docking/phase');
    show(play(...landed, { type: 'advance' }));
    expect(byTestId(root, 'confirm-0-docking-0').dataset.ready).toBe('true');
    show(
      play(
        ...landed,
        ...CREWED,
        { type: 'advance' },
        { type: 'launch', player: 0, destination: 'moon' },
        { type: 'launchRolled', value: 2, source: 'hand' },
      ),
    );
    expect(byTestId(root, 'confirm-0-docking-0').dataset.reason).toBe('docking/sequence');
  });

  test('a docking confirmed looks done (pressed, ticked), not like one not yet allowed', () => {
    show(play(...landed));
    const root = mount(<Control send={() => undefined} />);
    const early = byTestId(root, 'confirm-0-docking-0');
    expect(early.getAttribute('aria-pressed')).not.toBe('true');
    expect(early.textContent).not.toContain('✓');
    show(
      play(...landed, { type: 'advance' }, {
        type: 'confirm',
        player: 0,
        what: 'docking',
        launch: 0,
      } as Step),
    );
    const done = byTestId(root, 'confirm-0-docking-0');
    expect(done.getAttribute('aria-pressed')).toBe('true');
    expect(done.textContent).toContain('✓');
  });
});
