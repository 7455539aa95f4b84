// Issue 23, on a real pty: a v2 box that rebooted while its HELLO was lost is recognised by
// its heartbeat's uptime going back, and its presses (seqs 1, 2, 3 again) play; and an event
// seq is applied once for as long as the box has not said HELLO, not only within the last 64.
import { beforeEach, describe, expect, it } from 'vitest';
import { type BoxEvent, BoxLink } from '../../server/serial/box-link.ts';
import { serialTransport } from '../../server/serial/transport.ts';
import { protocolV2 } from '../../src/protocol.ts';
import { captureLogger, ptyPerTest, waitFor } from './pty.ts';
import { ScriptedBox } from './scripted-box.ts';

const V2 = { protocol: 2, firmware: '2.0.0', heartbeatMs: 200 } as const;

const rig = ptyPerTest();
let log: ReturnType<typeof captureLogger>;
let events: BoxEvent[];

beforeEach(() => {
  log = captureLogger();
  events = [];
});

/** The link and a v2 box that never answers a HELLO ask (only its boot says HELLO). */
async function linked(): Promise<{ link: BoxLink; box: ScriptedBox }> {
  const { pty } = rig;
  const made = new BoxLink({
    path: pty.server,
    transport: serialTransport(pty.server),
    logger: log,
    silenceMs: 700,
    retryMs: 150,
  });
  rig.link = made;
  made.on('event', (event) => events.push(event));
  made.start();
  await waitFor('the link to open its end', () => made.status.state === 'waiting-hello');
  const scripted = new ScriptedBox({ ...V2, answersHello: false });
  rig.box = scripted;
  await scripted.attach(pty.box);
  scripted.boot();
  await waitFor('the handshake', () => made.status.connected);
  return { link: made, box: scripted };
}

const seqs = () => events.map((event) => event.seq);

describe('box link over a pty: a v2 box that rebooted without a HELLO heard', () => {
  it('sees its uptime go back, numbers its events afresh, and plays every press once', async () => {
    const { link, box } = await linked();
    const { pty } = rig;
    // Up a while before the outage, so that its uptime after the reboot is lower.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    box.press('START');
    box.press('ROLL');
    box.press('SCRAP');
    await waitFor('the first three presses', () => events.length === 3 && box.pending.length === 0);

    // The wire goes; the box restarts meanwhile; its HELLO at boot is lost.
    await pty.kill();
    await box.detach();
    await waitFor('the link to notice', () => !link.status.connected);
    await pty.start();
    await box.attach(pty.box);
    box.boot({ helloLost: true });
    expect(box.pending).toEqual([]);
    const again = [box.press('OK'), box.press('SHUFFLE'), box.press('START')];
    expect(again).toEqual([1, 2, 3]);

    await waitFor('the presses after the reboot', () => events.length === 6, 10_000);
    await waitFor('the box to have its ACKs', () => box.pending.length === 0, 5000);
    expect(
      events.map((event) => (event.message.verb === 'BTN' ? event.message.button : '')),
    ).toEqual(['START', 'ROLL', 'SCRAP', 'OK', 'SHUFFLE', 'START']);
    expect(seqs()).toEqual([1, 2, 3, 1, 2, 3]);
    expect(log.matching(/restarted without a HELLO/)).toHaveLength(1);
    // Its resends after that are still resends: nothing plays twice.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(events).toHaveLength(6);
    // The rebooted box was sent the lamps again (it forgot them).
    expect(box.lamps.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('box link over a pty: a replayed seq', () => {
  it('applies a seq once for as long as the box has not said HELLO: a replay after 100 events is ACKed, not applied', async () => {
    const { link, box } = await linked();
    for (let n = 0; n < 101; n++) {
      box.press(n % 2 === 0 ? 'START' : 'OK');
      if (n % 4 === 3) await waitFor('the ACKs', () => box.pending.length === 0);
    }
    await waitFor('101 events', () => events.length === 101 && box.pending.length === 0);
    const acks = box.acksReceived;
    // The line of seq 1 comes again (a module that replays what it buffered, say).
    box.write(protocolV2.encode(1, { verb: 'BTN', button: 'START', gesture: 'PRESS' }));
    await waitFor('the ACK of the replay', () => box.acksReceived > acks);
    expect(box.lines.at(-1)).toBe(protocolV2.encode(0, { verb: 'ACK', seq: 1 }).trimEnd());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toHaveLength(101);
    expect(link.counters.duplicates).toBeGreaterThanOrEqual(1);
  }, 30_000);
});
