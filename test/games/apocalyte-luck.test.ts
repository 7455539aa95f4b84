// Apocalyte's luck meter (./luck.ts, AC53): each round a fight with its losses expected against
// actual, worked out by hand from the text's combat (AC4; ties to the defender) and quarantine
// (AC8) with the dice typed in; the cure's doubles and undo.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { reportOf } from '../../src/games/apocalyte/report.ts';
import type { LuckRoll } from '../../src/report.ts';
import { Table, ukraine } from './apocalyte-fixtures.ts';

const SIX = [1, 1, 1, 1, 1, 1];
const luckOf = (t: Table): LuckRoll[] => reportOf(t.log as Action[]).luck;

describe('AC53 the luck meter', () => {
  it('AC53 a quarantine: the chance it holds, and what it cost against what it could', () => {
    const t = ukraine(2, 3, 1).endRound();
    t.act({ type: 'confirm' }).roll(1); // growth: Ukraine 3; a 1: one zombie moves
    const before = luckOf(t).length;
    t.act({ type: 'quarantine', accept: true }).roll(6, 5, 5);
    // One die against two: the zombie scores only above both, 1+4+9+16+25 = 55 of 216 rolls, and
    // then Ada loses one army; otherwise it is blocked and "no Apocalytes are lost".
    const [roll] = luckOf(t).slice(before) as [LuckRoll];
    expect(roll.label).toMatchObject({ key: 'apocalyte.luck.quarantine' });
    expect(roll.chance).toBeCloseTo(161 / 216, 12);
    expect(roll.success).toBe(false);
    expect(roll.losses?.players.expected).toBeCloseTo(55 / 216, 12);
    expect(roll.losses?.opponents.expected).toBe(0);
    expect(roll.losses).toMatchObject({ players: { actual: 1 }, opponents: { actual: 0 } });
  });

  it('AC53 the zombies’ attack: 2 dice against 2, as the text’s plain combat with one supply counter', () => {
    const t = Table.playing('zombies', SIX);
    t.set('alaska', [1, 1]).set('scandinavia', [0, 0], 2, 1).clearBut(['alaska', 'scandinavia']);
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 }).act({ type: 'endTurn' });
    // In Bo's turn, so that Ada need not fight there first.
    t.set('scandinavia', [3, 0], 2, 1).endRound();
    // No zombie-only territory: no growth, no move; the two zombies attack Ada's three.
    const before = luckOf(t).length;
    t.roll(6, 6, 1, 1);
    // 2 against 2 (1296 rolls): both pairs to the attacker 295, one each 420, both to Ada 581.
    const [roll] = luckOf(t).slice(before) as [LuckRoll];
    expect(roll.label).toMatchObject({
      key: 'apocalyte.luck.attacked',
      values: { player: 'Ada', territory: 'scandinavia', lost: 2, removed: 0 },
    });
    expect(roll.chance).toBeCloseTo(581 / 1296, 12);
    expect(roll.success).toBe(false);
    expect(roll.losses?.players.expected).toBeCloseTo((420 + 2 * 295) / 1296, 12);
    expect(roll.losses?.opponents.expected).toBeCloseTo((420 + 2 * 581) / 1296, 12);
  });

  it('AC53 Infection: the cure’s two dice are a roll hoping for a double; a round that can cost nobody is no fight', () => {
    const t = Table.playing('infection', [12]);
    t.set('peru', [3, 0], 1, 1).set('venezuela', [1, 0]).set('alaska', [0, 1]);
    t.clearBut(['peru', 'venezuela', 'alaska']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    const before = luckOf(t).length;
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 1, 1, 1).roll(4, 4);
    expect(luckOf(t).slice(before)).toEqual([
      {
        at: expect.any(Number),
        label: { key: 'apocalyte.luck.cure', values: { player: 'Ada' } },
        chance: 6 / 36,
        success: true,
      },
    ]);
  });

  it('AC53 an undo takes back the fight its dice made', () => {
    const t = Table.playing('meteor', []);
    t.set('peru', [3, 0], 2).set('alaska', [1, 1]).clearBut(['peru', 'alaska']);
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
    const before = luckOf(t).length;
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 1, 5, 5);
    expect(luckOf(t)).toHaveLength(before + 1);
    t.act({ type: 'undo' });
    expect(luckOf(t)).toHaveLength(before);
    t.roll(1, 1, 1, 5, 5); // rolled again: Ada loses two
    expect(luckOf(t).at(-1)?.losses).toMatchObject({ players: { actual: 2 } });
  });
});

describe('AC53 the luck rolls in words', () => {
  it('says a fight in both languages, with each side’s losses against the odds', async () => {
    const { phrases } = await import('../../display/games/apocalyte/i18n/report.ts');
    const { say } = await import('../../display/after/phrases.ts');
    const label = {
      key: 'apocalyte.luck.attack',
      values: {
        player: 'Ada',
        territory: 'peru',
        lost: 0,
        removed: 2,
        expectedLost: 0.92,
        expectedRemoved: 1.08,
      },
    };
    expect(say(phrases, 'en', label)).toBe(
      'Ada attacks in Peru, to win the round: armies lost 0 (0.92 expected), Apocalytes removed 2 (1.08 expected)',
    );
    expect(say(phrases, 'fr', label)).toBe(
      'Pérou : Ada attaque pour gagner la manche ; armées perdues 0 (0,92 attendues), Apocalytes retirés 2 (1,08 attendus)',
    );
  });
});
