// The virtual box's board run against the wall clock (uno.ts's `start`): in slices on a timer,
// catching up with the wall clock, so the event loop is never held for more than one slice; a
// host too slow to keep up drops the lag rather than spiralling.

/** What pacing drives: the board's simulated time, and running it on as fast as the host allows. */
export type Paced = { readonly nowMs: number; run(ms: number): void };

export class WallPacing {
  private pacing: {
    timer: ReturnType<typeof setTimeout> | null;
    wallStart: number;
    simStart: number;
  } | null = null;

  constructor(private readonly board: Paced) {}

  /**
   * Real time: runs in slices on a timer, catching up with the wall clock, so
   * the event loop is never held for more than one slice. A host too slow to keep
   * up drops the lag rather than spiralling.
   */
  start(options: { sliceMs?: number; maxLagMs?: number } = {}): void {
    if (this.pacing) return;
    const board = this.board;
    const sliceMs = options.sliceMs ?? 5;
    const maxLagMs = options.maxLagMs ?? 250;
    const pacing = {
      timer: null as ReturnType<typeof setTimeout> | null,
      wallStart: performance.now(),
      simStart: board.nowMs,
    };
    this.pacing = pacing;
    const slice = () => {
      if (this.pacing !== pacing) return;
      let due = pacing.simStart + (performance.now() - pacing.wallStart);
      if (due - board.nowMs > maxLagMs) {
        pacing.simStart = board.nowMs - (performance.now() - pacing.wallStart) + sliceMs;
        due = board.nowMs + sliceMs;
      }
      // One slice at most per turn of the event loop.
      const until = Math.min(due, board.nowMs + 4 * sliceMs);
      if (until > board.nowMs) board.run(until - board.nowMs);
      pacing.timer = setTimeout(slice, sliceMs);
    };
    pacing.timer = setTimeout(slice, 0);
  }

  /** Stops real-time running. */
  stop(): void {
    if (this.pacing?.timer) clearTimeout(this.pacing.timer);
    this.pacing = null;
  }

  get running(): boolean {
    return this.pacing !== null;
  }
}
