// The phone's map of one continent, fetched when a picker is first shown (the control page's
// first load and the big screen do without it): the board cropped to the continent, wide enough
// for a thumb's discs, the chosen territories ringed and a note on a disc.

import {
  type Continent,
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
} from '../../../../src/games/apocalyte/map.ts';
import { ApocalyteMap, type Crop, type Highlight, NAME_SIZE, nameLine } from '../map.tsx';
import { CONTINENT_OUTLINE, type Point, TERRITORY_RADIUS, VIEW_BOX } from '../map-layout.ts';
import type { ApocalyteTable } from '../model.ts';

/** Board units kept around a continent when the map is cropped to it. */
export const CROP_MARGIN = 8;

/**
 * The part of the board a continent's map shows: its outline and its names written above or
 * below their discs (Greenland's rises past the outline), with a margin, within the board.
 */
export function cropBox(continent: Continent): Crop {
  const outline = CONTINENT_OUTLINE[continent];
  const names = TERRITORIES.filter((x) => TERRITORY_FACTS[x].continent === continent).map(nameLine);
  const xs = outline.map((p) => p.x);
  const ys = [...outline.map((p) => p.y), ...names.map((y) => y - NAME_SIZE), ...names];
  const x = Math.max(0, Math.min(...xs) - CROP_MARGIN);
  const y = Math.max(0, Math.min(...ys) - CROP_MARGIN);
  const right = Math.min(VIEW_BOX.width, Math.max(...xs) + CROP_MARGIN);
  const bottom = Math.min(VIEW_BOX.height, Math.max(...ys) + CROP_MARGIN);
  return { continent, x, y, width: right - x, height: bottom - y };
}

/** A note on a disc's right rim: a pill with a letter or a sign. */
function Note({ at, text }: { at: Point; text: string }) {
  const x = at.x + TERRITORY_RADIUS;
  const width = 16 + 14 * [...text].length;
  return (
    <g class="ac-note" data-note={text}>
      <rect x={x - width / 2} y={at.y - 15} width={width} height={30} rx={15} />
      <text x={x} y={at.y + 8} text-anchor="middle">
        {text}
      </text>
    </g>
  );
}

/**
 * `continent` of the board, its discs at least `minDisc` CSS px across (the drawing keeps that
 * width, its box scrolls sideways on a narrower phone); `onTap` for the discs `canTap` allows.
 */
export function ContinentMap(props: {
  state: ApocalyteTable;
  continent: Continent;
  minDisc: number;
  onTap: (territory: Territory) => void;
  canTap: (territory: Territory) => boolean;
  chosen?: ((territory: Territory) => boolean) | undefined;
  note?: ((territory: Territory) => string) | undefined;
  highlight?: Highlight | undefined;
}) {
  const crop = cropBox(props.continent);
  const wear = (territory: Territory, at: Point) => {
    const ringed = props.chosen?.(territory) ?? false;
    const note = props.note?.(territory) ?? '';
    if (!ringed && !note) return null;
    return (
      <>
        {ringed && <circle class="ac-ring" cx={at.x} cy={at.y} r={TERRITORY_RADIUS + 9} />}
        {note && <Note at={at} text={note} />}
      </>
    );
  };
  return (
    <div
      class="ap-map-frame"
      style={{ minWidth: `${Math.ceil((crop.width * props.minDisc) / (2 * TERRITORY_RADIUS))}px` }}
    >
      <ApocalyteMap
        view={props.state}
        crop={crop}
        class="ap-map"
        highlight={props.highlight}
        picking={{ onTap: props.onTap, canTap: props.canTap, wear }}
      />
    </div>
  );
}
