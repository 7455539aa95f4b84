// 8 MiB without a newline on a real pty (issue 23): the line is cut while it fills, so the
// link's memory stays flat; the run is dropped and counted as a garbled line, and the link
// goes on with the next line. Also the splitter alone, chunk by chunk.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { type BoxEvent, BoxLink } from '../../server/serial/box-link.ts';
import {
  CappedLineSplitter,
  MAX_BUFFERED_LINE,
  SerialLineTransport,
} from '../../server/serial/transport.ts';
import { captureLogger, ptyPerTest, waitFor } from './pty.ts';
import { ScriptedBox } from './scripted-box.ts';

const MIB = 1024 * 1024;

function split(chunks: string[], maxLength = 16): { lines: string[]; longest: number } {
  const splitter = new CappedLineSplitter(maxLength);
  const lines: string[] = [];
  splitter.on('data', (line: string) => lines.push(line));
  for (const chunk of chunks) splitter.write(Buffer.from(chunk, 'latin1'));
  return { lines, longest: splitter.longestBuffered };
}

describe('the capped line splitter', () => {
  it('splits lines across chunks, latin1 byte for byte', () => {
    expect(split(['1 HB 5', '*0\n2 A', 'CK 1*3\n\xff\n']).lines).toEqual([
      '1 HB 5*0',
      '2 ACK 1*3',
      '\xff',
    ]);
  });

  it('cuts a line that passes the cap while it fills, drops the rest up to its newline, and goes on', () => {
    const { lines, longest } = split(['x'.repeat(10), 'y'.repeat(10), 'z'.repeat(40), 'z\nok\n']);
    expect(lines).toEqual([`${'x'.repeat(10)}${'y'.repeat(6)}`, 'ok']);
    expect(longest).toBeLessThanOrEqual(17);
  });

  it('cuts a long line that arrives whole in one chunk', () => {
    expect(split([`${'w'.repeat(100)}\nok\n`]).lines).toEqual(['w'.repeat(16), 'ok']);
  });
});

describe('box link: 8 MiB without a newline on a pty', () => {
  const rig = ptyPerTest();

  it('keeps memory flat, counts the run as garbled and delivers the next press', async () => {
    const log = captureLogger();
    const events: BoxEvent[] = [];
    // No heartbeat during the run, nor the lamps' keepalive (the box ACKs each): a line of the
    // box's own would end the long run early, and a loaded machine writes the run for seconds.
    const opened: SerialLineTransport[] = [];
    const link = new BoxLink({
      path: rig.pty.server,
      transport: () => {
        const transport = new SerialLineTransport(rig.pty.server);
        opened.push(transport);
        return transport;
      },
      logger: log,
      silenceMs: 120_000,
      lampsEveryMs: 600_000,
    });
    rig.link = link;
    link.on('event', (event) => events.push(event));
    link.start();
    const box = new ScriptedBox({ protocol: 2, firmware: '2.0.0', heartbeatMs: 600_000 });
    rig.box = box;
    await box.attach(rig.pty.box);
    box.boot();
    await waitFor('the handshake', () => link.status.connected, 10_000);

    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const held = () => {
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.external;
    };
    const before = held();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, held());
    }, 5);
    const startedAt = performance.now();
    // Another process writes the run into the box's end of the pty, as a noisy module would.
    const writer = spawn('bash', [
      '-c',
      `head -c ${8 * MIB} /dev/zero | tr '\\0' A > '${rig.pty.box}' && printf '\\n' > '${rig.pty.box}'`,
    ]);
    const code = await new Promise((resolve) => writer.on('exit', resolve));
    expect(code).toBe(0);
    box.press('START');
    await waitFor('the press after the long run', () => events.length === 1, 30_000);
    const tookMs = performance.now() - startedAt;
    clearInterval(sampler);
    peak = Math.max(peak, held());

    expect(events[0]?.message).toMatchObject({ verb: 'BTN', button: 'START' });
    expect(link.counters.garbled).toBe(1);
    expect(log.matching(/garbled/)).toHaveLength(1);
    // Before the cap the parser held the whole run (8 MiB, copied chunk after chunk).
    const longest = Math.max(...opened.map((transport) => transport.longestBuffered));
    expect(longest).toBeLessThanOrEqual(MAX_BUFFERED_LINE + 1);
    const grewMiB = (peak - before) / MIB;
    console.info(
      `8 MiB without a newline: at most ${longest} bytes buffered, memory grew ${grewMiB.toFixed(1)} MiB at most${gc ? '' : ' (garbage included: no --expose-gc)'}, ${Math.round(tookMs)} ms to the next press`,
    );
    // With a collector to call, the growth itself is checked: flat, not the run's 8 MiB.
    if (gc) expect(grewMiB).toBeLessThan(4);
  }, 60_000);
});
