// Serial protocol v2 (DESIGN.md): the CRC-16 check, sequence numbers only on what
// must arrive, DICE/ROLL for any dice, CLOCK and SHOW for the box's display, and a
// server telling the two protocols apart by their check's length.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxRollProblem, diceName, protocolRolls } from '../../src/box.ts';
import {
  type BoxCommand,
  type BoxMessage,
  BUTTONS,
  crc16,
  crcCheck,
  decodeAnyBoxLine,
  GESTURES,
  MAX_LINE_BYTES,
  MAX_SEQ,
  NAK_REASONS,
  protocolV1,
  protocolV2,
  sniffVersion,
} from '../../src/protocol.ts';

const { encode, decodeBoxLine, decodeServerLine } = protocolV2;

/** A v2 frame built by hand: the CRC computed bit by bit below, not by the codec. */
function frame(body: string, check = slowCrc(body)): string {
  return `${body}*${check}\n`;
}

/** CRC-16/CCITT-FALSE written the long way (polynomial division over the message bits). */
function slowCrc(text: string): string {
  const bits: number[] = [];
  for (const byte of Buffer.from(text, 'latin1')) {
    for (let i = 7; i >= 0; i--) bits.push((byte >> i) & 1);
  }
  // init 0xFFFF is the same as XORing the first 16 message bits with ones.
  for (let i = 0; i < 16 && i < bits.length; i++) bits[i] = (bits[i] ?? 0) ^ 1;
  const padded = [...bits, ...new Array(16).fill(0)];
  if (bits.length < 16) {
    // Shorter than 16 bits: the ones of the init reach into the padding.
    for (let i = bits.length; i < 16; i++) padded[i] = 1;
  }
  const poly = [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]; // x^16 + x^12 + x^5 + 1
  for (let i = 0; i + 16 < padded.length; i++) {
    if (padded[i] === 1) for (let j = 0; j < 17; j++) padded[i + j] ^= poly[j] ?? 0;
  }
  const crc = padded.slice(-16).reduce((value, bit) => (value << 1) | bit, 0);
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('protocol v2: the check', () => {
  it('is CRC-16/CCITT-FALSE: the standard test vector', () => {
    expect(crc16('123456789')).toBe(0x29b1);
    expect(crcCheck('123456789')).toBe('29B1');
    expect(crcCheck('')).toBe('FFFF');
  });

  it('agrees with the long division on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 60 }), (text) => {
        expect(crcCheck(text)).toBe(slowCrc(text));
      }),
    );
  });

  it("DESIGN.md's example line: the CRC of its 17 bytes", () => {
    expect(encode(1, { verb: 'BTN', button: 'START', gesture: 'PRESS' })).toBe(
      frame('1 BTN START PRESS'),
    );
  });

  it('catches two swapped bytes and a bit flipped twice, which the XOR lets through', () => {
    // Two digits of a heartbeat's uptime swapped: still a well-formed line.
    const v1Body = '12 HB 1234';
    const v1Swapped = '12 HB 2134';
    expect(protocolV1.decodeBoxLine(`${v1Swapped}*${protocolV1.check(v1Body)}\n`)).toMatchObject({
      ok: true,
    });
    expect(decodeBoxLine(`0 HB 2134*${crcCheck('0 HB 1234')}\n`)).toMatchObject({
      ok: false,
      error: { code: 'BADCS' },
    });
    // The same bit flipped in two bytes: XOR unchanged, CRC not.
    const body = '12 HB 1357';
    const twice = '12 HB 1247';
    expect(protocolV1.check(twice)).toBe(protocolV1.check(body));
    expect(protocolV1.decodeBoxLine(`${twice}*${protocolV1.check(body)}\n`)).toMatchObject({
      ok: true,
    });
    expect(decodeBoxLine(`0 HB 1247*${crcCheck('0 HB 1357')}\n`)).toMatchObject({ ok: false });
  });
});

describe('protocol v2: sequence numbers count only what must arrive', () => {
  it('box events take 1–9999; HELLO, HB, ACK and NAK carry 0', () => {
    expect(decodeBoxLine(frame('0 HELLO apophis-box 2.0.0 2'))).toMatchObject({ ok: true });
    for (const body of ['0 HB 10', '0 ACK 4', '0 NAK 0 OVERFLOW', '0 NAK 7 BADARG']) {
      expect(decodeBoxLine(frame(body)), body).toMatchObject({ ok: true, frame: { seq: 0 } });
    }
    for (const body of ['3 HB 10', '3 ACK 4', '3 NAK 0 TOOLONG', '3 HELLO apophis-box 2.0.0 2']) {
      expect(decodeBoxLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'FORMAT', reason: expect.stringContaining('sequence 0') },
      });
    }
    for (const body of ['0 BTN OK PRESS', '0 ROLLING', '0 ROLL 6 3']) {
      expect(decodeBoxLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'FORMAT', reason: expect.stringContaining('from 1') },
      });
    }
  });

  it('server commands take 1–9999; HELLO and ACK carry 0', () => {
    expect(decodeServerLine(frame('0 HELLO'))).toMatchObject({ ok: true });
    expect(decodeServerLine(frame('0 ACK 12'))).toMatchObject({ ok: true });
    for (const body of ['0 LAMPS 3', '0 ROLL', '0 DICE 1 12', '0 CLOCK 60 1', '0 SHOW 4']) {
      expect(decodeServerLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'FORMAT' },
      });
    }
    expect(decodeServerLine(frame('5 HELLO'))).toMatchObject({ ok: false });
    expect(decodeServerLine(frame('5 ACK 3'))).toMatchObject({ ok: false });
  });

  it('the codec says which messages are counted', () => {
    const counted = (message: BoxMessage | BoxCommand) => protocolV2.counted(message);
    expect(counted({ verb: 'ROLLING' })).toBe(true);
    expect(counted({ verb: 'DICE', count: 1, sides: 12 })).toBe(true);
    expect(counted({ verb: 'HB', uptimeMs: 3 })).toBe(false);
    expect(counted({ verb: 'ACK', seq: 3 })).toBe(false);
    expect(counted({ verb: 'HELLO' })).toBe(false);
    expect(protocolV1.counted({ verb: 'ACK', seq: 3 })).toBe(true);
  });
});

describe('protocol v2: every verb, both ways', () => {
  const boxExamples: [string, BoxMessage][] = [
    [
      '0 HELLO apophis-box 2.0.0 2',
      { verb: 'HELLO', device: 'apophis-box', firmware: '2.0.0', protocol: 2, capabilities: [] },
    ],
    [
      '0 HELLO apophis-box 2.0.0 2 display',
      {
        verb: 'HELLO',
        device: 'apophis-box',
        firmware: '2.0.0',
        protocol: 2,
        capabilities: ['display'],
      },
    ],
    ['7 BTN START PRESS', { verb: 'BTN', button: 'START', gesture: 'PRESS' }],
    ['9 ROLLING', { verb: 'ROLLING' }],
    ['10 ROLL 6 4', { verb: 'ROLL', sides: 6, values: [4] }],
    ['11 ROLL 12 12', { verb: 'ROLL', sides: 12, values: [12] }],
    ['12 ROLL 6 1 2 3 4 5', { verb: 'ROLL', sides: 6, values: [1, 2, 3, 4, 5] }],
    ['13 ROLL 99 99 1 50 2 3 98', { verb: 'ROLL', sides: 99, values: [99, 1, 50, 2, 3, 98] }],
    ['0 HB 4294967295', { verb: 'HB', uptimeMs: 4294967295 }],
    ['0 ACK 9999', { verb: 'ACK', seq: 9999 }],
    ['0 NAK 0 OVERFLOW', { verb: 'NAK', seq: 0, reason: 'OVERFLOW' }],
  ];
  it.each(boxExamples)('box says %s', (body, message) => {
    const seqOf = Number(body.split(' ')[0]);
    expect(encode(seqOf, message)).toBe(frame(body));
    expect(decodeBoxLine(frame(body))).toEqual({ ok: true, frame: { seq: seqOf, message } });
  });

  const serverExamples: [string, BoxCommand][] = [
    ['0 HELLO', { verb: 'HELLO' }],
    ['0 ACK 12', { verb: 'ACK', seq: 12 }],
    ['4 ROLL', { verb: 'ROLL' }],
    ['5 SHOW 99', { verb: 'SHOW', face: 99 }],
    ['6 LAMPS 31', { verb: 'LAMPS', mask: 31 }],
    ['7 BEEP 120 880', { verb: 'BEEP', ms: 120, hz: 880 }],
    ['8 DICE 5 6', { verb: 'DICE', count: 5, sides: 6 }],
    ['9 DICE 1 42', { verb: 'DICE', count: 1, sides: 42 }],
    ['10 CLOCK 5999 1', { verb: 'CLOCK', secondsLeft: 5999, running: true }],
    ['11 CLOCK 0 0', { verb: 'CLOCK', secondsLeft: 0, running: false }],
  ];
  it.each(serverExamples)('server says %s', (body, message) => {
    const seqOf = Number(body.split(' ')[0]);
    expect(encode(seqOf, message)).toBe(frame(body));
    expect(decodeServerLine(frame(body))).toEqual({ ok: true, frame: { seq: seqOf, message } });
  });

  it('refuses what the box must NAK as BADARG, and bad ROLLs', () => {
    for (const body of [
      '2 DICE 0 6',
      '2 DICE 1 100',
      '2 DICE 7 6',
      '2 DICE 1 1',
      '2 SHOW 100',
      '2 CLOCK 6000 1',
      '2 CLOCK 60 2',
      '2 CLOCK 60',
    ]) {
      expect(decodeServerLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'BADARG', seq: 2 },
      });
    }
    for (const body of [
      '2 ROLL 6',
      '2 ROLL 6 7',
      '2 ROLL 12 0',
      '2 ROLL 1 1',
      '2 ROLL 100 5',
      '2 ROLL 6 1 1 1 1 1 1 1',
      '0 HELLO apophis-box 2.0.0 2 Display',
      '0 HELLO apophis-box 2.0.0 2 display,',
    ]) {
      expect(decodeBoxLine(frame(body)), body).toMatchObject({
        ok: false,
        error: { code: 'BADARG' },
      });
    }
  });

  it('v1 has no DICE or CLOCK, and SHOW stops at 6', () => {
    expect(
      protocolV1.decodeServerLine(protocolV1.encode(2, { verb: 'DICE', count: 1, sides: 6 })),
    ).toMatchObject({ ok: false, error: { code: 'UNKNOWN' } });
    expect(
      protocolV1.decodeServerLine(
        protocolV1.encode(2, { verb: 'CLOCK', secondsLeft: 3, running: true }),
      ),
    ).toMatchObject({ ok: false, error: { code: 'UNKNOWN' } });
    expect(
      protocolV1.decodeServerLine(protocolV1.encode(2, { verb: 'SHOW', face: 7 })),
    ).toMatchObject({
      ok: false,
      error: { code: 'BADARG' },
    });
  });
});

describe('protocol v2: telling the protocols apart', () => {
  it('by the length of the check', () => {
    expect(sniffVersion('0 HELLO apophis-box 1.0.0 1*7A\n')).toBe(1);
    expect(sniffVersion(frame('0 HELLO apophis-box 2.0.0 2'))).toBe(2);
    expect(sniffVersion('0 HELLO')).toBeNull();
    const v1 = protocolV1.encode(0, {
      verb: 'HELLO',
      device: 'apophis-box',
      firmware: '1.0.0',
      protocol: 1,
    });
    expect(decodeAnyBoxLine(v1)).toMatchObject({ ok: true, version: 1 });
    expect(decodeAnyBoxLine(frame('0 HELLO apophis-box 2.0.0 2 display'))).toMatchObject({
      ok: true,
      version: 2,
      frame: { message: { capabilities: ['display'] } },
    });
  });

  it("a v1 line is refused by v2's decoder with a sentence that says so", () => {
    const v1 = protocolV1.encode(3, { verb: 'BTN', button: 'OK', gesture: 'PRESS' });
    expect(decodeBoxLine(v1)).toMatchObject({
      ok: false,
      error: { code: 'FORMAT', reason: expect.stringContaining('protocol 1 line') },
    });
  });
});

describe('protocol v2: properties', () => {
  const seq = fc.integer({ min: 1, max: MAX_SEQ });
  const sidesAndValues = fc
    .integer({ min: 2, max: 99 })
    .chain((sides) =>
      fc
        .array(fc.integer({ min: 1, max: sides }), { minLength: 1, maxLength: 6 })
        .map((values) => ({ sides, values })),
    );
  const event: fc.Arbitrary<BoxMessage> = fc.oneof(
    fc.record({
      verb: fc.constant('BTN' as const),
      button: fc.constantFrom(...BUTTONS),
      gesture: fc.constantFrom(...GESTURES),
    }),
    fc.constant({ verb: 'ROLLING' as const }),
    sidesAndValues.map((roll) => ({ verb: 'ROLL' as const, ...roll })),
  );
  const uncounted: fc.Arbitrary<BoxMessage> = fc.oneof(
    fc.record({
      verb: fc.constant('HB' as const),
      uptimeMs: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    }),
    fc.record({ verb: fc.constant('ACK' as const), seq: fc.integer({ min: 0, max: MAX_SEQ }) }),
    fc.record({
      verb: fc.constant('NAK' as const),
      seq: fc.integer({ min: 0, max: MAX_SEQ }),
      reason: fc.constantFrom(...NAK_REASONS),
    }),
  );
  const command: fc.Arbitrary<BoxCommand> = fc.oneof(
    fc.constant({ verb: 'ROLL' as const }),
    fc.record({ verb: fc.constant('SHOW' as const), face: fc.integer({ min: 0, max: 99 }) }),
    fc.record({ verb: fc.constant('LAMPS' as const), mask: fc.integer({ min: 0, max: 31 }) }),
    fc.record({
      verb: fc.constant('DICE' as const),
      count: fc.integer({ min: 1, max: 6 }),
      sides: fc.integer({ min: 2, max: 99 }),
    }),
    fc.record({
      verb: fc.constant('CLOCK' as const),
      secondsLeft: fc.integer({ min: 0, max: 5999 }),
      running: fc.boolean(),
    }),
  );

  it('every message survives encode → decode, within 64 bytes', () => {
    fc.assert(
      fc.property(seq, event, (n, message) => {
        const line = encode(n, message);
        expect(line.length).toBeLessThanOrEqual(MAX_LINE_BYTES);
        expect(decodeBoxLine(line)).toEqual({ ok: true, frame: { seq: n, message } });
      }),
    );
    fc.assert(
      fc.property(uncounted, (message) => {
        expect(decodeBoxLine(encode(0, message))).toEqual({ ok: true, frame: { seq: 0, message } });
      }),
    );
    fc.assert(
      fc.property(seq, command, (n, message) => {
        expect(decodeServerLine(encode(n, message))).toEqual({
          ok: true,
          frame: { seq: n, message },
        });
      }),
    );
  });

  it('one or two changed bytes in a good line are always refused', () => {
    fc.assert(
      fc.property(
        seq,
        event,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), {
          minLength: 1,
          maxLength: 2,
        }),
        (n, message, changes) => {
          const bytes = Buffer.from(encode(n, message), 'latin1');
          for (const [at, flip] of changes) {
            const i = at % (bytes.length - 1);
            bytes[i] = (bytes[i] ?? 0) ^ flip;
          }
          const mangled = bytes.toString('latin1');
          if (mangled === encode(n, message)) return; // two changes that undid each other
          expect(decodeBoxLine(mangled).ok).toBe(false);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('what a box can roll', () => {
  const box = { connected: true, source: 'serial' as const, firmware: '1.0.0', protocol: 1 };
  it('a v1 box one d6; a v2 box 1–6 dice of 2–99 sides', () => {
    expect(protocolRolls(1, { count: 1, sides: 6 })).toBe(true);
    expect(protocolRolls(1, { count: 1, sides: 12 })).toBe(false);
    expect(protocolRolls(1, { count: 2, sides: 6 })).toBe(false);
    expect(protocolRolls(2, { count: 6, sides: 99 })).toBe(true);
    expect(protocolRolls(2, { count: 7, sides: 6 })).toBe(false);
    expect(protocolRolls(2, { count: 1, sides: 100 })).toBe(false);
    expect(protocolRolls(null, { count: 1, sides: 6 })).toBe(false);
  });

  it('says in one sentence what to do instead', () => {
    expect(boxRollProblem(box, { count: 1, sides: 6 })).toBeNull();
    expect(boxRollProblem(box, { count: 1, sides: 12 })).toEqual({
      code: 'box/cannot-roll',
      message:
        'this box (firmware 1.0.0) rolls one d6 only: roll a d12 on the table and type the dice',
    });
    expect(boxRollProblem({ ...box, connected: false }, { count: 5, sides: 6 })).toEqual({
      code: 'box/away',
      message: 'the box is away: roll 5d6 and type the dice',
    });
    expect(
      boxRollProblem({ ...box, protocol: 2, firmware: '2.0.0' }, { count: 5, sides: 6 }),
    ).toBeNull();
    expect(diceName({ count: 1, sides: 42 })).toBe('a d42');
  });
});
