// The `apophis` command line: one sub-command each, arguments parsed with
// node:util, and every mistake reported as one sentence (exit code 2), never a
// stack trace.

import { apocalyteCommand } from './commands/apocalyte.ts';
import { apogeeCommand } from './commands/apogee.ts';
import { oddsCommand, resolveCommand } from './commands/launch.ts';
import { portsCommand } from './commands/ports.ts';
import { replayCommand } from './commands/replay.ts';
import { serveCommand } from './commands/serve.ts';
import { UsageError } from './commands/usage.ts';

const HELP = `apophis: the table companion for Apophis

  apophis serve   [--port 8080] [--host 0.0.0.0] [--serial auto|virtual|none|PATH]…
                  [--tables N] [--baud 115200] [--data DIR] [--minutes N] [--token T]
  apophis ports
  apophis odds    [--advanced] [--apophis 3] [--deflections 0] [--json] ROCKET
  apophis resolve [--advanced] [--apophis 3] [--deflections 0] --dice 4,5,… [--json] ROCKET
  apophis replay  [--json] FILE
  apophis apogee launch --thrust T --mass M
                  --destination leo|geo|moon|lagrange|asteroid|mars
                  [--specialists kathy-johnson,katalina-tsiolkovsky,mark-faget] [--json]
  apophis apocalyte combat --attackers A --defenders D [--json]
  apophis apocalyte move --armies N [--json]

A rocket is written bottom to top: Y3,R2,B1 (G green, R red, B blue, Y yellow;
1/2/3 or S/M/L for small, medium, large).`;

type Command = (args: string[]) => Promise<number> | number;

const COMMANDS: Record<string, Command> = {
  odds: oddsCommand,
  resolve: resolveCommand,
  serve: serveCommand,
  ports: portsCommand,
  replay: replayCommand,
  apogee: apogeeCommand,
  apocalyte: apocalyteCommand,
};

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(HELP);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`apophis: unknown command "${name}" (try: apophis help)`);
    return 2;
  }
  try {
    return await command(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`apophis ${name}: ${error.message}`);
      return 2;
    }
    // parseArgs reports unknown options and missing values with its own message.
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`apophis ${name}: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
