import { describe, expect, it } from 'vitest';
import {
  ALL_SECTIONS,
  parseRocket,
  parseSection,
  pointsOf,
} from '../../src/games/apophis/sections.ts';

describe('sections and notation', () => {
  it('R2: the supply has the 12 sections, one of each colour and size', () => {
    expect(ALL_SECTIONS).toHaveLength(12);
    expect(new Set(ALL_SECTIONS).size).toBe(12);
  });

  it('R1: points are small 1, medium 2, large 3', () => {
    expect(pointsOf(['Y3', 'R2', 'B1'])).toEqual({
      green: 0,
      red: 2,
      blue: 1,
      yellow: 3,
      total: 6,
    });
  });

  it('R4: lower case and S/M/L are accepted', () => {
    expect(parseRocket('yl, rm,BS')).toEqual({ ok: true, value: ['Y3', 'R2', 'B1'] });
    expect(parseSection('g2')).toEqual({ ok: true, value: 'G2' });
  });

  it('R4: unknown colours and sizes are named', () => {
    expect(parseSection('X3')).toMatchObject({
      ok: false,
      error: expect.stringContaining('G, R, B or Y'),
    });
    expect(parseSection('Y4')).toMatchObject({
      ok: false,
      error: expect.stringContaining('1, 2, 3'),
    });
  });

  it('R8: duplicates and a large section on a small one are refused', () => {
    expect(parseRocket('Y3,Y3')).toEqual({ ok: false, error: 'Y3 is already on the rocket' });
    expect(parseRocket('Y1,R3')).toEqual({
      ok: false,
      error: 'a large section cannot go on a small one',
    });
  });
});
