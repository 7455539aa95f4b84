// One table on the hall's bus: its own MQTT connection (so its own last will), its `status`
// and `state` retained, its `event`s at QoS 1, and the hall's signed `command`s judged. Local
// first: the table's changes only mark the state to send; nothing the table does waits here.

import type { MqttClient } from 'mqtt';
import { CommandJudge } from './commands.ts';
import { BusConnection } from './connection.ts';
import {
  APP,
  type EventMessage,
  type StateMessage,
  type StatusMessage,
  topicOf,
} from './contract.ts';
import { discoveryConfigs } from './discovery.ts';
import type { LogEvent } from './tap.ts';

/** At most 4 states a second a table: a burst of changes is one message at its end. */
export const STATE_EVERY_MS = 250;
/** The time left at which a running table's state is sent again. */
const LAST_SECONDS_MS = 10_000;
/** Events kept while the broker is away (sent on its return); older ones are dropped. */
const OFFLINE_EVENTS = 200;

export type BusTableSource = {
  /** `<name>/<k>`. */
  key: string;
  /** The table's own token: it checks the hall's commands, and is never published. */
  token: string;
  /** Calls back on every change of the table (its sessions' state messages). */
  subscribe(changed: () => void): () => void;
  /** The table's state as the bus carries it, at `now`. */
  state(): StateMessage;
  /** Whether the game is over now (an `over` event when it becomes so). */
  over(): boolean;
  /** Ends the game from the hall. */
  endGame(): Promise<{ ok: boolean; error?: string }>;
  /** The table's wall clock, which a command's `at` is judged against. */
  now(): number;
};

export type PublisherOptions = {
  url: string;
  hall: string;
  caFile?: string;
  discovery?: boolean;
  /** The service's version, in the table's `status`. */
  version: string;
  log: { info(message: string): void; warn(message: string): void };
};

export class TablePublisher {
  readonly connection: BusConnection;
  readonly judge: CommandJudge;
  readonly #source: BusTableSource;
  readonly #hall: string;
  readonly #discovery: boolean;
  readonly #version: string;
  readonly #log: PublisherOptions['log'];
  #lastSent = 0;
  /** The last state sent, its times left out: an unchanged table sends nothing more. */
  #lastShape = '';
  #timer: NodeJS.Timeout | null = null;
  /** The state sent again at the last ten seconds (a room's lights may dim then). */
  #lastTen: NodeJS.Timeout | null = null;
  #offline: EventMessage[] = [];
  #wasOver: boolean;
  #unsubscribe: () => void;
  /** States sent (tests and benches read it). */
  sent = 0;

  constructor(source: BusTableSource, options: PublisherOptions) {
    this.#source = source;
    this.#hall = options.hall;
    this.#discovery = options.discovery ?? false;
    this.#version = options.version;
    this.#log = options.log;
    this.#wasOver = source.over();
    const commandTopic = topicOf(options.hall, source.key, 'command');
    this.judge = new CommandJudge({ topic: commandTopic, token: source.token, log: options.log });
    const offline: StatusMessage = { online: false };
    this.connection = new BusConnection({
      url: options.url,
      clientId: `apophis-${options.hall}-${source.key.replace('/', '-')}`,
      ...(options.caFile ? { caFile: options.caFile } : {}),
      will: {
        topic: topicOf(options.hall, source.key, 'status'),
        payload: Buffer.from(JSON.stringify(offline)),
        qos: 1,
        retain: true,
      },
      log: options.log,
      onConnect: (client) => this.#connected(client, commandTopic),
    });
    this.connection.client.on('message', (topic, payload) => {
      if (topic === commandTopic) void this.#command(payload);
    });
    this.#unsubscribe = source.subscribe(() => this.#changed());
  }

  #topic(kind: 'status' | 'state' | 'event'): string {
    return topicOf(this.#hall, this.#source.key, kind);
  }

  #connected(client: MqttClient, commandTopic: string): void {
    const status: StatusMessage = {
      online: true,
      at: Date.now(),
      app: APP,
      version: this.#version,
    };
    client.publish(this.#topic('status'), JSON.stringify(status), { qos: 1, retain: true });
    if (this.#discovery) {
      for (const config of discoveryConfigs(this.#hall, this.#source.key)) {
        client.publish(config.topic, JSON.stringify(config.payload), { qos: 1, retain: true });
      }
    }
    this.#sendState(true);
    const waiting = this.#offline;
    this.#offline = [];
    for (const event of waiting) this.#sendEvent(event);
    client.subscribe(commandTopic, { qos: 1 });
  }

  /** A change at the table: the state is sent now, or at the end of this quarter second. */
  #changed(): void {
    const over = this.#source.over();
    if (over && !this.#wasOver) this.event({ type: 'over', at: Date.now() });
    this.#wasOver = over;
    if (this.#timer) return;
    const wait = this.#lastSent + STATE_EVERY_MS - Date.now();
    if (wait <= 0) {
      this.#sendState();
      return;
    }
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#sendState();
    }, wait);
  }

  #sendState(force = false): void {
    if (!this.connection.connected) return; // sent anew on reconnection
    const state = this.#source.state();
    const { clock } = state;
    // A running clock's end, not its time left, is what changes the table (to a quarter second).
    const ends =
      clock && (clock.running ? Math.round((clock.at + clock.leftMs) / 250) : clock.leftMs);
    const shape = JSON.stringify({
      ...state,
      at: 0,
      clock: clock && { running: clock.running, ends },
    });
    // A box's display ticking, a lamp: the screens' business, not the hall's.
    if (!force && shape === this.#lastShape) return;
    this.#lastShape = shape;
    this.#lastSent = Date.now();
    if (this.#lastTen) clearTimeout(this.#lastTen);
    this.#lastTen = null;
    if (clock?.running && clock.leftMs > LAST_SECONDS_MS) {
      this.#lastTen = setTimeout(() => this.#sendState(true), clock.leftMs - LAST_SECONDS_MS);
      this.#lastTen.unref();
    }
    this.sent++;
    this.connection.client.publish(this.#topic('state'), JSON.stringify(state), {
      qos: 0,
      retain: true,
    });
  }

  /** An accepted action or an ending, at QoS 1 (kept a while when the broker is away). */
  event(event: LogEvent | EventMessage): void {
    if (!this.connection.connected) {
      this.#offline.push(event);
      if (this.#offline.length > OFFLINE_EVENTS) this.#offline.shift();
      return;
    }
    this.#sendEvent(event);
  }

  #sendEvent(event: EventMessage): void {
    this.connection.client.publish(this.#topic('event'), JSON.stringify(event), { qos: 1 });
  }

  async #command(payload: Buffer): Promise<void> {
    const command = this.judge.judge(payload, this.#source.now());
    if (!command) return;
    const result = await this.#source.endGame();
    if (!result.ok) this.#log.warn(`the hall's endGame could not be done: ${result.error}`);
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#lastTen) clearTimeout(this.#lastTen);
    const offline: StatusMessage = { online: false };
    // A clean stop says so at once (the last will is for a machine that dies).
    await this.connection.close(
      (client) =>
        new Promise<void>((resolve) => {
          client.publish(
            this.#topic('status'),
            JSON.stringify(offline),
            { qos: 1, retain: true },
            () => resolve(),
          );
        }),
    );
  }
}
