// The table's rules, pure (boardgame.io's flow is the model): `step(table, input)` says what a
// command, a box event, the hall's end or the clock's tick becomes on the table as it is, as a
// list of effects for the runner (server/table.ts) to carry out in order: a line to append and
// fsync, the table to adopt, the box's REVEAL, a roll or a lamp, a notice, a state to broadcast.
// The referee's calls are the game module's (src/game.ts); time (`at`) and what the box knows
// (a costly press armed, dice it rolled that the game did not ask for) come in as arguments.
// It knows no game, no log and no socket: a new output subscribes to the runner's effects.

import {
  type AnyGameModule,
  type ButtonMeaning,
  type CommandPlan,
  type Dice,
  dueClockActions,
  type GameAction,
  type GameCommand,
  type RuleError,
  replayWith,
  type Status,
} from '../game.ts';
import { type Command, isDefaultSetUp } from '../messages.ts';
import type { BoxMessage, Button, Gesture } from '../protocol.ts';
import { isTeachSetUp } from '../teach.ts';

/** How a command or a box event ended: done, or refused with a sentence. */
export type CommandResult = { ok: true } | { ok: false; error: string; code?: string };

/** Who may end a game before its end: a control page, or the hall with the service's token. */
export type EndedBy = 'phone' | 'hall';

/** The table as the rules see it: the game's module and state, and whether its log exists. */
export type TableCore = {
  readonly module: AnyGameModule;
  readonly state: unknown;
  /** The game has a log (a resumed game, or one set up): a START need not open one. */
  readonly logged: boolean;
  /**
   * The last game was ended before its end (a phone's end, the hall's): said by every screen
   * while the table is in its lobby, forgotten once a game starts.
   */
  readonly endedEarly?: { by: EndedBy; at: number } | null;
};

/** What reaches the table, with the time it reaches it and what the box knows. */
export type TableInput =
  | {
      kind: 'command';
      command: Command;
      at: number;
      /** The costly press waiting for OK now (the box driver's), or null. */
      armed: string | null;
      /** A `newGame`'s game module, loaded (null: the table knows no such game). */
      game?: AnyGameModule | null;
    }
  | {
      kind: 'box';
      message: BoxMessage;
      at: number;
      armed: string | null;
      /** A `ROLL` of other dice than the game rolls: the box driver's refusal, else null. */
      wrong?: CommandResult | null;
    }
  | { kind: 'end'; by: EndedBy; at: number }
  | { kind: 'tick'; at: number };

/** A line of the box's proof for the recorder (server/box-proof.ts). */
export type ProofLine =
  | { line: 'commit'; commitment: string; at: number }
  | {
      line: 'roll';
      roll: { sides: number; values: number[]; index?: number | undefined };
      used: boolean;
      at: number;
    }
  | { line: 'seed'; seed: string; next: number; at: number };

/** One thing the runner does, in order; a `log` or `proof` it cannot write stops the rest. */
export type Effect =
  /** Append (and fsync) an accepted action to the game's log; a `newGame` opens a new log. */
  | {
      type: 'log';
      action: GameAction;
      module: AnyGameModule;
      /** The status of the table the action replaces (a `newGame` ends a game under way). */
      before: Status;
      /** The set-up a log opened by this action starts with (a START from the lobby), or null. */
      setUp: GameAction | null;
      /** Who ends a game under way that a `newGame` replaces. */
      endedBy: EndedBy | 'newGame';
    }
  /** The table from now on (after its `log`). */
  | { type: 'adopt'; table: TableCore }
  /** A game started or ended: a proof box reveals its seed (`ended`: the next commitment is the next game's). */
  | { type: 'reveal'; ended: boolean }
  /** An action was applied: a costly press is put away; a die typed in shows on the pips. */
  | { type: 'applied'; face: number | null }
  /** The table changed: the box shows it, the clock is set again, the screens get the state. */
  | { type: 'changed' }
  /** The screens get the state (the box's status changed). */
  | { type: 'broadcast' }
  /** Set the clock again (a tick that found nothing due yet). */
  | { type: 'schedule' }
  /** A sentence shown briefly on the screens. */
  | { type: 'notice'; text: string; code?: string }
  /** A line for the service's log. */
  | { type: 'info'; line: string }
  /** The box rolls these dice (its refusal is the answer). */
  | { type: 'roll'; dice: Dice }
  /** The virtual box's button, pressed from a screen. */
  | { type: 'pressBox'; button: Button; gesture: Gesture }
  /** A costly press waits for OK. */
  | { type: 'arm'; confirm: string; withinMs: number; at: number }
  | { type: 'disarm' }
  /** The box's die started rolling. */
  | { type: 'rolling' }
  /** A line of the box's proof, written before the box's event is acknowledged. */
  | { type: 'proof'; entry: ProofLine }
  /** The answer: refused, and nothing after it is done. */
  | { type: 'refuse'; result: CommandResult };

export type Outcome = {
  effects: Effect[];
  /** A refusal is also shown on the screens as a notice (a box press that does nothing now). */
  notice: boolean;
};

const done = (effects: Effect[], notice = false): Outcome => ({ effects, notice });

export const refusal = (error: RuleError): CommandResult => ({
  ok: false,
  error: error.message,
  code: error.code,
});

const refuse = (error: RuleError): Effect => ({ type: 'refuse', result: refusal(error) });

/**
 * The actions a `newGame` command makes in `module`'s own lobby, or why it is refused. `from` is
 * the table's state when it already plays `module` (a teaching start keeps its set-up).
 */
export function setUpActions(
  module: AnyGameModule,
  command: GameCommand,
  at: number,
  from: unknown = module.lobby(),
): { actions: GameAction[] } | { error: RuleError } {
  // A game chosen by its name alone starts from its own lobby's set-up.
  if (isDefaultSetUp(command)) return { actions: [module.newGameOf(module.lobby(), at)] };
  // "Teach us as we play": the set-up as it stands, with the game's teaching start (src/teach.ts).
  if (isTeachSetUp(command)) return { actions: [{ ...module.newGameOf(from, at), teach: true }] };
  const plan = module.plan(module.lobby(), { ...command, game: module.id }, at);
  if (!plan.ok) return { error: plan.error };
  if (!('actions' in plan))
    return { error: { code: 'setup/dice', message: 'a set-up rolls no dice' } };
  return { actions: plan.actions };
}

/**
 * The table before its first game: `module`'s lobby, set up by a `newGame` command without a
 * log when one is given (the first game's `--minutes`); a set-up refused throws.
 */
export function firstTable(
  module: AnyGameModule,
  setup: Command | undefined,
  at: number,
): TableCore {
  if (!setup) return { module, state: module.lobby(), logged: false };
  const setUp = setUpActions(module, setup, at);
  const replayed = 'error' in setUp ? null : replayWith<unknown, GameAction>(module, setUp.actions);
  const refused = 'error' in setUp ? setUp.error : replayed?.refused[0]?.error;
  if (refused || !replayed) throw new Error(`the lobby's set-up is refused: ${refused?.message}`);
  return { module, state: replayed.state, logged: false };
}

/**
 * Actions applied in order, each logged before the table adopts it; the first refusal stops
 * the rest. The first action may be another game's (a `newGame`: it applies to that lobby).
 */
export function applyAll(
  table: TableCore,
  actions: readonly GameAction[],
  module: AnyGameModule = table.module,
  endedBy: EndedBy | 'newGame' = 'newGame',
): Effect[] {
  const effects: Effect[] = [];
  let current = table;
  for (const [i, action] of actions.entries()) {
    const game = i === 0 ? module : current.module;
    const from = game === current.module ? current.state : game.lobby();
    const was = game.status(from);
    const applied = game.reduce(from, action);
    if (!applied.ok) return [...effects, refuse(applied.error)];
    const opening = action.type === 'newGame';
    const before = current.module.status(current.state);
    effects.push({
      type: 'log',
      action: opening ? ({ ...action, game: game.id } as GameAction) : action,
      module: game,
      before,
      setUp: !current.logged && !opening ? game.newGameOf(current.state, action.at) : null,
      endedBy,
    });
    const now = game.status(applied.state);
    const endedEarly =
      endedBy !== 'newGame' && before !== 'lobby'
        ? { by: endedBy, at: action.at }
        : now === 'lobby'
          ? (current.endedEarly ?? null)
          : null;
    const next: TableCore = { module: game, state: applied.state, logged: true, endedEarly };
    effects.push({ type: 'adopt', table: next });
    const started = was === 'lobby' && now !== 'lobby';
    const ended = was !== 'over' && now === 'over';
    if (started || ended) effects.push({ type: 'reveal', ended });
    // A costly press waits for OK on the table as it was: any change puts that question away.
    effects.push({ type: 'applied', face: game.faceShown(action) });
    effects.push({ type: 'info', line: `${game.describe(action)} → ${now}` });
    effects.push({ type: 'changed' });
    current = next;
  }
  return effects;
}

/** Whether the game's module accepts these actions in order, from the table as it is. */
export function accepts(table: TableCore, actions: readonly GameAction[]): boolean {
  let state = table.state;
  for (const action of actions) {
    const applied = table.module.reduce(state, action);
    if (!applied.ok) return false;
    state = applied.state;
  }
  return actions.length > 0;
}

/** What a command, a box event, the end of a game or the clock's tick does to the table. */
export function step(table: TableCore, input: TableInput): Outcome {
  switch (input.kind) {
    case 'command':
      return done(command(table, input));
    case 'box':
      return boxEvent(table, input);
    case 'end':
      return done(endGame(table, input.by, input.at));
    case 'tick':
      return done(tick(table, input.at));
  }
}

function command(table: TableCore, input: TableInput & { kind: 'command' }): Effect[] {
  const { command, at } = input;
  if (command.type === 'press' || command.type === 'button') {
    const { button, gesture } = command as unknown as { button: Button; gesture: Gesture };
    if (command.type === 'press') return [{ type: 'pressBox', button, gesture }];
    return press(table, button, gesture, at, input.armed, 'screen');
  }
  if (command.type === 'newGame') {
    const game = input.game;
    if (!game) {
      return [
        { type: 'refuse', result: { ok: false, error: `unknown game ${String(command.game)}` } },
      ];
    }
    const from = game === table.module ? table.state : game.lobby();
    const setUp = setUpActions(game, command, at, from);
    return 'error' in setUp ? [refuse(setUp.error)] : applyAll(table, setUp.actions, game);
  }
  if (command.type === 'endGame') return endGame(table, 'phone', at);
  return follow(table, table.module.plan(table.state, command, at));
}

function follow(table: TableCore, plan: CommandPlan<GameAction>): Effect[] {
  if (!plan.ok) return [refuse(plan.error)];
  if ('roll' in plan) return [{ type: 'roll', dice: plan.roll }];
  return applyAll(table, plan.actions);
}

/**
 * What a button means now, from the game's module. A box's ROLL button rolls
 * its own die (the die arrives as its own event); a screen's asks the box.
 */
function press(
  table: TableCore,
  button: Button,
  gesture: Gesture,
  at: number,
  armed: string | null,
  from: 'box' | 'screen',
): Effect[] {
  const meaning: ButtonMeaning<GameAction> = table.module.press(table.state, button, gesture, {
    at,
    armed,
  });
  if (meaning.does === 'arm') {
    const { confirm, withinMs, notice } = meaning;
    return [
      { type: 'arm', confirm, withinMs, at },
      { type: 'notice', text: notice.message, code: notice.code },
    ];
  }
  const disarm: Effect = { type: 'disarm' };
  switch (meaning.does) {
    case 'act':
      return [disarm, ...applyAll(table, meaning.actions)];
    case 'roll':
      return from === 'box' ? [disarm] : [disarm, { type: 'roll', dice: meaning.dice }];
    case 'nothing':
      return [disarm, refuse(meaning.error)];
  }
}

function boxEvent(table: TableCore, input: TableInput & { kind: 'box' }): Outcome {
  const { message, at } = input;
  switch (message.verb) {
    case 'ROLLING':
      return done([{ type: 'rolling' }, { type: 'broadcast' }]);
    case 'ROLL': {
      const wrong = input.wrong ?? null;
      const actions = wrong ? [] : table.module.diceRolled(table.state, message.values, at);
      // The proof keeps every box roll, one the game refuses too (a gap would hide a roll).
      const roll = { sides: message.sides, values: message.values, index: message.index };
      const used = !wrong && accepts(table, actions);
      const proof: Effect = { type: 'proof', entry: { line: 'roll', roll, used, at } };
      if (wrong)
        return done([proof, { type: 'broadcast' }, { type: 'refuse', result: wrong }], true);
      return done([proof, ...applyAll(table, actions)], true);
    }
    case 'COMMIT':
      return done([
        { type: 'proof', entry: { line: 'commit', commitment: message.commitment, at } },
      ]);
    case 'SEED': {
      const { seed, next } = message;
      return done([{ type: 'proof', entry: { line: 'seed', seed, next, at } }]);
    }
    case 'BTN':
      return done(press(table, message.button, message.gesture, at, input.armed, 'box'), true);
    default:
      return done([]);
  }
}

/**
 * The game under way ends before its end: the table goes back to the game's lobby with the
 * same set-up (the module's `newGameOf`), and its log is marked ended by `by`.
 */
function endGame(table: TableCore, by: EndedBy, at: number): Effect[] {
  const status = table.module.status(table.state);
  if (status === 'lobby') {
    return [refuse({ code: 'end/none', message: 'no game is under way: there is none to end' })];
  }
  if (status === 'over') {
    return [
      refuse({
        code: 'end/over',
        message: 'this game is over already: START sets the same game up again',
      }),
    ];
  }
  const effects = applyAll(table, [table.module.newGameOf(table.state, at)], table.module, by);
  return [
    ...effects,
    { type: 'info', line: `the game was ended from the ${by}, back to its lobby` },
  ];
}

/** The clock: whatever the module says falls due (a deadline, a countdown's end), each at its moment. */
function tick(table: TableCore, at: number): Effect[] {
  const { due } = dueClockActions(table.module, table.state, at);
  // A timer may fire a millisecond before its moment: then nothing was due yet, so look again.
  if (due.length === 0) return [{ type: 'schedule' }];
  return applyAll(table, due);
}

/** How long until the clock next changes the table (never negative), or null. */
export function clockDelay(table: TableCore, now: number): number | null {
  const due = table.module.nextClockAt(table.state);
  return due === null ? null : Math.max(0, due - now);
}

/**
 * The service's line for a game taken back from its log, with the game's own time left
 * (`timeLeftMs`: Apophis's timer, Apogee's mission; null for a game without a clock).
 */
export function resumedLine(table: TableCore, id: string, now: number): string {
  const { module, state } = table;
  const left = module.timeLeftMs?.(state, now) ?? null;
  const time = left === null ? '' : `, ${Math.round(left / 1000)} s left`;
  return `resumed ${module.title} game ${id} (${module.status(state)}${time})`;
}

/** The service's warning when the wall clock stepped (the table's clock runs on). */
export function steppedLine(mark: { wall: number; table: number }): string {
  const apart = Math.round((mark.table - mark.wall) / 1000);
  return `the wall clock stepped (the table's clock is now ${apart} s from it): the game's time runs on unchanged`;
}
