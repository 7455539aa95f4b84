// The opening the end-to-end files share: the screens built, Debian's Chromium launched and a real
// service started before a file's tests (with the virtual box when asked, waited for), and every
// page, the browser, the service and the build closed after them, in that order.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Service, startService, waitUntil } from '../server/harness.ts';
import {
  type BIG_SCREEN,
  buildScreens,
  launchChromium,
  openScreen,
  type PHONE,
  type Screen,
} from './browser.ts';

export type Session = {
  readonly service: Service;
  readonly browser: Browser;
  /** The built screens' folder. */
  readonly displayDir: string;
  /** A page in a fresh context, closed with the session. */
  open(url: string, device: typeof BIG_SCREEN | typeof PHONE): Promise<Page>;
  /** A page in a fresh context with its errors, closed with the session (or before, by the caller). */
  screen(url: string, device: typeof BIG_SCREEN | typeof PHONE): Promise<Screen>;
  /** A page opened elsewhere (its own context), closed with the session. */
  keep(screen: Screen): void;
  /** Every console error and uncaught exception the session's pages showed. */
  errors(): string[];
};

export type SessionOptions = {
  /** The table's box is the virtual one (the firmware in avr8js), connected before the tests. */
  virtualBox?: boolean;
  /** The service's data folder, made before it starts (the caller removes it). */
  dir?: () => string;
  /** Ran after everything else is closed. */
  cleanUp?: () => void;
  /** The hook's time: 120 s unless told. */
  timeoutMs?: number;
};

/** Registers the file's beforeAll and afterAll; read the session's members inside the tests. */
export function chromiumSession(options: SessionOptions = {}): Session {
  let screens: Awaited<ReturnType<typeof buildScreens>> | undefined;
  let browser: Browser | undefined;
  let service: Service | undefined;
  const opened: Screen[] = [];
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the session's ${name} is not started`);
    return value;
  };
  beforeAll(async () => {
    const dir = options.dir?.();
    [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
    service = await startService({
      ...(options.virtualBox ? { box: { serial: 'virtual' } } : {}),
      ...(dir ? { dir } : {}),
      extra: { displayDir: screens.dir },
    });
    const table = service.app.table;
    if (options.virtualBox)
      await waitUntil('the virtual box', () => table.boxStatus().connected, 30_000);
  }, options.timeoutMs ?? 120_000);
  afterAll(async () => {
    for (const screen of opened) await screen.close();
    await browser?.close();
    await service?.close();
    screens?.remove();
    options.cleanUp?.();
  }, 30_000);
  return {
    get service() {
      return started(service, 'service');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get displayDir() {
      return started(screens, 'build').dir;
    },
    async screen(url, device) {
      const screen = await openScreen(started(browser, 'browser'), url, device);
      opened.push(screen);
      return screen;
    },
    async open(url, device) {
      return (await this.screen(url, device)).page;
    },
    keep(screen) {
      opened.push(screen);
    },
    errors: () => opened.flatMap((screen) => screen.errors),
  };
}
