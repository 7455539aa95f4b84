// `apophis replay FILE`: a game's log told as it happened, one line per action
// on the game clock, each launch step by step, then the outcome and the story.
// The text comes from replaying the log through the rules core, as the service does.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { replayWith } from '../../src/game.ts';
import { GAME_CATALOG } from '../../src/games/index.ts';
import { printable, printLines } from '../output.ts';
import { reasonOf, StoreError } from '../store/errors.ts';
import { type ParsedLog, readGameLog } from '../store/format.ts';
import { UsageError } from './usage.ts';

/** A game log's bytes, or a UsageError (exit 2) saying why the file cannot be read. */
export async function readLog(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT') throw new UsageError(`no such file: ${file}`);
    if (code === 'EISDIR') throw new UsageError(`${file} is a folder, not a game log`);
    throw new UsageError(`cannot read ${file}: ${reasonOf(error)}`);
  }
}

export async function replayCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) {
    throw new UsageError(
      file === undefined
        ? 'name the game log to print, like data/games/20261121-194000-k3x9.jsonl'
        : 'one game log at a time',
    );
  }
  let parsed: ParsedLog;
  try {
    parsed = await readGameLog(await readLog(file), file, GAME_CATALOG);
  } catch (error) {
    if (error instanceof StoreError) throw new UsageError(error.message);
    throw error;
  }
  for (const warning of parsed.warnings)
    console.error(printable(`apophis replay: warning: ${warning}`));
  if (values.json) {
    const { header, actions, warnings, module } = parsed;
    const { state, refused } = replayWith<unknown, (typeof actions)[number]>(module, actions);
    console.log(JSON.stringify({ header, actions, state, warnings, refused }));
    return 0;
  }
  console.log(printLines(render(parsed)));
  return 0;
}

/** The game told by its own module, under a heading every game shares. */
function render(parsed: ParsedLog): string {
  const { header, actions, module } = parsed;
  const told = module.tell(actions);
  const created = new Date(header.createdAt).toISOString().slice(0, 19).replace('T', ' ');
  return [
    `${module.title} game ${header.id}, created ${created} UTC`,
    ...told.lines,
    '',
    ...told.summary,
  ].join('\n');
}
