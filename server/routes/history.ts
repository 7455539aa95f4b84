// After the game, over HTTP: the history of every table's games (newest first), one game with
// its actions and report, its exports (JSON, CSV, BG Stats' play), and the numbers over all
// games (`GET /api/stats`). Every table's folder is read through one cache (server/stats).

import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AnyGameModule, type GameAction, replayWith } from '../../src/game.ts';
import type { GameExport, HistoryEntry, HistoryGame } from '../../src/report.ts';
import { type Folder, GameHistory, type GameRead, type LogFolder } from '../stats/index.ts';
import { GAME_ID } from '../store/index.ts';

export type HistoryOptions = {
  /** Every table's log folder (a GameStore is one), asked on every request: tables may come and go. */
  folders: () => Folder[];
  /** The history over those folders, when the app shares one (the queue's waits read it too). */
  history?: GameHistory;
  /** The names of the group a convention's queue seated in a game (its play names them). */
  namesOf?: (gameId: string) => readonly string[] | undefined;
};

const APP_NAME = 'Apophis Mission Control';

/**
 * RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. A
 * text a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a CR:
 * a name typed at the table, OWASP's CSV injection) is kept as text by a leading `'`; numbers
 * are left as numbers.
 */
export function csvField(value: unknown): string {
  const raw = value === undefined || value === null ? '' : String(value);
  // Also after a separator inside the text: read with another separator than ours, the
  // text is cut there and the piece after it is a cell of its own (`x;=1+1;` read with `;`).
  const text =
    typeof value === 'string' ? raw.replace(/(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "'") : raw;
  // Quoted when it holds a separator a spreadsheet may read with: `,`, and `;` (Excel's in
  // French, German, Dutch locales) or a tab, so `x;=1+1;` stays one text cell (issue 31).
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** An action's fields as `path → value` (`players.0.name`), its type and time left out. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
}

/**
 * One row per action: ms since the first action, its type, every field flattened (a column per
 * path, in first-seen order), and the dice it rolled (`d6 4 box`, several joined by `; `).
 * Lines end with CRLF (RFC 4180).
 */
export function actionsCsv(module: AnyGameModule, actions: readonly GameAction[]): string {
  const first = actions[0]?.at ?? 0;
  const rows: { at: number; type: string; fields: Map<string, unknown>; dice: string }[] = [];
  const columns: string[] = [];
  let state = module.lobby();
  for (const action of actions) {
    const before = state;
    const applied = module.reduce(state, action);
    if (applied.ok) state = applied.state;
    const dice = applied.ok
      ? module
          .rolls(action, before)
          .map((die) => `d${die.sides} ${die.values.join(' ')} ${die.by}`)
          .join('; ')
      : '';
    const { type, at, ...rest } = action;
    const fields = new Map<string, unknown>();
    flatten(rest, '', fields);
    for (const key of fields.keys()) if (!columns.includes(key)) columns.push(key);
    rows.push({ at: at - first, type, fields, dice });
  }
  const lines = [['ms_since_start', 'type', ...columns, 'dice'].map(csvField).join(',')];
  for (const row of rows) {
    const cells = [row.at, row.type, ...columns.map((c) => row.fields.get(c)), row.dice];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** `YYYY-MM-DD HH:mm:ss`, UTC (BG Stats' `playDate` names no time zone). */
function playDate(at: number): string {
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The play in the JSON BG Stats documents for plays pushed from other apps
 * (bgstatsapp.com, "Push plays to BG Stats from other apps or websites"): the app url-encodes
 * it into its import link. A co-operative team wins or loses together; unnamed seats are "Player n".
 */
export function bgStatsPlay(read: GameRead, groupNames?: readonly string[]) {
  const { entry, report } = read.facts;
  const seats = entry.setup.players ?? 1;
  // A team the game counts but does not name: the queue's names when it seated this group.
  const named = groupNames?.length === seats ? [...groupNames] : undefined;
  const names =
    entry.setup.names ?? named ?? Array.from({ length: seats }, (_, seat) => `Player ${seat + 1}`);
  const winners = report.winners;
  const won = (seat: number) => (winners ? winners.includes(seat) : entry.ending?.won === true);
  const setup = [entry.setup.difficulty, entry.setup.variant].filter((word) => word !== null);
  return {
    sourceName: APP_NAME,
    sourcePlayId: entry.id,
    playDate: playDate(entry.createdAt),
    durationMin: Math.round(entry.durationMs / 60_000),
    game: {
      name: read.log.module.title,
      sourceGameId: entry.game,
      highestWins: true,
      noPoints: true,
    },
    players: names.map((name, seat) => ({
      name,
      sourcePlayerId: `${entry.id}-${seat}`,
      winner: won(seat),
    })),
    comments: [entry.ending?.result, ...setup].filter(Boolean).join(', '),
  };
}

/** BG Stats' push link: its page takes the play as url-encoded JSON in `data`. */
export const BG_STATS_LINK = 'https://app.bgstatsapp.com/createPlay.html?data=';

/**
 * The dice's seal of a game whose box rolled under a commitment: the commitment's first 8 hex
 * digits (the proof's own `sealed` when its verdict carries one, else the log's commitment that
 * the game's first box roll was made under); null when no proof box rolled.
 */
export function sealOf(read: GameRead): string | null {
  const sealed = (read.facts.entry.proof as { sealed?: unknown } | undefined)?.sealed;
  if (typeof sealed === 'string' && sealed !== '') return sealed.slice(0, 8).toUpperCase();
  let commitment: string | null = null;
  for (const line of read.log.proof ?? []) {
    if (line.line === 'commit') commitment = line.commitment;
    if (line.line === 'stop') commitment = null;
    if (line.line === 'roll' && line.used && commitment)
      return commitment.slice(0, 8).toUpperCase();
  }
  return null;
}

/** The play with the dice's seal in its comments, as the take-home link carries it. */
export function takeHomePlay(read: GameRead, groupNames?: readonly string[]) {
  const play = bgStatsPlay(read, groupNames);
  const seal = sealOf(read);
  const comments = [play.comments, seal ? `dice sealed ${seal}` : ''].filter(Boolean).join('; ');
  // A QR code's size grows with the link: each player is their name and whether they won.
  const players = play.players.map(({ name, winner }) => ({ name, winner }));
  return { ...play, players, comments };
}

function attachment(reply: FastifyReply, name: string, type: string): FastifyReply {
  return reply.type(type).header('content-disposition', `attachment; filename="${name}"`);
}

export async function historyRoutes(app: FastifyInstance, options: HistoryOptions): Promise<void> {
  const history = options.history ?? new GameHistory(options.folders);
  // Replay every log once at start, in the background: the first /stats after a game is warm.
  app.addHook('onReady', async () => {
    history.all().catch((error) => app.log.warn({ err: error }, 'history: warm-up failed'));
  });

  // A set-up nobody started (a table's lobby: its newGame alone) is no game: not listed.
  app.get(
    '/api/history',
    async (): Promise<{ games: HistoryEntry[] }> => ({
      games: (await history.all())
        .map((facts) => facts.entry)
        .filter((entry) => entry.status !== 'lobby'),
    }),
  );

  app.get('/api/stats', async () => history.stats());

  /** The game, or the reply already sent (400 for a malformed id, 404 for an unknown one). */
  const gameOf = async (id: string, reply: FastifyReply): Promise<GameRead | null> => {
    if (!GAME_ID.test(id)) {
      await reply
        .code(400)
        .send({ error: `"${id.slice(0, 40)}" is not a game id (like 20261121-194000-k3x9)` });
      return null;
    }
    const read = await history.read(id);
    if (!read) await reply.code(404).send({ error: `no game ${id}` });
    return read;
  };

  app.get<{ Params: { id: string } }>('/api/history/:id', async (request, reply) => {
    const read = await gameOf(request.params.id, reply);
    if (!read) return reply;
    const { module, actions } = read.log;
    // One view, the end's: the page draws it at once and fetches the reducer only to scrub back.
    const final = module.view(replayWith(module, actions).state, read.facts.entry.updatedAt);
    // The log's path in the service's own data folder (`--data`), for checking it by hand.
    const folder = options.folders().find((f) => f.table === read.facts.entry.table)?.store as
      | Partial<LogFolder>
      | undefined;
    const game: HistoryGame = {
      entry: read.facts.entry,
      actions,
      report: read.facts.report,
      warnings: read.log.warnings,
      final,
      ...(folder?.gamesDir ? { file: join(folder.gamesDir, `${read.facts.entry.id}.jsonl`) } : {}),
    };
    return game;
  });

  app.get<{ Params: { id: string } }>('/api/history/:id/export.json', async (request, reply) => {
    const read = await gameOf(request.params.id, reply);
    if (!read) return reply;
    const { entry, report } = read.facts;
    const game: GameExport = {
      header: read.log.header,
      entry,
      actions: read.log.actions,
      report,
      warnings: read.log.warnings,
      // As logged: where each line sits among the actions is the reader's, not the log's.
      proof: read.log.proof.map(({ position: _position, ...line }) => line),
    };
    return attachment(reply, `${entry.id}.json`, 'application/json; charset=utf-8').send(game);
  });

  app.get<{ Params: { id: string } }>('/api/history/:id/export.csv', async (request, reply) => {
    const read = await gameOf(request.params.id, reply);
    if (!read) return reply;
    return attachment(reply, `${read.facts.entry.id}.csv`, 'text/csv; charset=utf-8').send(
      actionsCsv(read.log.module, read.log.actions),
    );
  });

  app.get<{ Params: { id: string } }>(
    '/api/history/:id/export.bgstats.json',
    async (request, reply) => {
      const read = await gameOf(request.params.id, reply);
      if (!read) return reply;
      if (read.facts.entry.status !== 'over') {
        return reply.code(409).send({
          error: `the game ${read.facts.entry.id} is not over: BG Stats logs finished plays`,
        });
      }
      return attachment(
        reply,
        `${read.facts.entry.id}.bgstats.json`,
        'application/json; charset=utf-8',
      ).send(bgStatsPlay(read, options.namesOf?.(read.facts.entry.id)));
    },
  );

  // The play to take home: the end screen's QR code and the history's link (DESIGN.md).
  app.get<{ Params: { id: string } }>('/api/history/:id/bgstats-link', async (request, reply) => {
    const read = await gameOf(request.params.id, reply);
    if (!read) return reply;
    if (read.facts.entry.status !== 'over') {
      return reply.code(409).send({
        error: `the game ${read.facts.entry.id} is not over: BG Stats logs finished plays`,
      });
    }
    const play = takeHomePlay(read, options.namesOf?.(read.facts.entry.id));
    return { url: `${BG_STATS_LINK}${encodeURIComponent(JSON.stringify(play))}`, play };
  });
}
