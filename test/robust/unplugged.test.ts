// Unplugged: the box's cable pulled and plugged back 50 times while a game is played
// (socat killed with SIGKILL, leaving its links dangling, and with SIGTERM, in turn).
// Each time the service must take the box back soon after the port returns, with the
// table and its timer as they were, and every START the box sent applied exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Section, stackingProblem } from '../../src/games/apophis/sections.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import type { Command } from '../../src/messages.ts';
import { scratchDir } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, type Service, startService, tableState, waitUntil } from '../server/harness.ts';
import { seededRandom, seedFromEnv, spread, timerFromHistory } from './crash-oracle.ts';
import { type CutSignal, outage, Wire } from './unplugged-wire.ts';

const CYCLES = 50;
/** From the port's return to the box connected, at most (the README: "a second or two"). */
const RECONNECT_BOUND_MS = 2000;

const seed = seedFromEnv();
const random = seededRandom(seed);
const scratch = scratchDir();
const wire = new Wire(scratch.dir);
let box: ScriptedBox;
let service: Service;
let control: Screen;

beforeAll(async () => {
  await wire.start();
  // Default timings everywhere: the box's heartbeat each second, the link's DESIGN.md figures.
  // The scripted box starts its heartbeat over when it takes the wire again; the firmware's
  // keeps its own beat, which bench/reconnect.ts times too (up to ~1 s more).
  box = new ScriptedBox();
  await box.attach(wire.box);
  box.boot();
  service = await startService({ box: { serial: wire.server } });
  await waitUntil('the box to connect', () => service.app.table.boxStatus().connected, 8000);
  control = await Screen.open(service.url);
});

afterAll(async () => {
  control?.close();
  await service?.close();
  await box?.detach();
  await wire.remove();
  scratch.remove();
});

const table = () => service.app.table.publicState() as ApophisState;
/** START held on the box: each one is a pause or a resume. */
/** The whole history (a state message carries only the latest entries). */
const history = () => tableState(service).history;
const toggles = () => history().filter((h) => h.event === 'pause' || h.event === 'resume');

describe('the box unplugged and plugged back during a game', () => {
  it(`${CYCLES} cuts (SIGKILL and SIGTERM in turn): back soon after the port returns, table and timer intact, no press lost or doubled`, async () => {
    console.log(`unplugged seed: ${seed} (APOPHIS_SEED=${seed} plays this run again)`);
    const link = service.app.box.link;
    if (!link) throw new Error('the service opened no serial link');

    expect(
      await control.command({ type: 'newGame', players: 3, variant: 'basic', timerSeconds: 3600 }),
    ).toMatchObject({ ok: true });
    box.press('START');
    await waitUntil('the game to run', () => table().phase === 'running');

    // What the test itself expects: the rocket the control page built, the START presses sent.
    const rocket: Section[] = [];
    let held = 0;
    const pressed = { connected: 0, inFlightAtCut: 0, whileDead: 0 };
    let controlMoves = 0;
    const reconnects: number[] = [];

    // The control page plays on whenever the game runs, wire or no wire.
    const playOn = async (why: string) => {
      if (table().phase !== 'running') return;
      const { command, section } = nextMove(rocket, table().supply, random.next());
      const result = await control.command(command);
      // A START the box kept through a cut may land first and pause the game: then the move waits.
      if (!result.ok && result.code === 'game/paused') return;
      expect(result, `${why}: ${command.type}`).toMatchObject({ ok: true });
      if (section) rocket.push(section);
      else rocket.length = 0;
      controlMoves++;
    };
    const holdStart = () => {
      box.press('START', 'LONG');
      held++;
    };

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const signal: CutSignal = cycle % 2 ? 'SIGKILL' : 'SIGTERM';
      const why = `cycle ${cycle} (${signal}, seed ${seed})`;
      await playOn(why);
      holdStart();
      pressed.connected++;
      if (random.next() < 0.5) {
        await waitUntil(`${why}: START applied`, () => toggles().length === held);
      } else {
        // Cut with the press maybe still on the wire, or its ACK not yet on its way back.
        const ms = random.between(0, 4);
        if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
        if (box.pending.length > 0) pressed.inFlightAtCut++;
      }
      const { left, reconnectMs } = await outage({
        wire,
        box,
        link,
        signal,
        // Dead long enough that the link's retry, 1 s after the loss, opens the port a few hundred
        // ms before the box's first heartbeat on the new wire: a pty keeps no line for a reader
        // that is not there yet, so a heartbeat sent before the reopen would cost a second.
        deadMs: random.between(250, 350),
        whileDead: async () => {
          await waitUntil(
            `${why}: the screens told`,
            () => control.state()?.box.connected === false,
          );
          await playOn(`${why}, wire dead`);
          // The box keeps this one and sends it once the wire is back.
          if (random.next() < 0.4) {
            holdStart();
            pressed.whileDead++;
          }
        },
      });
      // SIGKILL leaves socat's links dangling and the new socat is started over them.
      expect(left, why).toBe(signal === 'SIGKILL' ? 'dangling' : 'gone');
      reconnects.push(reconnectMs);

      await waitUntil(
        `${why}: the box's presses all taken`,
        () => box.pending.length === 0 && toggles().length >= held,
        6000,
      );
      const now = Date.now();
      const state = table();
      const later = Date.now(); // the state read its own clock in between
      expect(toggles().length, why).toBe(held);
      expect(state.phase, why).toBe(held % 2 ? 'paused' : 'running');
      expect(state.rocket, why).toEqual(rocket);
      const timer = timerFromHistory(history(), state.timerSeconds);
      expect(state.timer.deadline, why).toBe(timer.deadline);
      expect(state.timer.paused, why).toBe(timer.paused);
      if (timer.paused) {
        expect(state.timer.remainingMs, why).toBe(timer.remainingMs);
      } else {
        expect(state.timer.remainingMs, why).toBeLessThanOrEqual((timer.deadline ?? 0) - now);
        expect(state.timer.remainingMs, why).toBeGreaterThanOrEqual((timer.deadline ?? 0) - later);
      }
    }

    // The first START and every START held: each delivered once, resends only ACKed.
    expect(link.counters.events).toBe(1 + held);
    expect(controlMoves).toBeGreaterThan(CYCLES / 2);
    const { p50, max } = spread(reconnects);
    console.log(`unplugged_reconnect_after_port_return_p50: ${p50} ms`);
    console.log(`unplugged_reconnect_after_port_return_max: ${max} ms`);
    console.log(
      `unplugged_presses: ${pressed.connected} connected (${pressed.inFlightAtCut} unacknowledged at the cut), ` +
        `${pressed.whileDead} while dead, ${link.counters.duplicates} resends ACKed again`,
    );
    expect(p50).toBeLessThan(RECONNECT_BOUND_MS);
    expect(max).toBeLessThan(RECONNECT_BOUND_MS);
  }, 120_000);
});

/** A legal build for the rocket, or a scrap once it stands three high or nothing fits. */
function nextMove(
  rocket: Section[],
  supply: Section[],
  pick: number,
): { command: Command; section?: Section } {
  const fits = supply.filter((section) => stackingProblem(rocket, section) === null);
  const section = fits[Math.floor(pick * fits.length)];
  if (rocket.length >= 3 || section === undefined) return { command: { type: 'scrap' } };
  return { command: { type: 'build', section }, section };
}
