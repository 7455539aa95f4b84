// What `--serial` (each value, in order) and `--tables N` make, before any link opens:
// `auto` probes the likely ports but never one another `--serial` names, and falls back to
// one virtual table unless `--tables N` brings its own; there is always at least one table.
// And each table's token.
import { describe, expect, it } from 'vitest';
import { planTables, tableLinks, tableToken } from '../../server/tables.ts';

const quiet = () => {
  const said: string[] = [];
  return { said, log: { info: (m: string) => said.push(m), warn: (m: string) => said.push(m) } };
};
const QUICK = { askAfterMs: 50, timeoutMs: 200 };

describe('planTables', () => {
  it('auto with no box that answers: one virtual table, and the log says why', async () => {
    const { said, log } = quiet();
    const plan = await planTables({
      serials: ['auto'],
      virtualTables: 0,
      baud: 115200,
      find: { ...QUICK, list: async () => [{ path: '/nonexistent/ttyACM9', vendorId: '2341' }] },
      log,
    });
    expect(plan).toEqual(['virtual']);
    expect(said[0]).toMatch(/^\/nonexistent\/ttyACM9: cannot open: /);
    expect(said[1]).toBe('no box answered on 1 serial port (1 probed): using the virtual box');
  });

  it('a port named by --serial is not probed by auto; tables follow the order given', async () => {
    const { said, log } = quiet();
    const plan = await planTables({
      serials: ['/nonexistent/named', 'auto', 'none'],
      virtualTables: 2,
      baud: 115200,
      find: { ...QUICK, list: async () => [{ path: '/nonexistent/named', vendorId: '2341' }] },
      log,
    });
    // auto found no box, and --tables 2 brings two virtual ones: no third in auto's place.
    expect(plan).toEqual(['/nonexistent/named', 'none', 'virtual', 'virtual']);
    expect(said).toEqual([
      'no box answered on 1 serial port (0 probed): the 2 virtual tables of --tables play',
    ]);
  });

  it('--tables 3 with no box: three tables, not four', async () => {
    const { log } = quiet();
    const plan = await planTables({
      serials: ['auto'],
      virtualTables: 3,
      baud: 115200,
      find: { ...QUICK, list: async () => [] },
      log,
    });
    expect(plan).toEqual(['virtual', 'virtual', 'virtual']);
  });

  it('always at least one table', async () => {
    const { log } = quiet();
    expect(await planTables({ serials: [], virtualTables: 0, baud: 115200, log })).toEqual([
      'none',
    ]);
    expect(await planTables({ serials: ['none'], virtualTables: 0, baud: 115200, log })).toEqual([
      'none',
    ]);
  });
});

describe("a table's token and links", () => {
  it("the only table's is the service's; among several, each is derived, 16 characters, stable", () => {
    expect(tableToken('demo-table-1', '1', 1)).toBe('demo-table-1');
    // printf 'table:2' | openssl dgst -sha256 -hmac demo-table-1 -binary, its first 16 bytes each
    // as one of "abcdefghijkmnpqrstuvwxyz23456789" by its low 5 bits (done in Python's hmac too)
    expect(tableToken('demo-table-1', '2', 2)).toBe('fyhg87qh7b6re2cm');
    expect(tableToken('demo-table-1', '2', 2)).toBe(tableToken('demo-table-1', '2', 3));
    expect(tableToken('another-token', '2', 2)).not.toBe(tableToken('demo-table-1', '2', 2));
    // Table 1 among two is not the hall's: a player at table 1 cannot list or play table 2.
    // printf 'table:1' | openssl dgst -sha256 -hmac demo-table-1 -binary, read the same way
    expect(tableToken('demo-table-1', '1', 2)).toBe('s6qbgwyrkha3528a');
    expect(tableToken('demo-table-1', '1', 2)).not.toBe('demo-table-1');
  });

  it('links are paths; the big screen and control links carry a token only when given one', () => {
    expect(tableLinks({ base: '/t/2' })).toEqual({
      big: '/t/2/',
      control: '/t/2/control',
      watch: '/t/2/watch',
    });
    expect(tableLinks({ base: '/t/2' }, 'ab_c-1')).toEqual({
      big: '/t/2/?token=ab_c-1',
      control: '/t/2/control?token=ab_c-1',
      watch: '/t/2/watch',
    });
  });
});
