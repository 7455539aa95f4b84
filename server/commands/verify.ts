// `apophis verify FILE`: every box roll of a game's log recomputed from the seed its box
// revealed (DESIGN.md, "Dice anyone can audit"), the word indexes checked to run without a
// gap. Exit 0 and one line per commitment when every roll holds (rolls nothing can prove,
// typed in or from a box without proof, are named so, never "verified"); exit 1 naming the
// first roll or gap that fails; exit 2 for a file it cannot read.

import { parseArgs } from 'node:util';
import { GAME_CATALOG } from '../../src/games/index.ts';
import { proofOfGame, verdictLines } from '../../src/proof.ts';
import { printable, printLines } from '../output.ts';
import { nodeSha256 } from '../sha256.ts';
import { StoreError } from '../store/errors.ts';
import { type ParsedLog, readGameLog } from '../store/format.ts';
import { readLog } from './replay.ts';
import { UsageError } from './usage.ts';

export async function verifyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (file === undefined || extra.length > 0) {
    throw new UsageError(
      file === undefined
        ? 'name the game log to verify, like data/games/20261121-194000-k3x9.jsonl'
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
    console.error(printable(`apophis verify: warning: ${warning}`));
  const verdict = proofOfGame(nodeSha256, parsed.module, parsed.actions, parsed.proof);
  if (values.json) console.log(JSON.stringify(verdict));
  else console.log(printLines(verdictLines(verdict).join('\n')));
  return verdict.ok ? 0 : 1;
}
