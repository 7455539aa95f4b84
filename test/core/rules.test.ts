// One or more tests per rule of RULES.md, named by its number, plus the
// examples printed in the game's own text.
import { describe, expect, it } from 'vitest';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { fuelNeeded, resolveLaunch } from '../../src/games/apophis/launch.ts';
import { reduce } from '../../src/games/apophis/reducer.ts';
import { ALL_SECTIONS, pointsOf, SUIT_OF } from '../../src/games/apophis/sections.ts';
import { cardsToDeal, DIFFICULTIES } from '../../src/games/apophis/setup.ts';
import { lobbyState, nextClockAt, shuffleLeft, timeLeft } from '../../src/games/apophis/state.ts';
import { ALL_FOUR, launched, play, refused, rollDice, started, T0, withRocket } from './table.ts';

describe('pieces', () => {
  it('R1: small, medium and large count 1, 2 and 3 points', () => {
    expect(pointsOf(['G1', 'R2', 'B3', 'Y3'])).toEqual({
      green: 1,
      red: 2,
      blue: 3,
      yellow: 3,
      total: 9,
    });
  });

  it('R2: a section is in the supply or on the rocket, never both', () => {
    const state = withRocket(['B3', 'Y2', 'R1']);
    expect(state.rocket).toEqual(['B3', 'Y2', 'R1']);
    expect(state.supply).toHaveLength(9);
    expect([...state.supply, ...state.rocket].sort()).toEqual([...ALL_SECTIONS].sort());
  });

  it('R3: green is clubs, red hearts, blue diamonds, yellow spades', () => {
    expect(SUIT_OF).toEqual({ green: 'clubs', red: 'hearts', blue: 'diamonds', yellow: 'spades' });
  });
});

describe('set-up', () => {
  it('R5: three cards each, four with one or two players', () => {
    expect([1, 2, 3, 4].map(cardsToDeal)).toEqual([4, 4, 3, 3]);
    const state = play(lobbyState(), a.newGame(T0, { players: 1, variant: 'basic' }));
    expect(state.cardsEach).toBe(4);
  });

  it('R5: one to four players', () => {
    for (const players of [0, 5, 2.5]) {
      const { error } = refused(lobbyState(), a.newGame(T0, { players, variant: 'basic' }));
      expect(error.code).toBe('setup/invalid');
      expect(error.message).toMatch(/1 to 4 players/);
    }
  });

  it('R6: the difficulty levels and the advanced recommendation', () => {
    expect(DIFFICULTIES).toEqual({ beginner: 900, easy: 720, medium: 600, hard: 480 });
    const hard = play(
      lobbyState(),
      a.newGame(T0, { players: 2, variant: 'basic', difficulty: 'hard' }),
    );
    expect(hard.timerSeconds).toBe(480);
    expect(hard.timer.remainingMs).toBe(480_000);
    const advanced = play(lobbyState(), a.newGame(T0, { players: 2, variant: 'advanced' }));
    expect(advanced.timerSeconds).toBe(600);
  });

  it('R6: any whole number of seconds from 60 to 3600', () => {
    const custom = play(
      lobbyState(),
      a.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 61 }),
    );
    expect(custom.timerSeconds).toBe(61);
    for (const timerSeconds of [59, 3601, 90.5]) {
      const { error } = refused(
        lobbyState(),
        a.newGame(T0, { players: 2, variant: 'basic', timerSeconds }),
      );
      expect(error.message).toMatch(/from 60 to 3600/);
    }
  });

  it('R7: Apophis starts at value 3 with no damage and no counters', () => {
    expect(started().apophis).toEqual({ value: 3, damages: 0, deflections: 0 });
  });

  it('R7: its value is the largest pyramid showing, 3 then 2 then 1', () => {
    let state = launched(['Y3', 'R3', 'B2'], 'advanced');
    state = rollDice(state, [1, 6, 6]); // no explosion (1+3), a hit, a damage
    expect(state.apophis).toMatchObject({ value: 2, damages: 1 });
  });
});

describe('a turn', () => {
  it('R8: a section goes on top when its size is at most the top one', () => {
    const state = withRocket(['Y3', 'R3', 'B2', 'G2', 'Y1']);
    expect(state.rocket).toEqual(['Y3', 'R3', 'B2', 'G2', 'Y1']);
    expect(state.undo).toHaveLength(5);
  });

  it('R8: refusals name what is wrong and change nothing', () => {
    const state = withRocket(['B3', 'R1']);
    expect(refused(state, a.build(T0 + 5000, 'B3')).error).toEqual({
      code: 'build/not-in-supply',
      message: 'B3 is already on the rocket',
    });
    expect(refused(state, a.build(T0 + 5000, 'Y3')).error).toEqual({
      code: 'build/too-large',
      message: 'a large section cannot go on a small one',
    });
    const sequenced = play(state, a.suits(T0 + 6000, ['hearts']));
    expect(refused(sequenced, a.build(T0 + 7000, 'Y1')).error).toEqual({
      code: 'build/sequence-started',
      message: 'a launch sequence is under way: no building',
    });
  });

  it('R9: suits are recorded, each at most once, and not before a rocket', () => {
    expect(refused(started(), a.suits(T0 + 1000, ['hearts'])).error.code).toBe(
      'suits/empty-rocket',
    );
    let state = withRocket(['Y2', 'B1']);
    state = play(state, a.suits(T0 + 5000, ['hearts']), a.suits(T0 + 6000, ['diamonds', 'spades']));
    expect(state.launchSequence).toEqual(['hearts', 'diamonds', 'spades']);
    expect(state.phase).toBe('running');
    expect(refused(state, a.suits(T0 + 7000, ['hearts'])).error).toEqual({
      code: 'suits/duplicate',
      message: 'hearts is already in the launch sequence',
    });
    expect(refused(state, a.suits(T0 + 7000, ['clubs', 'clubs'])).error.code).toBe(
      'suits/duplicate',
    );
    expect(refused(state, a.suits(T0 + 7000, [])).error.code).toBe('suits/invalid');
  });

  it('R9: the fourth suit launches the rocket at once', () => {
    let state = withRocket(['Y2', 'B1']);
    state = play(state, a.suits(T0 + 5000, ['hearts', 'diamonds', 'spades']));
    state = play(state, a.suits(T0 + 6000, ['clubs']));
    expect(state.phase).toBe('launching');
    expect(state.launch?.awaiting).toEqual({ kind: 'roll', step: 'accuracy' });
  });

  it('R10: scrap returns every section and discards the launch sequence', () => {
    let state = withRocket(['Y3', 'R2']);
    state = play(state, a.suits(T0 + 5000, ['hearts']), a.scrap(T0 + 6000));
    expect(state.rocket).toEqual([]);
    expect(state.launchSequence).toEqual([]);
    expect(state.supply).toEqual([...ALL_SECTIONS]);
    expect(refused(state, a.scrap(T0 + 7000)).error.message).toBe('the rocket is already empty');
  });

  it('R11: ten seconds of shuffling block build, launch and scrap, not the game timer', () => {
    const state = play(withRocket(['Y2']), a.shuffle(T0 + 10_000));
    expect(state.shuffle).toEqual({ endsAt: T0 + 20_000 });
    for (const action of [
      a.build(T0 + 13_000, 'B1'),
      a.suits(T0 + 13_000, ['hearts']),
      a.scrap(T0 + 13_000),
    ]) {
      expect(refused(state, action).error).toEqual({
        code: 'shuffle/in-progress',
        message: 'shuffling: 7 s left',
      });
    }
    expect(refused(state, a.shuffle(T0 + 19_500)).error.message).toBe(
      'already shuffling: 1 s left',
    );
    expect(timeLeft(state, T0 + 13_000)).toBe(600_000 - 13_000);
    expect(nextClockAt(state)).toBe(T0 + 20_000);
    const after = play(state, a.build(T0 + 20_000, 'B1'));
    expect(after.rocket).toEqual(['Y2', 'B1']);
    expect(after.shuffle).toBeNull();
    const ticked = play(state, a.clock(T0 + 20_000));
    expect(ticked.shuffle).toBeNull();
    expect(ticked.history.at(-1)).toEqual({ at: T0 + 20_000, event: 'shuffleDone' });
  });
});

describe('launch, basic rules', () => {
  it('R12: the 8-point example needs 2 points of booster fuel', () => {
    // 1 large, 2 medium, 1 small = 8 points.
    expect(fuelNeeded(pointsOf(['G3', 'R2', 'B2', 'Y1']))).toBe(2);
    const short = launched(['G3', 'R2', 'B2', 'Y1']);
    expect(short.launch?.steps).toEqual([
      { step: 'fuel', need: 2, have: 1, ok: false, rerolled: false },
    ]);
    expect(short.launch?.result).toBe('no-fuel');
    const enough = launched(['G3', 'Y2', 'R2', 'B1']);
    expect(enough.launch?.steps[0]).toMatchObject({ step: 'fuel', ok: true });
    expect(enough.phase).toBe('launching');
  });

  it('R12: the 10-point example needs 3 points of booster fuel', () => {
    // 2 large, 1 medium, 2 small = 10 points.
    expect(fuelNeeded(pointsOf(['R3', 'B3', 'Y2', 'G1', 'B1']))).toBe(3);
    expect(launched(['R3', 'B3', 'Y2', 'G1', 'B1']).launch?.result).toBe('no-fuel');
    expect(launched(['R3', 'Y3', 'B2', 'G1', 'B1']).launch?.result).toBeNull();
  });

  it('R13: Apophis 3 + guidance 1 + a roll of 2 is 6, one short: a miss', () => {
    let state = launched(['Y2', 'R1', 'B1']);
    state = rollDice(state, [2]);
    expect(state.launch?.steps[1]).toEqual({
      step: 'accuracy',
      roll: 2,
      total: 6,
      need: 7,
      ok: false,
      rerolled: false,
      rolls: [2],
    });
    expect(state.launch?.result).toBe('missed');
    expect(rollDice(launched(['Y2', 'R1', 'B1']), [3]).launch?.steps[1]?.ok).toBe(true);
  });

  it('R14: two points of nuclear warhead and a 5 damage Apophis and add a counter', () => {
    let state = launched(['Y2', 'R2']);
    state = rollDice(state, [4, 5]);
    expect(state.launch?.steps[2]).toMatchObject({ step: 'damage', roll: 5, total: 7, ok: true });
    expect(state.apophis).toEqual({ value: 2, damages: 1, deflections: 1 });
    expect(state.launch?.result).toBe('hit');
  });

  it('R14: the third damage destroys Apophis and wins at once', () => {
    const apophis = { value: 1, damages: 2, deflections: 2 };
    let state = launched(['Y3', 'R3', 'G2', 'B1'], 'basic', apophis);
    state = rollDice(state, [6, 4]);
    expect(state.phase).toBe('won');
    expect(state.outcome).toEqual({ result: 'destroyed', at: T0 + 62_000 });
    expect(state.apophis).toEqual({ value: 0, damages: 3, deflections: 3 });
    expect(state.launch?.steps.map((s) => s.step)).toEqual(['fuel', 'accuracy', 'damage']);
  });

  it('R14/R15: a failed damage roll does not stop the deflection roll', () => {
    let state = launched(['Y3', 'G3', 'R1']);
    state = rollDice(state, [4, 1, 5]);
    expect(state.launch?.steps.map((s) => [s.step, s.ok])).toEqual([
      ['fuel', true],
      ['accuracy', true],
      ['damage', false],
      ['deflection', true],
    ]);
    expect(state.apophis).toEqual({ value: 3, damages: 0, deflections: 1 });
  });

  it('R15: five deflection counters win', () => {
    const apophis = { value: 3, damages: 0, deflections: 4 };
    const state = rollDice(launched(['Y2', 'G2'], 'basic', apophis), [4, 5]);
    expect(state.phase).toBe('won');
    expect(state.outcome?.result).toBe('deflected');
    expect(state.apophis.deflections).toBe(5);
  });

  it('R15: a damage that brings the counters to five wins, and deflection is not rolled', () => {
    const apophis = { value: 2, damages: 1, deflections: 4 };
    const state = rollDice(launched(['Y3', 'R3', 'G2', 'B1'], 'basic', apophis), [5, 4]);
    expect(state.phase).toBe('won');
    expect(state.outcome?.result).toBe('deflected');
    expect(state.launch?.steps.map((s) => s.step)).toEqual(['fuel', 'accuracy', 'damage']);
  });

  it('R16: after any launch the sections return and the sequence is discarded', () => {
    for (const state of [
      launched(['B3', 'R1']), // no fuel
      rollDice(launched(['Y2', 'B1']), [1]), // a miss
      rollDice(launched(['Y2', 'R2']), [6, 6]), // a hit
    ]) {
      expect(state.launch?.result).not.toBeNull();
      expect(state.phase).toBe('running');
      expect(state.rocket).toEqual([]);
      expect(state.supply).toEqual([...ALL_SECTIONS]);
      expect(state.launchSequence).toEqual([]);
    }
  });
});

describe('launch, advanced rules', () => {
  it('R17: no deflection roll, and five counters win nothing', () => {
    const apophis = { value: 2, damages: 1, deflections: 4 };
    const state = rollDice(launched(['Y3', 'R3', 'B2'], 'advanced', apophis), [1, 6, 6]);
    expect(state.launch?.steps.map((s) => s.step)).toEqual([
      'fuel',
      'explosion',
      'accuracy',
      'damage',
    ]);
    expect(state.apophis).toEqual({ value: 1, damages: 2, deflections: 5 });
    expect(state.phase).toBe('running');
    const res = resolveLaunch(
      ['Y3', 'G3'],
      'advanced',
      { value: 3, damages: 0, deflections: 0 },
      [1, 6],
    );
    expect(res.ok && res.value.launch.steps.map((s) => s.step)).toEqual([
      'fuel',
      'explosion',
      'accuracy',
    ]);
  });

  it('R18: d6 + fuel of 8 or more explodes the rocket before accuracy', () => {
    const state = rollDice(launched(['Y3', 'B2'], 'advanced'), [5]);
    expect(state.launch?.steps[1]).toEqual({
      step: 'explosion',
      roll: 5,
      total: 8,
      need: 8,
      ok: false,
      rerolled: false,
      rolls: [5],
    });
    expect(state.launch?.result).toBe('exploded');
    expect(state.rocket).toEqual([]);
    expect(rollDice(launched(['Y3', 'B2'], 'advanced'), [4]).launch?.awaiting?.step).toBe(
      'accuracy',
    );
  });

  it('R19: each full two points of fail safes give one reroll for this launch', () => {
    expect(launched(['Y3', 'G3'], 'advanced').launch?.rerollsLeft).toBe(1);
    expect(launched(['Y3', 'G3', 'G2'], 'advanced').launch?.rerollsLeft).toBe(2);
    expect(launched(['Y3', 'G1'], 'advanced').launch?.rerollsLeft).toBe(0);
    expect(launched(['Y3', 'G3'], 'basic').launch?.rerollsLeft).toBe(0);
  });

  it('R19: after every die the table accepts or rerolls; the new die stands', () => {
    let state = launched(['Y3', 'G3', 'R2', 'G2', 'B1'], 'advanced'); // 2 rerolls, 11 points, 3 yellow
    state = rollDice(state, [5]); // 5 + 3 = 8: explodes unless rerolled
    expect(state.launch?.awaiting).toEqual({ kind: 'decision', step: 'explosion' });
    expect(state.launch?.pending).toMatchObject({ roll: 5, ok: false });
    expect(refused(state, a.roll(T0 + 62_000, 3, 'box')).error.code).toBe('launch/awaits-decision');
    state = play(state, a.reroll(T0 + 62_000));
    expect(state.launch?.rerollsLeft).toBe(1);
    expect(refused(state, a.accept(T0 + 63_000)).error.code).toBe('launch/awaits-roll');
    state = rollDice(state, [2], T0 + 63_000); // 2 + 3 = 5: safe
    expect(state.launch?.awaiting).toEqual({ kind: 'decision', step: 'explosion' });
    state = play(state, a.accept(T0 + 64_000));
    expect(state.launch?.steps[1]).toMatchObject({
      step: 'explosion',
      roll: 2,
      ok: true,
      rerolled: true,
      rolls: [5, 2],
    });
    expect(state.launch?.awaiting).toEqual({ kind: 'roll', step: 'accuracy' });
    state = rollDice(state, [1], T0 + 65_000); // 1 + 3 + 1 = 5: a miss, one reroll left
    state = play(state, a.reroll(T0 + 66_000));
    state = rollDice(state, [3], T0 + 67_000); // 3 + 3 + 1 = 7: a hit, no reroll left: it stands
    expect(state.launch?.rerollsLeft).toBe(0);
    expect(state.launch?.awaiting).toEqual({ kind: 'roll', step: 'damage' });
    state = rollDice(state, [6], T0 + 68_000);
    expect(state.launch?.result).toBe('hit');
    expect(state.apophis.damages).toBe(1);
  });

  it('R19: unused rerolls are lost when the launch ends', () => {
    let state = launched(['Y3', 'G3', 'B1'], 'advanced'); // 1 reroll
    state = play(state, a.roll(T0 + 61_000, 1, 'box'), a.accept(T0 + 62_000));
    state = play(state, a.roll(T0 + 63_000, 6, 'box'), a.accept(T0 + 64_000));
    expect(state.launch?.result).toBe('hit');
    expect(state.launch?.rerollsLeft).toBe(1);
    state = play(state, a.build(T0 + 65_000, 'G3'), a.suits(T0 + 66_000, ALL_FOUR));
    expect(state.launch?.result).toBe('no-fuel');
    expect(refused(state, a.reroll(T0 + 67_000)).error.code).toBe('launch/none');
  });
});

describe('end of the game', () => {
  it('R20: time running out loses, even in the middle of a launch', () => {
    const state = launched(['Y2', 'B1']);
    expect(nextClockAt(state)).toBe(T0 + 600_000);
    expect(refused(state, a.clock(T0 + 599_999)).error.code).toBe('clock/nothing-due');
    expect(refused(state, a.roll(T0 + 600_000, 6, 'box')).error).toEqual({
      code: 'game/time-up',
      message: 'time is up: Apophis has struck',
    });
    const lost = play(state, a.clock(T0 + 600_400));
    expect(lost.phase).toBe('lost');
    expect(lost.outcome).toEqual({ result: 'impact', at: T0 + 600_000 });
    expect(lost.timer.remainingMs).toBe(0);
    expect(lost.launch?.awaiting).toBeNull();
  });

  it('R20: time running out loses in the middle of a shuffle', () => {
    const state = play(started('basic', 60), a.shuffle(T0 + 55_000));
    const lost = play(state, a.clock(T0 + 60_000));
    expect(lost.phase).toBe('lost');
    expect(lost.shuffle).toBeNull();
  });

  it('R20: a finished game takes no table action, but a new game starts', () => {
    const lost = play(started('basic', 60), a.clock(T0 + 60_000));
    for (const action of [
      a.build(T0 + 61_000, 'Y1'),
      a.start(T0 + 61_000),
      a.shuffle(T0 + 61_000),
    ]) {
      expect(refused(lost, action).error.code).toBe('game/over');
    }
    const fresh = play(lost, a.newGame(T0 + 62_000, { players: 4, variant: 'advanced' }));
    expect(fresh.phase).toBe('lobby');
    expect(fresh.history).toEqual([]);
  });

  it('R21: pause stops the timer and the shuffle, refuses table actions, and is in the history', () => {
    let state = play(withRocket(['Y2']), a.shuffle(T0 + 10_000), a.pause(T0 + 14_000));
    expect(state.phase).toBe('paused');
    expect(state.timer).toMatchObject({ paused: true, remainingMs: 586_000 });
    expect(timeLeft(state, T0 + 100_000)).toBe(586_000);
    expect(shuffleLeft(state, T0 + 100_000)).toBe(6000);
    expect(refused(state, a.build(T0 + 15_000, 'B1')).error.message).toBe(
      'the game is paused: resume it first',
    );
    expect(refused(state, a.clock(T0 + 700_000)).error.code).toBe('clock/nothing-due');
    state = play(state, a.resume(T0 + 100_000));
    expect(state.timer.deadline).toBe(T0 + 100_000 + 586_000);
    expect(state.shuffle).toEqual({ endsAt: T0 + 106_000 });
    expect(state.history.map((h) => h.event)).toContain('pause');
    expect(refused(state, a.resume(T0 + 101_000)).error.code).toBe('game/not-paused');
  });

  it('R21: a launch can be paused and resumed where it stood', () => {
    let state = play(launched(['Y2', 'B1']), a.pause(T0 + 61_000));
    expect(refused(state, a.roll(T0 + 62_000, 4, 'box')).error.code).toBe('game/paused');
    state = play(state, a.resume(T0 + 70_000), a.roll(T0 + 71_000, 4, 'box'));
    expect(state.launch?.result).toBe('hit');
  });

  it('R22: build, suits and scrap are undone one by one, and each undo is recorded', () => {
    let state = withRocket(['Y3', 'R2']);
    state = play(state, a.suits(T0 + 5000, ['hearts']), a.scrap(T0 + 6000));
    state = play(state, a.undo(T0 + 7000));
    expect(state.rocket).toEqual(['Y3', 'R2']);
    expect(state.launchSequence).toEqual(['hearts']);
    state = play(state, a.undo(T0 + 8000), a.undo(T0 + 9000));
    expect(state.rocket).toEqual(['Y3']);
    expect(state.launchSequence).toEqual([]);
    expect(
      state.history.filter((h) => h.event === 'undo').map((h) => 'undid' in h && h.undid),
    ).toEqual(['scrap', 'suits', 'build']);
    expect(state.timer.deadline).toBe(T0 + 600_000);
    state = play(state, a.undo(T0 + 10_000));
    expect(refused(state, a.undo(T0 + 11_000)).error.message).toBe('nothing to undo');
  });

  it('R22: a roll of the die is never undone', () => {
    let state = launched(['Y2', 'R2', 'B1']);
    state = rollDice(state, [5]);
    expect(refused(state, a.undo(T0 + 70_000)).error.message).toBe(
      'nothing to undo: a roll of the die is never undone',
    );
  });

  it('R22: a value typed in by hand can be corrected, even when it won', () => {
    const apophis = { value: 1, damages: 2, deflections: 2 };
    let state = launched(['Y3', 'R3', 'B2'], 'basic', apophis);
    state = play(state, a.roll(T0 + 61_000, 6, 'hand'), a.roll(T0 + 62_000, 6, 'hand'));
    expect(state.phase).toBe('won');
    state = play(state, a.undo(T0 + 63_000));
    expect(state.phase).toBe('launching');
    expect(state.outcome).toBeNull();
    expect(state.apophis).toEqual(apophis);
    expect(state.launch?.awaiting).toEqual({ kind: 'roll', step: 'damage' });
    state = play(state, a.roll(T0 + 64_000, 3, 'hand'));
    expect(state.phase).toBe('running');
    expect(state.launch?.result).toBe('hit');
  });

  it('R22: the timer is never rewound, and a loss by time cannot be undone', () => {
    let state = play(withRocket(['Y3']), a.pause(T0 + 5000), a.undo(T0 + 6000));
    expect(state.rocket).toEqual([]);
    expect(state.phase).toBe('paused');
    expect(state.timer.remainingMs).toBe(595_000);
    state = play(state, a.resume(T0 + 7000), a.clock(T0 + 602_000));
    expect(refused(state, a.undo(T0 + 603_000)).error.message).toBe(
      'time ran out: the loss cannot be undone',
    );
  });
});

describe('the lobby', () => {
  it('refuses table actions before START and starts the timer on START', () => {
    const lobby = lobbyState();
    expect(refused(lobby, a.build(T0, 'Y3')).error.message).toBe(
      'the game has not started: press START',
    );
    const state = play(lobby, a.start(T0));
    expect(state.timer).toEqual({
      deadline: T0 + 600_000,
      remainingMs: 600_000,
      paused: false,
      pausedAt: null,
    });
    expect(refused(state, a.start(T0 + 1)).error.code).toBe('game/already-started');
  });

  it('refuses a die that is not 1 to 6', () => {
    const state = launched(['Y2', 'B1']);
    for (const value of [0, 7, 2.5, Number.NaN]) {
      expect(refused(state, a.roll(T0 + 61_000, value, 'hand')).error.code).toBe('roll/invalid');
    }
    expect(reduce(state, a.roll(T0 + 61_000, 6, 'hand')).ok).toBe(true);
  });
});
