// Finding the box: what serial ports the machine has, which of them look like an
// Arduino's USB serial chip, and which of them answer `HELLO apophis-box …`.
// Used by `--serial auto` (a table per box) and `apophis ports`.
import { readdir } from 'node:fs/promises';
import { decodeAnyBoxLine, protocolV1, protocolV2 } from '../../src/protocol.ts';
import { refuseHello } from './box-link.ts';
import { DEFAULT_BAUD, serialTransport, type TransportFactory } from './transport.ts';

/** USB vendor ids of the chips that carry an Uno's or a Nano's serial line. */
export const BOX_CHIPS: Record<string, string> = {
  '2341': 'Arduino',
  '2a03': 'Arduino',
  '1a86': 'CH340',
  '0403': 'FTDI',
  '10c4': 'CP210x',
};

export type SerialPortEntry = {
  path: string;
  manufacturer?: string;
  vendorId?: string;
  productId?: string;
  serialNumber?: string;
  /** The USB chip by vendor id (`Arduino`, `CH340`…), null when it is none of those. */
  chip: string | null;
};

export type PortListing = {
  ports: SerialPortEntry[];
  /** Set when the system list failed and the ports come from a look at /dev instead. */
  error?: string;
};

type RawPort = {
  path: string;
  manufacturer?: string;
  vendorId?: string;
  productId?: string;
  serialNumber?: string;
};

export type ListOptions = {
  /** The system's list (SerialPort.list by default). */
  list?: () => Promise<RawPort[]>;
  /** Where the fallback looks for ttyACM and ttyUSB names. */
  devDir?: string;
};

function entryOf(port: RawPort, chipWhenUnknown: string | null = null): SerialPortEntry {
  const vendorId = port.vendorId?.toLowerCase();
  const entry: SerialPortEntry = {
    path: port.path,
    chip: (vendorId && BOX_CHIPS[vendorId]) || chipWhenUnknown,
  };
  if (port.manufacturer) entry.manufacturer = port.manufacturer;
  if (vendorId) entry.vendorId = vendorId;
  if (port.productId) entry.productId = port.productId.toLowerCase();
  if (port.serialNumber) entry.serialNumber = port.serialNumber;
  return entry;
}

/**
 * The machine's serial ports. `SerialPort.list()` needs `udevadm` on Linux; when it
 * fails, the error says so in a sentence and the USB serial names in /dev stand in.
 */
export async function listPorts(options: ListOptions = {}): Promise<PortListing> {
  // serialport is loaded only when the ports are listed (see transport.ts).
  const list = options.list ?? (async () => (await import('serialport')).SerialPort.list());
  try {
    return { ports: (await list()).map((port) => entryOf(port)) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const devDir = options.devDir ?? '/dev';
    const names = await readdir(devDir).catch(() => [] as string[]);
    const ports = names
      .filter((name) => /^tty(ACM|USB)\d+$/.test(name))
      .sort()
      .map((name) => entryOf({ path: `${devDir}/${name}` }, 'USB serial'));
    const missing = /ENOENT|udevadm/i.test(why)
      ? ' (is udevadm installed? it comes with udev)'
      : '';
    return {
      ports,
      error: `cannot list serial ports: ${why}${missing}; looked for ttyACM*/ttyUSB* in ${devDir} instead`,
    };
  }
}

/** Ports whose USB chip is one an Arduino box uses (or any USB serial name, from the fallback). */
export function likelyBoxPorts(ports: SerialPortEntry[]): SerialPortEntry[] {
  return ports.filter((port) => port.chip !== null);
}

export type ProbeResult =
  | {
      path: string;
      ok: true;
      device: string;
      firmware: string;
      protocol: number;
      capabilities?: string[];
    }
  | { path: string; ok: false; reason: string };

export type ProbeOptions = {
  baudRate?: number;
  /** Opening resets an Uno; its bootloader and setup take about 1.5–2 s before the HELLO. */
  askAfterMs?: number;
  timeoutMs?: number;
  /** How to open `path` (a real serial port by default). */
  transport?: (path: string) => TransportFactory;
};

/** Opens `path`, waits for a HELLO (asking for it after `askAfterMs`), and closes it again. */
export async function probeBox(path: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const askAfterMs = options.askAfterMs ?? 2000;
  const timeoutMs = options.timeoutMs ?? 4000;
  const makeTransport =
    options.transport ?? ((p: string) => serialTransport(p, options.baudRate ?? DEFAULT_BAUD));
  const transport = makeTransport(path)();
  try {
    await transport.open();
  } catch (error) {
    return {
      path,
      ok: false,
      reason: `cannot open: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const result = await new Promise<ProbeResult>((resolve) => {
    // Asked in both framings: each box answers the one it speaks and NAKs the other.
    const ask = setTimeout(() => {
      transport.write(protocolV2.encode(0, { verb: 'HELLO' }));
      transport.write(protocolV1.encode(0, { verb: 'HELLO' }));
    }, askAfterMs);
    const done = (outcome: ProbeResult) => {
      clearTimeout(ask);
      clearTimeout(giveUp);
      resolve(outcome);
    };
    const giveUp = setTimeout(
      () => done({ path, ok: false, reason: `no HELLO within ${timeoutMs / 1000} s` }),
      timeoutMs,
    );
    transport.on('line', (line) => {
      const decoded = decodeAnyBoxLine(line);
      if (!decoded.ok || decoded.frame.message.verb !== 'HELLO') return;
      const hello = decoded.frame.message;
      const refusal = refuseHello(hello, path);
      done(
        refusal ? { path, ok: false, reason: refusal } : { path, ok: true, ...withoutVerb(hello) },
      );
    });
    transport.on('error', (error) => done({ path, ok: false, reason: error.message }));
    transport.on('close', () => done({ path, ok: false, reason: 'the port closed' }));
  });
  await transport.close();
  return result;
}

function withoutVerb<T extends { verb: string }>(message: T): Omit<T, 'verb'> {
  const { verb: _verb, ...rest } = message;
  return rest;
}

export type FoundBox = ProbeResult & { ok: true };

export type FindBoxesResult = {
  /** Every likely port (in list order) that answered as our box. */
  boxes: FoundBox[];
  listing: PortListing;
  /** What each likely port said; ports that are not likely are not opened. */
  probes: ProbeResult[];
};

export type FindBoxResult = FindBoxesResult & {
  /** The first likely port (in list order) that answered as our box, or null. */
  box: FoundBox | null;
};

export type FindOptions = ListOptions &
  ProbeOptions & {
    /** Ports not to open (a table already uses them: a probe would reset its Arduino). */
    skip?: string[];
  };

/**
 * For `--serial auto`: probes every likely port at once (each probe resets its Uno,
 * so doing them together costs one boot time, not one per port).
 */
export async function findBoxes(options: FindOptions = {}): Promise<FindBoxesResult> {
  const listing = await listPorts(options);
  const skip = new Set(options.skip ?? []);
  const probes = await Promise.all(
    likelyBoxPorts(listing.ports)
      .filter((port) => !skip.has(port.path))
      .map((port) => probeBox(port.path, options)),
  );
  const boxes = probes.filter((probe): probe is FoundBox => probe.ok);
  return { boxes, listing, probes };
}

/** The first box `findBoxes` finds (`apophis ports`, and one table's `--serial auto`). */
export async function findBox(options: FindOptions = {}): Promise<FindBoxResult> {
  const found = await findBoxes(options);
  return { ...found, box: found.boxes[0] ?? null };
}

/** What `apophis ports` prints: every port, its chip, and what the likely ones answered. */
export function describePorts(found: FindBoxesResult): string {
  const lines: string[] = [];
  if (found.listing.error) lines.push(found.listing.error);
  if (found.listing.ports.length === 0) lines.push('no serial ports found');
  for (const port of found.listing.ports) {
    const ids = port.vendorId ? ` ${port.vendorId}:${port.productId ?? '????'}` : '';
    const made = port.manufacturer ? ` ${port.manufacturer}` : '';
    const probe = found.probes.find((p) => p.path === port.path);
    const verdict = !probe
      ? 'not a USB serial chip an Arduino uses: not probed'
      : probe.ok
        ? `${probe.device} firmware ${probe.firmware}, protocol ${probe.protocol}: a box`
        : `not a box: ${probe.reason}`;
    lines.push(`${port.path}  ${port.chip ?? 'other'}${ids}${made}  ${verdict}`);
  }
  const [first, ...others] = found.boxes;
  lines.push(
    !first
      ? 'no box found (apophis serve --serial auto will start the virtual box)'
      : others.length === 0
        ? `the box is at ${first.path} (apophis serve --serial auto will use it)`
        : `boxes at ${found.boxes.map((box) => box.path).join(', ')} (apophis serve --serial auto makes a table of each)`,
  );
  return lines.join('\n');
}
