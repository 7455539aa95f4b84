// Apocalyte (Mark J. Hadley's Risk® variant, 2–5 players against the Apocalytes) as a game
// module: its rules (./rules.ts), the schemas the store and the WebSocket check with, its
// command-line questions.

import { defineGame } from '../../define-game.ts';
import { commandLines } from './commands.ts';
import { rules } from './rules.ts';
import { ACTION_SCHEMAS, COMMAND_SCHEMAS } from './schemas.ts';

export const apocalyte = defineGame({
  ...rules,
  actionSchemas: ACTION_SCHEMAS,
  commandSchemas: COMMAND_SCHEMAS,
  commandLines,
});
