// Issue 31, "a clock that moved while the service was down", the decision alone
// (src/table/clock-return.ts; the whole service under libfaketime is clock-moved.test.ts): the
// table's clock at a restart is the checkpoint's plus the downtime the wall clock claims, or,
// where that claim cannot be trusted (the clock went back, a reboot before NTP answered, a
// clock stepped during the game), it stands at the checkpoint and the game comes back paused
// with the reason in both languages.
import { describe, expect, it } from 'vitest';
import { machineNow, readBootId } from '../../server/clock-trust.ts';
import { type Checkpoint, clockReturn, lastActionAt } from '../../src/table/clock-return.ts';

const AT = Date.UTC(2026, 10, 28, 15, 0, 0);
const HOUR = 3_600_000;
const at = (wall: number, over: Partial<Checkpoint> = {}): Checkpoint => ({
  wall,
  table: wall,
  leftMs: 300_000,
  boot: 'a',
  steppedMs: 0,
  ...over,
});

describe('a restart puts the table’s clock from the last checkpoint', () => {
  it('trusted downtime: the table’s clock runs on by it (the game takes it off)', () => {
    expect(clockReturn(at(AT), { wall: AT + 20_000, boot: 'a', synchronized: null }, AT)).toEqual({
      kind: 'trusted',
      tableNow: AT + 20_000,
      downMs: 20_000,
    });
  });

  it('a table clock off the wall since an earlier restart keeps its offset', () => {
    const checkpoint = at(AT, { table: AT - 50_000 });
    expect(
      clockReturn(checkpoint, { wall: AT + 1000, boot: 'a', synchronized: null }, null),
    ).toEqual({ kind: 'trusted', tableNow: AT - 49_000, downMs: 1000 });
  });

  it('the clock went back while down: paused at the checkpoint, said in both languages', () => {
    const decision = clockReturn(at(AT), { wall: AT - HOUR, boot: 'a', synchronized: true }, AT);
    expect(decision).toMatchObject({ kind: 'untrusted', tableNow: AT });
    if (decision.kind !== 'untrusted') return;
    expect(decision.why.code).toBe('clock/back');
    expect(decision.why.en).toMatch(/^Paused: the clock went back/);
    expect(decision.why.fr).toMatch(/^En pause\u202f: l’horloge a reculé/);
  });

  it('never before the last action logged after the checkpoint', () => {
    const decision = clockReturn(
      at(AT),
      { wall: AT - HOUR, boot: 'a', synchronized: null },
      AT + 3000,
    );
    expect(decision).toMatchObject({ kind: 'untrusted', tableNow: AT + 3000 });
  });

  it('a Pi rebooted before NTP answered: paused, whatever the clock claims', () => {
    const decision = clockReturn(
      at(AT, { boot: 'before' }),
      { wall: AT + 30_000, boot: 'after', synchronized: false },
      null,
    );
    expect(decision).toMatchObject({ kind: 'untrusted', why: { code: 'clock/reboot' } });
  });

  it('rebooted and synchronized: the wall clock is trusted', () => {
    expect(
      clockReturn(
        at(AT, { boot: 'before' }),
        { wall: AT + 60_000, boot: 'after', synchronized: true },
        null,
      ),
    ).toEqual({ kind: 'trusted', tableNow: AT + 60_000, downMs: 60_000 });
  });

  it('a clock stepped during the game and put right while down, or perhaps not: paused', () => {
    const stepped = at(AT - HOUR, { table: AT, steppedMs: -HOUR });
    const decision = clockReturn(stepped, { wall: AT + 5000, boot: 'a', synchronized: true }, null);
    expect(decision).toMatchObject({
      kind: 'untrusted',
      tableNow: AT,
      why: { code: 'clock/stepped' },
    });
    // Stepped and not put right: had it been, the downtime would be negative, so it was not.
    expect(
      clockReturn(
        at(AT - HOUR, { table: AT, steppedMs: HOUR }),
        { wall: AT - HOUR + 5000, boot: 'a', synchronized: null },
        null,
      ),
    ).toEqual({ kind: 'trusted', tableNow: AT + 5000, downMs: 5000 });
    // A correction under 2 s is no step.
    expect(
      clockReturn(at(AT, { steppedMs: 1500 }), { wall: AT, boot: 'a', synchronized: null }, null)
        .kind,
    ).toBe('trusted');
  });

  it('every reason in French puts a narrow no-break space before its colon', () => {
    for (const code of ['back', 'reboot', 'stepped'] as const) {
      const decision = clockReturn(
        at(AT, { steppedMs: code === 'stepped' ? -HOUR : 0, boot: code === 'reboot' ? 'x' : 'a' }),
        { wall: code === 'back' ? AT - 1 : AT, boot: 'a', synchronized: false },
        null,
      );
      if (decision.kind !== 'untrusted') throw new Error(`${code}: trusted`);
      expect(decision.why.fr).not.toMatch(/[^\u202f][:;!?]/);
    }
  });

  it('the last action’s time, and this machine’s boot id', () => {
    expect(lastActionAt([{ at: 1 }, { at: 5 }, {}])).toBe(5);
    expect(lastActionAt([])).toBeNull();
    expect(readBootId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(readBootId('/nonexistent')).toBeNull();
    expect(machineNow(AT, readBootId())).toEqual({
      wall: AT,
      boot: readBootId(),
      synchronized: null,
    });
  });
});
