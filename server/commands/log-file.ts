// The one game log a command reads (`apophis replay FILE`, `apophis verify FILE`): its options,
// the file read and parsed with its game's module, its warnings said on stderr, and every
// reason it cannot be read a UsageError (exit 2).

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { GAME_CATALOG } from '../../src/games/index.ts';
import { printable } from '../output.ts';
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

/** `apophis <command> [--json] FILE`: the log named, parsed, its warnings printed. */
export async function logFileCommand(
  command: string,
  args: string[],
  what: string,
): Promise<{ json: boolean; parsed: ParsedLog }> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) {
    throw new UsageError(
      file === undefined
        ? `name the game log to ${what}, like data/games/20261121-194000-k3x9.jsonl`
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
    console.error(printable(`apophis ${command}: warning: ${warning}`));
  return { json: values.json, parsed };
}
