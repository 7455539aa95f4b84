import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BoxCommand,
  type BoxMessage,
  BUTTONS,
  checksum,
  decodeBoxLine,
  decodeServerLine,
  encode,
  GESTURES,
  LAMP_BIT,
  MAX_LINE_BYTES,
  MAX_SEQ,
  NAK_REASONS,
  nextSeq,
} from '../../src/protocol.ts';

/** A frame built by hand, so the codec's own encoder is not what checks it. */
function frame(body: string, cs = checksum(body)): string {
  return `${body}*${cs}\n`;
}

const seq = fc.integer({ min: 1, max: MAX_SEQ });
const token = fc.stringMatching(/^[!-~]{1,12}$/);

const boxMessage: fc.Arbitrary<BoxMessage> = fc.oneof(
  fc.record({
    verb: fc.constant('HELLO' as const),
    device: token,
    firmware: token,
    protocol: fc.integer({ min: 0, max: 9999 }),
  }),
  fc.record({
    verb: fc.constant('BTN' as const),
    button: fc.constantFrom(...BUTTONS),
    gesture: fc.constantFrom(...GESTURES),
  }),
  fc.constant({ verb: 'ROLLING' as const }),
  fc
    .integer({ min: 1, max: 6 })
    .map((value) => ({ verb: 'ROLL' as const, sides: 6, values: [value] })),
  fc.record({
    verb: fc.constant('HB' as const),
    uptimeMs: fc.integer({ min: 0, max: 0xffffffff }),
  }),
  fc.record({ verb: fc.constant('ACK' as const), seq: fc.integer({ min: 0, max: MAX_SEQ }) }),
  fc.record({
    verb: fc.constant('NAK' as const),
    seq: fc.integer({ min: 0, max: MAX_SEQ }),
    reason: fc.constantFrom(...NAK_REASONS),
  }),
);

const serverMessage: fc.Arbitrary<BoxCommand> = fc.oneof(
  fc.constant({ verb: 'HELLO' as const }),
  fc.record({ verb: fc.constant('ACK' as const), seq: fc.integer({ min: 0, max: MAX_SEQ }) }),
  fc.constant({ verb: 'ROLL' as const }),
  fc.record({ verb: fc.constant('SHOW' as const), face: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ verb: fc.constant('LAMPS' as const), mask: fc.integer({ min: 0, max: 31 }) }),
  fc.record({
    verb: fc.constant('BEEP' as const),
    ms: fc.integer({ min: 0, max: 5000 }),
    hz: fc.integer({ min: 31, max: 20000 }),
  }),
);

describe('protocol v1: checksum and sequence numbers', () => {
  it('the checksum is the XOR of the bytes before `*`, as two upper-case hex digits', () => {
    // Worked out by hand from DESIGN.md's example line.
    expect(checksum('1 BTN START PRESS')).toBe('4E');
    expect(encode(1, { verb: 'BTN', button: 'START', gesture: 'PRESS' })).toBe(
      '1 BTN START PRESS*4E\n',
    );
    expect(checksum('0 HELLO')).toBe('52');
    expect(checksum('')).toBe('00');
  });

  it('sequence numbers count 1 to 9999, then wrap to 1, never to 0', () => {
    expect(nextSeq(1)).toBe(2);
    expect(nextSeq(9998)).toBe(9999);
    expect(nextSeq(9999)).toBe(1);
    expect(nextSeq(0)).toBe(1);
  });

  it('seq 9999 decodes, 10000 does not', () => {
    expect(decodeBoxLine(frame('9999 ROLLING'))).toMatchObject({ ok: true, frame: { seq: 9999 } });
    expect(decodeBoxLine(frame('10000 ROLLING'))).toMatchObject({
      ok: false,
      error: { code: 'FORMAT' },
    });
  });

  it('seq 0 is for HELLO only, both ways', () => {
    expect(decodeBoxLine(frame('0 HELLO apophis-box 1.0.0 1'))).toMatchObject({ ok: true });
    expect(decodeServerLine(frame('0 HELLO'))).toMatchObject({ ok: true });
    for (const body of ['0 BTN OK PRESS', '0 ROLL 3', '0 HB 10', '0 ACK 4']) {
      expect(decodeBoxLine(frame(body))).toMatchObject({
        ok: false,
        error: { code: 'FORMAT', reason: expect.stringContaining('HELLO only') },
      });
    }
    for (const body of ['0 LAMPS 3', '0 ROLL', '0 ACK 4']) {
      expect(decodeServerLine(frame(body))).toMatchObject({ ok: false, error: { code: 'FORMAT' } });
    }
  });

  it('lamp bits follow the button order START, ROLL, SCRAP, SHUFFLE, OK', () => {
    expect(BUTTONS.map((button) => LAMP_BIT[button])).toEqual([1, 2, 4, 8, 16]);
  });
});

describe('protocol v1: every verb, both ways', () => {
  const boxExamples: [string, BoxMessage][] = [
    [
      '0 HELLO apophis-box 1.0.0 1',
      { verb: 'HELLO', device: 'apophis-box', firmware: '1.0.0', protocol: 1 },
    ],
    ['7 BTN START PRESS', { verb: 'BTN', button: 'START', gesture: 'PRESS' }],
    ['8 BTN SHUFFLE LONG', { verb: 'BTN', button: 'SHUFFLE', gesture: 'LONG' }],
    ['9 ROLLING', { verb: 'ROLLING' }],
    ['10 ROLL 6', { verb: 'ROLL', sides: 6, values: [6] }],
    ['11 HB 4294967295', { verb: 'HB', uptimeMs: 4294967295 }],
    ['12 ACK 9999', { verb: 'ACK', seq: 9999 }],
    ['13 NAK 0 OVERFLOW', { verb: 'NAK', seq: 0, reason: 'OVERFLOW' }],
    ['14 NAK 5 BADCS', { verb: 'NAK', seq: 5, reason: 'BADCS' }],
  ];
  it.each(boxExamples)('box says %s', (body, message) => {
    const seqOf = Number(body.split(' ')[0]);
    expect(encode(seqOf, message)).toBe(frame(body));
    expect(decodeBoxLine(frame(body))).toEqual({ ok: true, frame: { seq: seqOf, message } });
  });

  const serverExamples: [string, BoxCommand][] = [
    ['0 HELLO', { verb: 'HELLO' }],
    ['3 ACK 12', { verb: 'ACK', seq: 12 }],
    ['4 ROLL', { verb: 'ROLL' }],
    ['5 SHOW 0', { verb: 'SHOW', face: 0 }],
    ['6 LAMPS 31', { verb: 'LAMPS', mask: 31 }],
    ['7 BEEP 120 880', { verb: 'BEEP', ms: 120, hz: 880 }],
  ];
  it.each(serverExamples)('server says %s', (body, message) => {
    const seqOf = Number(body.split(' ')[0]);
    expect(encode(seqOf, message)).toBe(frame(body));
    expect(decodeServerLine(frame(body))).toEqual({ ok: true, frame: { seq: seqOf, message } });
  });

  it('accepts `\\r\\n` and a line without its terminator (as a line parser hands it over)', () => {
    const body = '1 BTN START PRESS';
    const want = {
      ok: true,
      frame: { seq: 1, message: { verb: 'BTN', button: 'START', gesture: 'PRESS' } },
    };
    expect(decodeBoxLine(`${body}*4E\r\n`)).toEqual(want);
    expect(decodeBoxLine(`${body}*4E\r`)).toEqual(want);
    expect(decodeBoxLine(`${body}*4E`)).toEqual(want);
  });

  it('a verb of one direction is unknown in the other', () => {
    expect(decodeServerLine(frame('2 BTN OK PRESS'))).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN' },
    });
    expect(decodeBoxLine(frame('2 LAMPS 3'))).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN' },
    });
  });
});

describe('protocol v1: refused lines name their reason', () => {
  it('TOOLONG: more than 64 bytes with the terminator', () => {
    const long = frame(`1 HELLO ${'x'.repeat(MAX_LINE_BYTES - 19)} 1.0.0 1`);
    expect(long).toHaveLength(MAX_LINE_BYTES + 1);
    expect(decodeBoxLine(long)).toMatchObject({
      ok: false,
      error: { code: 'TOOLONG', reason: 'line of 65 bytes' },
    });
    expect(decodeServerLine(long)).toMatchObject({ ok: false, error: { code: 'TOOLONG' } });
    expect(decodeBoxLine(`${long.slice(0, -1)}\r\n`)).toMatchObject({ error: { code: 'TOOLONG' } });
  });

  it('a 64-byte frame is accepted, and the encoder refuses to make a longer one', () => {
    const device = 'd'.repeat(MAX_LINE_BYTES - '1 HELLO  1.0.0 1*XX\n'.length);
    const line = encode(1, { verb: 'HELLO', device, firmware: '1.0.0', protocol: 1 });
    expect(line).toHaveLength(MAX_LINE_BYTES);
    expect(decodeBoxLine(line)).toMatchObject({ ok: true, frame: { message: { device } } });
    // A `\r` before the `\n` is ignored, so it does not count against the limit.
    expect(decodeBoxLine(`${line.slice(0, -1)}\r\n`)).toMatchObject({ ok: true });
    expect(() =>
      encode(1, { verb: 'HELLO', device: `${device}d`, firmware: '1.0.0', protocol: 1 }),
    ).toThrow(/longer than 64/);
  });

  it('FORMAT: not a frame at all', () => {
    for (const line of [
      '',
      '\n',
      'hello',
      '1 BTN START PRESS',
      '1 BTN START PRESS*4e',
      'x BTN*00',
      '01 ROLLING*00',
      '1  ROLLING*00',
      '1 ROLLING *00',
      '1 btn*00',
      '1 ROLL é*00',
    ]) {
      const decoded = decodeBoxLine(line);
      expect(decoded, line).toMatchObject({ ok: false, error: { code: 'FORMAT' } });
      if (!decoded.ok) expect(decoded.error.reason.length).toBeGreaterThan(0);
    }
  });

  it('BADCS: the checksum does not match, and the seq is kept for a NAK', () => {
    expect(decodeBoxLine(frame('1 BTN START PRESS', '4F'))).toEqual({
      ok: false,
      error: { code: 'BADCS', reason: 'checksum 4F, expected 4E', seq: 1 },
    });
    // One flipped bit in the body is caught.
    expect(decodeBoxLine('1 BTN START PRESR*4E\n')).toMatchObject({
      ok: false,
      error: { code: 'BADCS' },
    });
  });

  it('UNKNOWN: a well-formed frame with a verb nobody speaks', () => {
    expect(decodeBoxLine(frame('4 DANCE 3'))).toEqual({
      ok: false,
      error: { code: 'UNKNOWN', reason: 'unknown verb DANCE', seq: 4 },
    });
    expect(decodeServerLine(frame('4 DANCE'))).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN', seq: 4 },
    });
  });

  it('BADARG: the right verb with wrong arguments', () => {
    const box = [
      '2 BTN START',
      '2 BTN JUMP PRESS',
      '2 BTN START TAP',
      '2 ROLL 0',
      '2 ROLL 7',
      '2 ROLL',
      '2 ROLLING 3',
      '2 HB -1',
      '2 HB 4294967296',
      '2 ACK 10000',
      '2 NAK 3 SORRY',
      '2 HELLO apophis-box 1.0.0',
      '2 HELLO apophis-box 1.0.0 v1',
    ];
    for (const body of box) {
      expect(decodeBoxLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'BADARG', seq: 2, reason: expect.stringContaining('bad arguments') },
      });
    }
    const server = [
      '2 HELLO x',
      '2 ROLL 3',
      '2 SHOW 7',
      '2 LAMPS 32',
      '2 LAMPS',
      '2 BEEP 100',
      '2 BEEP 5001 440',
      '2 BEEP 100 30',
      '2 BEEP 100 20001',
    ];
    for (const body of server) {
      expect(decodeServerLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'BADARG', seq: 2 },
      });
    }
  });
});

describe('protocol v1: properties', () => {
  it('every box message survives encode → decode', () => {
    fc.assert(
      fc.property(seq, boxMessage, (n, message) => {
        const line = encode(n, message);
        expect(line.length).toBeLessThanOrEqual(MAX_LINE_BYTES);
        expect(decodeBoxLine(line)).toEqual({ ok: true, frame: { seq: n, message } });
      }),
    );
  });

  it('every server message survives encode → decode', () => {
    fc.assert(
      fc.property(seq, serverMessage, (n, message) => {
        expect(decodeServerLine(encode(n, message))).toEqual({
          ok: true,
          frame: { seq: n, message },
        });
      }),
    );
  });

  it('one changed byte in a good line is always refused', () => {
    fc.assert(
      fc.property(
        seq,
        boxMessage,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (n, message, at, flip) => {
          const line = encode(n, message);
          const i = at % (line.length - 1);
          const mangled =
            line.slice(0, i) + String.fromCharCode(line.charCodeAt(i) ^ flip) + line.slice(i + 1);
          const decoded = decodeBoxLine(mangled);
          // A single-byte change flips the XOR (or breaks the checksum's digits): refused.
          expect(decoded.ok).toBe(false);
        },
      ),
    );
  });

  const anyText = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.uint8Array({ maxLength: 100 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    fc
      .tuple(seq, fc.stringMatching(/^[A-Z]{1,8}( [!-~]{1,6}){0,3}$/))
      .map(([n, rest]) => frame(`${n} ${rest}`)),
  );

  it('decoding arbitrary text or bytes never throws: ok, or an error with a reason', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        for (const decoded of [decodeBoxLine(text), decodeServerLine(text)]) {
          if (decoded.ok) {
            expect(decoded.frame.seq).toBeGreaterThanOrEqual(0);
          } else {
            expect(['TOOLONG', 'FORMAT', 'BADCS', 'UNKNOWN', 'BADARG']).toContain(
              decoded.error.code,
            );
            expect(decoded.error.reason).toMatch(/\S/);
          }
        }
      }),
      { numRuns: 2000 },
    );
  });
});
