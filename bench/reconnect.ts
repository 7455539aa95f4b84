// From the box's port coming back (socat restarted at the same paths after being killed,
// with SIGKILL and SIGTERM in turn) to the service's link reporting the box connected,
// over 20 pulled cables each for two boxes: the scripted box, whose heartbeat starts
// over when it takes its end again, and one whose heartbeat keeps its own beat through
// the cut, as the firmware's does. Each cut falls at a random moment of the heartbeat.
// Prints `name: value unit` lines.

import { spread } from '../test/robust/crash-oracle.ts';
import { outage, Wire } from '../test/robust/unplugged-wire.ts';
import { scratchDir } from '../test/serial/pty.ts';
import { ScriptedBox } from '../test/serial/scripted-box.ts';
import { startService, waitUntil } from '../test/server/harness.ts';
import { scaled } from './quick.ts';

const CYCLES = scaled(20, 2);
const DEAD_MS = 300;
const HEARTBEAT_MS = 1000;

async function measure(freeRunningHeartbeat: boolean): Promise<number[]> {
  const scratch = scratchDir();
  const wire = new Wire(scratch.dir);
  await wire.start();
  // The free-running box: the scripted heartbeat switched off, one of our own that ignores the cable.
  const box = new ScriptedBox(freeRunningHeartbeat ? { heartbeatMs: 3_600_000 } : {});
  const bootedAt = Date.now();
  const beat = freeRunningHeartbeat
    ? setInterval(() => box.say({ verb: 'HB', uptimeMs: Date.now() - bootedAt }), HEARTBEAT_MS)
    : null;
  await box.attach(wire.box);
  box.boot();
  const service = await startService({ box: { serial: wire.server } });
  try {
    const link = service.app.box.link;
    if (!link) throw new Error('the service opened no serial link');
    await waitUntil('the box to connect', () => link.status.connected, 8000);
    const reconnects: number[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const signal = cycle % 2 ? 'SIGTERM' : 'SIGKILL';
      // A cable is pulled at any moment of the heartbeat, not just after the box has spoken.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * HEARTBEAT_MS));
      const { reconnectMs } = await outage({ wire, box, link, signal, deadMs: DEAD_MS });
      reconnects.push(reconnectMs);
    }
    return reconnects;
  } finally {
    if (beat) clearInterval(beat);
    await service.close();
    await box.detach();
    await wire.remove();
    scratch.remove();
  }
}

for (const [name, freeRunning] of [
  ['reconnect_after_port_return', false],
  ['reconnect_after_port_return_free_heartbeat', true],
] as const) {
  const { p50, max } = spread(await measure(freeRunning));
  console.log(`${name}_p50: ${p50} ms`);
  console.log(`${name}_max: ${max} ms`);
}
