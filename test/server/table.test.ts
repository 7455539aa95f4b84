// The table session's box mapping, unit by unit: box events are handed to the
// session directly and the box is a recording stand-in (the real serial path
// and the virtual box have their own tests).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { type TableBox, TableSession } from '../../server/table.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import type { BoxMessage, Button, Gesture } from '../../src/protocol.ts';
import { LAMP_BIT } from '../../src/protocol.ts';

class RecordingBox implements TableBox {
  status = { connected: true, firmware: '1.0.0', path: 'test', protocol: 1 };
  lamps = 0;
  sent: string[] = [];
  setLamps(mask: number) {
    this.lamps = mask;
  }
  setDice() {}
  setClock() {}
  requestRoll() {
    this.sent.push('ROLL');
    return true;
  }
  show(face: number) {
    this.sent.push(`SHOW ${face}`);
    return true;
  }
  beep(ms: number, hz: number) {
    this.sent.push(`BEEP ${ms} ${hz}`);
    return true;
  }
}

let dir: string;
let session: TableSession;
let box: RecordingBox;
const notices: string[] = [];
const codes: (string | undefined)[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apophis-table-'));
  const store = new GameStore({ dir });
  await store.open();
  const quiet = { info() {}, warn() {}, error() {} };
  session = new TableSession({ store, logger: quiet, boxSource: 'serial' });
  box = new RecordingBox();
  session.attachBox(box);
  session.subscribe((m) => {
    if (m.type !== 'notice') return;
    notices.push(m.text);
    codes.push(m.code);
  });
  await session.open();
  notices.length = 0;
  codes.length = 0;
});

afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

const press = (button: Button, gesture: Gesture = 'PRESS') =>
  session.boxEvent({ verb: 'BTN', button, gesture } as BoxMessage);
const roll = (value: number) => session.boxEvent({ verb: 'ROLL', sides: 6, values: [value] });
/** The session's state, read as Apophis's. */
const table = () => session.state as TableState;

async function launch(rocket: ('Y3' | 'G3' | 'G2' | 'R2' | 'B1')[], variant: 'basic' | 'advanced') {
  await session.command({ type: 'newGame', players: 2, variant, timerSeconds: 600 });
  await press('START');
  for (const section of rocket) await session.command({ type: 'build', section });
  await session.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
}

describe('the set-up in the lobby', () => {
  const files = () => readdirSync(join(dir, 'games')).filter((name) => name.endsWith('.jsonl'));

  it('a set-up changed before anyone started replaces the one before it; a game that began stays', async () => {
    await session.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 });
    await session.command({ type: 'newGame', players: 3, variant: 'basic', timerSeconds: 600 });
    await session.command({ type: 'newGame', players: 3, variant: 'advanced', difficulty: 'hard' });
    expect(files()).toEqual([`${session.gameId}.jsonl`]);
    expect(table()).toMatchObject({ phase: 'lobby', players: 3, variant: 'advanced' });
    await press('START');
    const started = session.gameId;
    await session.command({ type: 'newGame', players: 4, variant: 'basic', timerSeconds: 600 });
    expect(files().sort()).toEqual([`${started}.jsonl`, `${session.gameId}.jsonl`].sort());
  });
});

describe('box buttons', () => {
  it('START starts the lobby; a long START pauses and resumes', async () => {
    expect(box.lamps).toBe(LAMP_BIT.START);
    await press('START');
    expect(table().phase).toBe('running');
    expect(box.lamps & LAMP_BIT.START).toBe(0);
    await press('START', 'LONG');
    expect(table().phase).toBe('paused');
    expect(box.lamps).toBe(LAMP_BIT.START);
    await press('START', 'LONG');
    expect(table().phase).toBe('running');
  });

  it('R19: during the reroll question, ROLL rerolls; START or OK keep a good die at once', async () => {
    await launch(['Y3', 'G3', 'G2', 'B1'], 'advanced'); // two rerolls
    await roll(5); // explosion: 5 + 3 = 8
    expect(table().launch?.awaiting).toEqual({ kind: 'decision', step: 'explosion' });
    expect(box.lamps).toBe(LAMP_BIT.ROLL); // a failing die: only the fail safe is lit
    await roll(1); // the box's ROLL during the question: reroll, and this die stands
    expect(table().launch?.rerollsLeft).toBe(1);
    expect(table().launch?.pending).toMatchObject({ roll: 1, rerolled: true, ok: true });
    expect(box.lamps).toBe(LAMP_BIT.START | LAMP_BIT.ROLL | LAMP_BIT.OK);
    await press('START'); // a good die: one press keeps it
    expect(table().launch?.steps.at(-1)).toMatchObject({
      step: 'explosion',
      roll: 1,
      ok: true,
    });
    await roll(6);
    await press('OK');
    expect(table().launch?.result).toBe('hit');
  });

  it('R19: a failing die is kept only by a second OK or START; the first one asks', async () => {
    await launch(['Y3', 'G3', 'G2', 'B1'], 'advanced'); // two rerolls
    await roll(5); // explosion: 5 + 3 = 8, the rocket would explode
    const asked = table();
    await press('OK');
    expect(session.state).toBe(asked);
    expect(notices.at(-1)).toBe(
      'this die fails (the rocket would explode): press OK again to accept it, or ROLL to spend a fail safe',
    );
    expect(codes.at(-1)).toBe('box/confirm-accept');
    expect(box.lamps).toBe(LAMP_BIT.ROLL | LAMP_BIT.OK);
    await press('OK');
    expect(table().launch?.result).toBe('exploded');
    expect(table().launch?.rerollsLeft).toBe(2);

    // START asks and keeps the same way, at the accuracy die of a second launch.
    await launch(['Y3', 'G3', 'G2', 'B1'], 'advanced');
    await roll(1); // explosion 1 + 3: holds together
    await press('START');
    await roll(1); // accuracy 1 + 3 + 1 = 5 < 7: a miss if kept
    await press('START');
    expect(table().launch?.awaiting).toEqual({ kind: 'decision', step: 'accuracy' });
    expect(notices.at(-1)).toContain('(the rocket would miss)');
    await press('START');
    expect(table().launch?.result).toBe('missed');
  });

  it('R19: the question asked by a first OK lapses after 3 s (a clock of the test’s own)', async () => {
    await session.close();
    let now = Date.now();
    const store = new GameStore({ dir });
    await store.open();
    const quiet = { info() {}, warn() {}, error() {} };
    session = new TableSession({ store, logger: quiet, boxSource: 'serial', now: () => now });
    session.attachBox(box);
    session.subscribe((m) => m.type === 'notice' && notices.push(m.text));
    await session.open();
    await launch(['Y3', 'G3', 'G2', 'B1'], 'advanced');
    await roll(5);
    await press('OK');
    now += 3001;
    await press('OK'); // too late: it asks again rather than keeping the failing die
    expect(table().launch?.awaiting?.kind).toBe('decision');
    expect(notices.filter((n) => n.startsWith('this die fails'))).toHaveLength(2);
    now += 1000;
    await press('OK');
    expect(table().launch?.result).toBe('exploded');
  });

  it('R20: at the end START sets the same game up again; other buttons say so', async () => {
    // Three launches of Y2,R1 with 6s, dice typed in: each hits and damages; the third destroys.
    await session.command({ type: 'newGame', players: 3, variant: 'basic', timerSeconds: 720 });
    await press('START');
    for (let i = 0; i < 3; i++) {
      await session.command({ type: 'build', section: 'Y2' });
      await session.command({ type: 'build', section: 'R1' });
      await session.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
      await session.command({ type: 'roll', value: 6 });
      await session.command({ type: 'roll', value: 6 });
    }
    expect(table().phase).toBe('won');
    expect(box.lamps).toBe(LAMP_BIT.START);
    const won = session.state;
    await press('OK');
    await press('START', 'LONG');
    expect(session.state).toBe(won);
    expect(notices.slice(-2)).toEqual([
      'the game is over: press START to play again with the same set-up',
      'the game is over: press START to play again with the same set-up',
    ]);
    await press('START');
    expect(table()).toMatchObject({
      phase: 'lobby',
      players: 3,
      variant: 'basic',
      timerSeconds: 720,
    });
    expect(table().history).toEqual([]);
    await press('START');
    expect(table().phase).toBe('running');
  });

  it('SCRAP: a long press scraps; a press waits for OK; OK alone does nothing', async () => {
    await session.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 });
    await press('START');
    await session.command({ type: 'build', section: 'Y3' });
    await press('SCRAP', 'LONG');
    expect(table().rocket).toEqual([]);
    await session.command({ type: 'build', section: 'Y3' });
    await press('OK');
    expect(notices.at(-1)).toBe('OK: nothing to confirm now');
    await press('SCRAP');
    expect(table().rocket).toEqual(['Y3']);
    expect(box.lamps & LAMP_BIT.OK).toBe(LAMP_BIT.OK);
    await press('OK');
    expect(table().rocket).toEqual([]);
  });

  it('a change from the phone puts away a costly press waiting for OK', async () => {
    await session.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 });
    await press('START');
    await session.command({ type: 'build', section: 'Y3' });
    await press('SCRAP');
    expect(box.lamps & LAMP_BIT.OK).toBe(LAMP_BIT.OK);
    await session.command({ type: 'build', section: 'R2' });
    expect(box.lamps & LAMP_BIT.OK).toBe(0);
    await press('OK');
    expect(table().rocket).toEqual(['Y3', 'R2']);
    expect(notices.at(-1)).toBe('OK: nothing to confirm now');
  });

  it('a roll with no launch under way is a notice and changes nothing', async () => {
    await press('START');
    const before = session.state;
    await press('ROLL');
    await roll(4);
    expect(session.state).toBe(before);
    expect(notices).toContain('no launch under way: the die roll counts for nothing');
  });

  it('SHUFFLE starts the countdown; SCRAP and SHUFFLE go dark while it runs', async () => {
    await press('START');
    await session.command({ type: 'build', section: 'Y3' });
    await press('SHUFFLE');
    expect(table().shuffle).not.toBeNull();
    expect(box.lamps & (LAMP_BIT.SCRAP | LAMP_BIT.SHUFFLE)).toBe(0);
  });
});

describe('dice from the screens', () => {
  it('a value typed in is applied and shown on the box die', async () => {
    await launch(['Y3', 'B1'], 'basic');
    expect(await session.command({ type: 'roll', value: 6 })).toEqual({ ok: true });
    expect(box.sent).toContain('SHOW 6');
    expect(session.boxStatus().face).toBe(6);
  });

  it('a roll without a value asks the box, and says so when the box is away', async () => {
    await launch(['Y3', 'B1'], 'basic');
    expect(await session.command({ type: 'roll' })).toEqual({ ok: true });
    expect(box.sent).toContain('ROLL');
    box.status = { ...box.status, connected: false };
    expect(await session.command({ type: 'roll' })).toMatchObject({
      ok: false,
      error: 'the box is away: roll a die and type its value',
    });
  });

  it('a roll without a value when no die is wanted gets the rules sentence', async () => {
    await press('START');
    expect(await session.command({ type: 'roll' })).toMatchObject({
      ok: false,
      error: 'no launch under way: no die is awaited',
    });
    expect(box.sent).not.toContain('ROLL');
  });
});
