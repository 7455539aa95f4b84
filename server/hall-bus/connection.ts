// One MQTT connection (MQTT.js) that never holds anything up: it connects in the background,
// reconnects with a backoff that doubles from half a second to at most 5 s, and says each
// kind of failure once per outage. Used by a table's publisher and by the hall.

import { readFileSync } from 'node:fs';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';

export type ConnectionOptions = {
  /** `mqtt://[user:password@]host:port` or `mqtts://…`. */
  url: string;
  clientId: string;
  /** A private CA's certificate file for `mqtts://` (`--mqtt-ca`). */
  caFile?: string;
  will?: IClientOptions['will'];
  log: { info(message: string): void; warn(message: string): void };
  /** Each (re)connection: publish what a newcomer must see, subscribe. */
  onConnect(client: MqttClient): void;
};

export const BACKOFF_FIRST_MS = 500;
export const BACKOFF_MAX_MS = 5000;

/** The next wait after `ms`: doubled, at most BACKOFF_MAX_MS. */
export function nextBackoff(ms: number): number {
  return Math.min(BACKOFF_MAX_MS, ms * 2);
}

/** The broker's address with its password hidden, for a log line. */
export function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(not a URL)';
  }
}

export class BusConnection {
  readonly client: MqttClient;
  #wait = BACKOFF_FIRST_MS;
  #timer: NodeJS.Timeout | null = null;
  #closing = false;
  #down = false;
  #lastError = '';

  constructor(options: ConnectionOptions) {
    const { log } = options;
    this.client = mqtt.connect(options.url, {
      clientId: options.clientId,
      clean: true,
      keepalive: 10,
      connectTimeout: 5000,
      // The backoff is ours (below): MQTT.js's own retries at one fixed period.
      reconnectPeriod: 0,
      // Nothing waits for the broker: what cannot be sent now is sent anew on reconnection.
      queueQoSZero: false,
      ...(options.will ? { will: options.will } : {}),
      ...(options.caFile ? { ca: readFileSync(options.caFile) } : {}),
    });
    this.client.on('connect', () => {
      this.#wait = BACKOFF_FIRST_MS;
      if (this.#down) log.info(`the MQTT broker ${shownUrl(options.url)} is back`);
      else log.info(`connected to the MQTT broker ${shownUrl(options.url)}`);
      this.#down = false;
      this.#lastError = '';
      options.onConnect(this.client);
    });
    this.client.on('error', (error) => {
      // Each kind of failure once per outage (a broker away for an hour is one line, not 3,600).
      if (error.message === this.#lastError) return;
      this.#lastError = error.message;
      log.warn(
        `MQTT broker ${shownUrl(options.url)}: ${error.message}; the tables play on, retrying`,
      );
    });
    this.client.on('close', () => {
      if (this.#closing) return;
      if (!this.#down) {
        this.#down = true;
        log.warn(
          `lost the MQTT broker ${shownUrl(options.url)}: retrying every ${BACKOFF_MAX_MS / 1000} s at most`,
        );
      }
      this.#retry();
    });
  }

  get connected(): boolean {
    return this.client.connected;
  }

  #retry(): void {
    if (this.#timer || this.#closing) return;
    // A little jitter, so a hall's machines do not all come back in the same millisecond.
    const wait = this.#wait * (0.8 + Math.random() * 0.2);
    this.#wait = nextBackoff(this.#wait);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!this.#closing && !this.client.connected) this.client.reconnect();
    }, wait);
    this.#timer.unref();
  }

  /** Sends `before` (e.g. an offline status) if connected, then disconnects. */
  async close(before?: (client: MqttClient) => Promise<void>): Promise<void> {
    this.#closing = true;
    if (this.#timer) clearTimeout(this.#timer);
    if (before && this.client.connected) {
      await Promise.race([before(this.client), new Promise((r) => setTimeout(r, 1000))]).catch(
        () => undefined,
      );
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.client.end(true);
        resolve();
      }, 1000);
      this.client.end(false, {}, () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
