// Undo as Apophis's R22 reads it, for every seated game: each table action remembers the part
// of the table it may change (the game's `Snapshot`), the last `depth` of them are kept, a die
// the box rolled closes the list (the box's die is the die; a die typed in may be undone), and
// an undo puts the last snapshot back, reopening a game that it had ended.

import { type RuleError, type Stage, undoProblem } from './guards.ts';

/** What an undo puts back: the action's type (screens name it) and the table before it. */
export type UndoEntry<Snapshot> = { action: string; before: Snapshot };

type Undoable<Snapshot> = { stage: Stage; undo: readonly UndoEntry<Snapshot>[] };

/**
 * The undo list after `action`, with the table before it (`snapshot`, taken only when kept);
 * a die of the box clears it.
 */
export function remember<Snapshot>(
  undo: readonly UndoEntry<Snapshot>[],
  action: string,
  snapshot: () => Snapshot,
  depth: number,
  source: 'box' | 'hand' = 'hand',
): UndoEntry<Snapshot>[] {
  if (source === 'box') return [];
  const kept = undo.length >= depth ? undo.slice(undo.length - depth + 1) : undo;
  return [...kept, { action, before: snapshot() }];
}

/** The type of the action an undo would put back, or null (the screens' `undoable`). */
export function undoable(state: { undo: readonly UndoEntry<unknown>[] }): string | null {
  return state.undo.at(-1)?.action ?? null;
}

/** The last action undone, or why not; `reopened` when the undo takes back a game's end. */
export function undoLast<S extends Undoable<Snapshot>, Snapshot extends object>(
  state: S,
): ({ ok: true; state: S } | { ok: false; state: S; error: RuleError }) & { reopened: boolean } {
  const last = state.undo.at(-1);
  const problem = undoProblem(state, last !== undefined);
  if (problem || !last)
    return {
      ok: false,
      state,
      error: problem ?? { code: 'undo/nothing', message: 'nothing to undo' },
      reopened: false,
    };
  const reopened = state.stage === 'over';
  return {
    ok: true,
    state: {
      ...state,
      ...last.before,
      stage: reopened ? 'playing' : state.stage,
      undo: state.undo.slice(0, -1),
    },
    reopened,
  };
}
