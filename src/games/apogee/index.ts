// Apogee (DTDA Games, 2020; competitive, 2–5 players, in quarters) as a game module: its rules
// (./rules.ts), the schemas the store and the WebSocket check with, its command-line question.

import type { GameModule } from '../../game.ts';
import type { Action, ApogeeCommand } from './actions.ts';
import { commandLines } from './commands.ts';
import { rules } from './rules.ts';
import { ACTION_SCHEMAS, COMMAND_SCHEMAS } from './schemas.ts';
import type { ApogeeState } from './state.ts';
import type { ApogeeView } from './view.ts';

export const apogee: GameModule<ApogeeState, Action, ApogeeCommand, ApogeeView> = {
  ...rules,
  actionSchemas: ACTION_SCHEMAS,
  commandSchemas: COMMAND_SCHEMAS,
  commandLines,
};
