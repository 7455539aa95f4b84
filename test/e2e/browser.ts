// Helpers for the end-to-end tests: the screens built by Vite, Debian's Chromium driven by
// playwright-core (never a downloaded browser), one fresh context per page, console errors kept.

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = join(root, 'test/artifacts');
/** Debian's Chromium, the desktop browser: what a kiosk runs, and what the benches time. */
export const CHROMIUM_FULL = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The tests' Chromium: Debian's headless shell (package chromium-headless-shell: the same
 * version and Blink, without the desktop browser around it) when it is installed, else the
 * browser. A layout look costs the shell half the CPU (the layout sweep alone: 60 s, not 90 s).
 * `APOPHIS_CHROMIUM` names another.
 */
export const CHROMIUM =
  process.env.APOPHIS_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_FULL);

/**
 * The screens built from the current sources: the test run's build when there is one (test files
 * only read it), else a build into a scratch folder of its own, so that a bench rebuilding
 * dist/display never races a test on one output folder.
 */
export async function buildScreens(): Promise<{ dir: string; remove(): void }> {
  // The test run's own build (test/build-server.ts), shared by every file and removed by it.
  const shared = process.env.APOPHIS_SCREENS_DIR;
  if (shared) return { dir: shared, remove: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'apophis-screens-'));
  await promisify(execFile)(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(root, 'display/vite.config.ts'),
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root },
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Chromium headless with the project's flags: the tests' (`CHROMIUM`) unless told which. */
export function launchChromium(executablePath: string = CHROMIUM): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const BIG_SCREEN = { viewport: { width: 1920, height: 1080 } } as const;
export const PHONE = {
  viewport: { width: 412, height: 915 },
  deviceScaleFactor: 1,
  hasTouch: true,
  isMobile: true,
} as const;
/** The phone the briefs name (390 × 844), otherwise as PHONE. */
export const SMALL_PHONE = {
  ...PHONE,
  viewport: { width: 390, height: 844 },
} as unknown as typeof PHONE;
/** A 720p big screen (1280 × 720). */
export const HD = { viewport: { width: 1280, height: 720 } } as unknown as typeof BIG_SCREEN;

/** A page in a fresh context, with every console error and uncaught exception it shows. */
export type Screen = { page: Page; errors: string[]; close(): Promise<void> };

export async function openScreen(
  browser: Browser,
  url: string,
  device: typeof BIG_SCREEN | typeof PHONE,
): Promise<Screen> {
  const context = await browser.newContext({ ...device, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  await page.goto(url);
  return { page, errors, close: () => context.close() };
}

/** Saves a screenshot as test/artifacts/<name>.png (gitignored) and returns its path. */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}
