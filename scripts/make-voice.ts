// Makes the big screen's voice files: every line of display/voice/lines.ts, in English and
// French, spoken by espeak-ng into a WAV, encoded by opusenc (opus-tools) to mono Ogg Opus in
// display/public/voice/<lang>/<id>.ogg, with manifest.json beside them. Run it after changing a
// line: `npx tsx scripts/make-voice.ts [--out DIR] [--force] [ID…]` (IDs: only those lines).
// A file whose text and settings have not changed is kept as it is, so a second run makes nothing.

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ALL_VOICE_LINES } from '../display/voice/all-lines.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_OUT = join(ROOT, 'display', 'public', 'voice');

// A calm mission-control computer: slower than espeak-ng's 175 words a minute so each word
// carries across a noisy hall, and a lower pitch than its 50 so it sounds level, not chirpy.
const VOICES = {
  en: { espeak: 'en-us', speed: 145, pitch: 30 },
  fr: { espeak: 'fr', speed: 140, pitch: 30 },
} as const;
type Lang = keyof typeof VOICES;
const LANGS = Object.keys(VOICES) as Lang[];

// 12 kbit/s tuned for speech: Opus keeps a synthetic voice clear there, at about 1.5 kB a second.
const OPUSENC_OPTIONS = ['--speech', '--bitrate', '12', '--downmix-mono', '--comp', '10'];

export type VoiceFile = {
  file: string;
  text: string;
  durationMs: number;
  bytes: number;
  /** What the file was made from (text, voice, encoder options): unchanged means keep it. */
  key: string;
};
export type VoiceManifest = {
  about: string;
  encoder: string;
  languages: Lang[];
  voices: typeof VOICES;
  lines: ({ id: string } & Record<Lang, VoiceFile>)[];
  totalBytes: number;
};

const TOOLS = [
  { command: 'espeak-ng', pkg: 'espeak-ng' },
  { command: 'opusenc', pkg: 'opus-tools' },
];

function has(command: string): boolean {
  return spawnSync(command, ['--help'], { stdio: 'ignore' }).error === undefined;
}

function keyOf(lang: Lang, text: string): string {
  const source = JSON.stringify([text, VOICES[lang], OPUSENC_OPTIONS]);
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** The playing time of a PCM WAV file as espeak-ng writes it (its fmt and data chunks). */
export function wavDurationMs(wav: Buffer): number {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('espeak-ng did not write a WAV file');
  }
  let bytesPerSecond = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') bytesPerSecond = wav.readUInt32LE(at + 16);
    if (id === 'data' && bytesPerSecond > 0) return Math.round((size * 1000) / bytesPerSecond);
    at += 8 + size + (size % 2);
  }
  throw new Error('the WAV file has no fmt or data chunk');
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error}`);
  }
}

/** Says one line in one language into `out/<lang>/<id>.ogg`; the WAV stays in `scratch`. */
function make(out: string, scratch: string, id: string, lang: Lang, text: string): VoiceFile {
  const voice = VOICES[lang];
  const wav = join(scratch, `${lang}-${id}.wav`);
  const file = `${lang}/${id}.ogg`;
  run('espeak-ng', [
    ...['-b', '1', '-v', voice.espeak, '-s', String(voice.speed), '-p', String(voice.pitch)],
    ...['-w', wav, text],
  ]);
  const durationMs = wavDurationMs(readFileSync(wav));
  // A serial number from the line, not a random one: the same input gives the same bytes.
  const serial = Number.parseInt(createHash('sha256').update(file).digest('hex').slice(0, 7), 16);
  mkdirSync(join(out, lang), { recursive: true });
  run('opusenc', ['--quiet', ...OPUSENC_OPTIONS, '--serial', String(serial), wav, join(out, file)]);
  return { file, text, durationMs, bytes: statSync(join(out, file)).size, key: keyOf(lang, text) };
}

function readManifest(out: string): VoiceManifest | null {
  try {
    return JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as VoiceManifest;
  } catch {
    return null;
  }
}

export function main(argv: string[]): number {
  let values: { out?: string; force?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      allowPositionals: true,
    }));
  } catch (error) {
    console.error(`make-voice: ${(error as Error).message}`);
    return 2;
  }
  if (values.help) {
    console.log('usage: npx tsx scripts/make-voice.ts [--out DIR] [--force] [ID…]');
    return 0;
  }
  const unknown = positionals.filter((id) => !ALL_VOICE_LINES.some((line) => line.id === id));
  if (unknown.length > 0) {
    console.error(
      `make-voice: no line has the id ${unknown.join(', ')} (display/voice/lines.ts); nothing was changed`,
    );
    return 2;
  }
  const missing = TOOLS.filter((tool) => !has(tool.command));
  if (missing.length > 0) {
    console.error(
      `make-voice: ${missing.map((tool) => tool.command).join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing; install with: sudo apt-get install -y ${missing.map((tool) => tool.pkg).join(' ')}`,
    );
    return 1;
  }

  const out = resolve(values.out ?? DEFAULT_OUT);
  const previous = readManifest(out);
  const wanted = new Set(
    positionals.length > 0 ? positionals : ALL_VOICE_LINES.map((line) => line.id),
  );
  const scratch = mkdtempSync(join(tmpdir(), 'make-voice-'));
  const lines: VoiceManifest['lines'] = [];
  let made = 0;
  let kept = 0;
  try {
    for (const line of ALL_VOICE_LINES) {
      const before = previous?.lines.find((entry) => entry.id === line.id);
      const entry = { id: line.id } as VoiceManifest['lines'][number];
      for (const lang of LANGS) {
        const old = before?.[lang];
        const path = join(out, lang, `${line.id}.ogg`);
        const remake = values.force === true && wanted.has(line.id);
        const current =
          !remake && old?.key === keyOf(lang, line[lang]) && existsSync(path) ? old : null;
        if (current) {
          entry[lang] = { ...current, bytes: statSync(path).size };
          kept += 1;
        } else if (wanted.has(line.id)) {
          entry[lang] = make(out, scratch, line.id, lang, line[lang]);
          made += 1;
        }
      }
      if (LANGS.every((lang) => entry[lang])) lines.push(entry);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  // Files of lines that no longer exist are generated leftovers: a full run removes them.
  let removed = 0;
  if (positionals.length === 0) {
    for (const lang of LANGS) {
      if (!existsSync(join(out, lang))) continue;
      for (const name of readdirSync(join(out, lang))) {
        if (name.endsWith('.ogg') && !lines.some((line) => `${line.id}.ogg` === name)) {
          rmSync(join(out, lang, name));
          removed += 1;
        }
      }
    }
  }

  const manifest: VoiceManifest = {
    about: 'Made by scripts/make-voice.ts from display/voice/lines.ts; do not edit by hand.',
    encoder: `espeak-ng, then opusenc ${OPUSENC_OPTIONS.join(' ')} (Ogg Opus, mono)`,
    languages: LANGS,
    voices: VOICES,
    lines,
    totalBytes: lines.reduce((sum, line) => sum + LANGS.reduce((s, l) => s + line[l].bytes, 0), 0),
  };
  mkdirSync(out, { recursive: true });
  // Short arrays of plain values on one line, as the project's formatter (biome) writes them.
  const json = JSON.stringify(manifest, null, 2).replace(
    /\[\n\s+([^[\]{}]*?)\n\s*\]/g,
    (_, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`,
  );
  writeFileSync(join(out, 'manifest.json'), `${json}\n`);
  console.log(
    `make-voice: ${made} file(s) made, ${kept} kept, ${removed} removed; ${lines.length} lines, ${manifest.totalBytes} bytes in ${relative(process.cwd(), out) || '.'}`,
  );
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
