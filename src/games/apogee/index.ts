// Apogee (DTDA Games, 2020; competitive, 2–5 players, in quarters) as a game module: its rules
// (./rules.ts), the schemas the store and the WebSocket check with, its command-line question.

import { defineGame } from '../../define-game.ts';
import { commandLines } from './commands.ts';
import { rules } from './rules.ts';
import { ACTION_SCHEMAS, COMMAND_SCHEMAS } from './schemas.ts';

export const apogee = defineGame({
  ...rules,
  actionSchemas: ACTION_SCHEMAS,
  commandSchemas: COMMAND_SCHEMAS,
  commandLines,
});
