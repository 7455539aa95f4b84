// How a restart takes a running game's time back (DESIGN.md, the HTTP section's last
// paragraphs; issue 31, "a clock that moved while the service was down"). While a timer runs
// the log gets a checkpoint at least every 5 s: the wall clock and the table's clock then
// (server/clock.ts: the wall's plus the steps it took while the service ran), the time left,
// the boot. A restart puts the table's clock at the checkpoint's plus the downtime the wall
// clock claims, so the game's own arithmetic takes that off its time left (and records the loss
// when it ran out). Where that claim cannot be trusted, the table's clock stands at the
// checkpoint (or the last action after it) and the game comes back paused there, the reason on
// the screens. Pure: the wall clock and what the machine says come in as arguments.

import type { AnyGameModule } from '../game.ts';

/** At least this often while a timer runs, a checkpoint of its time left goes to the log. */
export const CHECKPOINT_EVERY_MS = 5000;

/** A wall clock step smaller than this is a correction, not a step (server/clock.ts). */
const STEP_MS = 2000;

/** A checkpoint of a running timer, as the log keeps it. */
export type Checkpoint = {
  /** The wall clock when it was written, epoch ms. */
  wall: number;
  /** The table's clock then (what the game's actions and deadlines read), epoch ms. */
  table: number;
  /** The game's time left then, ms. */
  leftMs: number;
  /** The machine's boot id then, or null if unknown. */
  boot: string | null;
  /**
   * How far the wall clock stepped while this run of the service kept the game (the table's
   * clock ran on through it), ms; 0 when it kept time.
   */
  steppedMs: number;
};

/** What the machine says at the restart. */
export type MachineNow = {
  wall: number;
  boot: string | null;
  /** The clock is synchronized (NTP answered), or null when it cannot be told. */
  synchronized: boolean | null;
};

/** Why a game came back paused, for the screens (the shell's, in both languages). */
export type PausedWhy = { code: string; en: string; fr: string };

export type ClockReturn =
  | { kind: 'trusted'; tableNow: number; downMs: number }
  | { kind: 'untrusted'; tableNow: number; why: PausedWhy };

const RESUME_EN = 'Resume when the table is ready.';
const RESUME_FR = 'Reprenez quand la table est prête.';

export const PAUSED_WHY = {
  back: {
    code: 'clock/back',
    en: `Paused: the clock went back while the service was down, so how long it was down is unknown. ${RESUME_EN}`,
    fr: `En pause\u202f: l’horloge a reculé pendant l’arrêt du service, la durée de l’arrêt est inconnue. ${RESUME_FR}`,
  },
  reboot: {
    code: 'clock/reboot',
    en: `Paused: the machine restarted and its clock is not set yet, so how long it was down is unknown. ${RESUME_EN}`,
    fr: `En pause\u202f: la machine a redémarré et son horloge n’est pas encore réglée, la durée de l’arrêt est inconnue. ${RESUME_FR}`,
  },
  stepped: {
    code: 'clock/stepped',
    en: `Paused: the clock was changed during this game, so how long the service was down is unknown. ${RESUME_EN}`,
    fr: `En pause\u202f: l’horloge a été changée pendant la partie, la durée de l’arrêt du service est inconnue. ${RESUME_FR}`,
  },
} as const satisfies Record<string, PausedWhy>;

/**
 * The table's clock at a restart, from the game's last checkpoint. `lastAt`: the table's time
 * of the last action logged (after the checkpoint, a press may be): the table's clock never
 * goes back before it. Untrusted: a negative downtime (the clock went back); a reboot (the boot
 * id changed) before the clock is synchronized; or a wall clock that stepped while the game ran
 * when both what it claims and what it would claim put right since are possible downtimes.
 */
export function clockReturn(
  checkpoint: Checkpoint,
  now: MachineNow,
  lastAt: number | null,
): ClockReturn {
  const downMs = now.wall - checkpoint.wall;
  const rebooted = checkpoint.boot !== null && now.boot !== null && checkpoint.boot !== now.boot;
  // The downtime had the steps of the game been undone while the service was down.
  const putRightMs = downMs - checkpoint.steppedMs;
  const why =
    downMs < 0
      ? PAUSED_WHY.back
      : rebooted && now.synchronized !== true
        ? PAUSED_WHY.reboot
        : Math.abs(checkpoint.steppedMs) > STEP_MS && putRightMs >= 0
          ? PAUSED_WHY.stepped
          : null;
  if (why) return { kind: 'untrusted', tableNow: Math.max(checkpoint.table, lastAt ?? 0), why };
  return { kind: 'trusted', tableNow: checkpoint.table + downMs, downMs };
}

/** Whether the game's own clock runs now: playing, with a time left (a checkpoint is due). */
export function timerRuns(module: AnyGameModule, state: unknown, now: number): boolean {
  return module.status(state) === 'playing' && (module.timeLeftMs?.(state, now) ?? null) !== null;
}

/** The table's time of the last action in a log (actions carry `at`), or null. */
export function lastActionAt(actions: readonly { at?: unknown }[]): number | null {
  for (let i = actions.length - 1; i >= 0; i--) {
    const at = actions[i]?.at;
    if (typeof at === 'number' && Number.isFinite(at)) return at;
  }
  return null;
}
