// @vitest-environment happy-dom
// Apocalyte's counters on a crowded board, measured in Debian's Chromium (issue 32: "a crater
// drawn over a neighbour's armies"; the ground zero, portal, mothership and dead zone on a disc's
// rim ran into the neighbours' discs and names): the board drawn by the screens' own component and
// stylesheet with one kind of counter on every territory and every disc crowded (three sides,
// two-digit counts, a supply crate), then laid out by Chromium at the big screen's 720p and 1080p
// sizes: no counter covers another territory's chips, crate, disc or name.

import { readFileSync } from 'node:fs';
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

/** Run in the page: each counter's box against every other territory's chips, crate, disc and name. */
function overlaps(): string[] {
  const problems: string[] = [];
  const where = (element: Element) =>
    element.closest('[data-territory]')?.getAttribute('data-territory') ?? '?';
  const pieces = Array.from(
    document.querySelectorAll(
      '.ac-territory .ac-chip, .ac-territory .ac-supplies, .ac-territory .ac-mark, .ac-territory .ac-name',
    ),
  );
  const discs = Array.from(document.querySelectorAll('.ac-territory .ac-disc'));
  for (const mark of Array.from(
    document.querySelectorAll('.ac-territory .ac-mark, .ac-territory .ac-supplies'),
  )) {
    const box = mark.getBoundingClientRect();
    const what = mark.getAttribute('data-mark') ?? 'crate';
    for (const piece of pieces) {
      if (where(piece) === where(mark) || piece === mark) continue;
      const other = piece.getBoundingClientRect();
      const across = Math.min(box.right, other.right) - Math.max(box.left, other.left);
      const down = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
      if (across > 1 && down > 1)
        problems.push(
          `${where(mark)}'s ${what} covers ${where(piece)}'s ${piece.getAttribute('class')} (${across.toFixed(0)}×${down.toFixed(0)})`,
        );
    }
    // A disc is round: the counter's box against its circle.
    for (const disc of discs) {
      if (where(disc) === where(mark)) continue;
      const round = disc.getBoundingClientRect();
      const r = round.width / 2;
      const cx = round.left + r;
      const cy = round.top + r;
      const dx = cx - Math.max(box.left, Math.min(cx, box.right));
      const dy = cy - Math.max(box.top, Math.min(cy, box.bottom));
      if (Math.hypot(dx, dy) < r - 1)
        problems.push(`${where(mark)}'s ${what} covers ${where(disc)}'s disc`);
    }
  }
  return problems;
}

/** The screens' stylesheet for the map (the names' and counters' sizes). */
const STYLE = readFileSync('display/games/apocalyte/layout.css', 'utf8');

describe("the counters clear of the neighbours' armies, discs and names", () => {
  // The board's width on a 1280×720 and a 1920×1080 big screen (layout.css's columns).
  for (const width of [860, 1290])
    for (const mark of [
      'crater',
      'ground-zero',
      'portal',
      'mothership',
      'dead-zone',
    ] as const satisfies readonly Mark[])
      test(`${mark} on every territory, the board ${width} px wide`, async () => {
        const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
        await page.setContent(
          `<!doctype html><style>${STYLE} svg{width:${width}px}</style><body>${crowded(mark)}</body>`,
        );
        expect(await page.evaluate(overlaps)).toEqual([]);
        await page.close();
      });
});
