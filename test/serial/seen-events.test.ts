// The pure de-duplication window, without a wire: resends, laps of the 1–9999 ring, reboots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeenEvents, seqAhead } from '../../server/serial/seen-events.ts';
import { MAX_SEQ, nextSeq } from '../../src/protocol.ts';

describe('seen events', () => {
  it('counts steps around the ring, 9999 → 1 being one step', () => {
    expect(seqAhead(5, 7)).toBe(2);
    expect(seqAhead(9999, 1)).toBe(1);
    expect(seqAhead(9998, 2)).toBe(3);
    expect(seqAhead(7, 5)).toBe(MAX_SEQ - 2);
    expect(seqAhead(4, 4)).toBe(0);
  });

  it('takes a number once; its resends are refused', () => {
    const seen = new SeenEvents();
    expect(seen.firstTime(3)).toBe(true);
    expect(seen.firstTime(4)).toBe(true);
    expect(seen.firstTime(3)).toBe(false);
    expect(seen.firstTime(4)).toBe(false);
  });

  it('a resend from before the 9999 → 1 wrap is still a resend', () => {
    const seen = new SeenEvents();
    expect(seen.firstTime(9998)).toBe(true);
    seen.observe(9999); // a heartbeat
    expect(seen.firstTime(1)).toBe(true);
    expect(seen.firstTime(9998)).toBe(false);
    expect(seen.firstTime(1)).toBe(false);
  });

  it('a number seen a lap ago is new again', () => {
    const seen = new SeenEvents();
    expect(seen.firstTime(10)).toBe(true);
    // Heartbeats carry the box's numbers around the ring, past half a lap.
    for (let seq = 11; seq !== 10; seq = nextSeq(seq)) seen.observe(seq);
    expect(seen.firstTime(10)).toBe(true);
  });

  it('a long silence of the box (no heartbeats) keeps what was seen', () => {
    const seen = new SeenEvents();
    seen.firstTime(42);
    seen.observe(4000); // the box counted on while the link was down
    expect(seen.firstTime(42)).toBe(false);
  });

  it('forget() (the box rebooted) makes every number new', () => {
    const seen = new SeenEvents();
    seen.firstTime(1);
    seen.firstTime(2);
    seen.forget();
    expect(seen.size).toBe(0);
    expect(seen.firstTime(1)).toBe(true);
  });

  it('keeps at most `capacity` numbers, dropping the oldest', () => {
    const seen = new SeenEvents(4);
    for (const seq of [1, 2, 3, 4, 5]) seen.firstTime(seq);
    expect(seen.size).toBe(4);
    expect(seen.firstTime(5)).toBe(false);
    expect(seen.firstTime(1)).toBe(true);
  });

  it('property: a box that resends its oldest unACKed event over a lossy wire gets each event applied exactly once', () => {
    // Each step the box either emits an event, a heartbeat, or resends its oldest pending event;
    // the wire loses lines and ACKs at random. Numbers may wrap past 9999.
    const step = fc.record({
      kind: fc.constantFrom('event', 'heartbeat', 'resend'),
      lineLost: fc.boolean(),
      ackLost: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_SEQ }),
        fc.array(step, { maxLength: 200 }),
        (start, steps) => {
          const seen = new SeenEvents();
          let seq = start;
          const pending: number[] = [];
          const applied: number[] = [];
          const emitted: number[] = [];
          const deliver = (n: number, lineLost: boolean, ackLost: boolean) => {
            if (lineLost) return;
            if (seen.firstTime(n)) applied.push(n);
            if (!ackLost) pending.splice(pending.indexOf(n), 1);
          };
          for (const { kind, lineLost, ackLost } of steps) {
            if (kind === 'heartbeat') {
              seq = nextSeq(seq);
              if (!lineLost) seen.observe(seq);
            } else if (kind === 'event' && pending.length < 8) {
              seq = nextSeq(seq);
              emitted.push(seq);
              pending.push(seq);
              deliver(seq, lineLost, ackLost);
            } else if (pending[0] !== undefined) {
              deliver(pending[0], lineLost, ackLost);
            }
          }
          // Then the wire heals: resends until the queue is empty.
          while (pending[0] !== undefined) deliver(pending[0], false, false);
          expect([...applied].sort((a, b) => emitted.indexOf(a) - emitted.indexOf(b))).toEqual(
            emitted,
          );
          expect(applied).toHaveLength(emitted.length);
        },
      ),
      { numRuns: 500 },
    );
  });
});
