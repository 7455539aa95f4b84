// The `apophis` command line: one sub-command each, arguments parsed with
// node:util, and every mistake reported as one sentence (exit code 2), never a
// stack trace. The service's own commands are here; each game declares its own
// (`commandLines`), and the registry of games brings them, help lines included: the
// games' modules load for those, not for the service's own (`serve` loads only its tables').
// Each of the service's commands is loaded when it runs: `verify` or `replay` does not load
// the web server, the MQTT client or the virtual box that `serve` and `hall` need.

import type { CommandLine } from '../src/command-line.ts';
import { loadGame } from '../src/game.ts';
import { GAME_CATALOG } from '../src/games/index.ts';
import { UsageError } from './commands/usage.ts';
import { StartError } from './token.ts';

type Command = (args: string[]) => Promise<number> | number;

const SERVICE: { name: string; usage: string[]; run: Command }[] = [
  {
    name: 'serve',
    usage: [
      'apophis serve   [--port 8080] [--host 0.0.0.0] [--serial auto|virtual|none|PATH]…',
      '                [--tables N] [--baud 115200] [--data DIR] [--minutes N] [--token T]',
      '                [--mqtt URL [--name NAME] [--hall HALL] [--mqtt-ca FILE] [--mqtt-discovery]]',
    ],
    run: async (args) => (await import('./commands/serve.ts')).serveCommand(args),
  },
  {
    name: 'hall',
    usage: [
      'apophis hall    [--mqtt URL] [--hall HALL] [--port 8080] [--host 0.0.0.0] [--token T]',
      '                [--broker-port 1883] [--mqtt-ca FILE]',
    ],
    run: async (args) => (await import('./commands/hall.ts')).hallCommand(args),
  },
  {
    name: 'ports',
    usage: ['apophis ports'],
    run: async (args) => (await import('./commands/ports.ts')).portsCommand(args),
  },
  {
    name: 'replay',
    usage: ['apophis replay  [--json] FILE'],
    run: async (args) => (await import('./commands/replay.ts')).replayCommand(args),
  },
  {
    name: 'verify',
    usage: ['apophis verify  [--json] FILE'],
    run: async (args) => (await import('./commands/verify.ts')).verifyCommand(args),
  },
];

/** A game's command runs as the service's do: its text printed, its exit code returned. */
function printed(line: CommandLine): Command {
  return (args) => {
    const { text, code } = line.run(args);
    console.log(text);
    return code;
  };
}

/**
 * Every command by name, the games' with the service's, and the help that lists them: the games'
 * modules are loaded for these (a service's own command, `serve` first, loads none of them).
 */
async function everyCommand(): Promise<{ commands: Record<string, Command>; help: string }> {
  const games = await Promise.all(
    Object.keys(GAME_CATALOG).map((id) => loadGame(GAME_CATALOG, id)),
  );
  const gameCommands = games.flatMap((game) => game?.commandLines ?? []);
  const commands: Record<string, Command> = {};
  for (const [name, run] of [
    ...SERVICE.map(({ name, run }) => [name, run] as const),
    ...gameCommands.map((line) => [line.name, printed(line)] as const),
  ]) {
    // Two games (or a game and the service) answering one word is a mistake in the code.
    if (Object.hasOwn(commands, name)) throw new Error(`two commands are called "${name}"`);
    commands[name] = run;
  }
  const notes = new Set(gameCommands.flatMap(({ note }) => (note ? [note] : [])));
  const help = [
    'apophis: the table companion for Apophis',
    '',
    ...[...SERVICE, ...gameCommands].flatMap(({ usage }) => usage.map((line) => `  ${line}`)),
    ...[...notes].flatMap((note) => ['', note]),
  ].join('\n');
  return { commands, help };
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const service = SERVICE.find((command) => command.name === name);
  const { commands, help } = service
    ? { commands: { [service.name]: service.run }, help: '' }
    : await everyCommand();
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(help);
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
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
    if (error instanceof StartError) {
      console.error(`apophis ${name}: ${error.message}`);
      return 1;
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
