// Pieces the phone's Apocalyte panels share: a territory's ground in a few signs, the board as
// buttons grouped by continent, for a quick tap where the set-up or a turn asks a territory, and
// a player's chip.

import { CONTINENTS, type Territory, territoriesOf } from '../../../../src/games/apocalyte/map.ts';
import type { PanelOf } from '../../../components/act.tsx';
import type { ApocalyteTable } from '../model.ts';
import { type Dict, t } from './words.ts';

export type Panel = PanelOf<ApocalyteTable>;

/** Each seat's armies by letter, the Apocalytes and the supplies: "A3 B1 ☣2 ▣1". */
export function groundText(dict: Dict, state: ApocalyteTable, territory: Territory): string {
  const g = state.board[territory];
  const armies = g.armies
    .flatMap((n, seat) => (n > 0 ? [`${state.players[seat]?.letter ?? '?'}${n}`] : []))
    .join(' ');
  const line = dict.ap.groundLine(armies, g.apocalytes, g.supplies);
  const mark = g.mark ? ` ${dict.ac.mark[g.mark]}` : '';
  return line + mark;
}

/** How a panel asks for a territory: the list's buttons and the map's picker alike. */
export type TerritoryChoice = {
  state: ApocalyteTable;
  testPrefix: string;
  pick: (territory: Territory) => void;
  chosen?: (territory: Territory) => boolean;
  shown?: (territory: Territory) => boolean;
  note?: (territory: Territory) => string;
};

/**
 * The board as buttons by continent: tap one to `pick` it. `shown` keeps some (the others are
 * left out), `chosen` marks the ones pressed, `note` adds a word after a territory's ground.
 */
export function TerritoryButtons(props: TerritoryChoice) {
  const dict = t.value;
  const { state } = props;
  return (
    <div class="ap-board" data-testid={`${props.testPrefix}-board`}>
      {CONTINENTS.map((continent) => {
        const here = territoriesOf(continent).filter((x) => props.shown?.(x) ?? true);
        if (here.length === 0) return null;
        return (
          <div class="ap-continent" key={continent}>
            <h3>{dict.ac.continent[continent]}</h3>
            <div class="ap-territories">
              {here.map((territory) => (
                <button
                  key={territory}
                  type="button"
                  class="ap-territory"
                  data-testid={`${props.testPrefix}-${territory}`}
                  aria-pressed={props.chosen ? props.chosen(territory) : undefined}
                  onClick={() => props.pick(territory)}
                >
                  <span class="ap-territory-name">{dict.ac.territory[territory]}</span>
                  <span class="ap-ground">
                    {groundText(dict, state, territory)}
                    {props.note ? ` ${props.note(territory)}` : ''}
                  </span>
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** A player's colour as a chip with their letter (the colour is never the only sign). */
export function SeatTag({ state, seat }: { state: ApocalyteTable; seat: number }) {
  const player = state.players[seat];
  if (!player) return null;
  return (
    <span class="ap-seat" data-colour={player.colour}>
      {player.letter}
    </span>
  );
}
