// Apogee as its texts say (issue 21): each case played as a table would, on the pure module, with
// the text it follows quoted and the result written from that text. Rules' version 2; where a
// rule changed a result, the same position by version 1 (a log written before, AG42) as it was.
import { describe, expect, it } from 'vitest';
import type { CardFields } from '../../src/games/apogee/actions.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { PLAYERS, ROCKET, Table } from './apogee-fixtures.ts';

const TWO = PLAYERS.slice(0, 2); // Ada (authority 3), Bo (authority 7)
const hand = (value: number) => ({ type: 'launchRolled', value, source: 'hand' });
const roundEnd = (t: Table) => t.act({ type: 'advance' }).act({ type: 'advance' });
const odds = (t: Table, player: number) => apogee.view(t.state, t.at).pads[player]?.odds;

/** Thrust 20, mass 8: performance 2.5, the Asteroid on 5; two satellites on its Payload. */
const PROBE: CardFields[] = [
  { kind: 'first', thrust: 10, mass: 3 },
  { kind: 'upper', thrust: 5, mass: 2 },
  { kind: 'payload', thrust: 5, mass: 3, satellites: 2 },
];
/** Thrust 20, mass 14 and four astronauts: the Moon on 7 (mission 8). */
const CREWED: CardFields[] = [...ROCKET, { kind: 'rnd', thrust: 0, mass: 0, astronauts: 2 }];

/** Bo flies `cards` to `destination` in quarter 1 (a d12 of 12), and the table reaches quarter 2's B. */
function flownInQuarter1(mission: number, cards: CardFields[], destination: string) {
  const t = Table.started(TWO, mission).buildAll(1, cards).act({ type: 'advance' });
  t.act({ type: 'launch', player: 1, destination }).act(hand(12));
  return t;
}

describe('AG2 "Docking necessarily occurs after the rocket has lifted off on a previous lap"', () => {
  it('mission 7: satellites and a docking confirmed with no launch do not win', () => {
    const t = Table.started(TWO, 7);
    expect(t.refuse({ type: 'confirm', player: 1, what: 'satellites' })).toMatchObject({
      code: 'confirm/mission',
    });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking' })).toMatchObject({
      code: 'confirm/launch',
      message: 'name the launch that docked (AG33)',
    });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'playing', quarter: 2, winners: null });
  });

  it('mission 7: an Asteroid success docked in its own quarter does not win; docked a quarter later it does', () => {
    const t = flownInQuarter1(7, PROBE, 'asteroid');
    expect(t.state.record[0]).toMatchObject({ success: true, satellites: 2, quarter: 1 });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 })).toMatchObject({
      code: 'confirm/too-soon',
    });
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'playing', quarter: 2 });
    t.act({ type: 'advance' }).act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    expect(apogee.view(t.state, t.at).board[1]?.goals).toEqual([
      { label: 'satellites flown to the Asteroid', have: 2, need: 2 },
      { label: 'of them docked (confirmed)', have: 2, need: 2 },
    ]);
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'over', winners: [1], quarter: 2 });
  });

  it('mission 7 reads the satellites from the record: one flight without satellites does not do it', () => {
    const t = flownInQuarter1(7, ROCKET, 'leo');
    roundEnd(t).act({ type: 'advance' });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'playing', quarter: 3 });
    expect(apogee.view(t.state, t.at).board[1]?.goals[0]).toMatchObject({ have: 0, need: 2 });
  });

  it('mission 8: a Moon landing is not docked in the quarter it lifted off', () => {
    const t = flownInQuarter1(8, CREWED, 'moon');
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 }).code).toBe(
      'confirm/too-soon',
    );
  });

  it('AG42: a version-1 game of mission 7 still wins on its confirmations, as it did', () => {
    const t = Table.started(TWO, 7, 1)
      .act({ type: 'confirm', player: 1, what: 'satellites' })
      .act({ type: 'confirm', player: 1, what: 'docking' });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'over', winners: [1], quarter: 1 });
  });
});

describe('AG45 "A player can only perform one of the sequences per round during the Launch phase"', () => {
  it('a launch, then a docking in the same round, is refused with a sentence', () => {
    const t = flownInQuarter1(8, CREWED, 'moon');
    roundEnd(t).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(3));
    const before = t.state;
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 })).toEqual({
      code: 'docking/sequence',
      message: 'Bo already launched this round: one sequence per round (Launch phase)',
    });
    expect(t.state).toBe(before);
  });

  it('a docking, then a launch in the same round, is refused with a sentence', () => {
    const t = flownInQuarter1(8, CREWED, 'moon');
    roundEnd(t).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    expect(t.refuse({ type: 'launch', player: 1, destination: 'moon' })).toEqual({
      code: 'launch/sequence',
      message: 'Bo already docked this round: one sequence per round (Launch phase)',
    });
    // The screens ask the same guard: Bo's Moon button is dimmed with that sentence.
    const view = apogee.view(t.state, t.at);
    expect(
      apogee.whyNot(view, { type: 'launch', player: 1, destination: 'moon' }, t.at)?.code,
    ).toBe('launch/sequence');
  });

  it('AG42: a version-1 game took a launch and a docking in one round', () => {
    const t = Table.started(TWO, 8, 1).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(12));
    roundEnd(t).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(12));
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    expect(t.state.confirmed).toHaveLength(1);
  });
});

describe('AG45 "Each player can only perform one action from the Docking sequence"', () => {
  /** Bo's Moon landings in quarters 1 and 2, none docked: quarter 3's B. */
  function twoUndocked() {
    const t = flownInQuarter1(8, CREWED, 'moon');
    roundEnd(t).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(12));
    roundEnd(t).act({ type: 'advance' });
    return t;
  }

  it('a second docking in one round is refused; mission 8 is not won a quarter early', () => {
    const t = twoUndocked();
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 1 })).toEqual({
      code: 'docking/done',
      message: 'Bo already docked this round: one action of the Docking sequence per round',
    });
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'playing', quarter: 4 });
    t.act({ type: 'advance' }).act({ type: 'confirm', player: 1, what: 'docking', launch: 1 });
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'over', winners: [1], quarter: 4 });
  });

  it('AG42: a version-1 game took both dockings in one round and won in quarter 3', () => {
    const t = Table.started(TWO, 8, 1).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(12));
    roundEnd(t).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(12));
    roundEnd(t).act({ type: 'advance' });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 1 });
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'over', winners: [1], quarter: 3 });
  });
});

describe('AG45 docking only in B: "use them during the Launch phase"', () => {
  it('a docking in A. Planning or C. Administration is refused; in B it is taken', () => {
    const t = flownInQuarter1(
      9,
      [
        { kind: 'first', thrust: 20, mass: 4 },
        { kind: 'upper', thrust: 9, mass: 2 },
        { kind: 'payload', thrust: 1, mass: 2, astronauts: 3 },
      ],
      'mars',
    );
    t.act({ type: 'advance' });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 }).code).toBe(
      'confirm/too-soon',
    );
    t.act({ type: 'advance' });
    expect(t.state).toMatchObject({ quarter: 2, phase: 'planning' });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 })).toEqual({
      code: 'docking/phase',
      message: 'the Docking sequence comes in B. Launch, not in A. Planning (AG45)',
    });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 }).code).toBe(
      'docking/phase',
    );
  });

  it('AG42: a version-1 game docked in A. Planning', () => {
    const t = Table.started(TWO, 8, 1).buildAll(1, CREWED).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(12));
    roundEnd(t).act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    expect(t.state).toMatchObject({ phase: 'planning', quarter: 2 });
    expect(t.state.confirmed).toHaveLength(1);
  });
});

describe('AG44 the launch pad: "First Stage Technologies built (3 cards limit)", and so each kind', () => {
  it('a fourth card of a kind is refused: "the pad holds 3 First Stage cards at most"', () => {
    const cards: Record<string, CardFields> = {
      'First Stage': { kind: 'first', thrust: 1, mass: 1 },
      'Upper Stage': { kind: 'upper', thrust: 1, mass: 1 },
      Payload: { kind: 'payload', thrust: 1, mass: 1 },
      'R&D': { kind: 'rnd', thrust: 0, mass: 0 },
    };
    for (const [name, card] of Object.entries(cards)) {
      const t = Table.started().buildAll(0, [card, card, card]);
      expect(t.refuse({ type: 'build', player: 0, card })).toEqual({
        code: 'build/pad-full',
        message: `the pad holds 3 ${name} cards at most`,
      });
    }
  });

  it('a card corrected into a full kind is refused; one corrected within its kind is taken', () => {
    const stage: CardFields = { kind: 'first', thrust: 5, mass: 4 };
    const t = Table.started().buildAll(0, [stage, stage, stage, ROCKET[3] as CardFields]);
    const [first, , , payload] = t.state.players[0]?.rocket ?? [];
    expect(t.refuse({ type: 'correct', player: 0, id: payload?.id, card: stage }).code).toBe(
      'build/pad-full',
    );
    t.act({ type: 'correct', player: 0, id: first?.id, card: { ...stage, thrust: 6 } });
  });

  it('AG42: a version-1 game took a fourth First Stage', () => {
    const stage: CardFields = { kind: 'first', thrust: 5, mass: 4 };
    const t = Table.started(PLAYERS, 2, 1).buildAll(0, [stage, stage, stage, stage]);
    expect(t.state.players[0]?.rocket).toHaveLength(4);
  });
});

describe('AG43 the card texts: the technologies a table names when it builds', () => {
  const npp: CardFields = { kind: 'first', tech: 'nuclear-pulse', thrust: 6, mass: 5 };
  const liquid: CardFields = {
    kind: 'first',
    name: 'Liquid Hydrogen Rocket Engine',
    thrust: 5,
    mass: 4,
  };
  const laser: CardFields = { kind: 'first', tech: 'laser', thrust: 4, mass: 2 };
  const ssto: CardFields = { kind: 'first', tech: 'ssto', thrust: 15, mass: 6 };
  const unnamed: CardFields = { kind: 'first', thrust: 5, mass: 4 };

  it('"Nuclear Pulse Propulsion: only compatible with other «Nuclear pulse propulsion» First Stage"', () => {
    const t = Table.started().buildAll(0, [npp]);
    const refused = {
      code: 'build/incompatible',
      message: 'Nuclear Pulse Propulsion flies alone among First Stages',
    };
    expect(t.refuse({ type: 'build', player: 0, card: liquid })).toEqual(refused);
    expect(t.refuse({ type: 'build', player: 0, card: laser })).toEqual(refused);
    // Beside another: taken; a stage typed without a name keeps working as before.
    t.buildAll(0, [npp, unnamed]);
    // Built the other way round, and named by its printed name alone: the same.
    const other = Table.started().buildAll(1, [liquid]);
    expect(
      other.refuse({
        type: 'build',
        player: 1,
        card: { kind: 'first', name: 'nuclear pulse propulsion', thrust: 6, mass: 5 },
      }),
    ).toEqual(refused);
    expect(
      other.refuse({ type: 'build', player: 1, card: { ...unnamed, nuclearPulse: true } }),
    ).toEqual(refused);
  });

  it('"Laser propulsion: only compatible with other «Laser propulsion» First Stage"', () => {
    const t = Table.started().buildAll(0, [laser, laser]);
    expect(t.refuse({ type: 'build', player: 0, card: liquid })).toEqual({
      code: 'build/incompatible',
      message: 'Laser propulsion flies alone among First Stages',
    });
  });

  it('"SSTO vehicle: it is not possible to build other First Stage or Upper Stage Technologies with an SSTO vehicle"', () => {
    const alone = {
      code: 'build/incompatible',
      message: 'an SSTO vehicle flies alone: no other First Stage or Upper Stage beside it',
    };
    const t = Table.started().buildAll(0, [ssto]);
    expect(t.refuse({ type: 'build', player: 0, card: unnamed })).toEqual(alone);
    expect(t.refuse({ type: 'build', player: 0, card: ssto })).toEqual(alone);
    expect(
      t.refuse({ type: 'build', player: 0, card: { kind: 'upper', thrust: 1, mass: 1 } }),
    ).toEqual(alone);
    t.buildAll(0, [
      { kind: 'payload', thrust: 5, mass: 3 },
      { kind: 'rnd', thrust: 0, mass: 0 },
    ]);
    expect(
      Table.started()
        .buildAll(0, [ROCKET[2] as CardFields])
        .refuse({ type: 'build', player: 0, card: ssto }),
    ).toEqual(alone);
  });

  it('"Ion Thruster" and "Nuclear Rocket": each only compatible with its own kind of Upper Stage', () => {
    const ion: CardFields = { kind: 'upper', tech: 'ion', thrust: 2, mass: 1 };
    const nuclear: CardFields = { kind: 'upper', tech: 'nuclear-rocket', thrust: 4, mass: 3 };
    const t = Table.started().buildAll(0, [ion, ion]);
    expect(t.refuse({ type: 'build', player: 0, card: nuclear })).toEqual({
      code: 'build/incompatible',
      message: 'Ion Thruster flies alone among Upper Stages',
    });
    expect(
      Table.started()
        .buildAll(0, [nuclear])
        .refuse({
          type: 'build',
          player: 0,
          card: { kind: 'upper', name: 'Ion Thruster', thrust: 2, mass: 1 },
        }),
    ).toEqual({
      code: 'build/incompatible',
      message: 'Ion Thruster flies alone among Upper Stages',
    });
  });

  it('a technology sits on the kind its text is printed for', () => {
    expect(
      Table.started().refuse({
        type: 'build',
        player: 0,
        card: { kind: 'upper', tech: 'ssto', thrust: 1, mass: 1 },
      }),
    ).toEqual({ code: 'card/feature', message: 'SSTO vehicle is a First Stage technology' });
    expect(
      Table.started().refuse({
        type: 'build',
        player: 0,
        card: { kind: 'first', tech: 'warp', thrust: 1, mass: 1 },
      }).code,
    ).toBe('card/feature');
  });

  it('Diane Dyson counts a First Stage named Nuclear Pulse Propulsion: "+1 thrust by Nuclear Pulse Propulsion built"', () => {
    const t = Table.started().buildAll(1, [
      npp,
      npp,
      ROCKET[2] as CardFields,
      ROCKET[3] as CardFields,
    ]);
    t.act({ type: 'specialists', list: ['diane-dyson'] }).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act(hand(12));
    expect(t.state.record[0]).toMatchObject({ thrust: 24 });
  });

  it('AG34: mission 4 counts stages entered by their technology alone as different', () => {
    const [, , upper, payload] = ROCKET as CardFields[];
    const t = Table.started(TWO, 4).buildAll(1, [npp, upper, payload] as CardFields[]);
    t.act({ type: 'advance' }).act({ type: 'launch', player: 1, destination: 'leo' }).act(hand(12));
    roundEnd(t)
      .buildAll(1, [laser, laser, upper, payload] as CardFields[])
      .act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act(hand(12));
    roundEnd(t);
    expect(t.state).toMatchObject({ stage: 'over', winners: [1], quarter: 2 });
  });

  it('AG42: a version-1 game took Nuclear Pulse Propulsion beside a Liquid Hydrogen stage', () => {
    const t = Table.started(PLAYERS, 2, 1).buildAll(0, [
      { ...liquid },
      { ...unnamed, nuclearPulse: true },
    ]);
    expect(t.state.players[0]?.rocket).toHaveLength(2);
  });
});

describe('AG4, AG43 an SSTO rocket launches without an Upper Stage', () => {
  const sstoRocket: CardFields[] = [
    { kind: 'first', tech: 'ssto', thrust: 15, mass: 6 },
    { kind: 'payload', thrust: 5, mass: 3 },
  ];

  it('"not possible to build other … Upper Stage Technologies with an SSTO vehicle": it flies as it is', () => {
    // Thrust 20, mass 9: performance 2.0, LEO on 5 (AG5, AG6).
    const t = Table.started().buildAll(1, sstoRocket);
    expect(apogee.view(t.state, t.at).pads[1]).toMatchObject({ missing: null, performance: 2 });
    t.act({ type: 'advance' }).act({ type: 'launch', player: 1, destination: 'leo' }).act(hand(5));
    expect(t.state.record[0]).toMatchObject({ success: true, target: 5 });
  });

  it('without an SSTO vehicle, an Upper Stage is still needed', () => {
    const t = Table.started().buildAll(1, [
      { kind: 'first', thrust: 15, mass: 6 },
      sstoRocket[1] as CardFields,
    ]);
    expect(apogee.view(t.state, t.at).pads[1]?.missing).toBe(
      'the rocket needs at least one Upper Stage to launch (AG4)',
    );
  });
});

describe('AG7 (corrected) Kathy Johnson and Katalina Tsiolkovsky on the table', () => {
  // "the player adds 1 to the number he obtains from the launch probability table" (Kathy);
  // "the player subtracts 2 from the number he obtains" (Katalina).
  const rules24x16: CardFields[] = [
    { kind: 'first', thrust: 10, mass: 5 },
    { kind: 'first', thrust: 10, mass: 5 },
    { kind: 'upper', thrust: 2, mass: 1 },
    { kind: 'payload', thrust: 2, mass: 5 },
  ];

  it('thrust 24, mass 16, the Moon (6): Kathy Johnson 7, Katalina Tsiolkovsky 4', () => {
    const t = Table.started().buildAll(1, rules24x16);
    expect(odds(t, 1)?.moon.target).toBe(6);
    t.act({ type: 'specialists', list: ['kathy-johnson'] });
    expect(odds(t, 1)?.moon).toMatchObject({ target: 7, chance: 6 / 12 });
    t.act({ type: 'specialists', list: ['katalina-tsiolkovsky'] });
    expect(odds(t, 1)?.moon).toMatchObject({ target: 4, chance: 9 / 12 });
    t.act({ type: 'advance' }).act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(4));
    expect(t.state.record[0]).toMatchObject({ target: 4, success: true });
  });

  it('AG42: a version-1 game keeps the targets it rolled against (Kathy 5, Katalina 8)', () => {
    const t = Table.started(PLAYERS, 2, 1).buildAll(1, rules24x16);
    t.act({ type: 'specialists', list: ['kathy-johnson'] });
    expect(odds(t, 1)?.moon.target).toBe(5);
    t.act({ type: 'specialists', list: ['katalina-tsiolkovsky'] });
    expect(odds(t, 1)?.moon.target).toBe(8);
    t.act({ type: 'advance' }).act({ type: 'launch', player: 1, destination: 'moon' }).act(hand(4));
    expect(t.state.record[0]).toMatchObject({ target: 8, success: false });
  });
});

describe('AG47 nothing to do in B: passed at once (issue 24)', () => {
  const FIVE = [
    { name: 'Ada', colour: 'blue', authority: 3 },
    { name: 'Bo', colour: 'red', authority: 7 },
    { name: 'Cy', colour: 'green', authority: 5 },
    { name: 'Di', colour: 'yellow', authority: 9 },
    { name: 'Ed', colour: 'white', authority: 1 },
  ];

  it('with five players and one rocket, nobody is passed by hand', () => {
    const t = Table.started(FIVE).buildAll(1).act({ type: 'advance' });
    // Di (9) has an empty pad: passed; Bo (7) has a rocket: his turn.
    expect(t.state.acted).toEqual([null, null, null, 'passed', null]);
    expect(apogee.view(t.state, t.at).next).toBe(1);
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act(hand(2));
    // Bo's rocket failed and stays; Cy, Ada and Ed have empty pads: passed at once.
    expect(t.state.acted).toEqual(['passed', 'launched', 'passed', 'passed', 'passed']);
    expect(apogee.view(t.state, t.at).next).toBeNull();
    expect(t.refuse({ type: 'pass', player: 0 }).code).toBe('launch/done');
    // Ada, passed at once, taps launch: told what her pad lacks, not that she passed.
    expect(t.refuse({ type: 'launch', player: 0, destination: 'leo' })).toMatchObject({
      code: 'launch/incomplete',
    });
    // Bo, who launched, is told he launched.
    expect(t.refuse({ type: 'launch', player: 1, destination: 'leo' }).message).toBe(
      'Bo has launched this round: one launch a round (AG9)',
    );
    // One undo puts the die and the passes it made back.
    t.act({ type: 'undo' });
    expect(t.state.acted).toEqual([null, null, null, 'passed', null]);
  });

  it('a rocket that reaches nowhere is passed when the turn comes', () => {
    const heavy: CardFields[] = [
      { kind: 'first', thrust: 5, mass: 20 },
      { kind: 'upper', thrust: 2, mass: 5 },
      { kind: 'payload', thrust: 2, mass: 5 },
    ];
    const t = Table.started().buildAll(1, heavy).buildAll(2).act({ type: 'advance' });
    expect(t.state.acted).toEqual([null, 'passed', null]);
    expect(apogee.view(t.state, t.at).next).toBe(2);
    expect(t.refuse({ type: 'launch', player: 1, destination: 'leo' })).toMatchObject({
      code: 'launch/unreachable',
    });
  });

  it('a player whose turn has not come is not passed yet: cards built before then count', () => {
    const t = Table.started().buildAll(1).act({ type: 'advance' });
    expect(t.state.acted).toEqual([null, null, null]);
    t.buildAll(2).act({ type: 'launch', player: 1, destination: 'leo' }).act(hand(12));
    expect(t.state.acted).toEqual([null, 'launched', null]);
  });

  it('AG42: a version-1 game passed empty pads by hand', () => {
    const t = Table.started(FIVE, 2, 1).buildAll(1).act({ type: 'advance' });
    expect(t.state.acted).toEqual([null, null, null, null, null]);
    t.act({ type: 'pass', player: 3 });
  });
});

describe('AG42 the rules version a game is played by', () => {
  it('a new game carries the current version; a newGame without one is version 1; a later one is refused', () => {
    const plan = apogee.plan(
      apogee.lobby(),
      { type: 'newGame', game: 'apogee', players: TWO as never, mission: 7 },
      1,
    );
    expect(plan).toMatchObject({ ok: true, actions: [{ type: 'newGame', version: 3 }] });
    expect(apogee.version).toBe(3);
    expect(Table.started(TWO, 7, 1).state.version).toBe(1);
    expect(Table.started(TWO, 7, 2).state.version).toBe(2);
    expect(Table.started(TWO, 7).state.version).toBe(3);
    expect(new Table().refuse({ type: 'newGame', players: TWO, mission: 7, version: 4 })).toEqual({
      code: 'setup/version',
      message:
        "this game was written by Apogee's rules version 4; this companion reads 1 to 3 (AG42)",
    });
    // START at the end of a version-1 game plays again by the current rules.
    expect(apogee.newGameOf(Table.started(TWO, 7, 1).state, 1)).toMatchObject({ version: 3 });
  });
});
