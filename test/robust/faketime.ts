// The wall clock of a child process stepped by libfaketime (Debian's `faketime`): the library
// preloaded, its offset read from a file the test rewrites (read again on every call, so a
// running service sees the step at once), the monotonic clock left alone, as NTP or `date -s`
// would leave it.
import { accessSync, constants, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's multiarch folder for this machine's libraries. */
const TRIPLETS: Record<string, string> = {
  x64: 'x86_64-linux-gnu',
  arm64: 'aarch64-linux-gnu',
  arm: 'arm-linux-gnueabihf',
};

/** libfaketime's path on this machine, or null when it is not installed. */
export function libfaketime(): string | null {
  const triplet = TRIPLETS[process.arch];
  if (!triplet) return null;
  const path = `/usr/lib/${triplet}/faketime/libfaketime.so.1`;
  try {
    accessSync(path, constants.R_OK);
    return path;
  } catch {
    return null;
  }
}

/** A wall clock a test steps: `env` for the child, `set(seconds)` moves it from the real time. */
export function steppedClock(folder: string) {
  const lib = libfaketime();
  if (!lib) throw new Error('libfaketime is missing: sudo apt-get install -y faketime');
  const file = join(folder, 'faketime');
  writeFileSync(file, '+0\n');
  return {
    env: {
      LD_PRELOAD: lib,
      FAKETIME_TIMESTAMP_FILE: file,
      FAKETIME_NO_CACHE: '1',
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    /** The wall clock `seconds` off the real time from now on (negative: behind). */
    set(seconds: number): void {
      writeFileSync(file, `${seconds >= 0 ? '+' : ''}${seconds}\n`);
    },
  };
}
