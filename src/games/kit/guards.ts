// The "why not" guards every seated game shares (Apogee, Apocalyte): a table in the lobby,
// playing, paused or over; starting, pausing, resuming and undoing by that stage alone; and
// the players' seats at set-up (a name, a colour, and one mark of the game's own, all distinct).
// Pure and schema-free, so the screens import it through each game's guards.

/** The refusals every seated game shares; each game's errors.ts adds its own to these. */
export type TableCode =
  /** A table action, a pause or an undo before START. */
  | 'game/not-started'
  /** START on a game that has already started. */
  | 'game/already-started'
  /** A table action or START once the game is over: only a new game and undo remain. */
  | 'game/over'
  /** A table action, a pause or an undo while the game is paused: RESUME first. */
  | 'game/paused'
  /** RESUME on a game that is not paused. */
  | 'game/not-paused'
  /** Undo with nothing left to undo (R22's reading: a die the box rolled closes the list). */
  | 'undo/nothing'
  /** A player's name not 1 to 20 characters, or two players of one name (case aside). */
  | 'setup/name'
  /** A colour the game does not offer, or two players of one colour. */
  | 'setup/colour'
  /** A clock action: a seated game has no deadline. */
  | 'clock/nothing-due'
  /** A box button that does nothing now. */
  | 'box/nothing'
  /** A box button pressed once the game is over (START sets the same game up again). */
  | 'box/game-over';

/** Why a game refused: a code of the game's own union, and a sentence a player can read. */
export type RuleError<Code extends string = TableCode> = { code: Code; message: string };

const no = (code: TableCode, message: string): RuleError => ({ code, message });

/** Where a seated game stands (the shell's `Status` too). */
export type Stage = 'lobby' | 'playing' | 'paused' | 'over';

type Staged = { stage: Stage };

export function startProblem(view: Staged): RuleError | null {
  if (view.stage === 'lobby') return null;
  if (view.stage === 'over') return no('game/over', 'the game is over: start a new game');
  return no('game/already-started', 'the game has already started');
}

/** Whether the game takes a table action now. */
export function playProblem(view: Staged): RuleError | null {
  switch (view.stage) {
    case 'lobby':
      return no('game/not-started', 'the game has not started: press START');
    case 'over':
      return no('game/over', 'the game is over: start a new game');
    case 'paused':
      return no('game/paused', 'the game is paused: resume it first');
    default:
      return null;
  }
}

export function pauseProblem(view: Staged): RuleError | null {
  if (view.stage === 'paused') return no('game/paused', 'the game is already paused');
  return playProblem(view);
}

export function resumeProblem(view: Staged): RuleError | null {
  return view.stage === 'paused' ? null : no('game/not-paused', 'the game is not paused');
}

/** As Apophis's R22: an undo once the game has started, not while paused (a game over reopens). */
export function undoProblem(view: Staged, canUndo: boolean): RuleError | null {
  if (view.stage === 'lobby') return no('game/not-started', 'the game has not started');
  if (view.stage === 'paused') return no('game/paused', 'the game is paused: resume it first');
  if (!canUndo) return no('undo/nothing', 'nothing to undo');
  return null;
}

/** The commands every seated game answers alike, whatever its rules. */
export const TABLE_COMMANDS = ['newGame', 'start', 'pause', 'resume', 'undo'] as const;
type TableCommand = { type: (typeof TABLE_COMMANDS)[number] };

export function isTableCommand<C extends { type: string }>(
  command: C,
): command is Extract<C, TableCommand> {
  return (TABLE_COMMANDS as readonly string[]).includes(command.type);
}

/** Why a screen may not send a table command now: a new game always may, the stage decides the rest. */
export function tableCommandProblem(
  view: Staged & { undoable: string | null },
  command: TableCommand,
): RuleError | null {
  switch (command.type) {
    case 'newGame':
      return null;
    case 'start':
      return startProblem(view);
    case 'pause':
      return pauseProblem(view);
    case 'resume':
      return resumeProblem(view);
    case 'undo':
      return undoProblem(view, view.undoable !== null);
  }
}

/** The game's own mark on each seat (Apocalyte's letter, Apogee's authority): well formed, and distinct. */
export type SeatMark<P, E extends RuleError<string>> = {
  problem(player: P): E | null;
  key(player: P): string | number;
  twice(player: P): E;
};

/**
 * The seats of a set-up, player by player: a name of 1 to 20 characters, one of `colours`,
 * the game's mark, then none of the three already taken (names without regard to case).
 */
export function seatsProblem<
  P extends { name: string; colour: string },
  E extends RuleError<string>,
>(players: readonly P[], colours: readonly string[], mark: SeatMark<P, E>): RuleError | E | null {
  const seen = { names: new Set<string>(), colours: new Set<string>(), marks: new Set() };
  for (const player of players) {
    const name = player.name.trim();
    if (name.length < 1 || name.length > 20)
      return no('setup/name', 'a player name has 1 to 20 characters');
    if (!colours.includes(player.colour))
      return no(
        'setup/colour',
        `a player's colour is one of ${colours.join(', ')}, not ${player.colour}`,
      );
    const malformed = mark.problem(player);
    if (malformed) return malformed;
    if (seen.names.has(name.toLowerCase()))
      return no('setup/name', `two players are called ${name}`);
    if (seen.colours.has(player.colour))
      return no('setup/colour', `two players play ${player.colour}`);
    if (seen.marks.has(mark.key(player))) return mark.twice(player);
    seen.names.add(name.toLowerCase());
    seen.colours.add(player.colour);
    seen.marks.add(mark.key(player));
  }
  return null;
}
