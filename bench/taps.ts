// Taps and seconds at the table (issue 24's closing note): the phone's control page in Debian's
// Chromium at 390×844 against the real service with the virtual box, driven tap by tap as a
// player would, every tap counted:
//  - an Apogee card entered (its kind, its thrust, its mass, add);
//  - an Apocalyte player's turn with one attack (two new armies, no move, a fight in Peru with
//    the box's dice, its rounds' steps, the end of the turn);
//  - Apocalyte's set-up on the phone (the deal and the supplies rolled with the box, 30 extra
//    armies each placed on the map, the scenario chosen), its placement apart;
//  - an Apocalyte move of 7 armies (its continent's tab, the origin, the destination, the armies,
//    send);
//  - an Apocalytes' turn in Zombies and in Meteor (every OK, every ROLL on the box, every choice),
//    beside the ticks the phone required before this round (every change of a step of several,
//    `display/games/apocalyte/panels/instruction.tsx`), counted on the same steps;
//  - a newcomer at a convention table, from the queue's QR code to the first launch, without and
//    with the teaching start (issue 34), and the teaching's first round of play.
// What brings the table to each of these (the deal, the set-up, the other player's turn) goes as
// commands, uncounted. The seconds are not timed on this machine: they are estimated with the
// keystroke-level model (Card, Moran and Newell): each tap is a point (P, 1.1 s) and a tap (0.2 s),
// and each new screen to read before acting is a mental step (M, 1.35 s):
// seconds = taps × (1.1 + 0.2) + screens × 1.35 (bench/taps/klm.ts, which the newcomer's path in
// test/e2e/teach.test.ts counts with too). A new screen is a panel the table has not seen
// in this turn (a step, a die panel, a choice), counted where the bench meets it.
// This file starts the table and runs the parts: the Apogee card here, Apocalyte's in
// taps/apocalyte.ts, the newcomer's path in taps/newcomer.ts, on the table of taps/table.ts.

import type { ApogeeState } from '../src/games/apogee/state.ts';
import { buildScreens, launchChromium, SMALL_PHONE } from '../test/e2e/browser.ts';
import { startService, TOKEN, waitUntil } from '../test/server/harness.ts';
import { apocalyteTaps } from './taps/apocalyte.ts';
import { seconds } from './taps/klm.ts';
import { newcomerTaps } from './taps/newcomer.ts';
import { benchTable } from './taps/table.ts';

const [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
const service = await startService({
  box: { serial: 'virtual' },
  extra: { displayDir: screens.dir },
});
const figures: string[] = [];
try {
  await waitUntil('the virtual box', () => service.app.table.boxStatus().connected, 30_000);
  const context = await browser.newContext({ ...SMALL_PHONE, reducedMotion: 'reduce' });
  const phone = await context.newPage();
  await phone.goto(`${service.url}/control?token=${TOKEN}`);
  const table = benchTable(service, browser, phone);
  const { state, counter } = table;

  // --- Apogee: a card entered (kind, thrust, mass, add) ------------------------------------
  {
    await phone.getByTestId('choose-game-apogee').tap();
    await waitUntil('Apogee', () => service.app.table.module.id === 'apogee', 20_000);
    await phone.getByTestId('setup-start').tap();
    await waitUntil('Apogee playing', () => (state() as ApogeeState).stage === 'playing', 20_000);
    const apogee = counter(phone);
    apogee.screen();
    await apogee.tap('kind-first', false);
    await apogee.tap('card-thrust-5', false);
    await apogee.tap('card-mass-4', false);
    await apogee.tap('card-save');
    const rocket = (state() as ApogeeState).players[0]?.rocket ?? [];
    if (rocket.length !== 1) throw new Error('the card is not on the rocket');
    table.figures.push(`apogee_card_taps: ${apogee.count.taps} count`);
    table.figures.push(
      `apogee_card_seconds_klm: ${seconds(apogee.count.taps, apogee.count.screens).toFixed(1)} s`,
    );
    // Before this round: 11 taps with − and + (issue 24), the same one screen.
    table.figures.push(`apogee_card_seconds_klm_before_11_taps: ${seconds(11, 1).toFixed(1)} s`);
  }

  await apocalyteTaps(table);
  await newcomerTaps(table);
  figures.push(...table.figures);
} finally {
  await browser.close();
  await service.close();
  screens.remove();
}
for (const line of figures) console.log(line);
