// The services one test file starts as child processes: each on a data folder under
// the file's own scratch folder, every one of them killed when the file ends.
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ServiceProcess } from './child.ts';
import { TOKEN } from './harness.ts';

export function serviceFleet(prefix: string) {
  let root = '';
  const started: ServiceProcess[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    // kill() is a no-op for a service already gone.
    for (const service of started) await service.kill();
    await rm(root, { recursive: true, force: true });
  });
  return {
    /** A new, empty data folder. */
    folder(name: string): string {
      const dir = join(root, name);
      mkdirSync(dir);
      return dir;
    },
    async start(
      dataDir: string,
      options?: Parameters<typeof ServiceProcess.start>[2] & { token?: string | null },
    ): Promise<ServiceProcess> {
      const token = options?.token === undefined ? TOKEN : options.token;
      const service = await ServiceProcess.start(dataDir, token, options);
      started.push(service);
      return service;
    },
  };
}
