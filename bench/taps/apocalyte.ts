// Apocalyte's taps on the phone (bench/taps.ts): the set-up on the phone and a move of 7 armies,
// a player's turn with one attack, the Apocalytes' turn in Zombies and in Meteor (with the ticks
// the phone asked before this round), each brought about by commands, uncounted.

import { TERRITORIES, TERRITORY_FACTS, type Territory } from '../../src/games/apocalyte/map.ts';
import { EXTRA_ARMIES } from '../../src/games/apocalyte/setup.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import { onTheBoard, turnSteps } from '../../src/games/apocalyte/steps.ts';
import { seededRandom } from '../../src/random.ts';
import { seconds } from './klm.ts';
import type { BenchTable, Tally } from './table.ts';

const PLAYERS = [
  { name: 'Ada', colour: 'red', letter: 'A' },
  { name: 'Bo', colour: 'blue', letter: 'B' },
];
const SEATS = TERRITORIES.map((_, i) => i % 2);

export async function apocalyteTaps(table: BenchTable): Promise<void> {
  const { phone, figures, state, mark, command, counter } = table;
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
  async function tabFor(tally: Tally, prefix: string, territory: Territory) {
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
}
