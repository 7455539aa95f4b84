// Every line the voice can say, the shell's and each game's (every display/games/<id>/ folder
// with a voice-lines.ts), for `npm run voice` (scripts/make-voice.ts) and the tests, never a page:
// it reads the folders from disk, so it runs under plain Node (tsx) as well as under Vite.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { VOICE_LINES } from './lines.ts';
import type { VoiceLine } from './texts.ts';

// Paths, not `new URL(…)`: a test's page (happy-dom) has a URL class of its own.
const HERE = dirname(fileURLToPath(import.meta.url));
const GAMES = join(HERE, '..', 'games');
const MANIFEST = join(HERE, '..', 'public', 'voice', 'manifest.json');

/** Each game's lines, its folders in name order. */
async function gamesLines(): Promise<VoiceLine[]> {
  const files = readdirSync(GAMES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(GAMES, entry.name, 'voice-lines.ts'))
    .filter((file) => existsSync(file))
    .sort();
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(file).href) as Promise<{ voiceLines: VoiceLine[] }>),
  );
  return modules.flatMap((module) => module.voiceLines);
}

/** The ids in the order the files were recorded (the committed manifest), none before any is. */
function recordedOrder(): readonly string[] {
  if (!existsSync(MANIFEST)) return [];
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { lines: { id: string }[] };
  return manifest.lines.map((line) => line.id);
}

/**
 * A recorded line keeps its place in the manifest, a new one comes after them all (the shell's
 * first, then the games'), so moving a line to its game or adding a game reorders no file.
 */
function inRecordedOrder(lines: readonly VoiceLine[]): VoiceLine[] {
  const order = recordedOrder();
  const place = (line: VoiceLine) => {
    const at = order.indexOf(line.id);
    return at === -1 ? order.length : at;
  };
  // Array.prototype.sort is stable: new lines stay in the order they were collected.
  return [...lines].sort((a, b) => place(a) - place(b));
}

export const ALL_VOICE_LINES: readonly VoiceLine[] = inRecordedOrder([
  ...VOICE_LINES,
  ...(await gamesLines()),
]);
