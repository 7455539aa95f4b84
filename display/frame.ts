// Drawing at the display's frame rate without re-rendering: a requestAnimationFrame loop that
// writes straight into one element (the timer's text, the shuffle countdown).

import { useEffect, useRef } from 'preact/hooks';

/** Call `draw(now)` every frame until the returned function is called. */
export function everyFrame(draw: () => void): () => void {
  let handle = 0;
  let running = true;
  const frame = () => {
    if (!running) return;
    draw();
    handle = requestAnimationFrame(frame);
  };
  frame();
  return () => {
    running = false;
    cancelAnimationFrame(handle);
  };
}

/** A ref whose element `draw` updates every frame while it is mounted. */
export function useFrameDraw<T extends HTMLElement>(draw: (element: T) => void) {
  const ref = useRef<T>(null);
  const latest = useRef(draw);
  latest.current = draw;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return everyFrame(() => latest.current(element));
  }, []);
  return ref;
}

/** Set an element's text only when it changed, so a frame that changes nothing costs nothing. */
export function setText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node && node.nodeType === 3) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else {
    element.textContent = text;
  }
}
