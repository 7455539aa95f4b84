// The board on a phone, zoomed on the continent in play: the territories the table is busy with
// (model.ts's highlightOf: the round in hand, a move, a choice, the newest instruction's places),
// the continent holding most of them as the rules module says (TERRITORY_FACTS), cropped to it so
// a disc takes a thumb and its numbers read in a hand; a button shows the whole board and back.
// The zoom follows the play to another continent, gliding there unless the phone asked for
// reduced motion. With nothing in play (the set-up's cards, the end) the whole board is shown.
// The control page (panels/play-map.tsx) and the spectators' page (big-screen.tsx) draw it.

import { useEffect, useRef, useState } from 'preact/hooks';
import { type Continent, TERRITORY_FACTS } from '../../../src/games/apocalyte/map.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { t } from './i18n/index.ts';
import { ApocalyteMap, type Box, cropBox, type Highlight } from './map.tsx';
import { VIEW_BOX } from './map-layout.ts';
import { highlightOf } from './model.ts';

const WHOLE: Box = { x: 0, y: 0, ...VIEW_BOX };

/** How long the zoom takes to glide to its new box (ms). */
export const GLIDE_MS = 400;

/** The continent holding most of the places lit (the first lit one's on a tie), or none. */
export function continentInPlay(highlight: Highlight | undefined): Continent | null {
  const counts = new Map<Continent, number>();
  for (const place of highlight?.places ?? []) {
    const continent = TERRITORY_FACTS[place].continent;
    counts.set(continent, (counts.get(continent) ?? 0) + 1);
  }
  let best: Continent | null = null;
  for (const [continent, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = continent;
  return best;
}

const reducedMotion = () =>
  typeof matchMedia !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The box in sight, gliding from the last one to `target` (at once under reduced motion). */
function useGlide(target: Box): Box {
  const [shown, setShown] = useState(target);
  const at = useRef(target);
  const { x, y, width, height } = target;
  useEffect(() => {
    const from = at.current;
    const to = { x, y, width, height };
    if (from.x === x && from.y === y && from.width === width && from.height === height) return;
    if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
      at.current = to;
      setShown(to);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / GLIDE_MS);
      const e = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2; // ease in and out
      const box = {
        x: from.x + (to.x - from.x) * e,
        y: from.y + (to.y - from.y) * e,
        width: from.width + (to.width - from.width) * e,
        height: from.height + (to.height - from.height) * e,
      };
      at.current = box;
      setShown(box);
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [x, y, width, height]);
  return shown;
}

/** The board zoomed on the continent in play, with its toggle to the whole board and back. */
export function FollowMap({ view, class: className }: { view: ApocalyteView; class?: string }) {
  const dict = t.value.ac;
  const highlight = view.stage === 'over' ? undefined : highlightOf(view);
  const continent = continentInPlay(highlight);
  const [whole, setWhole] = useState(false);
  const zoomed = continent !== null && !whole;
  const crop = zoomed ? cropBox(continent) : undefined;
  const shown = useGlide(crop ?? WHOLE);
  return (
    <div class="ac-follow" data-testid="ac-follow" data-zoom={crop?.continent ?? 'whole'}>
      <div class="ac-follow-bar">
        <p class="ac-follow-where" data-testid="ac-follow-where">
          {zoomed ? dict.inPlay(dict.continent[continent]) : dict.wholeBoard}
        </p>
        {continent !== null && (
          <button
            type="button"
            class="ac-follow-toggle"
            data-testid="ac-follow-toggle"
            aria-pressed={whole}
            onClick={() => setWhole(!whole)}
          >
            {zoomed ? dict.wholeMap : dict.zoomOn(dict.continent[continent])}
          </button>
        )}
      </div>
      <ApocalyteMap
        view={view}
        highlight={highlight}
        crop={crop}
        box={shown}
        class={`ac-follow-map${className ? ` ${className}` : ''}`}
      />
    </div>
  );
}
