// The firmware's logic classes built with the machine's g++ and run on the host:
// each C++ TEST in test/firmware/host becomes one vitest case here, and the box's
// parser is held against src/protocol.ts on thousands of generated server lines.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type BoxCommand, decodeServerLine, encode, MAX_LINE_BYTES } from '../../src/protocol.ts';

const root = join(import.meta.dirname, '..', '..');
const logic = join(root, 'firmware', 'apophis-box');
const host = join(import.meta.dirname, 'host');
const out = mkdtempSync(join(tmpdir(), 'apophis-host-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const logicSources = readdirSync(logic)
  .filter((name) => name.endsWith('.cpp'))
  .map((name) => join(logic, name));

function build(binary: string, sources: string[]): string {
  const path = join(out, binary);
  execFileSync(
    'g++',
    [
      '-std=c++17',
      '-O1',
      '-Wall',
      '-Wextra',
      '-Werror',
      `-I${logic}`,
      `-I${host}`,
      ...sources,
      '-o',
      path,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return path;
}

const testSources = readdirSync(host)
  .filter((name) => name.endsWith('.cpp') && name !== 'judge.cpp')
  .map((name) => join(host, name));
const hostTests = build('host-tests', [...logicSources, ...testSources]);
const judgeBinary = build('judge', [...logicSources, join(host, 'judge.cpp')]);
const names = execFileSync(hostTests, ['--list'], { encoding: 'utf8' }).trim().split('\n');

describe('firmware logic on the host (g++)', () => {
  it('has the cases the firmware needs', () => {
    for (const area of [
      'debounce_',
      'gesture_',
      'die_',
      'protocol_',
      'pending_',
      'box_',
      'sketch_',
    ]) {
      expect(names.some((name) => name.startsWith(area))).toBe(true);
    }
  });
  for (const name of names) {
    it(name, () => {
      const run = spawnSync(hostTests, [name], { encoding: 'utf8' });
      expect(run.stdout.trim()).toBe(`ok ${name}`);
      expect(run.status).toBe(0);
    });
  }
});

/** The box's verdicts on many lines at once (one process, one line each). */
function judge(lines: string[]): string[] {
  const output = execFileSync(judgeBinary, { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
  return output.trim().split('\n');
}

/** What the box must answer, according to the TypeScript codec. */
function expectedVerdict(line: string): string | RegExp {
  const decoded = decodeServerLine(line);
  if (decoded.ok) {
    const { seq, message } = decoded.frame;
    const [first, second] = (() => {
      switch (message.verb) {
        case 'ACK':
          return [message.seq, 0];
        case 'SHOW':
          return [message.face, 0];
        case 'LAMPS':
          return [message.mask, 0];
        case 'BEEP':
          return [message.ms, message.hz];
        default:
          return [0, 0];
      }
    })();
    return `OK ${seq} ${message.verb} ${first} ${second}`;
  }
  const { code, seq } = decoded.error;
  // FORMAT is the codec's word for "not a frame"; the box must refuse it, with a reason of its own.
  if (code === 'FORMAT') return /^NAK \d+ (BADCS|UNKNOWN|BADARG)$/;
  return `NAK ${code === 'TOOLONG' ? 0 : (seq ?? 0)} ${code}`;
}

const serverMessage: fc.Arbitrary<BoxCommand> = fc.oneof(
  fc.constant<BoxCommand>({ verb: 'HELLO' }),
  fc.constant<BoxCommand>({ verb: 'ROLL' }),
  fc.integer({ min: 0, max: 10001 }).map((seq): BoxCommand => ({ verb: 'ACK', seq })),
  fc.integer({ min: 0, max: 8 }).map((face): BoxCommand => ({ verb: 'SHOW', face })),
  fc.integer({ min: 0, max: 40 }).map((mask): BoxCommand => ({ verb: 'LAMPS', mask })),
  fc
    .record({ ms: fc.integer({ min: 0, max: 6000 }), hz: fc.integer({ min: 0, max: 21000 }) })
    .map((beep): BoxCommand => ({ verb: 'BEEP', ...beep })),
);

const framed = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), serverMessage)
  .map(([seq, message]) => encode(seq, message).slice(0, -1));

/** A framed line with one byte changed, dropped or doubled. */
const mutated = fc
  .tuple(
    framed,
    fc.nat(),
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.constantFrom('set', 'drop', 'double'),
  )
  .map(([line, at, code, how]) => {
    const i = at % line.length;
    const c =
      how === 'set' ? String.fromCharCode(code) : how === 'double' ? line.charAt(i).repeat(2) : '';
    return line.slice(0, i) + c + line.slice(i + 1);
  });

/** Any printable text with a correct checksum: shape errors behind a valid CS. */
const checksummedNoise = fc
  .string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    maxLength: 70,
  })
  .map((body) => {
    let x = 0;
    for (const ch of body) x ^= ch.charCodeAt(0);
    return `${body}*${x.toString(16).toUpperCase().padStart(2, '0')}`;
  });

const tooLong = fc
  .integer({ min: MAX_LINE_BYTES - 3, max: 150 })
  .map((n) => `1 LAMPS ${'7'.repeat(n)}`);

describe('the box parser agrees with src/protocol.ts', () => {
  it('on valid, mutated, noisy and long server lines', () => {
    const lines = fc
      .sample(
        fc.oneof(
          framed,
          mutated,
          checksummedNoise,
          tooLong,
          framed.map((line) => `${line}\r`),
        ),
        { numRuns: 4000, seed: 1969 },
      )
      .filter((line) => line.replace(/\r$/, '') !== '');
    const verdicts = judge(lines);
    expect(verdicts).toHaveLength(lines.length);
    const disagreements = lines.flatMap((line, i) => {
      const want = expectedVerdict(line);
      const got = verdicts[i] ?? '';
      const agree = typeof want === 'string' ? got === want : want.test(got);
      return agree ? [] : [`${JSON.stringify(line)}: box ${got}, codec ${want}`];
    });
    expect(disagreements).toEqual([]);
    // Every kind of verdict was exercised.
    for (const kind of ['OK ', 'BADCS', 'UNKNOWN', 'BADARG', 'TOOLONG']) {
      expect(verdicts.some((verdict) => verdict.includes(kind))).toBe(true);
    }
  });
});
