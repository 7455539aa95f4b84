// A QR code on a page, decoded in the page itself: its SVG drawn on a canvas as a camera would
// see it, then read by jsQR (loaded into the page from node_modules), so a test checks what a
// phone scanning the screen would open, not the text the code was drawn from.

import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';

const JSQR = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js');

/** The text of the QR code drawn by the SVG inside `where`, or null when it does not decode. */
export async function decodeQr(where: Locator): Promise<string | null> {
  const page = where.page();
  if (!(await page.evaluate(() => 'jsQR' in window))) await page.addScriptTag({ path: JSQR });
  return where
    .locator('svg.qr')
    .first()
    .evaluate(async (svg) => {
      const text = new XMLSerializer().serializeToString(svg);
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
      await image.decode();
      // Whole pixels a module (a long link's code has ~100 modules: a fractional scale blurs them).
      const modules = (svg as SVGSVGElement).viewBox.baseVal?.width || 100;
      const scale = Math.max(4, Math.ceil(720 / modules));
      const drawn = modules * scale;
      const size = drawn + 80;
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.imageSmoothingEnabled = false;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 40, 40, drawn, drawn);
      const pixels = context.getImageData(0, 0, size, size);
      type JsQr = (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
      const found = (window as unknown as { jsQR: JsQr }).jsQR(pixels.data, size, size);
      return found ? found.data : null;
    });
}
