// One pulled cable, timed: the wire is test/serial/pty.ts's PtyPair, whose `cut` leaves
// the links as socat leaves them (SIGTERM: removed; SIGKILL: dangling, as a dead adapter's).
import type { BoxLink } from '../../server/serial/index.ts';
import { type CutSignal, type Leftover, type PtyPair as Wire, waitFor } from '../serial/pty.ts';

export { type CutSignal, type Leftover, PtyPair as Wire } from '../serial/pty.ts';

import type { ScriptedBox } from '../serial/scripted-box.ts';

/**
 * Resolves with the moment (performance.now()) the link next reports the box connected.
 * Call it once the link has seen the loss and before the port returns.
 */
export function nextConnection(link: BoxLink, timeoutMs = 8000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      link.off('status', onStatus);
      reject(new Error(`the link did not reconnect within ${timeoutMs} ms`));
    }, timeoutMs);
    const onStatus = (status: { connected: boolean }) => {
      if (!status.connected) return;
      clearTimeout(timer);
      link.off('status', onStatus);
      resolve(performance.now());
    };
    link.on('status', onStatus);
  });
}

export type Outage = {
  wire: Wire;
  box: ScriptedBox;
  link: BoxLink;
  signal: CutSignal;
  /** From the cut to socat's return. */
  deadMs: number;
  /** What happens at the table while the wire is dead (the box keeps its presses). */
  whileDead?: () => Promise<void>;
};

/**
 * One pulled cable: socat killed, the box let go of its end, the link sees the loss,
 * the wire stays dead `deadMs`, then socat returns and the box takes its end again.
 * `reconnectMs` runs from the port's return to the link's next `connected`.
 */
export async function outage(o: Outage): Promise<{ left: Leftover; reconnectMs: number }> {
  const cutAt = performance.now();
  const left = await o.wire.cut(o.signal);
  await o.box.detach();
  await waitFor('the link to see the wire die', () => !o.link.status.connected, 5000);
  await o.whileDead?.();
  const rest = o.deadMs - (performance.now() - cutAt);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  const connected = nextConnection(o.link);
  // Should socat fail to start, the timeout below is not a second failure.
  connected.catch(() => {});
  await o.wire.start();
  const portBack = performance.now();
  await attachAgain(o);
  return { left, reconnectMs: (await connected) - portBack };
}

/**
 * The box takes its end of the new wire. socat ends when a side it links closes (the service
 * letting go of a port it had just opened, on a loaded machine), taking its links with it, and
 * its exit can reach us after the links are gone (the ENOENT a box then meets): then the cable is
 * plugged in once more, as a hand would, whatever is left of the old one pulled out first, and
 * the box takes that end (five times at most: a wire that will not stay up is still a failure,
 * told with what socat said).
 */
async function attachAgain(o: Outage): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await o.box.attach(o.wire.box);
      return;
    } catch (error) {
      if (tries >= 5) {
        throw new Error(
          `the box could not take its end of the wire ${tries} times: ${error}\nsocat said: ${o.wire.said}`,
        );
      }
      if (!(await o.wire.endsWithin(2000))) await o.wire.kill();
      await o.wire.start();
    }
  }
}
