// @vitest-environment happy-dom
// The hall page from fixed `/api/tables` answers: every table's game, status and phase, time
// left (standing while paused, counting down while playing), the box in words with its problem
// sentence, and its screens' links with QR codes; control links only with the service's token;
// a clear sentence when the service does not answer or refuses the token.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadQrEncoder } from '../../../display/components/qr.tsx';
import { HallPage } from '../../../display/hall/hall.tsx';
import {
  type HallTable,
  hallAddresses,
  hallHeardAt,
  hallProblem,
  hallTables,
  timeLeftAt,
} from '../../../display/hall/model.ts';
import { lang, loadLanguage } from '../../../display/i18n/index.ts';
import { byTestId, mount, unmountAll } from '../fixtures.tsx';

const SERVICE_TOKEN = 'service-token';

function tableOf(id: string, fields: Partial<HallTable>, token?: string): HallTable {
  const base = `/t/${id}`;
  return {
    id,
    game: 'apophis',
    phase: 'lobby',
    status: 'lobby',
    remainingMs: 600_000,
    box: { connected: true, source: 'virtual', firmware: '2.0.0' },
    base,
    links: {
      big: `${base}/`,
      control: `${base}/control${token ? `?token=${token}` : ''}`,
      watch: `${base}/watch`,
    },
    ...(token ? { token } : {}),
    ...fields,
  };
}

/** The service's answers as `GET /api/tables` gives them, with and without its token. */
function listOf(withToken: boolean): HallTable[] {
  const token = (id: string) => (withToken ? `table-${id}-token` : undefined);
  return [
    tableOf('1', { phase: 'paused', status: 'paused', remainingMs: 300_000 }, token('1')),
    tableOf(
      '2',
      {
        game: 'apogee',
        phase: 'playing',
        status: 'playing',
        remainingMs: null,
        box: {
          connected: false,
          source: 'serial',
          firmware: null,
          problem: 'the port /dev/ttyUSB1 is gone',
        },
      },
      token('2'),
    ),
    tableOf('3', { box: { connected: false, source: 'none', firmware: null } }, token('3')),
  ];
}

type Asked = string[];

/** A fetch answering like the service: 401 for a wrong token, the list otherwise. */
function serviceFetch(asked: Asked, mode: 'ok' | 'down' = 'ok'): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const token = new URL(url, 'http://hall.test').searchParams.get('token');
    if (token !== null && token !== SERVICE_TOKEN) {
      return new Response(JSON.stringify({ error: 'wrong service token' }), { status: 401 });
    }
    return new Response(JSON.stringify({ tables: listOf(token !== null) }), { status: 200 });
  }) as typeof fetch;
}

/** Lets the page's fetch and its render settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

// The QR encoder is fetched at the first code drawn: here it is in before the first render.
beforeAll(loadQrEncoder);
beforeEach(() => {
  hallTables.value = null;
  hallAddresses.value = [];
  hallProblem.value = null;
  hallHeardAt.value = 0;
  lang.value = 'en';
});
afterEach(unmountAll);

describe('the hall, opened with the service’s token', () => {
  test('every table: its game, status and phase, time left, box, and three links with QR codes', async () => {
    const asked: Asked = [];
    const root = mount(<HallPage token={SERVICE_TOKEN} fetcher={serviceFetch(asked)} />);
    await settle();
    expect(asked).toEqual([`/api/tables?token=${SERVICE_TOKEN}`]);
    const one = byTestId(root, 'hall-table-1');
    expect(byTestId(one, 'hall-game').textContent).toBe('Apophis');
    expect(byTestId(one, 'hall-phase').textContent).toBe('paused');
    expect(byTestId(one, 'hall-time-left').textContent).toBe('05:00'); // paused: it stands
    expect(byTestId(one, 'box-link').textContent).toBe('virtual box ready');
    const control = byTestId(one, 'hall-link-control');
    expect(control.querySelector('a')?.getAttribute('href')).toBe(
      `${location.origin}/t/1/control?token=table-1-token`,
    );
    expect(control.querySelector('svg.qr')?.getAttribute('aria-label')).toBe(
      `${location.origin}/t/1/control?token=table-1-token`,
    );
    expect(one.querySelectorAll('figure svg.qr')).toHaveLength(3);
    expect(byTestId(one, 'hall-link-watch').querySelector('a')?.getAttribute('href')).toBe(
      `${location.origin}/t/1/watch`,
    );

    const two = byTestId(root, 'hall-table-2');
    expect(byTestId(two, 'hall-game').textContent).toBe('Apogee');
    expect(byTestId(two, 'hall-time-left').textContent).toBe('no clock');
    expect(byTestId(two, 'box-link').textContent).toBe('box not linked: check its cable');
    expect(byTestId(two, 'hall-box-problem').textContent).toBe('the port /dev/ttyUSB1 is gone');
    expect(
      byTestId(root, 'hall-table-3').querySelector('[data-testid="box-link"]')?.textContent,
    ).toBe('no box: dice typed in on the phone');
    expect(root.querySelector('[data-testid="hall-read-only"]')).toBeNull();
  });

  test('opened on localhost: the links a phone scans point at the service’s network address', async () => {
    expect(new URL(location.origin).hostname).toBe('localhost'); // happy-dom's page
    const lan = 'http://192.168.1.20:8080';
    const withAddresses = (async () =>
      new Response(JSON.stringify({ addresses: [lan], tables: listOf(true) }), {
        status: 200,
      })) as typeof fetch;
    const root = mount(<HallPage token={SERVICE_TOKEN} fetcher={withAddresses} />);
    await settle();
    const control = byTestId(byTestId(root, 'hall-table-1'), 'hall-link-control');
    expect(control.querySelector('a')?.getAttribute('href')).toBe(
      `${lan}/t/1/control?token=table-1-token`,
    );
  });

  test('in French', async () => {
    // Every folder's French fetched first (loadLanguage says tests do so), so no wait is a race.
    await loadLanguage('fr');
    lang.value = 'fr';
    const root = mount(<HallPage token={SERVICE_TOKEN} fetcher={serviceFetch([])} />);
    await settle();
    const one = byTestId(root, 'hall-table-1');
    expect(one.querySelector('h2')?.textContent).toBe('Table 1 · Apophis');
    expect(byTestId(one, 'hall-phase').textContent).toBe('en pause');
    expect(byTestId(one, 'hall-link-control').textContent).toBe('Contrôle');
    expect(
      byTestId(root, 'hall-table-2').querySelector('[data-testid="hall-time-left"]')?.textContent,
    ).toBe('pas de chrono');
  });
});

describe('a finished game, and ending a game from the hall', () => {
  test('a game over says so in place of its time left (issue 24: "time left 09:48" for a finished game)', async () => {
    const over = [tableOf('1', { phase: 'won', status: 'over', remainingMs: 588_000 })];
    const answer = (async () =>
      new Response(JSON.stringify({ tables: over }), { status: 200 })) as typeof fetch;
    const root = mount(<HallPage token={null} fetcher={answer} />);
    await settle();
    expect(byTestId(root, 'hall-time-left').textContent).toBe('game over');
    expect(root.querySelector('[data-testid="end-game"]')).toBeNull();
  });

  test('with the service’s token: End this game asks first, then posts the service’s token', async () => {
    const asked: Asked = [];
    const posted: { url: string; body: string }[] = [];
    const list = serviceFetch(asked);
    let answer = { status: 200, body: { ok: true } as object };
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return list(input, init);
      posted.push({ url: String(input), body: String(init.body) });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
    const root = mount(<HallPage token={SERVICE_TOKEN} fetcher={fetcher} />);
    await settle();
    // Table 1 is paused, table 2 plays: each offers it; table 3's lobby does not.
    expect(byTestId(root, 'hall-table-3').querySelector('[data-testid="end-game"]')).toBeNull();
    const one = byTestId(root, 'hall-table-1');
    act(() => byTestId(one, 'end-game').click());
    expect(byTestId(one, 'end-game-confirm').textContent).toContain(
      'End table 1’s game and take it back to its set-up, with the same players?',
    );
    act(() => byTestId(one, 'end-game-yes').click()); // a double tap's second tap: not armed yet
    expect(posted).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    act(() => byTestId(one, 'end-game-yes').click());
    await settle();
    expect(posted).toEqual([
      { url: '/api/tables/1/end', body: JSON.stringify({ token: SERVICE_TOKEN }) },
    ]);
    expect(one.querySelector('[data-testid="hall-end-refused"]')).toBeNull();
    // Refused (the game ended meanwhile): the service's sentence, in French by its code.
    answer = {
      status: 409,
      body: { error: 'no game is under way: there is none to end', code: 'end/none' },
    };
    const two = byTestId(root, 'hall-table-2');
    act(() => byTestId(two, 'end-game').click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    act(() => byTestId(two, 'end-game-yes').click());
    await settle();
    expect(byTestId(two, 'hall-end-refused').textContent).toBe(
      'no game is under way: there is none to end',
    );
    await loadLanguage('fr');
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(two, 'hall-end-refused').textContent).toBe(
      'Aucune partie en cours\u202f: il n’y a rien à terminer.',
    );
  });
});

describe('the hall without the token, or with a wrong one', () => {
  test('read only: the big screen and spectator links, no control link, and a sentence saying so', async () => {
    const asked: Asked = [];
    const root = mount(<HallPage token={null} fetcher={serviceFetch(asked)} />);
    await settle();
    expect(asked).toEqual(['/api/tables']);
    const one = byTestId(root, 'hall-table-1');
    expect(one.querySelector('[data-testid="hall-link-control"]')).toBeNull();
    expect(one.querySelectorAll('figure svg.qr')).toHaveLength(2);
    expect(byTestId(root, 'hall-read-only').textContent).toContain('Read only');
  });

  test('a wrong token: the sentence, and the read-only list asked again without it', async () => {
    const asked: Asked = [];
    const root = mount(<HallPage token="guessed" fetcher={serviceFetch(asked)} />);
    await settle();
    expect(asked).toEqual(['/api/tables?token=guessed', '/api/tables']);
    expect(byTestId(root, 'hall-bad-token').textContent).toContain('not the service’s');
    expect(root.querySelectorAll('[data-testid^="hall-table-"]')).toHaveLength(3);
    expect(root.querySelector('[data-testid="hall-link-control"]')).toBeNull();
  });

  test('the service unreachable: a clear sentence, no list', async () => {
    const root = mount(<HallPage token={null} fetcher={serviceFetch([], 'down')} />);
    await settle();
    expect(byTestId(root, 'hall-unreachable').textContent).toBe(
      'The service does not answer: is it running, and is this device on its network? Trying again every 2 s.',
    );
    expect(root.querySelector('[data-testid="hall-tables"]')).toBeNull();
  });
});

describe('the time left between two answers', () => {
  const playing = tableOf('1', { status: 'playing', phase: 'running', remainingMs: 125_000 });
  test('counts down from the answer while the game plays, never below zero', () => {
    expect(timeLeftAt(playing, 1_000, 1_000)).toBe(125_000);
    expect(timeLeftAt(playing, 1_000, 3_500)).toBe(122_500);
    expect(timeLeftAt(playing, 1_000, 200_000)).toBe(0);
  });
  test('stands while the service says its clock is stopped, even in a game under way', () => {
    expect(timeLeftAt({ ...playing, running: false }, 1_000, 60_000)).toBe(125_000);
    expect(timeLeftAt({ ...playing, running: true }, 1_000, 61_000)).toBe(65_000);
  });
  test('stands while paused, in the lobby, or over; none without a clock', () => {
    expect(timeLeftAt({ ...playing, status: 'paused' }, 1_000, 60_000)).toBe(125_000);
    expect(timeLeftAt({ ...playing, status: 'lobby' }, 1_000, 60_000)).toBe(125_000);
    expect(timeLeftAt({ ...playing, remainingMs: null }, 1_000, 60_000)).toBeNull();
  });
});

describe('the hall says each game’s phase in the game’s own words (issue 32)', () => {
  const tables = [
    tableOf('1', { game: 'apogee', status: 'playing', phase: 'administration' }),
    tableOf('2', { game: 'apocalyte', status: 'playing', phase: 'player' }),
    tableOf('3', { game: 'apocalyte', status: 'playing', phase: 'deal' }),
  ];
  const fetcher = (async () =>
    new Response(JSON.stringify({ tables }), { status: 200 })) as unknown as typeof fetch;
  const SAID = {
    en: [
      'playing · C. Administration',
      'playing · A player’s turn',
      'playing · The territories dealt',
    ],
    fr: [
      'en jeu · C. Administration',
      'en jeu · Le tour d’un joueur',
      'en jeu · Les territoires distribués',
    ],
  };
  for (const language of ['en', 'fr'] as const) {
    test(language, async () => {
      await loadLanguage('fr');
      lang.value = language;
      const root = mount(<HallPage token={SERVICE_TOKEN} fetcher={fetcher} />);
      await settle();
      const said = ['1', '2', '3'].map(
        (id) => byTestId(byTestId(root, `hall-table-${id}`), 'hall-phase').textContent,
      );
      expect(said.map((s) => s?.replace("'", '’'))).toEqual(SAID[language]);
      for (const internal of ['administration', 'player', 'deal'])
        expect(said.join(' ')).not.toMatch(new RegExp(`· ${internal}$`));
    });
  }
});
