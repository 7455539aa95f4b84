// Apophis's actions and commands as TypeScript types, derived from the schemas in ./schemas.ts
// (a type-only import: no schema library comes with them), and the typed creators. Every action
// carries the wall-clock time it happened (`at`, epoch ms): the reducer reads time only from
// there, and the game's log stores these objects as they are, so a replay is a fold over it.

import type { Static } from 'typebox';
import type { ACTION_SCHEMAS, COMMAND_SCHEMAS } from './schemas.ts';
import type { SUITS } from './sections.ts';
import type { Difficulty, VARIANTS } from './setup.ts';

export { actions, DIE_SOURCES, type DieSource } from './creators.ts';

type ActionSchemas = typeof ACTION_SCHEMAS;
export type ActionType = keyof ActionSchemas;
type Loose = { [K in ActionType]: Static<ActionSchemas[K]> }[ActionType];
/** A table action. The set-up's and the suits' fields are narrowed to the game's words. */
export type Action =
  | (Omit<Extract<Loose, { type: 'newGame' }>, 'variant' | 'difficulty'> & {
      variant: (typeof VARIANTS)[number];
      difficulty?: Difficulty;
    })
  | (Omit<Extract<Loose, { type: 'suits' }>, 'suits'> & { suits: (typeof SUITS)[number][] })
  | Exclude<Loose, { type: 'newGame' | 'suits' }>;

type CommandSchemas = typeof COMMAND_SCHEMAS;
export type ApophisCommand = {
  [K in keyof CommandSchemas]: Static<CommandSchemas[K]>;
}[keyof CommandSchemas];
