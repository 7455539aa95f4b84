// The service's memory, as the tests and benches sample it: the heap after a full
// collection, so garbage waiting to be collected does not look like growth.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// vitest and tsx start node without --expose-gc; the flag can still be set at run time,
// and a fresh context then exposes `gc`.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

export type HeapSample = { heapUsed: number; external: number };

/** Heap and buffer memory in use after two full collections (weak refs settle on the second). */
export function heapAfterGc(): HeapSample {
  collect();
  collect();
  const usage = process.memoryUsage();
  return { heapUsed: usage.heapUsed, external: usage.arrayBuffers };
}

export const mb = (bytes: number) => bytes / (1024 * 1024);
