// `apophis replay FILE`: a game's log told as it happened, one line per action
// on the game clock, each launch step by step, then the outcome and the story.
// The text comes from replaying the log through the rules core, as the service does.

import { replayWith } from '../../src/game.ts';
import { printable } from '../output.ts';
import type { ParsedLog } from '../store/format.ts';
import { logFileCommand } from './log-file.ts';

export async function replayCommand(args: string[]): Promise<number> {
  const { json, parsed } = await logFileCommand('replay', args, 'print');
  if (json) {
    const { header, actions, warnings, module } = parsed;
    const { state, refused } = replayWith<unknown, (typeof actions)[number]>(module, actions);
    console.log(JSON.stringify({ header, actions, state, warnings, refused }));
    return 0;
  }
  // Each line the module tells is one line: a line break in a name it quotes (a card, a
  // player) is shown as `\x0a`, so no name can forge a line ("Outcome: won!", issue 31).
  console.log(render(parsed).map(printable).join('\n'));
  return 0;
}

/** The game told by its own module, under a heading every game shares. */
function render(parsed: ParsedLog): string[] {
  const { header, actions, module } = parsed;
  const told = module.tell(actions);
  const created = new Date(header.createdAt).toISOString().slice(0, 19).replace('T', ' ');
  return [
    `${module.title} game ${header.id}, created ${created} UTC`,
    ...told.lines,
    '',
    ...told.summary,
  ];
}
