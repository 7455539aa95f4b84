// What the layout sweeps ask of a page's text sizes, run inside it (page.evaluate): every text in
// sight (nothing drawn over it, inside the viewport) at least `label` px, and the texts a player
// reads from across the table (`far`, a CSS selector) at least `far` px. A drawing's text is
// measured at the scale it is drawn. It returns the smallest text seen and the problems as
// sentences, one per kind of element (its tag and classes), at its smallest: an empty list is a
// pass. Written without helpers from outside the function: Playwright sends its source to the page.

export type TextBounds = {
  /** The smallest text anyone reads on the page, px. */
  label: number;
  /** The smallest size of what is read from three metres, px, and which texts those are. */
  far?: { px: number; selector: string };
  /** Texts that are part of a picture (a piece's own marks), named beside it in words. */
  picture?: string;
};

export type TextSizes = {
  smallest: { px: number; text: string; where: string } | null;
  problems: string[];
};

/** A page's bounds: a big screen's scale with its height (14 and 18 px at 720), a phone's 12. */
export function boundsFor(
  page: 'big' | 'phone',
  height: number,
  far?: string,
  picture?: string,
): TextBounds {
  const pictures = picture ? { picture } : {};
  if (page === 'phone') return { label: 12, ...pictures };
  const scale = height / 720;
  return {
    label: 14 * scale,
    ...(far ? { far: { px: 18 * scale, selector: far } } : {}),
    ...pictures,
  };
}

export function textSizes(bounds: TextBounds): TextSizes {
  const SLACK = 0.05;
  const kindOf = (element: Element): string => {
    const id = element.getAttribute('data-testid');
    const classes = (element.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean);
    return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}${
      classes.length ? ` class="${classes.join(' ')}"` : ''
    }>`;
  };
  /** Its font size on the screen: a drawing's user units times the drawing's scale. */
  const pxOf = (element: Element): number => {
    const size = Number.parseFloat(getComputedStyle(element).fontSize);
    if (element instanceof SVGGraphicsElement) {
      const m = element.getScreenCTM();
      if (m) return size * Math.hypot(m.a, m.b);
    }
    return size;
  };
  const inSight = (element: Element, line: DOMRect): boolean => {
    if (line.width < 1 || line.height < 1) return false;
    const x = line.left + line.width / 2;
    const y = line.top + line.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (element.contains(top) || top.contains(element));
  };
  const worst = new Map<string, { px: number; text: string; min: number; what: string }>();
  let smallest: TextSizes['smallest'] = null;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!parent || text === '' || parent.closest('title, .visually-hidden, script, style'))
      continue;
    if (bounds.picture && parent.closest(bounds.picture)) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if (!Array.from(range.getClientRects()).some((line) => inSight(parent, line))) continue;
    const px = pxOf(parent);
    const where = kindOf(parent);
    if (!smallest || px < smallest.px) smallest = { px, text: text.slice(0, 40), where };
    const far = bounds.far && parent.closest(bounds.far.selector) ? bounds.far : null;
    const min = far ? far.px : bounds.label;
    if (px >= min - SLACK) continue;
    const key = `${far ? 'far ' : ''}${where}`;
    const seen = worst.get(key);
    if (!seen || px < seen.px)
      worst.set(key, { px, text: text.slice(0, 40), min, what: far ? 'read from afar' : 'text' });
  }
  const problems = Array.from(worst.entries()).map(
    ([key, w]) =>
      `the ${w.what} "${w.text}" in ${key.replace(/^far /, '')} is ${w.px.toFixed(1)} px, under ${w.min.toFixed(1)}`,
  );
  return { smallest, problems };
}
