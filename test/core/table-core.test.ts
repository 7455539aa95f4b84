// The table's pure core (src/table/core.ts): what a command, a box event, the end of a game and
// the clock's tick become, as effects, on Apophis's real module, without a log, a box or a timer.
import { describe, expect, it } from 'vitest';
import { apophis } from '../../src/games/apophis/index.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import type { BoxMessage } from '../../src/protocol.ts';
import {
  clockDelay,
  type Effect,
  firstTable,
  resumedLine,
  step,
  steppedLine,
  type TableCore,
  type TableInput,
} from '../../src/table/core.ts';
import { launched, started, T0, withRocket } from './table.ts';

const lobby = (): TableCore => firstTable(apophis, undefined, T0);
const playing = (state: TableState = started()): TableCore => ({
  module: apophis,
  state,
  logged: true,
});
const kinds = (effects: Effect[]) => effects.map((effect) => effect.type);
const command = (table: TableCore, c: Record<string, unknown>, at = T0 + 5000) =>
  step(table, { kind: 'command', command: c as { type: string }, at, armed: null, game: apophis });
const box = (table: TableCore, message: BoxMessage, extra: Partial<TableInput> = {}) =>
  step(table, {
    kind: 'box',
    message,
    at: T0 + 5000,
    armed: null,
    wrong: null,
    ...extra,
  } as TableInput);
const of = <T extends Effect['type']>(effects: Effect[], type: T) =>
  effects.filter((effect): effect is Extract<Effect, { type: T }> => effect.type === type);

describe('a command', () => {
  it('a set-up in the lobby: logged (with its game), adopted, shown; no REVEAL', () => {
    const { effects, notice } = command(lobby(), {
      type: 'newGame',
      players: 2,
      variant: 'basic',
      timerSeconds: 600,
    });
    expect(kinds(effects)).toEqual(['log', 'adopt', 'applied', 'info', 'changed']);
    const [log] = of(effects, 'log');
    expect(log?.action).toMatchObject({ type: 'newGame', game: 'apophis', at: T0 + 5000 });
    expect(log?.before).toBe('lobby');
    expect(log?.setUp).toBeNull();
    expect(notice).toBe(false);
  });

  it('START from the lobby with no log: the log opens with the set-up, and the box reveals', () => {
    const { effects } = box(lobby(), { verb: 'BTN', button: 'START', gesture: 'PRESS' });
    expect(kinds(effects)).toEqual([
      'disarm',
      'log',
      'adopt',
      'reveal',
      'applied',
      'info',
      'changed',
    ]);
    expect(of(effects, 'log')[0]?.setUp).toMatchObject({ type: 'newGame' });
    expect(of(effects, 'reveal')[0]).toEqual({ type: 'reveal', ended: false });
    const adopted = of(effects, 'adopt')[0]?.table.state as TableState | undefined;
    expect(adopted?.phase).not.toBe('lobby');
  });

  it('a command the rules refuse is one refusal and nothing else', () => {
    const { effects } = command(lobby(), { type: 'build', section: 'Y3' });
    expect(kinds(effects)).toEqual(['refuse']);
    expect(of(effects, 'refuse')[0]?.result).toMatchObject({ ok: false });
  });

  it('a newGame of a game the table does not know is refused with a sentence', () => {
    const { effects } = step(lobby(), {
      kind: 'command',
      command: { type: 'newGame', game: 'chess' },
      at: T0,
      armed: null,
      game: null,
    });
    expect(of(effects, 'refuse')[0]?.result).toEqual({ ok: false, error: 'unknown game chess' });
  });

  it("a screen's press of the virtual box presses it, nothing more", () => {
    const { effects } = command(lobby(), { type: 'press', button: 'START', gesture: 'PRESS' });
    expect(effects).toEqual([{ type: 'pressBox', button: 'START', gesture: 'PRESS' }]);
  });
});

describe('a box event', () => {
  it('a press that does nothing now is a refusal shown as a notice', () => {
    const { effects, notice } = box(playing(), { verb: 'BTN', button: 'OK', gesture: 'PRESS' });
    expect(kinds(effects)).toEqual(['disarm', 'refuse']);
    expect(notice).toBe(true);
  });

  it('a costly press arms and says so, and changes nothing', () => {
    const table = playing(withRocket(['Y3']));
    const { effects } = box(table, { verb: 'BTN', button: 'SCRAP', gesture: 'PRESS' });
    expect(kinds(effects)).toEqual(['arm', 'notice']);
    expect(of(effects, 'arm')[0]).toMatchObject({ confirm: 'scrap', at: T0 + 5000 });
    // OK while it is armed scraps: the box driver's `armed` comes in with the press.
    const ok = box(table, { verb: 'BTN', button: 'OK', gesture: 'PRESS' }, { armed: 'scrap' });
    expect(kinds(ok.effects).slice(0, 3)).toEqual(['disarm', 'log', 'adopt']);
    expect(of(ok.effects, 'log')[0]?.action.type).toBe('scrap');
  });

  it('a ROLL of dice the game did not ask for: the proof keeps it unused, the box is told again', () => {
    const wrong = { ok: false as const, error: 'roll again', code: 'box/wrong-dice' };
    const { effects, notice } = box(
      playing(),
      { verb: 'ROLL', sides: 20, values: [7], index: 3 },
      { wrong },
    );
    expect(kinds(effects)).toEqual(['proof', 'broadcast', 'refuse']);
    expect(of(effects, 'proof')[0]?.entry).toMatchObject({ line: 'roll', used: false });
    expect(of(effects, 'refuse')[0]?.result).toBe(wrong);
    expect(notice).toBe(true);
  });

  it('a ROLL the launch takes: its proof line (used) comes before its log line', () => {
    const table = playing(launched(['Y3', 'G3', 'G2', 'R2']));
    const { effects } = box(table, { verb: 'ROLL', sides: 6, values: [4], index: 0 });
    expect(kinds(effects).slice(0, 3)).toEqual(['proof', 'log', 'adopt']);
    expect(of(effects, 'proof')[0]?.entry).toMatchObject({
      line: 'roll',
      used: true,
      roll: { index: 0 },
    });
  });

  it('COMMIT and SEED are proof lines; ROLLING tells the screens', () => {
    expect(box(lobby(), { verb: 'COMMIT', commitment: 'AB' }).effects).toEqual([
      { type: 'proof', entry: { line: 'commit', commitment: 'AB', at: T0 + 5000 } },
    ]);
    expect(kinds(box(lobby(), { verb: 'SEED', seed: 'CD', next: 4 }).effects)).toEqual(['proof']);
    expect(kinds(box(lobby(), { verb: 'ROLLING' }).effects)).toEqual(['rolling', 'broadcast']);
  });
});

describe('the end of a game and the clock', () => {
  it('nothing to end in the lobby', () => {
    const { effects } = step(lobby(), { kind: 'end', by: 'hall', at: T0 });
    expect(of(effects, 'refuse')[0]?.result).toMatchObject({ code: 'end/none' });
  });

  it('a game under way ends by whom it names, back to its lobby', () => {
    const { effects } = step(playing(), { kind: 'end', by: 'hall', at: T0 + 9000 });
    const [log] = of(effects, 'log');
    expect(log).toMatchObject({ endedBy: 'hall', before: 'playing' });
    expect(log?.action.type).toBe('newGame');
    expect(of(effects, 'info').at(-1)?.line).toBe(
      'the game was ended from the hall, back to its lobby',
    );
  });

  it('a game ended early is said until a game starts: kept through the lobby’s set-up, gone at START', () => {
    const adopted = (effects: Effect[]) => of(effects, 'adopt').at(-1)?.table as TableCore;
    const ended = adopted(step(playing(), { kind: 'end', by: 'phone', at: T0 + 9000 }).effects);
    expect(ended.endedEarly).toEqual({ by: 'phone', at: T0 + 9000 });
    const setUp = adopted(
      command(ended, { type: 'newGame', players: 3, variant: 'basic', timerSeconds: 600 }).effects,
    );
    expect(setUp.endedEarly).toEqual({ by: 'phone', at: T0 + 9000 });
    expect(adopted(command(setUp, { type: 'start' }).effects).endedEarly).toBeNull();
    // A lobby with no game ended before it says nothing.
    expect(
      adopted(
        command(lobby(), { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 })
          .effects,
      ).endedEarly,
    ).toBeNull();
  });

  it('a tick before the deadline sets the clock again; after it, the loss is logged and revealed', () => {
    const table = playing(started('basic', 600));
    expect(step(table, { kind: 'tick', at: T0 + 1000 }).effects).toEqual([{ type: 'schedule' }]);
    expect(clockDelay(table, T0 + 1000)).toBe(599_000);
    expect(clockDelay(table, T0 + 700_000)).toBe(0);
    const { effects } = step(table, { kind: 'tick', at: T0 + 600_001 });
    expect(kinds(effects)).toContain('log');
    expect(of(effects, 'reveal').at(-1)).toEqual({ type: 'reveal', ended: true });
  });
});

describe('pure', () => {
  it('the same table and input give the same effects, and the table is left as it was', () => {
    const table = playing();
    const before = structuredClone(table.state);
    const input: TableInput = {
      kind: 'box',
      message: { verb: 'BTN', button: 'SHUFFLE', gesture: 'PRESS' },
      at: T0 + 2000,
      armed: null,
    };
    expect(step(table, input)).toEqual(step(table, input));
    expect(table.state).toEqual(before);
  });

  it('the resume line reads the game’s own time, and says no time for a game without a clock', () => {
    const table = playing(started('basic', 600));
    const timed = { ...apophis, timeLeftMs: (_: unknown, now: number) => T0 + 600_000 - now };
    expect(resumedLine({ ...table, module: timed }, 'g1', T0 + 100_000)).toBe(
      'resumed Apophis game g1 (playing, 500 s left)',
    );
    const untimed = { ...apophis, timeLeftMs: () => null };
    expect(resumedLine({ ...table, module: untimed }, 'g1', T0)).toBe(
      'resumed Apophis game g1 (playing)',
    );
    expect(steppedLine({ wall: T0, table: T0 - 3_600_000 })).toMatch(/now -3600 s from it/);
  });

  it('a set-up the lobby refuses throws with the sentence', () => {
    expect(() => firstTable(apophis, { type: 'newGame', players: 9 }, T0)).toThrow(
      /the lobby's set-up is refused/,
    );
    const set = firstTable(
      apophis,
      {
        type: 'newGame',
        players: 2,
        variant: 'basic',
        timerSeconds: 300,
      },
      T0,
    );
    expect((set.state as TableState).timer.remainingMs).toBe(300_000);
    expect(set.logged).toBe(false);
  });
});
