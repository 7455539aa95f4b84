// Listing ports and finding the box: the real SerialPort.list (and its real failure
// without udevadm), the vendor-id filter, and HELLO probes over real ptys.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  describePorts,
  findBox,
  likelyBoxPorts,
  listPorts,
  probeBox,
} from '../../server/serial/ports.ts';
import { PtyPair, scratchDir } from './pty.ts';
import { ScriptedBox } from './scripted-box.ts';

let scratch: ReturnType<typeof scratchDir>;
let pty: PtyPair;
let box: ScriptedBox | null;

beforeEach(async () => {
  scratch = scratchDir();
  pty = new PtyPair(scratch.dir);
  await pty.start();
  box = null;
});

afterEach(async () => {
  await box?.detach();
  await pty.kill();
  scratch.remove();
});

const QUICK = { askAfterMs: 300, timeoutMs: 800 };

describe('listing ports', () => {
  it("lists the machine's ports through SerialPort.list", async () => {
    const listing = await listPorts();
    expect(listing.error).toBeUndefined();
    for (const port of listing.ports) {
      expect(port.path).toMatch(/^\/dev\//);
      expect(port).toHaveProperty('chip');
    }
  });

  it('says so in a sentence when udevadm is missing, and looks in /dev instead', async () => {
    for (const name of ['ttyACM0', 'ttyUSB3', 'ttyS0', 'null'])
      writeFileSync(join(scratch.dir, name), '');
    const path = process.env.PATH;
    // SerialPort.list spawns `udevadm` through PATH: an empty PATH is a machine without it.
    process.env.PATH = scratch.dir;
    try {
      const listing = await listPorts({ devDir: scratch.dir });
      expect(listing.error).toMatch(
        /^cannot list serial ports: .*udevadm.*looked for ttyACM\*\/ttyUSB\*/,
      );
      expect(listing.ports).toEqual([
        { path: join(scratch.dir, 'ttyACM0'), chip: 'USB serial' },
        { path: join(scratch.dir, 'ttyUSB3'), chip: 'USB serial' },
      ]);
    } finally {
      process.env.PATH = path;
    }
  });

  it('picks the ports of the chips an Arduino uses, by vendor id', async () => {
    const listing = await listPorts({
      list: async () => [
        {
          path: '/dev/ttyACM0',
          vendorId: '2341',
          productId: '0043',
          manufacturer: 'Arduino (www.arduino.cc)',
        },
        { path: '/dev/ttyACM1', vendorId: '2A03' },
        { path: '/dev/ttyUSB0', vendorId: '1a86', productId: '7523' },
        { path: '/dev/ttyUSB1', vendorId: '0403' },
        { path: '/dev/ttyUSB2', vendorId: '10C4' },
        { path: '/dev/ttyUSB3', vendorId: '067b' },
        { path: '/dev/ttyS0' },
      ],
    });
    expect(likelyBoxPorts(listing.ports).map((port) => `${port.path} ${port.chip}`)).toEqual([
      '/dev/ttyACM0 Arduino',
      '/dev/ttyACM1 Arduino',
      '/dev/ttyUSB0 CH340',
      '/dev/ttyUSB1 FTDI',
      '/dev/ttyUSB2 CP210x',
    ]);
  });
});

describe('probing for a HELLO', () => {
  it('finds a box that says HELLO at boot, as an Uno does after the reset that opening causes', async () => {
    box = new ScriptedBox();
    await box.attach(pty.box);
    const probing = probeBox(pty.server, QUICK);
    setTimeout(() => box?.boot(), 100);
    expect(await probing).toEqual({
      path: pty.server,
      ok: true,
      device: 'apophis-box',
      firmware: '1.0.0',
      protocol: 1,
    });
  });

  it('asks a box that stays quiet, and takes its answer', async () => {
    box = new ScriptedBox({ firmware: '1.2.3' });
    await box.attach(pty.box);
    expect(await probeBox(pty.server, QUICK)).toMatchObject({ ok: true, firmware: '1.2.3' });
    expect(box.received.map(({ seq, message }) => `${seq} ${message.verb}`)).toEqual(['0 HELLO']);
  });

  it('names what is wrong: another protocol, silence, no such port', async () => {
    box = new ScriptedBox({ protocol: 3 });
    await box.attach(pty.box);
    expect(await probeBox(pty.server, QUICK)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/speaks protocol 3/),
    });
    await box.detach();
    expect(await probeBox(pty.server, QUICK)).toEqual({
      path: pty.server,
      ok: false,
      reason: 'no HELLO within 0.8 s',
    });
    expect(await probeBox(join(scratch.dir, 'nothing'), QUICK)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^cannot open: .*No such file/),
    });
  });

  it('findBox probes only the likely ports and reports the box; describePorts says it for `apophis ports`', async () => {
    box = new ScriptedBox();
    await box.attach(pty.box);
    const found = await findBox({
      ...QUICK,
      list: async () => [
        { path: '/dev/ttyS0' },
        { path: join(scratch.dir, 'gone'), vendorId: '1a86' },
        { path: pty.server, vendorId: '2341', manufacturer: 'Arduino' },
      ],
    });
    expect(found.box).toMatchObject({ path: pty.server, ok: true });
    expect(found.probes.map((probe) => probe.path)).toEqual([
      join(scratch.dir, 'gone'),
      pty.server,
    ]);
    const text = describePorts(found);
    expect(text).toContain('/dev/ttyS0  other  not a USB serial chip an Arduino uses: not probed');
    expect(text).toMatch(/gone {2}CH340 1a86:\?\?\?\? {2}not a box: cannot open/);
    expect(text).toContain(
      `${pty.server}  Arduino 2341:???? Arduino  apophis-box firmware 1.0.0, protocol 1: a box`,
    );
    expect(text).toContain(`the box is at ${pty.server}`);
  });

  it('without a box, auto falls back to the virtual box', async () => {
    const found = await findBox({
      ...QUICK,
      list: async () => [{ path: pty.server, vendorId: '0403' }],
    });
    expect(found.box).toBeNull();
    expect(describePorts(found)).toMatch(
      /no box found \(apophis serve --serial auto will start the virtual box\)$/,
    );
  });
});
