// A table's queue of groups (convention mode): its file, its bounds, its routes.

import { dirname, join } from 'node:path';
import { QueueFile } from './file.ts';
import { TableQueue } from './queue.ts';

export { QUEUE_LIMITS, TableQueue } from './queue.ts';
export { queueRoutes } from './routes.ts';

/** Where a table's queue is kept: beside its games folder (`<data>/queue.json`, `<data>/tables/<k>/queue.json`). */
export function queuePath(store: object): string | null {
  const gamesDir = (store as { gamesDir?: unknown }).gamesDir;
  return typeof gamesDir === 'string' ? join(dirname(gamesDir), 'queue.json') : null;
}

/** The queue of the table whose store is `store`, read back from its file. */
export async function openQueue(store: object, now?: () => number): Promise<TableQueue> {
  const queue = new TableQueue(new QueueFile(queuePath(store)), now);
  await queue.open();
  return queue;
}
