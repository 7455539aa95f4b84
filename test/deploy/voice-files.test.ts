// The voice's audio files as committed (display/public/voice/): one per line of ALL_VOICE_LINES and
// language, each a whole Ogg Opus stream (every page's capture pattern and CRC, OpusHead, OpusTags,
// the end), and manifest.json agreeing with them; then scripts/make-voice.ts making one line anew.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_VOICE_LINES } from '../../display/voice/all-lines.ts';
import type { VoiceManifest } from '../../scripts/make-voice.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const VOICE = join(ROOT, 'display', 'public', 'voice');
const LANGS = ['en', 'fr'] as const;

/** Ogg's CRC-32: polynomial 0x04C11DB7, not reflected, initial value and final XOR 0. */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0;
    }
  }
  return crc >>> 0;
}

type OpusStream = { channels: number; inputRate: number; durationMs: number; pages: number };

/** Reads an Ogg Opus file page by page (RFC 3533, RFC 7845) and throws at the first fault. */
function readOggOpus(file: Buffer): OpusStream {
  const packets: Buffer[] = [];
  let partial: Buffer[] = [];
  let at = 0;
  let pages = 0;
  let lastGranule = 0n;
  let lastFlags = 0;
  let serial: number | null = null;
  while (at < file.length) {
    if (file.toString('ascii', at, at + 4) !== 'OggS') throw new Error(`no OggS at byte ${at}`);
    if (file[at + 4] !== 0) throw new Error(`page ${pages}: stream structure version not 0`);
    const flags = file[at + 5] as number;
    if ((pages === 0) !== ((flags & 0x02) !== 0)) throw new Error(`page ${pages}: BOS flag`);
    const pageSerial = file.readUInt32LE(at + 14);
    if (serial !== null && pageSerial !== serial) throw new Error(`page ${pages}: another stream`);
    serial = pageSerial;
    if (file.readUInt32LE(at + 18) !== pages) throw new Error(`page ${pages}: sequence number`);
    const segments = file[at + 26] as number;
    const table = file.subarray(at + 27, at + 27 + segments);
    const bodyLength = table.reduce((sum, lacing) => sum + lacing, 0);
    const end = at + 27 + segments + bodyLength;
    if (end > file.length) throw new Error(`page ${pages}: cut short`);
    const page = Buffer.from(file.subarray(at, end));
    const stored = page.readUInt32LE(22);
    page.writeUInt32LE(0, 22);
    if (oggCrc(page) !== stored) throw new Error(`page ${pages}: CRC mismatch`);
    let offset = at + 27 + segments;
    for (const lacing of table) {
      partial.push(file.subarray(offset, offset + lacing));
      offset += lacing;
      if (lacing < 255) {
        packets.push(Buffer.concat(partial));
        partial = [];
      }
    }
    lastGranule = file.readBigInt64LE(at + 6);
    lastFlags = flags;
    pages += 1;
    at = end;
  }
  if ((lastFlags & 0x04) === 0) throw new Error('the last page does not end the stream (EOS)');
  const head = packets[0];
  if (head?.toString('ascii', 0, 8) !== 'OpusHead' || head[8] !== 1) {
    throw new Error('the first packet is not an OpusHead of version 1');
  }
  if (packets[1]?.toString('ascii', 0, 8) !== 'OpusTags') {
    throw new Error('the second packet is not OpusTags');
  }
  if (packets.length < 3) throw new Error('no audio packet');
  const preSkip = head.readUInt16LE(10);
  // Granule positions count 48 kHz samples, the encoder's pre-skip included (RFC 7845, 4).
  return {
    channels: head[9] as number,
    inputRate: head.readUInt32LE(12),
    durationMs: Number(lastGranule - BigInt(preSkip)) / 48,
    pages,
  };
}

function manifestAt(dir: string): VoiceManifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as VoiceManifest;
}

/** Every file of a voice folder agrees with its manifest entry; returns the bytes counted. */
function expectFolderMatchesManifest(dir: string, manifest: VoiceManifest): number {
  let bytes = 0;
  for (const line of manifest.lines) {
    for (const lang of LANGS) {
      const entry = line[lang];
      expect(entry.file).toBe(`${lang}/${line.id}.ogg`);
      const file = readFileSync(join(dir, entry.file));
      const stream = readOggOpus(file);
      expect(stream.channels).toBe(1);
      // espeak-ng speaks at 22,050 Hz; the manifest's duration comes from its WAV, the Ogg's
      // from the last granule position: two measures of one sound, within a millisecond.
      expect(stream.inputRate).toBe(22050);
      expect(Math.abs(stream.durationMs - entry.durationMs)).toBeLessThanOrEqual(1);
      expect(entry.bytes).toBe(file.length);
      bytes += file.length;
    }
  }
  return bytes;
}

describe('the voice files in display/public/voice', () => {
  const manifest = manifestAt(VOICE);

  it('the manifest lists every line of ALL_VOICE_LINES, in order, in English and French', () => {
    expect(manifest.languages).toEqual(['en', 'fr']);
    expect(manifest.lines.map((line) => line.id)).toEqual(ALL_VOICE_LINES.map((line) => line.id));
    for (const [index, line] of ALL_VOICE_LINES.entries()) {
      expect(manifest.lines[index]?.en.text).toBe(line.en);
      expect(manifest.lines[index]?.fr.text).toBe(line.fr);
    }
  });

  it('each language folder holds exactly one file per line, and nothing else', () => {
    const expected = ALL_VOICE_LINES.map((line) => `${line.id}.ogg`).sort();
    for (const lang of LANGS) {
      expect(readdirSync(join(VOICE, lang)).sort()).toEqual(expected);
    }
    expect(readdirSync(VOICE).sort()).toEqual(['en', 'fr', 'manifest.json']);
  });

  it('every file is a whole mono Ogg Opus stream, its duration and size as the manifest says', () => {
    const bytes = expectFolderMatchesManifest(VOICE, manifest);
    expect(manifest.totalBytes).toBe(bytes);
    // A spoken line is short: between a word (0.3 s) and a sentence (5 s).
    for (const line of manifest.lines) {
      for (const lang of LANGS) {
        expect(line[lang].durationMs).toBeGreaterThan(300);
        expect(line[lang].durationMs).toBeLessThan(5000);
      }
    }
  });

  it('the checker itself refuses a file with one byte changed, and one cut short', () => {
    const good = readFileSync(join(VOICE, 'en', 'hit.ogg'));
    const flipped = Buffer.from(good);
    flipped[good.length - 10] = (flipped[good.length - 10] as number) ^ 0x01;
    expect(() => readOggOpus(flipped)).toThrow(/CRC mismatch/);
    expect(() => readOggOpus(good.subarray(0, good.length - 20))).toThrow(/cut short/);
    const notOgg = Buffer.from(good);
    notOgg.write('Oggs', 0, 'ascii');
    expect(() => readOggOpus(notOgg)).toThrow('no OggS at byte 0');
  });
});

/** scripts/make-voice.ts as the README runs it (through tsx), awaited. */
function makeVoice(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/make-voice.ts', ...args], {
    cwd: ROOT,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => {
    try {
      return statSync(join(dir, command)).isFile();
    } catch {
      return false;
    }
  });
}

const TOOLS_PRESENT = onPath('espeak-ng') && onPath('opusenc');

describe('scripts/make-voice.ts', () => {
  const out = mkdtempSync(join(tmpdir(), 'apophis-voice-'));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it('an unknown id gets a sentence, exit 2, and nothing is written', async () => {
    const result = await makeVoice(['--out', out, 'launch-completed']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'make-voice: no line has the id launch-completed (display/voice/lines.ts); nothing was changed',
    );
    expect(readdirSync(out)).toEqual([]);
  });

  it.skipIf(!TOOLS_PRESENT)(
    'makes one line anew as valid files, then keeps them on a second run (skipped without espeak-ng and opusenc)',
    async () => {
      const first = await makeVoice(['--out', out, 'launch-complete']);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^make-voice: 2 file\(s\) made, 0 kept, 0 removed; 1 lines, /);
      const manifest = manifestAt(out);
      expect(manifest.lines.map((line) => line.id)).toEqual(['launch-complete']);
      expect(manifest.lines[0]?.fr.text).toBe('Séquence de lancement terminée.');
      expect(expectFolderMatchesManifest(out, manifest)).toBe(manifest.totalBytes);
      const madeAt = statSync(join(out, 'en', 'launch-complete.ogg')).mtimeMs;

      const second = await makeVoice(['--out', out, 'launch-complete']);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/^make-voice: 0 file\(s\) made, 2 kept, 0 removed; 1 lines, /);
      expect(statSync(join(out, 'en', 'launch-complete.ogg')).mtimeMs).toBe(madeAt);
    },
  );
});
