// What the layout test asks of a page, run inside it (page.evaluate): every element and every
// line of text inside the viewport and inside its panel (but across a box that scrolls sideways,
// or down, on its own), no text wider than its box, no word broken across two lines, no two lines
// in sight drawn over each other, and nothing hidden by the boxes that must show all they hold. It returns the problems as sentences; an empty list is a pass.
// Written without helpers from outside the function: Playwright sends its source to the page.

export type LayoutOptions = {
  /** The control page scrolls down on a phone: only its width is held to the viewport. */
  scrollsDown: boolean;
  /**
   * Boxes that must show all they hold (a CSS selector), such as an end screen: in them a box
   * that clips or scrolls (with its scroll bar hidden, nobody sees there is more) is a problem
   * when what it holds is larger than it.
   */
  whole?: string;
};

export function layoutProblems(options: LayoutOptions): string[] {
  const problems: string[] = [];
  const SLACK = 1; // a pixel of rounding
  const width = document.documentElement.clientWidth;
  const height = options.scrollsDown ? Number.POSITIVE_INFINITY : window.innerHeight;
  const PANELS = '.panel, .card, main';
  /** Characters after which a line may break inside a run of non-spaces (a URL, a hyphen). */
  const BREAKS_AFTER = '-/?&=\u2010\u2013\u2014\u00ad';

  const name = (element: Element): string => {
    const id = element.getAttribute('data-testid');
    const classes = typeof element.className === 'string' ? element.className.trim() : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id ? ` data-testid="${id}"` : ''}${
      classes ? ` class="${classes}"` : ''
    }> "${text}"`;
  };
  const round = (r: DOMRect) =>
    `[${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}]`;
  const hidden = (element: Element): boolean => {
    if (element.closest('.visually-hidden')) return true;
    // The inside of a folded <details> (all but its summary) is not drawn, though it is laid out.
    const folded = element.closest('details:not([open])');
    if (folded && !element.closest('summary') && element !== folded) return true;
    const style = getComputedStyle(element);
    return style.visibility === 'hidden' || style.display === 'none';
  };
  /** Whether `from` sits in a list that scrolls on its own: it may then go past the bottom. */
  const scrolls = (from: Element): boolean => {
    for (let node = from.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowY;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };
  /** Whether `from` sits in a box that scrolls sideways: it may then go past either side. */
  const scrollsAcross = (from: Element): boolean => {
    for (let node = from.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };
  const outside = (
    inner: DOMRect,
    outer: { left: number; right: number; top: number; bottom: number },
    vertical: boolean,
    across = true,
  ) =>
    (across && (inner.left < outer.left - SLACK || inner.right > outer.right + SLACK)) ||
    (vertical && (inner.top < outer.top - SLACK || inner.bottom > outer.bottom + SLACK));
  // A page that scrolls down may be looked at scrolled: only its width is held, at either end.
  const top = options.scrollsDown ? Number.NEGATIVE_INFINITY : 0;
  const viewport = { left: 0, top, right: width, bottom: height };
  /** A box against the viewport and against the nearest panel above `element`. */
  const place = (element: Element, box: DOMRect, what: string) => {
    if (box.width === 0 && box.height === 0) return;
    const vertical = !scrolls(element);
    const across = !scrollsAcross(element);
    if (outside(box, viewport, vertical, across)) {
      problems.push(`${what} ${round(box)} leaves the viewport (${width}×${window.innerHeight})`);
    }
    const panel = element.parentElement?.closest(PANELS);
    if (!panel) return;
    const frame = panel.getBoundingClientRect();
    if (outside(box, frame, vertical, across)) {
      problems.push(`${what} ${round(box)} leaves its panel ${name(panel)} ${round(frame)}`);
    }
  };

  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (hidden(element)) continue;
    // The shapes inside a drawing are the drawing's: its own box is checked.
    if (element instanceof SVGElement && element.ownerSVGElement) continue;
    place(element, element.getBoundingClientRect(), name(element));
    const display = getComputedStyle(element).display;
    const hasText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (hasText && display !== 'inline' && element.scrollWidth > element.clientWidth + SLACK) {
      problems.push(
        `${name(element)}: its text is ${element.scrollWidth} px wide in a box of ${element.clientWidth} px`,
      );
    }
  }

  /** What is drawn of a line: its box cut by every box around it that clips what it holds. */
  const drawn = (from: Element, line: DOMRect): DOMRect => {
    let { left, top, right, bottom } = line;
    for (let node = from.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      top = Math.max(top, clip.top);
      right = Math.min(right, clip.right);
      bottom = Math.min(bottom, clip.bottom);
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  /** Lines of text in sight (nothing drawn over their middle), to find two drawn over each other. */
  const seen: { rect: DOMRect; text: string; where: string }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || text.trim() === '' || hidden(parent) || parent.closest('svg')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of Array.from(range.getClientRects())) {
      place(parent, line, `the text "${text.trim().slice(0, 40)}" in ${name(parent)}`);
      const top = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
      if (line.width > 0 && top && parent.contains(top)) {
        seen.push({
          rect: drawn(parent, line),
          text: text.trim().slice(0, 40),
          where: name(parent),
        });
      }
    }
    // A word split over two lines: the lines of its letters differ where the break falls.
    for (const word of text.matchAll(/\S+/g)) {
      const start = word.index ?? 0;
      const whole = document.createRange();
      whole.setStart(node, start);
      whole.setEnd(node, start + word[0].length);
      const tops = Array.from(whole.getClientRects()).map((r) => Math.round(r.top));
      if (new Set(tops).size < 2) continue;
      let previous: number | null = null;
      for (let i = 0; i < word[0].length; i++) {
        const letter = document.createRange();
        letter.setStart(node, start + i);
        letter.setEnd(node, start + i + 1);
        const rect = letter.getClientRects()[0];
        if (!rect) continue;
        if (previous !== null && rect.top > previous + 2) {
          const before = word[0][i - 1] ?? '';
          if (!BREAKS_AFTER.includes(before)) {
            problems.push(
              `the word "${word[0]}" in ${name(parent)} is broken: "${word[0].slice(0, i)}" | "${word[0].slice(i)}"`,
            );
          }
        }
        previous = rect.top;
      }
    }
  }
  for (let i = 0; i < seen.length; i++) {
    for (let j = i + 1; j < seen.length; j++) {
      const a = seen[i] as (typeof seen)[number];
      const b = seen[j] as (typeof seen)[number];
      const across = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const down = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      // Lines set tight may touch by their glyph boxes; a third of a line is text over text.
      if (across > 2 && down > 0.3 * Math.min(a.rect.height, b.rect.height)) {
        problems.push(`the text "${a.text}" in ${a.where} and "${b.text}" in ${b.where} overlap`);
      }
    }
  }
  if (options.whole) {
    for (const box of Array.from(document.querySelectorAll(options.whole))) {
      for (const element of [box, ...Array.from(box.querySelectorAll('*'))]) {
        if (hidden(element) || element instanceof SVGElement) continue;
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        if (
          element.scrollHeight > element.clientHeight + SLACK ||
          element.scrollWidth > element.clientWidth + SLACK
        ) {
          problems.push(
            `${name(element)} hides part of what it holds: ${element.scrollWidth}×${element.scrollHeight} px in a box of ${element.clientWidth}×${element.clientHeight} px`,
          );
        }
      }
    }
  }
  if (document.documentElement.scrollWidth > width + SLACK) {
    problems.push(
      `the page is ${document.documentElement.scrollWidth} px wide in a viewport of ${width} px`,
    );
  }
  return problems;
}
