// The reconnect supervisor: opens the line transport, keeps a protocol session on it
// while it lives, and comes back after an open failure, an `error`, a `close` we did
// not ask for, or silence (a dead pty or USB adapter gives no event: only the watchdog
// notices), on a timer, each repeated failure logged once; `stop()` sets the closing
// flag for good. It knows no protocol: the session it is handed speaks that.
import { Alarm, type Clock } from './clock.ts';
import type { LineTransport, TransportFactory } from './transport.ts';
import type { Wire } from './types.ts';
import { type LinkCounters, type LinkLogger, type StatusChange, sentence } from './types.ts';

/** What the supervisor needs of a session: its lines, and an end. */
export type Connection = {
  /** One line from the wire; true when it was a good line from the box (the watchdog heard it). */
  line(line: string): boolean;
  /** The connection is over (lost, refused, stopped): every timer of the session stops. */
  close(): void;
};

export type SupervisorOptions = {
  /** What the status and the log call the port (`/dev/ttyACM0`, `virtual`). */
  path: string;
  transport: TransportFactory;
  clock: Clock;
  log: LinkLogger;
  counters: Pick<LinkCounters, 'failedOpens'>;
  status: StatusChange;
  /** No good line this long: the link is lost. */
  silenceMs: number;
  /** Pause between reconnection attempts. */
  retryMs: number;
  /** Pause before trying again a device that was refused. */
  refusedRetryMs: number;
  /** A protocol session for the connection just opened, speaking over `wire`. */
  session(wire: Wire): Connection;
};

function ignore(): void {}

export class Supervisor {
  readonly #o: SupervisorOptions;
  #transport: LineTransport | null = null;
  #session: Connection | null = null;
  /** Takes our listeners off the transport (a factory may hand out the same one again). */
  #unlisten: () => void = () => {};
  #closing = false;
  readonly #watchdog: Alarm;
  readonly #retry: Alarm;
  /** The failure last logged: the same one again is only counted. */
  #lastFailure: string | null = null;
  /** Failures of any kind since the last good handshake. */
  #failures = 0;

  constructor(options: SupervisorOptions) {
    this.#o = options;
    this.#watchdog = new Alarm(options.clock);
    this.#retry = new Alarm(options.clock);
  }

  /** Opens the port and keeps it open until `stop()`. */
  start(): void {
    if (this.#transport || this.#retry.set) return;
    this.#closing = false;
    void this.#connect();
  }

  /**
   * Closes for good: no reconnection after this. The session ends at once (before the
   * first await); the promise settles once the port is closed.
   */
  async stop(): Promise<void> {
    this.#closing = true;
    this.#watchdog.clear();
    this.#retry.clear();
    await this.#release()?.close();
    this.#o.status({ connected: false, state: 'stopped', error: undefined });
  }

  async #connect(): Promise<void> {
    if (this.#closing) return;
    const { path } = this.#o;
    const transport = this.#o.transport();
    this.#transport = transport;
    let opened = false;
    // Until open() settles, its rejection is the one report of a failure.
    const current = () => opened && this.#transport === transport && !this.#closing;
    const onLine = (line: string) => {
      const session = this.#session;
      if (!current() || !session) return;
      if (session.line(line) && this.#session === session) this.#listen();
    };
    const onClose = (reason?: Error) => {
      if (current()) void this.#lose(`${path} closed${reason ? `: ${sentence(reason)}` : ''}`);
    };
    const onError = (error: Error) => {
      if (current()) void this.#lose(`${path} failed: ${sentence(error)}`);
    };
    transport.on('line', onLine).on('close', onClose).on('error', onError);
    this.#unlisten = () => {
      transport.off('line', onLine).off('close', onClose).off('error', onError);
      // An error emitted with no listener would throw: a late one (a write after close) is moot.
      if (transport.listenerCount('error') === 0) transport.on('error', ignore);
    };
    this.#o.status({ connected: false, state: 'opening' });
    try {
      await transport.open();
    } catch (error) {
      if (this.#transport !== transport || this.#closing) return;
      this.#o.counters.failedOpens++;
      this.#release();
      this.#fail(`cannot open ${path}: ${sentence(error)}`, 'retrying', this.#o.retryMs);
      return;
    }
    if (this.#transport !== transport || this.#closing) {
      await transport.close();
      return;
    }
    opened = true;
    this.#o.status({ connected: false, state: 'waiting-hello' });
    if (this.#failures === 0) this.#o.log.info(`${path} open, waiting for the box's HELLO`);
    this.#listen();
    this.#session = this.#o.session({
      write: (line) => {
        if (current()) transport.write(line);
      },
      refuse: (why) => {
        if (current()) void this.#drop(why, 'refused', this.#o.refusedRetryMs, 'error');
      },
      recovered: () => {
        const n = this.#failures;
        this.#lastFailure = null;
        this.#failures = 0;
        return n ? ` (back after ${n} failed attempt${n > 1 ? 's' : ''})` : '';
      },
      bytesAt: () => transport.bytesAt ?? Number.NEGATIVE_INFINITY,
    });
  }

  /** The watchdog starts over: a line came. */
  #listen(): void {
    const { path, silenceMs } = this.#o;
    this.#watchdog.after(silenceMs, () => {
      void this.#lose(`${path}: no line from the box for ${silenceMs} ms`);
    });
  }

  /** The link died under us (close, error, silence): close, then come back. */
  #lose(why: string): Promise<void> {
    return this.#drop(why, 'retrying', this.#o.retryMs, 'warn');
  }

  async #drop(
    why: string,
    state: 'retrying' | 'refused',
    retryMs: number,
    level: 'warn' | 'error',
  ): Promise<void> {
    const transport = this.#release();
    this.#watchdog.clear();
    this.#fail(why, state, retryMs, level);
    await transport?.close();
  }

  /** Ends the session and lets go of the transport (not closing it yet), and returns it. */
  #release(): LineTransport | null {
    this.#session?.close();
    this.#session = null;
    const transport = this.#transport;
    this.#transport = null;
    this.#unlisten();
    this.#unlisten = () => {};
    return transport;
  }

  /** Logs a failure the first time it happens, counts its repeats, and schedules the next try. */
  #fail(
    text: string,
    state: 'retrying' | 'refused',
    retryMs: number,
    level: 'warn' | 'error' = 'warn',
  ): void {
    this.#failures++;
    if (this.#lastFailure !== text) {
      this.#lastFailure = text;
      this.#o.log[level](`${text}; the game goes on, trying again every ${retryMs / 1000} s`);
    }
    this.#o.status({ connected: false, state, error: text });
    if (this.#closing) return;
    this.#retry.after(retryMs, () => void this.#connect());
  }
}
