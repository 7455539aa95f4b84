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

import type { Page } from 'playwright-core';
import { teachWords } from '../display/games/apophis/teach.ts';
import { TERRITORIES, TERRITORY_FACTS, type Territory } from '../src/games/apocalyte/map.ts';
import { EXTRA_ARMIES } from '../src/games/apocalyte/setup.ts';
import type { ApocalyteState } from '../src/games/apocalyte/state.ts';
import { onTheBoard, turnSteps } from '../src/games/apocalyte/steps.ts';
import type { ApogeeState } from '../src/games/apogee/state.ts';
import type { Command } from '../src/messages.ts';
import { seededRandom } from '../src/random.ts';
import { buildScreens, launchChromium, SMALL_PHONE as PHONE_390 } from '../test/e2e/browser.ts';
import { startService, TOKEN, waitUntil } from '../test/server/harness.ts';
import { KEY, NEWCOMERS, seconds, WORDS_A_SECOND, wordCount } from './taps/klm.ts';

const PLAYERS = [
  { name: 'Ada', colour: 'red', letter: 'A' },
  { name: 'Bo', colour: 'blue', letter: 'B' },
];
const SEATS = TERRITORIES.map((_, i) => i % 2);

const [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
const service = await startService({
  box: { serial: 'virtual' },
  extra: { displayDir: screens.dir },
});
const figures: string[] = [];
try {
  await waitUntil('the virtual box', () => service.app.table.boxStatus().connected, 30_000);
  const context = await browser.newContext({ ...PHONE_390, reducedMotion: 'reduce' });
  const phone = await context.newPage();
  await phone.goto(`${service.url}/control?token=${TOKEN}`);

  const state = () => service.app.table.state as unknown;
  /** What changes when the table acts: the service's state, whole. */
  const mark = () => JSON.stringify(state());
  async function command(sent: Record<string, unknown>): Promise<void> {
    const result = await service.app.table.command(sent as Command);
    if (!result.ok) throw new Error(`${String(sent.type)} refused: ${result.error}`);
  }

  /** A counter of taps and screens; `tap` waits until the table has taken it when it acts. */
  function counter(page: Page) {
    const count = { taps: 0, screens: 0 };
    return {
      count,
      screen() {
        count.screens += 1;
      },
      async tap(id: string, acts = true) {
        const before = mark();
        await page.getByTestId(id).first().tap({ timeout: 20_000 });
        count.taps += 1;
        if (acts) await waitUntil(`${id} taken`, () => mark() !== before, 30_000);
      },
    };
  }

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
    figures.push(`apogee_card_taps: ${apogee.count.taps} count`);
    figures.push(
      `apogee_card_seconds_klm: ${seconds(apogee.count.taps, apogee.count.screens).toFixed(1)} s`,
    );
    // Before this round: 11 taps with − and + (issue 24), the same one screen.
    figures.push(`apogee_card_seconds_klm_before_11_taps: ${seconds(11, 1).toFixed(1)} s`);
  }

  // --- Apocalyte: the set-up as commands -----------------------------------------------------
  const apo = () => state() as ApocalyteState;
  /** The referee's steps as commands (uncounted): seeded dice, every OK, no quarantine or reroll. */
  async function settle(until: () => boolean, seed: number): Promise<void> {
    const random = seededRandom(seed);
    for (let step = 0; step < 400 && !until(); step++) {
      const p = apo().pending;
      if (p?.kind === 'dice') {
        const values = Array.from(
          { length: p.dice.count },
          () => 1 + Math.floor(random() * p.dice.sides),
        );
        await command({ type: 'roll', values });
      } else if (p?.kind === 'confirm') await command({ type: 'confirm' });
      else if (p?.kind === 'choice' && p.ask === 'target')
        await command({ type: 'target', seat: p.seats[0] });
      else if (p?.kind === 'choice' && p.ask === 'quarantine')
        await command({ type: 'quarantine', accept: false });
      else if (p?.kind === 'choice') await command({ type: 'reroll' });
      else throw new Error(`nothing to settle: ${apo().phase} ${apo().stage}`);
    }
  }
  /** Apocalytes off the territories of `seat` but `keep`, so its turn can end (uncounted). */
  async function uncontest(seat: number, keep: Territory[] = []): Promise<void> {
    for (const territory of TERRITORIES) {
      const here = apo().board[territory];
      if (keep.includes(territory) || here.apocalytes === 0 || (here.armies[seat] ?? 0) === 0)
        continue;
      await command({
        type: 'correct',
        territory,
        armies: [...here.armies],
        apocalytes: 0,
        supplies: here.supplies,
      });
    }
  }
  /** A player's turn as commands: two new armies where there are no Apocalytes, then its end. */
  async function playerTurn(): Promise<void> {
    const turn = apo().turn;
    if (!turn) throw new Error('no player’s turn');
    await uncontest(turn.seat);
    const mine = TERRITORIES.find(
      (x) => (apo().board[x].armies[turn.seat] ?? 0) > 0 && apo().board[x].apocalytes === 0,
    );
    if (apo().turn?.step === 'reinforce')
      await command({ type: 'reinforce', territory: mine, count: apo().turn?.toPlace });
    await command({ type: 'endTurn' });
  }
  async function newApocalyte(scenario: string): Promise<void> {
    await command({ type: 'newGame', game: 'apocalyte', players: PLAYERS });
    await command({ type: 'start' });
    await command({ type: 'deal', seats: SEATS });
    for (const seat of [0, 1]) {
      const mine = TERRITORIES.filter((_, i) => SEATS[i] === seat);
      for (const territory of mine.slice(0, (EXTRA_ARMIES[2] ?? 0) / 5))
        await command({ type: 'place', territory, count: 5 });
    }
    await command({ type: 'placed' });
    await command({
      type: 'supplies',
      territories: [0, 1].flatMap((seat) =>
        TERRITORIES.filter((_, i) => SEATS[i] === seat).slice(0, 10),
      ),
    });
    await command({ type: 'scenario', scenario });
    // The placement and the first Apocalytes' turn, to the first player's turn.
    await settle(() => apo().phase === 'player', 1);
  }

  /** The ticks the phone asked before this round at the step in hand: each change of a step of several. */
  const ticksAsked = () => {
    const board = (turnSteps(apo()).now?.lines ?? []).filter(onTheBoard).length;
    return board > 1 ? board : 0;
  };

  /** The Apocalytes' turn played on the phone: every OK, ROLL and choice tapped. */
  async function apocalytesTurn(name: string): Promise<void> {
    while (apo().phase === 'player') await playerTurn();
    const tally = counter(phone);
    let ticksBefore = 0;
    let seen = '';
    for (
      let step = 0;
      step < 200 && apo().phase !== 'player' && apo().stage === 'playing';
      step++
    ) {
      const p = apo().pending;
      const now = `${p?.kind}-${apo().instructions.length}`;
      if (now !== seen) tally.screen();
      seen = now;
      if (p?.kind === 'confirm') {
        // The ticks the phone asked before this round: every change of a step of several.
        ticksBefore += ticksAsked();
        await tally.tap('confirm');
      } else if (p?.kind === 'dice') await tally.tap('roll-box');
      else if (p?.kind === 'choice' && p.ask === 'target') await tally.tap(`target-${p.seats[0]}`);
      else if (p?.kind === 'choice' && p.ask === 'quarantine') await tally.tap('quarantine-no');
      else if (p?.kind === 'choice') await tally.tap('reroll-keep');
      else throw new Error(`the Apocalytes' turn waits for nothing: ${JSON.stringify(p)}`);
    }
    const { taps, screens: read } = tally.count;
    figures.push(`apocalytes_turn_${name}_taps: ${taps} count`);
    figures.push(`apocalytes_turn_${name}_taps_before: ${taps + ticksBefore} count`);
    figures.push(`apocalytes_turn_${name}_seconds_klm: ${seconds(taps, read).toFixed(1)} s`);
    figures.push(
      `apocalytes_turn_${name}_seconds_klm_before: ${seconds(taps + ticksBefore, read).toFixed(1)} s`,
    );
  }

  /** A continent's tab on a picker, tapped when another is in sight. */
  async function tabFor(tally: ReturnType<typeof counter>, prefix: string, territory: Territory) {
    const id = `${prefix}-tab-${TERRITORY_FACTS[territory].continent}`;
    if ((await phone.getByTestId(id).getAttribute('aria-selected')) !== 'true')
      await tally.tap(id, false);
  }
  /** Whether the table's state changes within `ms` (a tap that may or may not act). */
  async function changes(before: string, ms: number): Promise<boolean> {
    for (const end = Date.now() + ms; Date.now() < end; )
      if (mark() !== before) return true;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    return mark() !== before;
  }

  // --- Apocalyte: the set-up on the phone, then a move of 7 armies -----------------------------
  {
    await command({ type: 'newGame', game: 'apocalyte', players: PLAYERS });
    await command({ type: 'start' });
    const setUp = counter(phone);
    // The deal rolled with the box, each draw's OK.
    const drawn = async (done: () => boolean) => {
      for (let step = 0; step < 60 && !done(); step++) {
        const p = apo().pending;
        setUp.screen();
        if (p?.kind === 'dice') await setUp.tap('roll-box');
        else if (p?.kind === 'confirm') await setUp.tap('confirm');
        else throw new Error(`the set-up waits for nothing: ${apo().phase}`);
      }
    };
    await drawn(() => apo().phase === 'place' && !apo().pending);
    const dealTaps = setUp.count.taps;
    // 30 extra armies each, 5 on each of a player's first six territories: a disc tapped, and
    // + 5 where the tap alone does not place them.
    setUp.screen();
    for (const seat of [0, 1]) {
      const mine = TERRITORIES.filter((x) => apo().cards[x] === seat);
      for (const territory of mine.slice(0, (EXTRA_ARMIES[2] ?? 0) / 5)) {
        await tabFor(setUp, 'place', territory);
        const before = mark();
        await phone.getByTestId('place-map').getByTestId(`ac-t-${territory}`).tap();
        setUp.count.taps += 1;
        if (!(await changes(before, 1500))) await setUp.tap('place-plus-5');
      }
    }
    await setUp.tap('placed');
    const placeTaps = setUp.count.taps - dealTaps;
    await drawn(() => apo().phase === 'scenario' && !apo().pending);
    setUp.screen();
    await setUp.tap('scenario-zombies');
    figures.push(`apocalyte_setup_taps: ${setUp.count.taps} count`);
    figures.push(`apocalyte_setup_place_60_armies_taps: ${placeTaps} count`);
    figures.push(
      `apocalyte_setup_seconds_klm: ${seconds(setUp.count.taps, setUp.count.screens).toFixed(1)} s`,
    );
    // The placement and the first Apocalytes' turn, to Ada's turn (uncounted).
    await settle(() => apo().phase === 'player', 1);
    while (apo().turn?.seat !== 0) await playerTurn();
    await uncontest(0);
    const home = TERRITORIES.find(
      (x) => (apo().board[x].armies[0] ?? 0) > 0 && apo().board[x].apocalytes === 0,
    );
    await command({ type: 'reinforce', territory: home, count: apo().turn?.toPlace });
    // Ada's 8 in Peru, 1 in Argentina: 7 of them move.
    for (const [territory, armies] of [
      ['peru', 8],
      ['argentina', 1],
    ] as const)
      await command({
        type: 'correct',
        territory,
        armies: [armies, 0],
        apocalytes: 0,
        supplies: 0,
      });
    const move = counter(phone);
    move.screen();
    await tabFor(move, 'move-from', 'peru');
    for (const territory of ['peru', 'argentina'] as const) {
      await phone.getByTestId('move-from-map').getByTestId(`ac-t-${territory}`).tap();
      move.count.taps += 1;
    }
    if ((await phone.getByTestId('move-all-but-one').count()) > 0)
      await move.tap('move-all-but-one', false);
    else for (let n = 1; n < 7; n++) await move.tap('move-armies-more', false);
    await move.tap('move-send');
    if (apo().board.argentina.armies[0] !== 8) throw new Error('the 7 armies did not move');
    figures.push(`apocalyte_move_7_armies_taps: ${move.count.taps} count`);
    figures.push(
      `apocalyte_move_7_armies_seconds_klm: ${seconds(move.count.taps, move.count.screens).toFixed(1)} s`,
    );
  }

  // --- Apocalyte: a player's turn with one attack, then the zombies' turn ---------------------
  {
    await newApocalyte('zombies');
    if (apo().turn?.seat !== 0) await playerTurn();
    // Ada's ground: Brazil with 4 armies, Peru with 3 against 2 zombies, nothing else contested.
    await uncontest(0, ['peru']);
    await command({
      type: 'correct',
      territory: 'brazil',
      armies: [4, 0],
      apocalytes: 0,
      supplies: 0,
    });
    await command({
      type: 'correct',
      territory: 'peru',
      armies: [3, 0],
      apocalytes: 2,
      supplies: 0,
    });
    const turn = counter(phone);
    const tab = async (prefix: string) => {
      const id = `${prefix}-tab-south-america`;
      if ((await phone.getByTestId(id).getAttribute('aria-selected')) !== 'true')
        await turn.tap(id, false);
    };
    turn.screen();
    /** A territory's disc tapped on a picker's map. */
    const disc = async (map: string, territory: Territory) => {
      await phone.getByTestId(map).getByTestId(`ac-t-${territory}`).tap();
      turn.count.taps += 1;
    };
    await tab('reinforce');
    await disc('reinforce-map', 'brazil');
    await turn.tap('reinforce-2');
    turn.screen();
    await turn.tap('end-moves');
    turn.screen();
    await tab('fight-at');
    await disc('fight-at-map', 'peru');
    await turn.tap('fight-peru');
    let seen = '';
    let turnTicksBefore = 0;
    for (let step = 0; step < 50 && apo().turn?.seat === 0 && apo().pending; step++) {
      const p = apo().pending;
      const now = `${p?.kind}-${apo().instructions.length}`;
      if (now !== seen) turn.screen();
      seen = now;
      if (p?.kind === 'dice') await turn.tap('roll-box');
      else if (p?.kind === 'confirm') {
        turnTicksBefore += ticksAsked();
        await turn.tap('confirm');
      } else if (p?.kind === 'choice') await turn.tap('reroll-keep');
    }
    turn.screen();
    await turn.tap('end-turn');
    figures.push(`apocalyte_player_turn_one_attack_taps: ${turn.count.taps} count`);
    figures.push(
      `apocalyte_player_turn_one_attack_taps_before: ${turn.count.taps + turnTicksBefore} count`,
    );
    figures.push(
      `apocalyte_player_turn_one_attack_seconds_klm: ${seconds(turn.count.taps, turn.count.screens).toFixed(1)} s`,
    );
    await apocalytesTurn('zombies');
  }

  // --- Meteor: the Apocalytes' turn -----------------------------------------------------------
  await newApocalyte('meteor');
  await apocalytesTurn('meteor');

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
    const visitorContext = await browser.newContext({ ...PHONE_390, reducedMotion: 'reduce' });
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
} finally {
  await browser.close();
  await service.close();
  screens.remove();
}
for (const line of figures) console.log(line);
