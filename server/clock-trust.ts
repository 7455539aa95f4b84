// What the machine says for a restart's trust in its wall clock (src/table/clock-return.ts
// decides, DESIGN.md's checkpoints): this boot's id, and whether NTP set the clock yet (a Pi
// with no real-time clock before NTP answers tells a downtime it cannot know).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { MachineNow } from '../src/table/clock-return.ts';

/**
 * What the machine says now, for a restart's decision (src/table/clock-return.ts); NTP is
 * asked only when the machine rebooted since `boot` (the checkpoint's), where it matters.
 */
export function machineNow(wall: number, boot: string | null): MachineNow {
  const now = readBootId();
  const rebooted = boot !== null && now !== null && now !== boot;
  return { wall, boot: now, synchronized: rebooted ? readSynchronized() : null };
}

/** This boot's id, or null where there is none to read. */
export function readBootId(path = '/proc/sys/kernel/random/boot_id'): string | null {
  try {
    return readFileSync(path, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Whether the system clock is synchronized, as `timedatectl show -p NTPSynchronized` says;
 * null when it cannot be asked (no systemd, a container).
 */
export function readSynchronized(): boolean | null {
  try {
    const out = execFileSync('timedatectl', ['show', '-p', 'NTPSynchronized', '--value'], {
      encoding: 'utf8',
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out === 'yes' ? true : out === 'no' ? false : null;
  } catch {
    return null;
  }
}
