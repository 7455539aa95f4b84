// Apogee's rules version 3 (issue 32), each position worked out by hand from the text
// (../shared/rules/apogee-rules-en.txt) before the code ran: a specialist re-opens an automatic
// pass (AG35, AG47), "a built Technology cannot be removed from a rocket" (a card typed by mistake
// is a correction), the Directors' specialties the companion referees (Shuguang Jun, Zhang Kang,
// Harper Tompkins, AG9), and mission 7's satellites asked of an Asteroid launch. A log of
// version 2 replays as it was played (test/store/apogee-old-logs.test.ts).
import { describe, expect, it } from 'vitest';
import type { CardFields } from '../../src/games/apogee/actions.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { RULES_VERSION } from '../../src/games/apogee/setup.ts';
import { Table } from './apogee-fixtures.ts';

const TWO = [
  { name: 'Ada', colour: 'blue', authority: 5 },
  { name: 'Bo', colour: 'red', authority: 3 },
];

/** Thrust 30, mass 29: off the performance table (mass 7–28); Mark Faget's − 1 brings it on (1.3). */
const HEAVY: CardFields[] = [
  { kind: 'first', name: 'Big Booster', thrust: 20, mass: 10 },
  { kind: 'upper', name: 'Heavy Upper', thrust: 5, mass: 9 },
  { kind: 'payload', name: 'Probe', thrust: 5, mass: 10, satellites: 2 },
];
/** Thrust 24, mass 12: performance 2.4 (LEO 5, the Asteroid 6). No satellite. */
const LIGHT: CardFields[] = [
  { kind: 'first', name: 'Kerosene Engine', thrust: 10, mass: 4 },
  { kind: 'upper', name: 'Ion Thruster', thrust: 4, mass: 4 },
  { kind: 'payload', name: 'Capsule', thrust: 10, mass: 4 },
];
const d12 = (value: number) => ({ type: 'launchRolled', value, source: 'hand' });

describe('rules version 3', () => {
  it('a new game is played by version 3, named in its newGame', () => {
    expect(RULES_VERSION).toBe(3);
    expect(apogee.version).toBe(3);
    expect(Table.started(TWO).state.version).toBe(3);
  });
});

describe('AG35, AG47: a specialist that changes what a player can launch re-opens an automatic pass', () => {
  it('Mark Faget entered in B makes Ada’s 30/29 rocket launchable: her automatic pass is taken back', () => {
    const t = Table.started(TWO, 2).buildAll(0, HEAVY).buildAll(1, LIGHT).act({ type: 'advance' });
    // Ada (authority 5) first: a mass of 29 is off the table, she is passed at once (AG47).
    expect(t.state.acted).toEqual(['passed', null]);
    // "Mark Faget: Reduce rocket mass by 1 for this round" (AG35: entered before the first launch).
    t.act({ type: 'specialists', list: ['mark-faget'] });
    expect(t.state.acted).toEqual([null, null]);
    expect(apogee.view(t.state, t.at).next).toBe(0);
    // 30/28: performance 1.3, LEO needs 6.
    t.act({ type: 'launch', player: 0, destination: 'leo' });
    expect(t.state.awaiting?.check).toMatchObject({ reachable: true, target: 6, mass: 28 });
  });

  it('a pass the player chose stays a pass', () => {
    const t = Table.started(TWO, 2).buildAll(0, LIGHT).buildAll(1, HEAVY).act({ type: 'advance' });
    t.act({ type: 'pass', player: 0 });
    // Bo's 30/29 cannot fly: passed at once after Ada's pass.
    expect(t.state.acted).toEqual(['passed', 'passed']);
    t.act({ type: 'specialists', list: ['mark-faget'] });
    // Bo's automatic pass re-opened; Ada's own pass stands.
    expect(t.state.acted).toEqual(['passed', null]);
    expect(t.refuse({ type: 'launch', player: 0, destination: 'leo' }).code).toBe('launch/done');
  });

  it('undo puts the pass back with the specialist', () => {
    const t = Table.started(TWO, 2).buildAll(0, HEAVY).buildAll(1, LIGHT).act({ type: 'advance' });
    t.act({ type: 'specialists', list: ['mark-faget'] }).act({ type: 'undo' });
    expect(t.state.acted).toEqual(['passed', null]);
    expect(t.state.specialists).toEqual([]);
  });
});

describe('"Note: a built Technology cannot be removed from a rocket."', () => {
  it('remove is refused as a move, in any phase', () => {
    const t = Table.started(TWO, 2).buildAll(0, LIGHT);
    expect(t.refuse({ type: 'remove', player: 0, id: 3 })).toEqual({
      code: 'build/remove',
      message:
        'a built Technology cannot be removed from a rocket: a card typed by mistake is struck off as a correction',
    });
    t.act({ type: 'advance' }).act({ type: 'launch', player: 0, destination: 'leo' }).act(d12(1));
    // The failed launch's rocket "remains intact": its payload stays.
    t.act({ type: 'advance' });
    expect(t.refuse({ type: 'remove', player: 0, id: 3 }).code).toBe('build/remove');
    expect(t.state.players[0]?.rocket.map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('a card typed by mistake is struck off by a correction, told as one in the log', () => {
    const t = Table.started(TWO, 2).buildAll(0, LIGHT);
    t.act({ type: 'correct', player: 0, id: 3, mistake: true });
    expect(t.state.players[0]?.rocket.map((c) => c.id)).toEqual([1, 2]);
    const last = t.log.at(-1);
    expect(apogee.describe(last as never)).toBe(
      'correction player 1: card 3 struck off (typed by mistake)',
    );
    expect(apogee.tell(t.log).lines.join('\n')).toContain('correction player 1: card 3 struck off');
    t.act({ type: 'undo' });
    expect(t.state.players[0]?.rocket.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});

describe('Mission 7: "Drop 2 satellites on the Asteroid": an Asteroid launch asks for its satellites', () => {
  it('a launch to the Asteroid with no satellite is refused unless the table says it flies without', () => {
    const t = Table.started(TWO, 7).buildAll(1, LIGHT).act({ type: 'advance' });
    expect(t.state.acted).toEqual(['passed', null]);
    expect(t.refuse({ type: 'launch', player: 1, destination: 'asteroid' })).toEqual({
      code: 'launch/satellites',
      message:
        "Bo's rocket carries no satellite to drop on the Asteroid (mission 7): type them on the Payload card, or launch without satellites",
    });
    t.act({ type: 'launch', player: 1, destination: 'asteroid', withoutSatellites: true });
    expect(t.state.awaiting).toMatchObject({ player: 1, destination: 'asteroid' });
  });

  it('with satellites on its Payload the launch is declared at once; other missions do not ask', () => {
    const sats = LIGHT.map((c) => (c.kind === 'payload' ? { ...c, satellites: 2 } : c));
    const t = Table.started(TWO, 7).buildAll(1, sats).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'asteroid' });
    expect(t.state.awaiting?.destination).toBe('asteroid');
    const other = Table.started(TWO, 2).buildAll(1, LIGHT).act({ type: 'advance' });
    other.act({ type: 'launch', player: 1, destination: 'asteroid' });
    expect(other.state.awaiting?.destination).toBe('asteroid');
  });
});

describe("Directors' specialties the companion referees", () => {
  /** Both rockets built, quarter 1 played to C. Administration with no launch. */
  function toAdministration() {
    const t = Table.started(TWO, 2).buildAll(0, LIGHT).buildAll(1, LIGHT);
    t.act({ type: 'advance' }).act({ type: 'pass', player: 0 }).act({ type: 'pass', player: 1 });
    return t.act({ type: 'advance' });
  }

  it('Shuguang Jun: "Prevent any launch during the next round" — his own too', () => {
    const t = toAdministration();
    t.act({ type: 'director', player: 1, specialty: 'shuguang-jun' });
    t.act({ type: 'advance' }).act({ type: 'advance' }); // quarter 2, B. Launch
    expect(t.state).toMatchObject({ quarter: 2, phase: 'launch' });
    // Nobody may launch: everyone is passed at once.
    expect(t.state.acted).toEqual(['passed', 'passed']);
    expect(t.refuse({ type: 'launch', player: 0, destination: 'leo' })).toEqual({
      code: 'launch/prevented',
      message: "Shuguang Jun (Bo's Director) prevents any launch this round",
    });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' }); // quarter 3, B
    expect(t.state.acted).toEqual([null, null]);
    t.act({ type: 'launch', player: 0, destination: 'leo' });
  });

  it('Shuguang Jun is entered in C. Administration ("used during the Administration phase")', () => {
    const t = Table.started(TWO, 2);
    expect(t.refuse({ type: 'director', player: 1, specialty: 'shuguang-jun' })).toEqual({
      code: 'director/phase',
      message:
        "a Director's specialty is entered in C. Administration, not in A. Planning (Director action)",
    });
  });

  it('Zhang Kang: "Prevent another competitor from building during the next round"', () => {
    const t = toAdministration();
    expect(t.refuse({ type: 'director', player: 0, specialty: 'zhang-kang', target: 0 }).code).toBe(
      'director/target',
    );
    expect(t.refuse({ type: 'director', player: 0, specialty: 'zhang-kang' }).code).toBe(
      'director/target',
    );
    t.act({ type: 'director', player: 0, specialty: 'zhang-kang', target: 1 });
    // Still quarter 1: the ban is for the next round.
    t.act({ type: 'build', player: 1, card: { kind: 'rnd', name: 'Booster', thrust: 1, mass: 1 } });
    t.act({ type: 'advance' }); // quarter 2, A. Planning
    const card: CardFields = { kind: 'rnd', name: 'Booster', thrust: 1, mass: 1 };
    expect(t.refuse({ type: 'build', player: 1, card })).toEqual({
      code: 'build/prevented',
      message: "Zhang Kang (Ada's Director) prevents Bo from building this round",
    });
    // Ada builds; Bo's card typed wrong is still corrected (a correction, not a build).
    t.act({ type: 'build', player: 0, card });
    t.act({ type: 'correct', player: 1, id: 7, card: { ...card, thrust: 2 } });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' }); // quarter 3
    t.act({ type: 'build', player: 1, card });
  });

  it('Harper Tompkins keeps the First Stages on the pad after a successful launch (AG9)', () => {
    const t = Table.started(TWO, 2).buildAll(0, LIGHT).act({ type: 'advance' });
    // Without a success this round there is nothing to keep.
    t.act({ type: 'launch', player: 0, destination: 'leo' }).act(d12(12));
    expect(t.state.players[0]?.rocket).toEqual([]);
    t.act({ type: 'advance' });
    expect(t.refuse({ type: 'director', player: 1, specialty: 'harper-tompkins' }).code).toBe(
      'director/no-success',
    );
    t.act({ type: 'director', player: 0, specialty: 'harper-tompkins' });
    expect(t.state.players[0]?.rocket).toEqual([
      { id: 1, kind: 'first', name: 'Kerosene Engine', thrust: 10, mass: 4 },
    ]);
    // "1 time during the game": one specialty a Director.
    expect(t.refuse({ type: 'director', player: 0, specialty: 'shuguang-jun' })).toEqual({
      code: 'director/used',
      message: "Ada's Director has used its specialty (once a game)",
    });
    expect(apogee.describe(t.log.at(-1) as never)).toBe('Director player 1: Harper Tompkins');
  });
});
