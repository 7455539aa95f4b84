// A game defined in one place: `defineRules` (what a page folds a log with) and `defineGame`
// (the same with the schemas the service checks with) take the members a game has and fill
// every other with its default, here and nowhere else: a game without a clock never fires
// one, beeps nothing and shows no time; without dice it wants none; without cues it is silent;
// a command with no more to it is its action at `at`; a state with a `stage` is its status.
// The service, the store and the screens read a whole module and never test for a member.

import type {
  CommandPlan,
  GameAction,
  GameCommand,
  GameModule,
  GameRules,
  Status,
  Told,
} from './game.ts';

/** The members a game may leave out: each has its default in `defineRules`. */
type Defaulted =
  | 'version'
  | 'plan'
  | 'whyNot'
  | 'nextClockAt'
  | 'clockAction'
  | 'beeps'
  | 'boxClock'
  | 'timeLeftMs'
  | 'teachStep'
  | 'diceWanted'
  | 'diceRolled'
  | 'faceShown'
  | 'status'
  | 'cueNames'
  | 'cues'
  | 'describe'
  | 'tell'
  | 'rolls';

/** A state that says its stage in the shell's words: the status reads it unless the game says. */
type Staged = { stage: Status };

/**
 * What a game writes: its rules' members, those of `Defaulted` only when it has them (`status`
 * too unless its state has a `stage`).
 */
export type RulesDefinition<S, A extends GameAction, C extends GameCommand, V> = Omit<
  GameRules<S, A, C, V>,
  Defaulted
> &
  Partial<Pick<GameRules<S, A, C, V>, Defaulted>> &
  (S extends Staged ? unknown : Pick<GameRules<S, A, C, V>, 'status'>);

/** What a game writes for the service: its rules, its schemas, and its command lines if any. */
export type GameDefinition<S, A extends GameAction, C extends GameCommand, V> = RulesDefinition<
  S,
  A,
  C,
  V
> &
  Pick<GameModule<S, A, C, V>, 'actionSchemas' | 'commandSchemas'> &
  Partial<Pick<GameModule<S, A, C, V>, 'commandLines'>>;

/** A command that asks for nothing more: the same fields, as an action at `at`. */
export function asAction<A extends GameAction>(command: GameCommand, at: number): CommandPlan<A> {
  return { ok: true, actions: [{ ...command, at } as A] };
}

/** A log told one line per action (its `describe`), the refused ones counted, no summary. */
function tellPlainly<S, A extends GameAction>(
  rules: Pick<GameRules<S, A>, 'lobby' | 'reduce' | 'describe'>,
  actions: readonly A[],
): Told {
  let state = rules.lobby();
  let refused = 0;
  const lines = actions.map((action) => {
    const applied = rules.reduce(state, action);
    if (applied.ok) state = applied.state;
    else refused += 1;
    return rules.describe(action);
  });
  return { lines, refused, summary: [] };
}

/** A game's rules, every member it left out at its default. */
export function defineRules<S, A extends GameAction, C extends GameCommand, V>(
  definition: RulesDefinition<S, A, C, V>,
): GameRules<S, A, C, V> {
  const rules: GameRules<S, A, C, V> = {
    version: 1,
    plan: (_state, command, at) => asAction<A>(command, at),
    whyNot: () => null,
    // Untimed: the clock never changes the table, the box beeps no time mark and shows no time.
    nextClockAt: () => null,
    clockAction: (at) => ({ type: 'clock', at }) as A,
    beeps: () => [],
    boxClock: () => null,
    timeLeftMs: () => null,
    // No teaching start: a table is never on a step.
    teachStep: () => null,
    // No dice: none wanted, none rolled, no die shown.
    diceWanted: () => null,
    diceRolled: () => [],
    faceShown: () => null,
    rolls: () => [],
    status: (state) => (state as S & Staged).stage,
    cueNames: [],
    cues: () => [],
    describe: (action) => action.type,
    tell: (actions) => tellPlainly(rules, actions),
    ...definition,
  };
  return rules;
}

/** A game's module as the service holds it: its rules (defaults filled), its schemas, its command lines. */
export function defineGame<S, A extends GameAction, C extends GameCommand, V>(
  definition: GameDefinition<S, A, C, V>,
): GameModule<S, A, C, V> {
  return { commandLines: [], ...defineRules<S, A, C, V>(definition), ...definition };
}
