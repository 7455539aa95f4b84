// The integration tests' machine check (test/machine.ts): which tools it looks for, how it
// finds them, and the message it fails with, given what is missing.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingMessage, present, type Tool, toolsNeeded } from '../machine.ts';

const tools = toolsNeeded({});
const tool = (name: string): Tool => {
  const found = tools.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no tool named ${name}`);
  return found;
};

describe('the tools the integration tests need', () => {
  it('are every program the tests spawn and every file the firmware build reads', () => {
    expect(tools.map((t) => `${t.name} ${t.pkg}`)).toEqual([
      'avr-gcc gcc-avr',
      'avr-libc avr-libc',
      'the Arduino core arduino-core-avr',
      'socat socat',
      'chromium chromium',
      'udevadm udev',
      'g++ g++',
    ]);
  });

  it("looks for the Arduino core where firmware/build.sh does, ARDUINO_CORE's or Debian's", () => {
    expect(tool('the Arduino core').find).toEqual({
      file: '/usr/share/arduino/hardware/arduino/avr/cores/arduino/Arduino.h',
    });
    const core = toolsNeeded({ ARDUINO_CORE: '/opt/avr' }).find(
      (t) => t.pkg === 'arduino-core-avr',
    );
    expect(core?.find).toEqual({ file: '/opt/avr/cores/arduino/Arduino.h' });
  });
});

describe('the message', () => {
  it('is null when nothing is missing', () => {
    expect(missingMessage([])).toBeNull();
  });

  it('names each missing tool and its package, and installs only those', () => {
    const message = missingMessage([tool('socat'), tool('udevadm')]);
    expect(message).toBe(
      [
        'The integration tests need tools this machine lacks:',
        '  socat    Debian package socat, for the pty pairs of test/serial, server and robust',
        '  udevadm  Debian package udev, for SerialPort.list, in test/serial/ports.test.ts',
        'Install them with:',
        '  sudo apt-get install -y socat udev',
        'The unit tests need none of them: `npm run test:unit` runs those alone.',
      ].join('\n'),
    );
  });

  it('says "it" for one tool', () => {
    expect(missingMessage([tool('g++')])).toContain(
      '\nInstall it with:\n  sudo apt-get install -y g++\n',
    );
  });

  it('lists each package once, in the order of the tools', () => {
    const message = missingMessage([...tools].reverse()) ?? '';
    expect(message.split('\n')).toHaveLength(tools.length + 4);
    expect(message).toContain(
      '  sudo apt-get install -y g++ udev chromium socat arduino-core-avr avr-libc gcc-avr\n',
    );
  });
});

describe('finding a tool', () => {
  const dir = mkdtempSync(join(tmpdir(), 'apophis-machine-'));
  beforeAll(() => {
    for (const [name, mode] of [
      ['socat', 0o755],
      ['udevadm', 0o644],
      ['io.h', 0o644],
    ] as const) {
      writeFileSync(join(dir, name), '#!/bin/sh\n');
      chmodSync(join(dir, name), mode);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds a command as spawn does: an executable file in a folder of PATH', () => {
    const socat = tool('socat');
    expect(present(socat, { PATH: `/nonexistent:${dir}` })).toBe(true);
    expect(present(socat, { PATH: '/nonexistent' })).toBe(false);
    expect(present(socat, {})).toBe(false);
    expect(present(tool('udevadm'), { PATH: dir })).toBe(false);
  });

  it('finds a file by its path, and a program there only when it may run', () => {
    const header: Tool = { ...tool('avr-libc'), find: { file: join(dir, 'io.h') } };
    expect(present(header)).toBe(true);
    expect(present({ ...header, find: { file: join(dir, 'gone.h') } })).toBe(false);
    expect(present({ ...header, find: { file: join(dir, 'io.h'), run: true } })).toBe(false);
    expect(present({ ...header, find: { file: join(dir, 'socat'), run: true } })).toBe(true);
  });
});
