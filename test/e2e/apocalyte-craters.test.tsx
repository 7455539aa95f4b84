// @vitest-environment happy-dom
// Apocalyte's craters on a crowded board, measured in Debian's Chromium (issue 32: "a crater
// drawn over a neighbour's armies"): the board drawn by the screens' own component with a crater
// on every territory and every disc crowded (three sides, two-digit counts, a supply crate), then
// laid out by Chromium: no crater covers another territory's chips, crate or disc.

import type { Browser } from 'playwright-core';
import { render } from 'preact';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApocalyteMap } from '../../display/games/apocalyte/map.tsx';
import { TERRITORIES } from '../../src/games/apocalyte/map.ts';
import type { Mark } from '../../src/games/apocalyte/setup.ts';
import { viewOf } from '../../src/games/apocalyte/view.ts';
import { Table } from '../games/apocalyte-fixtures.ts';
import { launchChromium } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The board crowded: every disc with both players and Apocalytes, a crate, and `mark` on each. */
function crowded(mark: Mark): string {
  const t = Table.dealt();
  for (const [i, x] of TERRITORIES.entries())
    t.set(x, [10 + (i % 9), 10 + (i % 5)], 10 + (i % 7), 1 + (i % 3));
  const view = viewOf(t.state, 0);
  const board = Object.fromEntries(
    TERRITORIES.map((x) => [x, { ...view.board[x], mark }]),
  ) as typeof view.board;
  const host = document.createElement('div');
  render(<ApocalyteMap view={{ ...view, board }} />, host);
  return host.innerHTML;
}

/** Run in the page: each counter's box against every other territory's chips, crate and disc. */
function overlaps(): string[] {
  const problems: string[] = [];
  const where = (element: Element) =>
    element.closest('[data-territory]')?.getAttribute('data-territory') ?? '?';
  const pieces = Array.from(
    document.querySelectorAll(
      '.ac-territory .ac-chip, .ac-territory .ac-supplies, .ac-territory .ac-disc',
    ),
  );
  for (const mark of Array.from(document.querySelectorAll('.ac-territory .ac-mark'))) {
    const box = mark.getBoundingClientRect();
    for (const piece of pieces) {
      if (where(piece) === where(mark)) continue;
      const other = piece.getBoundingClientRect();
      const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
      const down = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
      if (across > 1 && down > 1)
        problems.push(
          `${where(mark)}'s ${mark.getAttribute('data-mark')} covers ${where(piece)}'s ${piece.getAttribute('class')} (${across.toFixed(0)}×${down.toFixed(0)})`,
        );
    }
  }
  return problems;
}

describe("a crater clear of the neighbours' armies", () => {
  for (const mark of ['crater'] as const satisfies readonly Mark[])
    test(`${mark} on every territory`, async () => {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.setContent(
        `<!doctype html><style>svg{width:1600px}</style><body>${crowded(mark)}</body>`,
      );
      expect(await page.evaluate(overlaps)).toEqual([]);
      await page.close();
    });
});
