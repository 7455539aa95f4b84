// The set-up of a seated game on the phone, written once: the players' rows (a name, the game's
// own field such as a letter or an authority, a colour among the game's, remove and add), the
// start button under the module's verdict, the whole form around them (`SeatsSetUp`), and the
// lobby's habit of making each valid choice the table's a moment after the last change, so the
// big screen shows it.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { RuleError } from '../../src/game.ts';
import type { Command } from '../../src/messages.ts';
import { refusalText, t } from '../i18n/index.ts';
import './phone.css';
import type { PhoneTable } from './act.tsx';
import { CommandButton } from './command-button.tsx';
import { type Start, useApplyInLobby } from './start-with.ts';
import { RefusalLine } from './status.tsx';

export type Seat = { name: string; colour: string };

/** A new seat's name and colour: the first of each that no player has yet. */
export function freshSeat<C extends string>(
  players: readonly Seat[],
  names: readonly string[],
  colours: readonly C[],
): { name: string; colour: C } {
  const colour = colours.find((c) => !players.some((p) => p.colour === c)) ?? (colours[0] as C);
  const name =
    names.find((n) => !players.some((p) => p.name.toLowerCase() === n.toLowerCase())) ??
    `P${players.length + 1}`;
  return { name, colour };
}

export type SeatWords = { players: string; name: string; removePlayer: string; addPlayer: string };

export type SeatRowsProps<P extends Seat, C extends string> = {
  players: readonly P[];
  setPlayers(players: P[]): void;
  colours: readonly C[];
  colourName(colour: C): string;
  min: number;
  max: number;
  fresh(players: readonly P[]): P;
  words: SeatWords;
  /** The game's class prefix (its control.css styles `<prefix>-colours`, `-colour-pick`, and may add to `<prefix>-setup-player`). */
  prefix: string;
  /** The game's own field of a row, between the name and the colours. */
  extra?(player: P, index: number, edit: (change: Partial<P>) => void): ComponentChildren;
  /** What else changes with a new name (a letter that follows it), given the other rows. */
  renamed?(player: P, name: string, others: readonly P[]): Partial<P>;
};

export function SeatRows<P extends Seat, C extends string>(props: SeatRowsProps<P, C>) {
  const { players, setPlayers, words, prefix } = props;
  const edit = (index: number) => (change: Partial<P>) =>
    setPlayers(players.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <fieldset>
      <legend>{words.players}</legend>
      {players.map((player, index) => (
        <div
          class={`setup-player ${prefix}-setup-player`}
          key={index}
          data-testid={`setup-player-${index}`}
        >
          <input
            type="text"
            maxLength={20}
            aria-label={words.name}
            data-testid={`setup-name-${index}`}
            value={player.name}
            onInput={(event) => {
              const name = (event.target as HTMLInputElement).value;
              const others = players.filter((_, i) => i !== index);
              edit(index)({ ...props.renamed?.(player, name, others), name } as Partial<P>);
            }}
          />
          {props.extra?.(player, index, edit(index))}
          <div class={`${prefix}-colours`}>
            {props.colours.map((colour) => (
              <button
                key={colour}
                type="button"
                class={`${prefix}-colour-pick`}
                data-colour={colour}
                data-testid={`setup-colour-${index}-${colour}`}
                aria-pressed={player.colour === colour}
                onClick={() => edit(index)({ colour } as Partial<Seat> as Partial<P>)}
              >
                {props.colourName(colour)}
              </button>
            ))}
          </div>
          {players.length > props.min && (
            <button
              type="button"
              class="secondary"
              data-testid={`setup-remove-${index}`}
              onClick={() => setPlayers(players.filter((_, i) => i !== index))}
            >
              {words.removePlayer}
            </button>
          )}
        </div>
      ))}
      {players.length < props.max && (
        <button
          type="button"
          data-testid="setup-add"
          onClick={() => setPlayers([...players, props.fresh(players)])}
        >
          + {words.addPlayer}
        </button>
      )}
    </fieldset>
  );
}

/**
 * A seated game's whole set-up form: it opens on the table's players (their `fields`), the rows,
 * the game's other choices (`children`), and the start under the module's verdict (why it cannot
 * start, in the page's words); in the lobby each valid choice is the
 * table's at once, so the big screen shows the set-up. The module's `problemOf` is the only judge.
 */
export function SeatsSetUp<P extends Seat, C extends string>(props: {
  /** The table now: its stage, and its players, whose `fields` the rows open on. */
  state: { stage: string; players: readonly P[] };
  table: PhoneTable;
  /** What a row holds of a table's player. */
  fields: readonly (keyof P)[];
  commandOf(players: P[]): Command;
  problemOf(players: P[]): RuleError | null;
  /** The form's other choices: whether they differ from the table's, and their values. */
  others?: { changed: boolean; values: readonly unknown[] };
  start: Start;
  rows: Omit<SeatRowsProps<P, C>, 'players' | 'setPlayers' | 'words'>;
  words: SeatWords & { setUp: string; playAgain: string; start: string; starting: string };
  children?: ComponentChildren;
}) {
  const { fields, start, words } = props;
  const { stage, players: tablePlayers } = props.state;
  const [players, setPlayers] = useState<P[]>(() =>
    tablePlayers.map((player) => {
      const row: Partial<P> = {};
      for (const field of fields) row[field] = player[field];
      return row as P;
    }),
  );
  const chosen = props.commandOf(players);
  const problem = props.problemOf(players);
  const changed =
    (props.others?.changed ?? false) ||
    players.length !== tablePlayers.length ||
    players.some((p, i) => {
      const q = tablePlayers[i];
      return !q || fields.some((field) => q[field] !== p[field]);
    });
  useApplyInLobby(
    (command) => props.table.send(command, 'newGame'),
    chosen,
    stage === 'lobby' && changed && problem === null && !start.starting,
    [players, ...(props.others?.values ?? [])],
  );
  return (
    <section class="card setup" data-testid="new-game">
      <h2>{stage === 'over' ? words.playAgain : words.setUp}</h2>
      <SeatRows {...props.rows} players={players} setPlayers={setPlayers} words={words} />
      {props.children}
      {problem && (
        <p class="refusal" role="alert" data-testid="setup-problem">
          {refusalText(t.value, problem.message, problem.code)}
        </p>
      )}
      <CommandButton
        command={chosen}
        place="newGame"
        send={(command) => start.startWith(command)}
        why={problem}
        testId="setup-start"
        class="primary"
        disabled={start.starting}
      >
        {start.starting ? words.starting : words.start}
      </CommandButton>
      <RefusalLine place="newGame" />
    </section>
  );
}
