// Pieces the phone's Apocalyte panels share: a command button lit or dimmed by the module's
// guard (its reason shown under it), a territory's ground in a few signs, and the board as
// buttons grouped by continent, for a quick tap where the set-up or a turn asks a territory.

import type { ComponentChildren } from 'preact';
import type { ApocalyteCommand } from '../../../src/games/apocalyte/actions.ts';
import { CONTINENTS, type Territory, territoriesOf } from '../../../src/games/apocalyte/map.ts';
import type { Command } from '../../../src/messages.ts';
import { CommandButton } from '../../components/command-button.tsx';
import { refusalText } from '../../i18n/index.ts';
import type { Send } from '../seam.ts';
import { type Dict, t, why } from './control-words.ts';
import type { ApocalyteTable } from './model.ts';

export type Panel = { state: ApocalyteTable; send: Send };

/** A command button asking the module's guard now; with `reason`, the guard's sentence beneath. */
export function Act(props: {
  state: ApocalyteTable;
  send: Send;
  command: ApocalyteCommand;
  place: string;
  testId: string;
  class?: string;
  pressed?: boolean;
  reason?: boolean;
  children: ComponentChildren;
}) {
  const problem = why(props.state, props.command);
  const button = (
    <CommandButton
      command={props.command as Command}
      place={props.place}
      send={props.send}
      why={problem}
      testId={props.testId}
      class={props.class}
      pressed={props.pressed}
    >
      {props.children}
    </CommandButton>
  );
  if (!props.reason || !problem) return button;
  return (
    <div class="ap-act">
      {button}
      <span class="muted ap-reason" data-testid={`${props.testId}-reason`}>
        {refusalText(t.value, problem.message, problem.code)}
      </span>
    </div>
  );
}

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

/**
 * The board as buttons by continent: tap one to `pick` it. `shown` keeps some (the others are
 * left out), `chosen` marks the ones pressed, `note` adds a word after a territory's ground.
 */
export function TerritoryButtons(props: {
  state: ApocalyteTable;
  testPrefix: string;
  pick: (territory: Territory) => void;
  chosen?: (territory: Territory) => boolean;
  shown?: (territory: Territory) => boolean;
  note?: (territory: Territory) => string;
}) {
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
