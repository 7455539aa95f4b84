// A table for tests of the real serial path: a socat pty pair, a scripted box on
// one end, the service on the other (DESIGN.md's link timings), connected.
import type { GameRegistry } from '../../src/game.ts';
import { PtyPair, scratchDir, waitFor } from '../serial/pty.ts';
import { ScriptedBox, type ScriptedBoxOptions } from '../serial/scripted-box.ts';
import { Screen, type Service, startService } from './harness.ts';

export type BoxTable = { pty: PtyPair; box: ScriptedBox; service: Service; close(): Promise<void> };

/** The service and its box, linked; with `started`, a game is set up and running. */
export async function boxTable(
  options: {
    box?: ScriptedBoxOptions;
    started?: boolean;
    games?: GameRegistry;
    wholeLogs?: boolean;
    /** The screens built (test/e2e/browser.ts `buildScreens`), for a browser on this service. */
    displayDir?: string;
  } = {},
): Promise<BoxTable> {
  const scratch = scratchDir();
  const pty = new PtyPair(scratch.dir);
  await pty.start();
  const box = new ScriptedBox(options.box);
  await box.attach(pty.box);
  box.boot();
  const service = await startService({
    box: { serial: pty.server },
    dir: scratch.dir,
    extra: {
      // `wholeLogs`: the table plays a whole log at machine speed, faster than any table's hands;
      // the socket's command budget (its own tests: app.test.ts, access.test.ts) is not what such
      // a test checks, and how fast the machine runs must not decide whether it passes.
      ...(options.wholeLogs ? { rate: { burst: 1000, perSecond: 1000 } } : {}),
      ...(options.games ? { games: options.games } : {}),
      ...(options.displayDir ? { displayDir: options.displayDir } : {}),
    },
  });
  await waitFor('the box link', () => service.app.table.boxStatus().connected, 10_000);
  if (options.started) {
    const control = await Screen.open(service.url);
    await control.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
    await control.command({ type: 'start' });
    control.close();
  }
  return {
    pty,
    box,
    service,
    close: async () => {
      await service.close();
      await box.detach();
      await pty.kill();
      scratch.remove();
    },
  };
}
