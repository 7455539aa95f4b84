// The bench's table: the service with its virtual box, the phone's control page at 390×844, the
// state read and commands sent uncounted, and the counter of taps and screens each part of
// bench/taps.ts drives the phone with.

import type { Browser, Page } from 'playwright-core';
import type { Command } from '../../src/messages.ts';
import { type Service, waitUntil } from '../../test/server/harness.ts';

/** A counter of taps and screens; `tap` waits until the table has taken it when it acts. */
export type Tally = {
  count: { taps: number; screens: number };
  screen(): void;
  tap(id: string, acts?: boolean): Promise<void>;
};

export type BenchTable = {
  service: Service;
  browser: Browser;
  /** The table's phone, on its control page. */
  phone: Page;
  /** The lines the bench prints, `name: value unit`. */
  figures: string[];
  state(): unknown;
  /** What changes when the table acts: the service's state, whole. */
  mark(): string;
  /** A command to the table, uncounted (what brings the table to a part). */
  command(sent: Record<string, unknown>): Promise<void>;
  counter(page: Page): Tally;
};

export function benchTable(service: Service, browser: Browser, phone: Page): BenchTable {
  const state = () => service.app.table.state as unknown;
  const mark = () => JSON.stringify(state());
  return {
    service,
    browser,
    phone,
    figures: [],
    state,
    mark,
    async command(sent) {
      const result = await service.app.table.command(sent as Command);
      if (!result.ok) throw new Error(`${String(sent.type)} refused: ${result.error}`);
    },
    counter(page) {
      const count = { taps: 0, screens: 0 };
      return {
        count,
        screen() {
          count.screens += 1;
        },
        async tap(id, acts = true) {
          const before = mark();
          await page.getByTestId(id).first().tap({ timeout: 20_000 });
          count.taps += 1;
          if (acts) await waitUntil(`${id} taken`, () => mark() !== before, 30_000);
        },
      };
    },
  };
}
