// Apophis (Looney Labs' Icehouse game, real time, co-operative) as a game module: its rules
// (./rules.ts), the schemas the store and the WebSocket check with, its command-line questions.

import type { GameModule } from '../../game.ts';
import type { Action, ApophisCommand } from './actions.ts';
import { commandLines } from './commands.ts';
import { rules } from './rules.ts';
import { ACTION_SCHEMAS, COMMAND_SCHEMAS } from './schemas.ts';
import type { TableState } from './state.ts';
import type { ApophisView } from './view.ts';

export const apophis: GameModule<TableState, Action, ApophisCommand, ApophisView> = {
  ...rules,
  actionSchemas: ACTION_SCHEMAS,
  commandSchemas: COMMAND_SCHEMAS,
  commandLines,
};
