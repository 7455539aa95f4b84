// Issue 23: a box press on a full disk. The game's log is on a 1 MiB tmpfs filled up: the
// START press cannot be saved, so it is not ACKed and not applied (the box keeps it); the
// screens and the service run on. Once there is room, the box's resend plays, once.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PtyPair, scratchDir, waitFor } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, type Service, startService, tableState } from './harness.ts';

/** A 1 MiB tmpfs (root only), or null where it cannot be mounted. */
function smallDisk(): { dir: string; remove(): void } | null {
  const dir = mkdtempSync(join(tmpdir(), 'apophis-full-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return {
    dir,
    remove: () => {
      spawnSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Fills the disk at `dir` to the last byte with one file, whose path is returned. */
function fill(dir: string): string {
  const filler = join(dir, 'filler');
  try {
    writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  return filler;
}

const disk = smallDisk();
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!disk)('a box press on a full disk', () => {
  it('is not ACKed nor applied while the log cannot take it, and plays once when there is room', async () => {
    if (!disk) return;
    cleanups.push(() => disk.remove());
    const scratch = scratchDir();
    cleanups.push(() => scratch.remove());
    const pty = new PtyPair(scratch.dir);
    await pty.start();
    cleanups.push(() => pty.kill());
    const box = new ScriptedBox({ protocol: 2, firmware: '2.0.0', heartbeatMs: 500 });
    await box.attach(pty.box);
    cleanups.push(() => box.detach());
    box.boot();
    const data = join(disk.dir, 'data');
    mkdirSync(data);
    const service: Service = await startService({ box: { serial: pty.server }, dir: data });
    cleanups.push(() => service.close());
    await waitFor('the box link', () => service.app.table.boxStatus().connected, 10_000);
    const screen = await Screen.open(service.url);
    cleanups.push(() => screen.close());
    expect(tableState(service).phase).toBe('lobby');

    const filler = fill(disk.dir);
    const acks = box.acksReceived;
    const seq = box.press('START');
    await waitFor(
      'the notice that the log could not be written',
      () => screen.messages.find((m) => m.type === 'notice' && /could not be written/.test(m.text)),
      10_000,
    );
    // Resent every 250 ms for 2 s: never ACKed, never applied.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(box.pending).toEqual([seq]);
    expect(box.acksReceived).toBe(acks);
    expect(tableState(service).phase).toBe('lobby');
    // The service and its screens run on.
    const health = await fetch(`${service.url}/api/state`);
    expect(health.status).toBe(200);
    expect(service.app.table.boxStatus().connected).toBe(true);

    rmSync(filler);
    await waitFor('the press to play', () => tableState(service).phase === 'running', 10_000);
    await waitFor('its ACK', () => box.pending.length === 0, 5000);
    // Once: one game log, its START logged once; and its resends are not applied again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const games = join(data, 'games');
    const logs = readdirSync(games).filter((name) => name.endsWith('.jsonl'));
    expect(logs).toHaveLength(1);
    const lines = readFileSync(join(games, logs[0] ?? ''), 'utf8')
      .trim()
      .split('\n');
    expect(lines.filter((line) => /"type":"start"/.test(line))).toHaveLength(1);
    expect(tableState(service).phase).toBe('running');
  }, 60_000);
});
