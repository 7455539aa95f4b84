// The set-up of a seated game on the phone (Apogee, Apocalyte), written once: the players' rows
// (a name, the game's own field such as a letter or an authority, a colour among the game's,
// remove and add), the start button under the module's verdict, and the lobby's habit of making
// each valid choice the table's a moment after the last change, so the big screen shows it.

import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { RuleError } from '../../src/game.ts';
import type { Command } from '../../src/messages.ts';
import { CommandButton } from './command-button.tsx';
import { RefusalLine } from './status.tsx';

/** In the lobby a valid choice becomes the table's set-up this long after the last change. */
export const APPLY_CHOICE_MS = 400;

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

/** Sends `chosen` as the lobby's set-up APPLY_CHOICE_MS after the last change, while `now` holds. */
export function useApplyInLobby(
  apply: (command: Command) => void,
  chosen: Command,
  now: boolean,
  changes: readonly unknown[],
): void {
  useEffect(() => {
    if (!now) return;
    const timer = setTimeout(() => apply(chosen), APPLY_CHOICE_MS);
    return () => clearTimeout(timer);
  }, [now, ...changes]);
}

export type SeatWords = { players: string; name: string; removePlayer: string; addPlayer: string };

export function SeatRows<P extends Seat, C extends string>(props: {
  players: readonly P[];
  setPlayers(players: P[]): void;
  colours: readonly C[];
  colourName(colour: C): string;
  min: number;
  max: number;
  fresh(players: readonly P[]): P;
  words: SeatWords;
  /** The game's class prefix (its control.css styles `<prefix>-setup-player`, `-colours`, `-colour-pick`). */
  prefix: string;
  /** The game's own field of a row, between the name and the colours. */
  extra?(player: P, index: number, edit: (change: Partial<P>) => void): ComponentChildren;
}) {
  const { players, setPlayers, words, prefix } = props;
  const edit = (index: number) => (change: Partial<P>) =>
    setPlayers(players.map((p, i) => (i === index ? { ...p, ...change } : p)));
  return (
    <fieldset>
      <legend>{words.players}</legend>
      {players.map((player, index) => (
        <div class={`${prefix}-setup-player`} key={index} data-testid={`setup-player-${index}`}>
          <input
            type="text"
            maxLength={20}
            aria-label={words.name}
            data-testid={`setup-name-${index}`}
            value={player.name}
            onInput={(event) =>
              edit(index)({ name: (event.target as HTMLInputElement).value } as Partial<P>)
            }
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

/** Why the set-up cannot start (the module's guard, in the page's words), and its start button. */
export function SetUpStart(props: {
  chosen: Command;
  problem: RuleError | null;
  problemText: string | null;
  startWith(command: Command): void;
  starting: boolean;
  words: { start: string; starting: string };
}) {
  return (
    <>
      {props.problemText && (
        <p class="refusal" role="alert" data-testid="setup-problem">
          {props.problemText}
        </p>
      )}
      <CommandButton
        command={props.chosen}
        place="newGame"
        send={(command) => props.startWith(command)}
        why={props.problem}
        testId="setup-start"
        class="primary"
        disabled={props.starting}
      >
        {props.starting ? props.words.starting : props.words.start}
      </CommandButton>
      <RefusalLine place="newGame" />
    </>
  );
}
