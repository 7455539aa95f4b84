// Which page a path is. One table's screens live under `/t/<table>/` (the first table's
// also at `/`); the hall, the history and the numbers belong to the whole service.

export type TablePage = 'big' | 'control' | 'watch' | 'queue';

/** A table's screen; `base` prefixes its API and socket paths ('' for the first table's root paths). */
export type TableRoute = { page: TablePage; table: string | null; base: string };

export type Route =
  | TableRoute
  | { page: 'hall' }
  | { page: 'history'; gameId: string | null }
  | { page: 'stats' };

/** A table's name in paths: letters, digits, - and _, at most 32. */
export const TABLE_ID = /^[A-Za-z0-9_-]{1,32}$/;

const TABLE_PAGES: Readonly<Record<string, TablePage>> = {
  '': 'big',
  control: 'control',
  watch: 'watch',
  queue: 'queue',
};

export function routeOf(pathname: string): Route {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] === 'hall' && parts.length === 1) return { page: 'hall' };
  if (parts[0] === 'stats' && parts.length === 1) return { page: 'stats' };
  if (parts[0] === 'history' && parts.length <= 2) {
    return { page: 'history', gameId: parts[1] ? decodeURIComponent(parts[1]) : null };
  }
  let table: string | null = null;
  let rest = parts;
  if (parts[0] === 't' && parts[1] && TABLE_ID.test(parts[1])) {
    table = parts[1];
    rest = parts.slice(2);
  }
  const page = TABLE_PAGES[rest.join('/')] ?? 'big';
  return { page, table, base: table === null ? '' : `/t/${table}` };
}
