// The committed firmware in avr8js, part 4: the watchdog, and the harness's own
// Intel HEX loader and real-time mode.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntelHex, Uno } from '../../server/virtual-box/uno.ts';
import { BoxSession, HEX } from './box-session.ts';

describe('the watchdog (avr8js)', () => {
  it('is fed by a healthy loop and resets a hung board, which says HELLO 0 again', () => {
    const box = new BoxSession();
    box.boot();
    box.uno.run(2500);
    expect(box.uno.watchdogResets).toBe(0);
    // Hang the firmware as a bug would: jump into avr-libc's final `cli; rjmp .-2` loop.
    const words = new Uint16Array(parseIntelHex(readFileSync(HEX, 'utf8')).buffer);
    const stop = words.findIndex((word, i) => word === 0x94f8 && words[i + 1] === 0xcfff);
    expect(stop).toBeGreaterThan(0);
    box.uno.cpu.pc = stop;
    const hungAt = box.uno.nowMs;
    const from = box.received.length;
    const hello = box.next((frame) => frame.message.verb === 'HELLO', from, 3000);
    expect(hello.seq).toBe(0);
    expect(box.uno.watchdogResets).toBe(1);
    // Nothing came between the hang and the reset. The watchdog fires 1.024 s after its
    // last reset; the board then boots (about 400 ms: entropy, the display's probe).
    expect(box.eventsSince(from)[0]).toBe(hello);
    expect(hello.atMs - hungAt).toBeGreaterThan(1024 + 350);
    expect(hello.atMs - hungAt).toBeLessThan(1024 + 500);
    // The display module kept its picture through the reset and is found again.
    expect(hello.message).toMatchObject({ capabilities: ['display', 'proof', 'salt'] });
    // And the reset board works: heartbeats resume.
    box.next((frame) => frame.message.verb === 'HB', from, 1200);
  }, 30_000);
});

describe('the harness (server/virtual-box/uno.ts)', () => {
  it('loads Intel HEX and refuses a broken one with a sentence', () => {
    const flash = parseIntelHex(':0400000001020304F2\n:00000001FF\n');
    expect([...flash.subarray(0, 5)]).toEqual([1, 2, 3, 4, 0xff]);
    expect(() => parseIntelHex(':0400000001020304F3\n:00000001FF\n')).toThrow(
      /line 1 has a bad checksum/,
    );
    expect(() => parseIntelHex(':0400000001020304F2\n')).toThrow(/no end-of-file record/);
    expect(() => parseIntelHex('hello\n')).toThrow(/line 1 is not a record/);
    expect(() => parseIntelHex(':020000040001F9\n:0400000001020304F2\n:00000001FF\n')).toThrow(
      /past the 32768-byte flash/,
    );
  });

  it('runs paced in real time without running ahead of the wall clock, and stops', async () => {
    const uno = Uno.fromHexFile(HEX);
    const lines: string[] = [];
    uno.onLine((line) => lines.push(line));
    const wallStart = performance.now();
    uno.start({ sliceMs: 5 });
    let turns = 0;
    const ticker = setInterval(() => turns++, 10);
    // The boot HELLO comes at about 400 ms of board time.
    await new Promise((resolve) => setTimeout(resolve, 700));
    uno.stop();
    clearInterval(ticker);
    const wall = performance.now() - wallStart;
    expect(uno.running).toBe(false);
    expect(lines[0]).toMatch(/^0 HELLO apophis-box/);
    expect(uno.nowMs).toBeGreaterThan(0);
    expect(uno.nowMs).toBeLessThanOrEqual(wall + 25);
    // The event loop kept turning while the board ran.
    expect(turns).toBeGreaterThan(3);
    const stoppedAt = uno.nowMs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uno.nowMs).toBe(stoppedAt);
  });
});
