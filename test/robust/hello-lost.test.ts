// Issue 31, item 1, on a real pty: a v2 box's events after its numbering started over
// where the service did not hear it say so. Every press the service ACKs must be applied:
// (a) its answer to our `0 HELLO` damaged after a reconnect, (b) that answer lost behind
// 64 MiB of garbage without a newline, (c) a reboot whose HELLO was lost and whose uptime
// is by now longer than it was before. Before the fix each ACKed these presses and
// dropped them as resends of the events numbered 1, 2, 3… before.
import { beforeEach, describe, expect, it } from 'vitest';
import { type BoxEvent, BoxLink } from '../../server/serial/box-link.ts';
import { serialTransport } from '../../server/serial/transport.ts';
import type { Button } from '../../src/protocol.ts';
import { captureLogger, ptyPerTest, waitFor } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';

const V2 = { protocol: 2, firmware: '2.0.0', heartbeatMs: 200 } as const;
const BUTTONS: Button[] = ['START', 'ROLL', 'SCRAP', 'SHUFFLE', 'OK'];

const rig = ptyPerTest();
let log: ReturnType<typeof captureLogger>;
let events: BoxEvent[];

beforeEach(() => {
  log = captureLogger();
  events = [];
});

const pressed = () =>
  events.map((event) => (event.message.verb === 'BTN' ? event.message.button : event.message.verb));

/** The link and a v2 box that has sent `count` presses, all applied and ACKed. */
async function linkedAfter(
  count: number,
  silenceMs = 2000,
): Promise<{ link: BoxLink; box: ScriptedBox }> {
  const { pty } = rig;
  const link = new BoxLink({
    path: pty.server,
    transport: serialTransport(pty.server),
    logger: log,
    helloAfterMs: 400,
    silenceMs,
    retryMs: 150,
  });
  rig.link = link;
  link.on('event', (event) => events.push(event));
  link.start();
  await waitFor('the link to open its end', () => link.status.state === 'waiting-hello');
  const box = new ScriptedBox(V2);
  rig.box = box;
  await box.attach(pty.box);
  box.boot();
  await waitFor('the handshake', () => link.status.connected);
  for (let n = 0; n < count; n++) {
    box.press(BUTTONS[n % BUTTONS.length] as Button);
    if (n % 4 === 3) await waitFor('the ACKs', () => box.pending.length === 0);
  }
  await waitFor('the first presses', () => events.length === count && box.pending.length === 0);
  return { link, box };
}

/** The wire dies and comes back; `before` sets the box up as it comes back. */
async function outage(link: BoxLink, box: ScriptedBox, before: () => void): Promise<void> {
  const { pty } = rig;
  await pty.kill();
  await box.detach();
  await waitFor('the link to notice', () => !link.status.connected);
  await pty.start();
  before();
  await box.attach(pty.box);
}

/** Presses after the outage: every one the box saw ACKed is among the events applied. */
async function pressAndCheck(box: ScriptedBox, first: string[], after: Button[]): Promise<void> {
  for (const button of after) box.press(button);
  await waitFor('every press ACKed', () => box.pending.length === 0, 60_000).catch((error) => {
    console.log(
      log.lines.map((line) => line.message).join('\n'),
      box.lines.slice(-20),
      box.pending,
    );
    throw error;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(pressed()).toEqual([...first, ...after]);
}

describe('a v2 box whose numbering restarted unheard (issue 31)', () => {
  it('its answer to our HELLO damaged after a reconnect: the presses after it are all applied', async () => {
    const { link, box } = await linkedAfter(17);
    const first = pressed();
    await outage(link, box, () => {
      box.quietUntilAsked = true;
      box.damageHelloAnswers = 1;
    });
    await waitFor('our HELLO to reach the box', () => !box.quietUntilAsked, 10_000);
    await pressAndCheck(box, first, ['OK', 'SHUFFLE', 'START', 'ROLL']);
    expect(log.matching(/answer to our HELLO never came whole/)).toHaveLength(1);
  }, 40_000);

  it('its answer lost behind 64 MiB of garbage without a newline: the presses after it are all applied', async () => {
    // A watchdog long enough that the garbage passes on one connection.
    const { link, box } = await linkedAfter(17, 15_000);
    const started = Date.now();
    const first = pressed();
    await outage(link, box, () => {
      box.quietUntilAsked = true;
      box.garbageBeforeHello = 64 * 1024 * 1024;
    });
    await waitFor('our HELLO to reach the box', () => !box.quietUntilAsked, 10_000);
    await pressAndCheck(box, first, ['OK', 'SHUFFLE', 'START', 'ROLL']);
    console.log(`garbage: ${link.counters.garbled} garbled, ${Date.now() - started} ms`);
  }, 150_000);

  it('a reboot whose HELLO was lost, up longer now than before: the presses after it are all applied', async () => {
    const { link, box } = await linkedAfter(3);
    // Up about 3 s before the outage (the presses took some).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const first = pressed();
    const before = box.uptimeMs;
    const { pty } = rig;
    await pty.kill();
    await box.detach();
    await waitFor('the link to notice', () => !link.status.connected);
    // It restarts while the wire is down (its HELLO goes nowhere) and stays up longer
    // than it was before the wire comes back.
    box.boot({ helloLost: true });
    await waitFor(
      'the box to be up longer than before',
      () => box.uptimeMs > before + 1000,
      10_000,
    );
    await pty.start();
    await box.attach(pty.box);
    await pressAndCheck(box, first, ['OK', 'SHUFFLE', 'START']);
    expect(log.matching(/restarted without a HELLO we heard \(its uptime counted/)).toHaveLength(1);
  }, 40_000);
});
