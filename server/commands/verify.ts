// `apophis verify FILE`: every box roll of a game's log recomputed from the seed its box
// revealed (DESIGN.md, "Dice anyone can audit"), the word indexes checked to run without a
// gap. Exit 0 and one line per commitment when every roll holds (rolls nothing can prove,
// typed in or from a box without proof, are named so, never "verified"); exit 1 naming the
// first roll or gap that fails; exit 2 for a file it cannot read.

import { proofOfGame } from '../../src/proof.ts';
import { verdictLines } from '../../src/proof-words.ts';
import { printLines } from '../output.ts';
import { nodeSha256 } from '../sha256.ts';
import { logFileCommand } from './log-file.ts';

export async function verifyCommand(args: string[]): Promise<number> {
  const { json, parsed } = await logFileCommand('verify', args, 'verify');
  const verdict = proofOfGame(
    nodeSha256,
    parsed.module,
    parsed.actions,
    parsed.proof,
    parsed.header.box?.firmware,
  );
  if (json) console.log(JSON.stringify(verdict));
  else console.log(printLines(verdictLines(verdict).join('\n')));
  return verdict.ok ? 0 : 1;
}
