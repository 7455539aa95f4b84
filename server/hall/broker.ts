// The broker `apophis hall` runs in its own process when no `--mqtt` is given: aedes (a
// maintained MQTT 3.1.1 broker for Node, in memory, retained messages and last wills
// included) on a plain TCP port. A bigger hall, or one that wants passwords and TLS, runs
// Debian's mosquitto (deploy/hall/) and gives its URL.

import { createServer, type Server } from 'node:net';
import { Aedes } from 'aedes';

export type EmbeddedBroker = { port: number; close(): Promise<void> };

export async function startBroker(port: number, host: string): Promise<EmbeddedBroker> {
  const broker = await Aedes.createBroker({ id: 'apophis-hall' });
  const server: Server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close();
        broker.close(() => resolve());
      }),
  };
}
