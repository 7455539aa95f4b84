// How the link tells that a v2 box numbered its events afresh where it did not hear the
// box say so (issue 31): a reboot whose HELLO was lost (its heartbeat's uptime), and our
// `0 HELLO` whose answer was lost (when to ask again without two answers on their way).
// Pure: times come in as arguments (monotonic ms).

/**
 * A v2 box taken back without a HELLO whose heartbeat says less time passed since its last
 * one than passed here, by more than this plus `REBOOT_DRIFT` of it, restarted meanwhile.
 * It covers a heartbeat read late (a busy event loop) and the box's resonator (±0.5%).
 */
export const REBOOT_SLACK_MS = 1000;
export const REBOOT_DRIFT = 0.01;

/** A heartbeat: the box's uptime and when we read it (monotonic). */
export type Heard = { uptimeMs: number; at: number };

/**
 * Why the box restarted between heartbeats `last` and `now`, or null. Its uptime is a
 * 32-bit count of ms that wraps after 49.7 days: a step back of more than half that range
 * is the wrap. A step back is a restart. `afterOutage` (the first heartbeat of a link taken
 * back): a box that kept running counted the outage too, one that restarted counts only
 * since then, whatever its uptime was before. Only then: within a connection a busy event
 * loop reads heartbeats late in bursts, and a restart wrongly seen takes a resend as new.
 * Missed: a box up less than the slack before it restarted, its uptime now longer.
 */
export function restartSeen(last: Heard, now: Heard, afterOutage: boolean): string | null {
  const boxElapsed = (((now.uptimeMs - last.uptimeMs) % 2 ** 32) + 2 ** 32) % 2 ** 32;
  if (boxElapsed >= 2 ** 31) {
    return `its uptime went back from ${Math.round(last.uptimeMs / 1000)} s to ${Math.round(now.uptimeMs / 1000)} s`;
  }
  const ours = now.at - last.at;
  if (afterOutage && boxElapsed + REBOOT_SLACK_MS + ours * REBOOT_DRIFT < ours) {
    return `its uptime counted ${(boxElapsed / 1000).toFixed(1)} s since its last heartbeat, ${(ours / 1000).toFixed(1)} s passed here`;
  }
  return null;
}

/**
 * Our `0 HELLO` asks of a connection. Each ask makes a v2 box renumber its waiting events
 * and answer; an answer to an older ask arriving after we took events anew would have them
 * taken twice. So once the box talks, it is asked again only when its heartbeat shows it
 * had the last ask a second before and no answer came first (its lines come in order), or
 * after five periods; and never while bytes without a line flow (the answer may be behind).
 */
export class HelloAsks {
  #askedAt = Number.NEGATIVE_INFINITY;
  /** The box's uptime when we asked, as we reckon it from its last heartbeat (null: unknown). */
  #askedAtUptime: number | null = null;
  #heardSinceAsk = false;
  #lineAt = Number.NEGATIVE_INFINITY;

  constructor(readonly periodMs: number) {}

  /** An ask goes out at `at`; `last`: the box's last heartbeat, if any. */
  asked(at: number, last: Heard | null): void {
    this.#askedAt = at;
    this.#askedAtUptime = last ? last.uptimeMs + (at - last.at) : null;
    this.#heardSinceAsk = false;
  }

  /** A good line of the box came at `at`. */
  line(at: number): void {
    this.#heardSinceAsk = true;
    this.#lineAt = at;
  }

  /** The period's timer: ask again now? `bytesAt`: when bytes last came; `v2`: the box renumbers. */
  due(at: number, bytesAt: number, v2: boolean): boolean {
    if (!v2) return true;
    const garbage = at - bytesAt < this.periodMs && at - this.#lineAt >= this.periodMs;
    if (garbage && bytesAt > this.#askedAt) return false;
    return !this.#heardSinceAsk || at - this.#askedAt >= 5 * this.periodMs;
  }

  /** A heartbeat of the box while no answer came: true when it proves the answer lost. */
  lost(uptimeMs: number): boolean {
    return this.#askedAtUptime !== null && uptimeMs >= this.#askedAtUptime + 1000;
  }
}
