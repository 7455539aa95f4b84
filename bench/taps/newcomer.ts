// A newcomer at a convention table (bench/taps.ts, issue 34): from the queue's QR code to the
// first launch, without and with the teaching start, and the teaching's first round of play;
// test/e2e/teach.test.ts counts the same path in Chromium (the same names typed, bench/taps/klm.ts).

import { teachWords } from '../../display/games/apophis/teach.ts';
import { SMALL_PHONE } from '../../test/e2e/browser.ts';
import { waitUntil } from '../../test/server/harness.ts';
import { KEY, NEWCOMERS, seconds, WORDS_A_SECOND, wordCount } from './klm.ts';
import type { BenchTable } from './table.ts';

export async function newcomerTaps(bench: BenchTable): Promise<void> {
  const { service, browser, phone, figures, state, command, counter } = bench;
  // --- A newcomer at a convention table: from the queue's QR code to the first launch ----------
  // The visitor scans the code (a tap, a screen), types a group name and two players' names on
  // the queue's page (a tap on each field, a keystroke K = 0.28 s a character, the average
  // non-secretary typist of the model), joins; the volunteer taps Next group; the group starts
  // the game on the table's phone and launches its first rocket (Y3, R2, the four suits).
  // With the teaching start (issue 34, R24): the group taps "Teach us as we play", reads the
  // pitch and the pieces (two Next), builds the fuel and the warhead and lays the suits as the
  // big screen asks (Y2, R2, the four suits), then rolls the launch's dice on the box (ROLL, lit)
  // to the first round's end. Each step's words are read too: at 250 words a minute (a common
  // reading rate), added apart from the model's mental step.
  const wordsOf = (id: string) => wordCount(teachWords.en[id]);
  async function newcomer(name: string, teach: boolean): Promise<void> {
    await command({ type: 'newGame', game: 'apophis', players: 4, variant: 'basic' });
    const visitorContext = await browser.newContext({ ...SMALL_PHONE, reducedMotion: 'reduce' });
    const visitor = await visitorContext.newPage();
    const path = counter(visitor);
    let keys = 0;
    path.screen(); // the code on the table, read and scanned
    path.count.taps += 1;
    await visitor.goto(`${service.url}/queue`);
    await visitor.getByTestId('queue-join').waitFor({ timeout: 20_000 });
    path.screen();
    const type = async (id: string, text: string) => {
      await visitor.getByTestId(id).tap();
      path.count.taps += 1;
      await visitor.getByTestId(id).pressSequentially(text);
      keys += text.length;
    };
    // The names teach.test.ts types on the same path (its counts and these agree).
    await type('queue-group', NEWCOMERS.group);
    await type('queue-player-1', NEWCOMERS.players[0]);
    await path.tap('queue-add', false);
    await type('queue-player-2', NEWCOMERS.players[1]);
    await path.tap('queue-send', false);
    await visitor.getByTestId('queue-place').waitFor({ timeout: 20_000 });
    path.screen();
    // The volunteer: one tap on the table's phone.
    const volunteer = counter(phone);
    await phone.getByTestId('queue-next').first().waitFor({ timeout: 20_000 });
    await phone.waitForSelector('[data-testid="queue-next"]:not([disabled])', { timeout: 20_000 });
    await volunteer.tap('queue-next');
    await visitor.getByTestId('queue-called').waitFor({ timeout: 20_000 });
    path.screen();
    // The group at the table, on its phone.
    path.screen();
    const table = counter(phone);
    table.screen();
    let read = 0;
    /** A step of the teaching met: a screen, and its words read. */
    const step = async (id: string) => {
      await waitUntil(`the step ${id}`, () => stepNow() === id, 20_000);
      table.screen();
      read += wordsOf(id) / WORDS_A_SECOND;
    };
    const stepNow = () =>
      (service.app.table.publicState() as { teach?: { id: string } | null }).teach?.id ?? null;
    const rocket = teach ? ['Y2', 'R2'] : ['Y3', 'R2'];
    let startedAt = { taps: 0, screens: 0, read: 0 };
    if (teach) {
      await table.tap('teach-choose');
      await step('pitch');
      await table.tap('teach-next');
      await step('pieces');
      await table.tap('teach-next');
      startedAt = { taps: table.count.taps, screens: table.count.screens, read };
      await step('fuel');
      await table.tap(`build-${rocket[0]}`);
      await step('warhead');
      await table.tap(`build-${rocket[1]}`);
      await step('suits');
    } else {
      await table.tap('setup-start');
      table.screen();
      for (const section of rocket) await table.tap(`build-${section}`);
    }
    for (const suit of ['hearts', 'diamonds', 'spades', 'clubs']) await table.tap(`suit-${suit}`);
    const launching = () => (state() as { launch?: unknown }).launch;
    await waitUntil('the first launch', () => launching(), 20_000);
    const taps = path.count.taps + volunteer.count.taps + table.count.taps;
    const screensSeen = path.count.screens + volunteer.count.screens + table.count.screens;
    figures.push(`${name}_qr_to_first_launch_taps: ${taps} count`);
    figures.push(`${name}_qr_to_first_launch_keystrokes: ${keys} count`);
    figures.push(
      `${name}_qr_to_first_launch_seconds_klm: ${(seconds(taps, screensSeen) + keys * KEY).toFixed(1)} s`,
    );
    if (teach) {
      figures.push(
        `${name}_qr_to_first_launch_seconds_klm_and_reading: ${(seconds(taps, screensSeen) + keys * KEY + read).toFixed(1)} s`,
      );
      // The first round's play, from the clock's start (the last Next) to the launch's end: the
      // dice rolled on the box, ROLL lit, each roll a tap.
      await step('launch');
      for (let roll = 0; roll < 6 && stepNow() === 'launch'; roll++) {
        await phone.waitForSelector('[data-testid="box-ROLL"][data-lit="true"]', {
          timeout: 20_000,
        });
        await table.tap('box-ROLL');
      }
      await waitUntil('the first round over', () => stepNow() === null, 20_000);
      const playTaps = table.count.taps - startedAt.taps;
      const playScreens = table.count.screens - startedAt.screens;
      figures.push(`${name}_first_round_play_taps: ${playTaps} count`);
      figures.push(
        `${name}_first_round_play_seconds_klm_and_reading: ${(seconds(playTaps, playScreens) + read - startedAt.read).toFixed(1)} s`,
      );
    }
    figures.push(`${name}_visitor_taps: ${path.count.taps} count`);
    await visitorContext.close();
  }
  await newcomer('newcomer', false);
  await newcomer('newcomer_teaching', true);
}
