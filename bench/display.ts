// The screens' JavaScript as the browser downloads it: builds dist/display with Vite, then
// gzips what each page loads (target: under 40 kB each): each game's big screen, in its lobby (with
// the QR code and its encoder), with its voice, at its end with the report (then the proof's line
// it fetches once the report is drawn), its control page, a spectator's page,
// the history with a game of it opened; the hall, the history and the numbers. Then the time from a state message to the next
// painted frame of the big screen in Debian's Chromium (target: one frame, 16.7 ms); `--weights`
// stops before it.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { CHROMIUM_FULL, launchChromium } from '../test/e2e/browser.ts';
import { Screen, startService, TOKEN } from '../test/server/harness.ts';
import { scaled } from './quick.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = await build({ configFile: join(root, 'display/vite.config.ts'), logLevel: 'silent' });

// What each page downloads, from the build's own chunks: the shell (the entry and its static
// imports), then the chunks of the modules the page imports on demand, with their static imports.
const chunks = (Array.isArray(built) ? built : [built])
  .flatMap((result) => ('output' in result ? result.output : []))
  .filter((file) => file.type === 'chunk');
const out = join(root, 'dist/display');
const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(out, file)), { level: 9 }).length / 1024;
const rawKb = (file: string) => readFileSync(join(out, file)).length / 1024;
/** The chunk a module of display/ (`views/hall.tsx`) was bundled into. */
function chunkOf(source: string): (typeof chunks)[number] {
  const id = join(root, 'display', source);
  const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`${source} is in no chunk of the display build`);
  return chunk;
}
/** The JS files a chunk brings in: itself and its static imports, each once. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = chunks.find((candidate) => candidate.fileName === file);
  for (const imported of chunk?.imports ?? []) closure(imported, seen);
  return seen;
}
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error('no entry in the display build');
const sum = (files: Iterable<string>, weigh: (file: string) => number) =>
  [...files].reduce((total, file) => total + weigh(file), 0);
/** What a page downloads: the shell, then the modules it loads on demand (main.tsx, the views). */
const filesOf = (sources: string[]) =>
  sources.reduce(
    (seen, source) => closure(chunkOf(source).fileName, seen),
    closure(entry.fileName),
  );
/** What a page fetches later (`more`) on top of what it had (`sources`). */
const weighMore = (name: string, sources: string[], more: string[]) => {
  const had = filesOf(sources);
  const fetched = [...filesOf([...sources, ...more])].filter((file) => !had.has(file));
  console.log(`display_js_gzip_${name}: ${sum(fetched, gzipKb).toFixed(1)} kB`);
};
const weigh = (name: string, sources: string[], raw = false) => {
  const files = filesOf(sources);
  console.log(`display_js_gzip_${name}: ${sum(files, gzipKb).toFixed(1)} kB`);
  if (raw) console.log(`display_js_raw_${name}: ${sum(files, rawKb).toFixed(1)} kB`);
};
weigh('shell', [], true);
const table = ['connection.ts'];
/** The lobby's QR code (its own chunk) and the encoder (uqr) it fetches when it first draws one. */
const QR_CODE = 'components/qr.tsx';
const QR_ENCODER = '../node_modules/uqr/dist/index.mjs';
const games = readdirSync(join(root, 'display/games'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const game of games) {
  // A game's view, then the one part a page draws: the big screen's body or the phone's panels.
  const view = `games/${game}/index.tsx`;
  const body = [view, `games/${game}/big-screen.tsx`];
  const report = `games/${game}/i18n/report.ts`;
  // The big screen, in its lobby (the QR code's encoder comes when it is drawn), with its voice
  // (loaded once the first state is in), at the game's end with its mission report; the phone's
  // control page; a spectator's page.
  const big = [...table, 'views/big-screen.tsx', ...body];
  weigh(game, big, true);
  weigh(`${game}_lobby`, [...big, QR_CODE, QR_ENCODER]);
  weigh(`${game}_voice`, [...big, 'voice/voice.tsx']);
  const end = [...big, 'voice/voice.tsx', 'after/end.tsx', report];
  weigh(`${game}_end`, end);
  // Then the dice's proof line, fetched once the report is drawn.
  weighMore(`${game}_end_proof`, end, ['after/proof.tsx']);
  weigh(`control_${game}`, [...table, 'views/control.tsx', view, `games/${game}/control.tsx`]);
  weigh(`watch_${game}`, ['views/watch.tsx', ...body]);
  // The history with a game of this module opened: its table and its phrases (the end drawn from
  // the service's final view); then what the scrubber's first move fetches more, the game's rules.
  const history = [
    'views/history.tsx',
    `games/${game}/after.ts`,
    `games/${game}/replay.tsx`,
    report,
  ];
  weigh(`history_${game}`, history);
  weighMore(`history_${game}_scrub`, history, [`../src/games/${game}/rules.ts`]);
}
for (const page of ['watch', 'history', 'stats']) weigh(page, [`views/${page}.tsx`], true);
weigh('hall', ['views/hall.tsx', QR_ENCODER], true);
const css = readdirSync(join(out, 'assets')).filter((name) => name.endsWith('.css'));
const cssKb = css.reduce((total, name) => total + gzipKb(join('assets', name)), 0);
console.log(`display_css_gzip: ${cssKb.toFixed(1)} kB`);
if (process.argv.includes('--weights')) process.exit(0);

// Each state message is timestamped as the page receives it (a listener added before the app's
// own), and stopped after the first frame whose DOM carries the change has been rendered: a
// message posted from that frame's requestAnimationFrame runs once its paint is done.
// Plain JavaScript in a string: tsx's helpers would not exist inside the page.
const TIME_STATE_TO_FRAME = `
  window.__frames = [];
  window.__dom = [];
  let changes = 0;
  let changedAt = 0;
  new MutationObserver(() => {
    changes++;
    changedAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        const t0 = performance.now();
        if (typeof event.data !== 'string' || !event.data.startsWith('{"type":"state"')) return;
        const before = changes;
        const frame = (tries) =>
          requestAnimationFrame(() => {
            if (changes === before && tries < 30) return frame(tries + 1);
            const dom = changedAt - t0;
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              window.__frames.push(performance.now() - t0);
              window.__dom.push(dom);
            };
            channel.port2.postMessage(0);
          });
        frame(0);
      });
    }
  };
`;

type Timings = { __frames: number[]; __dom: number[] };

const ROUNDS = scaled(200, 5);
const WARM_UP = scaled(20, 1);
// The bench sends faster than any table would: lift the per-socket command budget.
const service = await startService({
  box: { serial: 'none' },
  extra: { rate: { burst: 1000, perSecond: 1000 } },
});
// The desktop browser a kiosk runs, as in every earlier round's figures.
const browser = await launchChromium(CHROMIUM_FULL);
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  ).newPage();
  await page.addInitScript({ content: TIME_STATE_TO_FRAME });
  const table = await Screen.open(service.url);
  await table.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
  await table.command({ type: 'start' });
  await page.goto(`${service.url}/?token=${TOKEN}`);
  await page.getByTestId('rocket').waitFor();
  // Build and undo in turn: each state message adds or takes away a rocket section.
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const done = await page.evaluate(() => (window as unknown as Timings).__frames.length);
    // A state message lands anywhere in a frame, not just after the one the wait above saw.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 17));
    const sent = await table.command(
      i % 2 === 0 ? { type: 'build', section: 'Y3' } : { type: 'undo' },
    );
    if (!sent.ok) throw new Error(`the table refused a command: ${sent.error}`);
    await page.waitForFunction((n) => (window as unknown as Timings).__frames.length > n, done);
  }
  const { frames, dom } = await page.evaluate(() => {
    const w = window as unknown as Timings;
    return { frames: w.__frames, dom: w.__dom };
  });
  const percentile = (values: number[], p: number) => {
    const sorted = values.slice(-ROUNDS).sort((x, y) => x - y);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  };
  console.log(`display_state_to_frame_p50: ${percentile(frames, 50).toFixed(1)} ms`);
  console.log(`display_state_to_frame_p99: ${percentile(frames, 99).toFixed(1)} ms`);
  const late = frames.slice(-ROUNDS).filter((ms) => ms > 1000 / 60).length;
  console.log(`display_state_to_frame_over_16_7ms: ${((100 * late) / ROUNDS).toFixed(1)} %`);
  console.log(`display_state_to_dom_p50: ${percentile(dom, 50).toFixed(2)} ms`);
  console.log(`display_state_to_frame_samples: ${Math.min(ROUNDS, frames.length)} count`);
  table.close();
} finally {
  await browser.close();
  await service.close();
}
