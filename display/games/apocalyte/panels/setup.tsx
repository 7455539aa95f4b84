// Apocalyte's set-up in the lobby, on the phone: the players' rows (a name, a colour, a letter)
// and the start; the module's `setupProblem` judges it. The deal, the extra armies, the supplies
// and the scenario that follow have panels of their own.

import type { PlayerSetup } from '../../../../src/games/apocalyte/actions.ts';
import { setupProblem } from '../../../../src/games/apocalyte/guards.ts';
import { COLOURS, MAX_PLAYERS, MIN_PLAYERS } from '../../../../src/games/apocalyte/setup.ts';
import type { Command } from '../../../../src/messages.ts';
import type { PanelOf } from '../../../components/act.tsx';
import { freshSeat, SeatsSetUp } from '../../../components/seats.tsx';
import type { Start } from '../../../components/start-with.ts';
import type { ApocalyteTable } from '../model.ts';
import { t } from './words.ts';

const NEW_NAMES = ['Ada', 'Bo', 'Cleo', 'Dan', 'Eve'];

function freshPlayer(players: readonly PlayerSetup[]): PlayerSetup {
  const { name, colour } = freshSeat(players, NEW_NAMES, COLOURS);
  const taken = new Set(players.map((p) => p.letter));
  const letter = [name[0]?.toUpperCase() ?? 'A', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find(
    (l) => !taken.has(l),
  );
  return { name, colour, letter: letter ?? 'Z' };
}

/**
 * A letter follows its name while it is the name's first letter (or empty): "Red" renamed "Ada"
 * takes A, unless another row has it; a letter chosen by hand stays.
 */
export function letterOnRename(
  player: PlayerSetup,
  name: string,
  others: readonly PlayerSetup[],
): Partial<PlayerSetup> {
  const initial = (text: string) => text.trim()[0]?.toUpperCase() ?? '';
  if (player.letter !== '' && player.letter !== initial(player.name)) return {};
  const letter = initial(name);
  if (letter === '' || others.some((other) => other.letter === letter)) return {};
  return { letter };
}

export function SetUp({ state, table, start }: PanelOf<ApocalyteTable> & { start: Start }) {
  const dict = t.value;
  return (
    <SeatsSetUp<PlayerSetup, (typeof COLOURS)[number]>
      state={state}
      table={table}
      fields={['name', 'colour', 'letter']}
      commandOf={(players) => ({ type: 'newGame', game: 'apocalyte', players }) as Command}
      problemOf={(players) => setupProblem(players)}
      start={start}
      words={dict.ap}
      rows={{
        colours: COLOURS,
        colourName: (colour) => dict.ac.colour[colour],
        min: MIN_PLAYERS,
        max: MAX_PLAYERS,
        fresh: freshPlayer,
        renamed: letterOnRename,
        prefix: 'ap',
        extra: (player, index, edit) => (
          <input
            type="text"
            class="ap-letter"
            maxLength={1}
            autoCapitalize="characters"
            aria-label={dict.ap.letter}
            data-testid={`setup-letter-${index}`}
            value={player.letter}
            onInput={(event) =>
              edit({ letter: (event.target as HTMLInputElement).value.toUpperCase() })
            }
          />
        ),
      }}
    />
  );
}
