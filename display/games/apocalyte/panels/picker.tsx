// The phone's way to pick a territory: the board one continent at a time (a row of continent
// tabs over the map cropped to it, discs big enough for a thumb), the chosen territory ringed,
// and the same territories as a list folded beneath, so nothing needs the map. The drawing
// (./control-drawing.tsx) is fetched when a picker is first shown: the page's first load does
// without it.

import { useState } from 'preact/hooks';
import {
  CONTINENTS,
  type Continent,
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
  territoriesOf,
} from '../../../../src/games/apocalyte/map.ts';
import { lazyModule } from '../../seam.ts';
import type { Highlight } from '../map.tsx';
import { TerritoryButtons, type TerritoryChoice } from './parts.tsx';
import { t } from './words.ts';

export const mapModule = lazyModule(() => import('./drawing.tsx'));

/** A disc is drawn at least this wide (CSS px): the box scrolls sideways on a narrower phone. */
export const MIN_DISC_PX = 44;

/** The continent a picker opens on: the chosen territory's, else the first with a disc to tap. */
function firstContinent(
  canTap: (territory: Territory) => boolean,
  chosen: ((territory: Territory) => boolean) | undefined,
): Continent {
  const start =
    TERRITORIES.find((x) => chosen?.(x) && canTap(x)) ?? TERRITORIES.find((x) => canTap(x));
  return start ? TERRITORY_FACTS[start].continent : (CONTINENTS[0] as Continent);
}

/**
 * A territory picked on the map or in the list: `pick` is what a tap does (the list's buttons
 * too), `shown` keeps some (the others are dimmed on the map and left out of the list), `chosen`
 * rings them, `note` adds a word; `tap` and `canTap` give the map a tap of its own (a move's
 * destination after its origin), `highlight` lights places and draws a move's arrow.
 */
export function TerritoryPicker(
  props: TerritoryChoice & {
    tap?: (territory: Territory) => void;
    canTap?: (territory: Territory) => boolean;
    highlight?: Highlight;
  },
) {
  const dict = t.value;
  const canTap = props.canTap ?? props.shown ?? (() => true);
  const [continent, setContinent] = useState<Continent>(() => firstContinent(canTap, props.chosen));
  // A tap in the list brings its continent on the map, so the ring is in sight.
  const fromList = (territory: Territory) => {
    setContinent(TERRITORY_FACTS[territory].continent);
    props.pick(territory);
  };
  const counted = props.canTap !== undefined || props.shown !== undefined;
  const drawing = mapModule.get();
  return (
    <div class="ap-picker" data-testid={`${props.testPrefix}-picker`}>
      <div class="ap-continent-tabs" role="tablist">
        {CONTINENTS.map((c) => {
          const here = territoriesOf(c).filter(canTap).length;
          return (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={c === continent}
              class={here === 0 && counted ? 'ap-tab-empty' : undefined}
              data-testid={`${props.testPrefix}-tab-${c}`}
              onClick={() => setContinent(c)}
            >
              {dict.ac.continent[c]}
              {counted && <span class="ap-tab-count"> {here}</span>}
            </button>
          );
        })}
      </div>
      <div class="ap-map-box" data-testid={`${props.testPrefix}-map`}>
        {drawing && (
          <drawing.ContinentMap
            state={props.state}
            continent={continent}
            minDisc={MIN_DISC_PX}
            onTap={props.tap ?? props.pick}
            canTap={canTap}
            chosen={props.chosen}
            note={props.note}
            highlight={props.highlight}
          />
        )}
      </div>
      <details class="ap-list" data-testid={`${props.testPrefix}-list`}>
        <summary>{dict.ap.asList}</summary>
        <TerritoryButtons
          state={props.state}
          testPrefix={props.testPrefix}
          pick={fromList}
          chosen={props.chosen}
          shown={props.shown}
          note={props.note}
        />
      </details>
    </div>
  );
}
