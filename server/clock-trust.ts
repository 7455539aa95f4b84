// Whether a restart may trust the wall clock about how long the service was down (DESIGN.md,
// the last paragraphs of the HTTP section; issue 31, "a clock that moved while the service was
// down"). While a timer runs the log gets checkpoints of the time left; a restart takes the
// last checkpoint's time left less the downtime the wall clock claims, or records the loss if
// it ran out. Where the claim cannot be trusted (negative; or the machine rebooted, its boot id
// changed, and its clock is not yet synchronized, as on a Pi with no real-time clock before NTP
// answers) the game comes back paused at the checkpoint's time left, and the screens say why.
// Pure but for the two readers at the end, which tests replace.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A checkpoint of a running timer, as the log keeps it. */
export type TimerCheckpoint = {
  /** Wall clock when it was written, epoch ms. */
  wall: number;
  /** Time left then, ms. */
  leftMs: number;
  /** The machine's boot id then (/proc/sys/kernel/random/boot_id), or null if unknown. */
  bootId: string | null;
};

/** What the machine says now. */
export type MachineNow = {
  wall: number;
  bootId: string | null;
  /** The clock is synchronized (NTP answered), or null when it cannot be told. */
  synchronized: boolean | null;
};

export type ResumeDecision =
  | { kind: 'run'; leftMs: number; downMs: number }
  | { kind: 'lost'; downMs: number }
  | { kind: 'paused'; leftMs: number; why: { en: string; fr: string } };

/** At least this often while a timer runs, a checkpoint of its time left goes to the log. */
export const CHECKPOINT_EVERY_MS = 5000;

/** How a restart takes a running game's time back from its last checkpoint. */
export function resumeTimer(checkpoint: TimerCheckpoint, now: MachineNow): ResumeDecision {
  const downMs = now.wall - checkpoint.wall;
  if (downMs < 0) {
    return {
      kind: 'paused',
      leftMs: checkpoint.leftMs,
      why: {
        en: 'Paused: the clock went back while the service was down, so the time it was away is unknown. Resume when the table is ready.',
        fr: 'En pause\u202f: l’horloge a reculé pendant l’arrêt du service, la durée de l’arrêt est inconnue. Reprenez quand la table est prête.',
      },
    };
  }
  const rebooted =
    checkpoint.bootId !== null && now.bootId !== null && checkpoint.bootId !== now.bootId;
  if (rebooted && now.synchronized !== true) {
    return {
      kind: 'paused',
      leftMs: checkpoint.leftMs,
      why: {
        en: 'Paused: the machine restarted and its clock is not yet set, so the time it was down is unknown. Resume when the table is ready.',
        fr: 'En pause\u202f: la machine a redémarré et son horloge n’est pas encore réglée, la durée de l’arrêt est inconnue. Reprenez quand la table est prête.',
      },
    };
  }
  const leftMs = checkpoint.leftMs - downMs;
  return leftMs > 0 ? { kind: 'run', leftMs, downMs } : { kind: 'lost', downMs };
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
