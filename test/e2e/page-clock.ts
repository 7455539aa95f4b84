// A page's clock against this process's, for timings that start here (a line written to a box,
// a message published) and end in the page (a change painted): both read the wall clock as
// `performance.timeOrigin + performance.now()` (ms with a fraction), and the page's answer with
// the shortest round trip gives the offset between them, within half that trip.
import type { Page } from 'playwright-core';

/** This process's wall clock, ms with a fraction (a page reads its own the same way). */
export const nowMs = () => performance.timeOrigin + performance.now();

/** The page's clock minus this one's, ms, from the quickest of `rounds` round trips. */
export async function pageClockOffset(
  page: Page,
  rounds: number,
): Promise<{ offset: number; within: number }> {
  let best = { offset: 0, within: Number.POSITIVE_INFINITY };
  for (let i = 0; i < rounds; i++) {
    const sent = nowMs();
    const theirs = await page.evaluate(() => performance.timeOrigin + performance.now());
    const back = nowMs();
    if ((back - sent) / 2 < best.within) {
      best = { offset: theirs - (sent + back) / 2, within: (back - sent) / 2 };
    }
  }
  return best;
}
