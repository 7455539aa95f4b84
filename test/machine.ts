// The integration tests' globalSetup: before any of them runs, checks that this machine has the
// tools they spawn or read, and otherwise fails at once, naming each missing tool, its Debian
// package and the one command that installs them, rather than letting some test die on ENOENT.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface Tool {
  /** What is missing, as the message names it. */
  name: string;
  /** The Debian package that brings it. */
  pkg: string;
  /** Which tests need it. */
  usedBy: string;
  /** A command looked up on PATH, or a file that must be there (and run, for a program). */
  find: { command: string } | { file: string; run?: boolean };
}

/** The Arduino core firmware/build.sh compiles against (its ARDUINO_CORE, or Debian's). */
function arduinoCore(env: NodeJS.ProcessEnv): string {
  return env.ARDUINO_CORE ?? '/usr/share/arduino/hardware/arduino/avr';
}

export function toolsNeeded(env: NodeJS.ProcessEnv = process.env): Tool[] {
  return [
    {
      name: 'avr-gcc',
      pkg: 'gcc-avr',
      usedBy: 'test/firmware/hex.test.ts (firmware/build.sh)',
      find: { command: 'avr-gcc' },
    },
    {
      name: 'avr-libc',
      pkg: 'avr-libc',
      usedBy: 'test/firmware/hex.test.ts (firmware/build.sh)',
      find: { file: '/usr/lib/avr/include/avr/io.h' },
    },
    {
      name: 'the Arduino core',
      pkg: 'arduino-core-avr',
      usedBy: 'test/firmware/hex.test.ts (firmware/build.sh)',
      find: { file: join(arduinoCore(env), 'cores/arduino/Arduino.h') },
    },
    {
      name: 'socat',
      pkg: 'socat',
      usedBy: 'the pty pairs of test/serial, server and robust',
      find: { command: 'socat' },
    },
    {
      name: 'chromium',
      pkg: 'chromium',
      usedBy: 'test/e2e',
      find: { file: '/usr/bin/chromium', run: true },
    },
    {
      name: 'udevadm',
      pkg: 'udev',
      usedBy: 'SerialPort.list, in test/serial/ports.test.ts',
      find: { command: 'udevadm' },
    },
    {
      name: 'g++',
      pkg: 'g++',
      usedBy: 'test/firmware/host.test.ts',
      find: { command: 'g++' },
    },
  ];
}

/** The message for the tools missing, or null when none is. Pure: the lookup is done before. */
export function missingMessage(missing: readonly Tool[]): string | null {
  if (missing.length === 0) return null;
  const width = Math.max(...missing.map((tool) => tool.name.length));
  const packages = [...new Set(missing.map((tool) => tool.pkg))];
  return [
    'The integration tests need tools this machine lacks:',
    ...missing.map(
      (tool) => `  ${tool.name.padEnd(width)}  Debian package ${tool.pkg}, for ${tool.usedBy}`,
    ),
    `Install ${missing.length === 1 ? 'it' : 'them'} with:`,
    `  sudo apt-get install -y ${packages.join(' ')}`,
    'The unit tests need none of them: `npm run test:unit` runs those alone.',
  ].join('\n');
}

function can(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

/** The full path of a program on PATH, as spawn finds it, or null. */
export function which(command: string, env: NodeJS.ProcessEnv = process.env): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir !== '' && can(join(dir, command), constants.X_OK)) return join(dir, command);
  }
  return null;
}

/** Whether this machine has the tool: a program on PATH (as spawn finds it), or the file. */
export function present(tool: Tool, env: NodeJS.ProcessEnv = process.env): boolean {
  const { find } = tool;
  if ('file' in find) return can(find.file, find.run ? constants.X_OK : constants.R_OK);
  return which(find.command, env) !== null;
}

export default function setup(): void {
  const message = missingMessage(toolsNeeded().filter((tool) => !present(tool)));
  if (message === null) return;
  // Thrown, vitest would first say "No test files found" and list its globs: the message alone
  // is clearer, and nothing has started yet that an exit would leave behind.
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}
