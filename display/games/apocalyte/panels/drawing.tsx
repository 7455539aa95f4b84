// The phone's map of one continent, fetched when a picker is first shown (the control page's
// first load and the big screen do without it): the board cropped to the continent, wide enough
// for a thumb's discs, the chosen territories ringed and a note on a disc.

import type { Continent, Territory } from '../../../../src/games/apocalyte/map.ts';
import { ApocalyteMap, cropBox, type Highlight } from '../map.tsx';
import { type Point, TERRITORY_RADIUS } from '../map-layout.ts';
import type { ApocalyteTable } from '../model.ts';

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
