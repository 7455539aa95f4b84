// Apocalyte's states for the layout sweep (layout.test.ts): the set-up, the scenario's
// placement, the zombies' round announced before its dice and told with them, each scenario's
// Apocalytes' turn at a step waiting for OK (a meteorite's fall for Meteor), a player's combat
// with its odds, and the end with its report. Also what the sweep measures on the map: its
// numbers and counters read from across the room, and its key apart from the territories.

import type { Action as ApocalyteAction } from '../../src/games/apocalyte/actions.ts';
import { unfought } from '../../src/games/apocalyte/guards.ts';
import { TERRITORIES, type Territory } from '../../src/games/apocalyte/map.ts';
import type { Scenario } from '../../src/games/apocalyte/setup.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import { rng, Table, thirteenthMeteorite } from '../games/apocalyte-fixtures.ts';
import type { LayoutState } from './layout-states.ts';

/** The scenarios besides the zombies, with the dice of their placement's draw. */
const SCENARIO_TURNS: [Scenario, number[]][] = [
  ['infection', [12]],
  ['mutants', [1, 1, 1, 1, 1, 1]],
  ['aliens', [1]],
  ['demons', [1, 1, 1, 1]],
  ['meteor', [1, 1, 1, 1, 1, 1]],
];

/**
 * Apocalyte, Ada and Bo against the zombies (test/games' fixtures: the cards dealt in turn, the
 * extra armies and supplies on each seat's first cards), played by the reducer with dice from a
 * seeded generator; the log restamped to end one second before `now`.
 */
export function apocalyteLog(now: number, play: (t: Table) => void): ApocalyteAction[] {
  const t = Table.dealt();
  play(t);
  return restamped(now, t);
}

/** A table's log restamped to end one second before `now`, as the service writes it. */
function restamped(now: number, t: Table): ApocalyteAction[] {
  const log = t.log as ApocalyteAction[];
  // The store reads the game from the log's first action, as the service writes it.
  return log.map((action, i) => ({
    ...action,
    ...(action.type === 'newGame' ? { game: 'apocalyte' } : {}),
    at: now - (log.length - i) * 1000,
  }));
}

/**
 * The referee's own steps (dice from seed 7, every OK, no quarantine, no reroll), each player's
 * turn ended at once, until `until`.
 */
function stepUntil(t: Table, until: (state: ApocalyteState) => boolean): Table {
  const random = rng(7);
  for (let i = 0; i < 500 && !until(t.state); i++) {
    // A player's turn asks nothing of the referee: each player ends it (fighting nothing).
    if (t.state.phase === 'player' && !t.state.pending) playerTurn(t, random);
    else t.settle(random, 1);
  }
  if (!until(t.state)) throw new Error(`not reached: ${t.state.stage} ${t.state.phase}`);
  return t;
}

/** A player's turn: the two new armies on their first free territory, no move, a round where AC51 asks. */
function playerTurn(t: Table, random: () => number): void {
  const turn = t.state.turn;
  if (!turn) return;
  if (turn.step === 'reinforce') {
    const home = TERRITORIES.find(
      (x) => (t.state.board[x].armies[turn.seat] ?? 0) > 0 && t.state.board[x].apocalytes === 0,
    );
    t.act({ type: 'reinforce', territory: home, count: turn.toPlace });
  }
  if (t.state.turn?.step === 'move') t.act({ type: 'endMoves' });
  for (const territory of unfought(t.state)) {
    if (t.state.phase !== 'player' || t.state.stage !== 'playing') return;
    t.act({ type: 'fight', territory }).settle(random, 50);
  }
  if (t.state.phase === 'player' && t.state.stage === 'playing') t.act({ type: 'endTurn' });
}

/** The zombies' placement drawn on six ones: the first six territories, 5 zombies each. */
const zombiesPlaced = (t: Table) =>
  t
    .placeAll()
    .suppliesFirst()
    .act({ type: 'scenario', scenario: 'zombies' })
    .roll(1, 1, 1, 1, 1, 1);

/**
 * Ada's combat, round 1: her two new armies on her first territory free of zombies, no move, and
 * Alaska set by a correction to 4 of her armies and a supply against 2 zombies.
 */
export function adaFights(t: Table): void {
  stepUntil(zombiesPlaced(t), (s) => s.phase === 'player' && s.turn?.seat === 0);
  const home = TERRITORIES.find(
    (x) => (t.state.board[x].armies[0] ?? 0) > 0 && t.state.board[x].apocalytes === 0,
  ) as Territory;
  t.act({ type: 'reinforce', territory: home, count: 2 }).act({ type: 'endMoves' });
  t.set('alaska', [4, 0], 2, 1);
}

/** Every zombie cleared by the table's corrections: the players win (the last one sent live). */
function zombiesCleared(t: Table): void {
  adaFights(t);
  clearZombies(t);
}

/** Every zombie removed by the table's corrections, the win confirmed. */
function clearZombies(t: Table): void {
  for (const x of TERRITORIES) {
    const ground = t.state.board[x];
    if (ground.apocalytes > 0 && t.state.stage !== 'over')
      t.set(x, ground.armies, 0, ground.supplies);
  }
  // AC55 (rules 3): a board cleared by the table's corrections waits for the table to confirm.
  if (t.state.winToConfirm) t.act({ type: 'confirmWin' });
}

/**
 * A long evening (issue 32: "the 720p end screen cut off and its 84-bar luck meter unreadable"):
 * the zombies' game played to its tenth round (over 80 rolls weighed by the luck meter), every contested territory fought, then cleared
 * by the table's corrections and the win confirmed.
 */
function longEvening(t: Table): void {
  stepUntil(zombiesPlaced(t), (s) => s.round >= 10 && s.phase === 'player' && !s.pending);
  clearZombies(t);
}

/** The set-up's extra armies being placed: the big screen's count of them, the phone's panel. */
const PLACING = {
  game: 'apocalyte',
  map: true,
  phase: 'place',
  shown: '[data-testid="ac-extra"]',
  control: '[data-testid="place-panel"]',
} as const;

export const APOCALYTE_STATES: LayoutState[] = [
  {
    name: 'apocalyte-place',
    ...PLACING,
    // The extra armies half placed: Ada's first three cards with 5 more each.
    actions: (now) =>
      apocalyteLog(now, (t) => {
        for (const x of TERRITORIES.filter((_, i) => i % 2 === 0).slice(0, 3))
          t.act({ type: 'place', territory: x, count: 5 });
      }),
  },
  {
    name: 'apocalyte-placement',
    game: 'apocalyte',
    map: true,
    // The scenario's placement is told as the Apocalytes' turn of round 0.
    phase: 'apocalytes',
    shown: '[data-testid="ac-step"] [data-key="place.each"]',
    control: '[data-testid="instruction-panel"]',
    actions: (now) => apocalyteLog(now, zombiesPlaced),
  },
  {
    name: 'apocalyte-turn',
    game: 'apocalyte',
    map: true,
    phase: 'apocalytes',
    shown: '[data-testid="ac-big"][data-phase="apocalytes"] [data-testid="ac-split"]',
    control: '[data-testid="instruction-panel"] [data-testid="confirm"]',
    // AC37: the zombies' first wave, stopped at a round told with its dice, OK awaited.
    actions: (now) =>
      apocalyteLog(now, (t) =>
        stepUntil(
          zombiesPlaced(t),
          (s) =>
            s.phase === 'apocalytes' &&
            s.round === 1 &&
            s.pending?.kind === 'confirm' &&
            s.instructions.slice(-3).some((told) => told.phrase.key === 'round.attacked'),
        ),
      ),
  },
  {
    name: 'apocalyte-announced',
    game: 'apocalyte',
    map: true,
    phase: 'apocalytes',
    shown: '[data-testid="ac-fight"][data-by="apocalytes"]',
    control: '[data-testid="phone-fight"]',
    // AC54: the zombies' round announced (who attacks whom where, with how many dice) before its dice.
    actions: (now) =>
      apocalyteLog(now, (t) =>
        stepUntil(
          zombiesPlaced(t),
          (s) =>
            s.phase === 'apocalytes' &&
            s.pending?.kind === 'dice' &&
            s.pending.for === 'round' &&
            s.tasks[0]?.do === 'round' &&
            s.tasks[0].seat !== null,
        ),
      ),
  },
  // Each other scenario's Apocalytes' turn (round 2 on), stopped at a step waiting for its OK.
  ...SCENARIO_TURNS.map(
    ([scenario, placement]): LayoutState => ({
      name: `apocalyte-${scenario}-turn`,
      game: 'apocalyte',
      map: true,
      phase: 'apocalytes',
      shown: '[data-testid="ac-big"][data-phase="apocalytes"] [data-testid="ac-step"]',
      control: '[data-testid="instruction-panel"] [data-testid="confirm"]',
      actions: (now) =>
        apocalyteLog(now, (t) =>
          stepUntil(
            t
              .placeAll()
              .suppliesFirst()
              .act({ type: 'scenario', scenario })
              .roll(...placement),
            (s) =>
              s.phase === 'apocalytes' &&
              s.round >= 2 &&
              s.pending?.kind === 'confirm' &&
              // Meteor: the meteorite's fall, a step of its own.
              (scenario !== 'meteor' || s.instructions.at(-1)?.phrase.key === 'meteorite.falls'),
          ),
        ),
    }),
  ),
  {
    name: 'apocalyte-combat',
    game: 'apocalyte',
    map: true,
    phase: 'player',
    shown: '[data-testid="ac-odds"] .ac-bar',
    control: '[data-testid="combat-panel"] [data-testid="battle-alaska"]',
    actions: (now) => apocalyteLog(now, adaFights),
  },
  {
    name: 'apocalyte-crowded',
    ...PLACING,
    // The map crowded, set by the table's corrections once the cards are dealt: two sides on
    // every disc (a quarter of them the zombies against a player, the others both players),
    // two-digit counts, a supply counter or more on every one.
    actions: (now) =>
      apocalyteLog(now, (t) => {
        TERRITORIES.forEach((x, i) => {
          const zombies = i % 4 === 0 ? 10 + (i % 7) : 0;
          const bo = zombies > 0 ? 0 : 10 + (i % 5);
          t.set(x, [10 + (i % 9), bo], zombies, 1 + (i % 3));
        });
      }),
  },
  {
    name: 'apocalyte-report',
    game: 'apocalyte',
    map: true,
    phase: 'over',
    shown: '[data-testid="ac-end"] [data-testid="after-report"]',
    phone: 'watch',
    whole: '[data-testid="ac-end"], .after-end',
    headline: '[data-testid="ac-end"] .ac-end-title',
    report: '[data-testid="after-report"]',
    live: 1,
    actions: (now) => apocalyteLog(now, zombiesCleared),
  },
  {
    // The 13th meteorite (AC48): the end tells where it fell, beside the scenario's counters.
    name: 'apocalyte-meteor-end',
    game: 'apocalyte',
    map: true,
    phase: 'over',
    shown: '[data-testid="ac-end"] [data-testid="after-report"]',
    phone: 'watch',
    whole: '[data-testid="ac-end"], .after-end',
    headline: '[data-testid="ac-end"] .ac-end-title',
    report: '[data-testid="after-report"]',
    live: 1,
    actions: (now) => restamped(now, thirteenthMeteorite()),
  },
  {
    name: 'apocalyte-long-report',
    game: 'apocalyte',
    map: true,
    phase: 'over',
    shown: '[data-testid="ac-end"] [data-testid="after-report"]',
    phone: 'watch',
    whole: '[data-testid="ac-end"], .after-end',
    headline: '[data-testid="ac-end"] .ac-end-title',
    report: '[data-testid="after-report"]',
    live: 1,
    actions: (now) => apocalyteLog(now, longEvening),
  },
];

/** The map's bounds on a big screen `height` px tall: numbers and names 18 px at 720. */
export const mapBounds = (height: number) => ({ number: height / 40, name: (height * 18) / 720 });

/**
 * The map read from three metres, run in the page (layout.test.ts, big screens): every army's
 * number and supply counter's number `number` px tall or more (its font at the board's scale),
 * every special counter as tall, every territory's name `name` px or more, no chip, supply crate
 * or special counter over another territory's name, no name over another name or another
 * territory's disc, and the key clear of every territory (disc,
 * chips, counters, name). Written without helpers from outside the function: Playwright sends its
 * source to the page.
 */
export function mapProblems(min: { number: number; name: number }): string[] {
  const problems: string[] = [];
  const svg = document.querySelector('[data-testid="ac-big"] [data-testid="ac-map"]');
  if (!(svg instanceof SVGSVGElement)) return ['no map on the big screen'];
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const fontPx = (element: Element) =>
    Number.parseFloat(getComputedStyle(element).fontSize) * scale;
  const where = (element: Element) =>
    element.closest('[data-territory]')?.getAttribute('data-territory') ?? '?';
  for (const count of Array.from(
    svg.querySelectorAll('.ac-territory .ac-count, .ac-territory .ac-supplies text'),
  )) {
    const px = fontPx(count);
    if (px < min.number - 0.05)
      problems.push(
        `${where(count)}'s "${count.textContent}" is ${px.toFixed(1)} px, under ${min.number}`,
      );
  }
  for (const mark of Array.from(svg.querySelectorAll('.ac-territory .ac-mark'))) {
    const px = mark.getBoundingClientRect().height;
    if (px < min.number - 0.05)
      problems.push(
        `${where(mark)}'s ${mark.getAttribute('data-mark')} is ${px.toFixed(1)} px tall`,
      );
  }
  const names = Array.from(svg.querySelectorAll('.ac-territory .ac-name'));
  for (const name of names) {
    const px = fontPx(name);
    if (px < min.name - 0.05)
      problems.push(
        `${where(name)}'s name "${name.textContent}" is ${px.toFixed(1)} px, under ${min.name.toFixed(1)}`,
      );
  }
  // A name's box is its letters' (their font's ascent to descent); a piece's, what it draws.
  const SLACK = 1;
  for (const piece of Array.from(
    svg.querySelectorAll(
      '.ac-territory .ac-chip, .ac-territory .ac-supplies, .ac-territory .ac-mark',
    ),
  )) {
    const box = piece.getBoundingClientRect();
    for (const name of names) {
      if (where(name) === where(piece)) continue;
      const label = name.getBoundingClientRect();
      const across = Math.min(box.right, label.right) - Math.max(box.left, label.left);
      const down = Math.min(box.bottom, label.bottom) - Math.max(box.top, label.top);
      if (across > SLACK && down > SLACK)
        problems.push(
          `${where(piece)}'s ${piece.getAttribute('class')} covers ${where(name)}'s name "${name.textContent}" (${across.toFixed(0)}×${down.toFixed(0)} px)`,
        );
    }
  }
  // No name over another's letters, nor over another territory's disc.
  for (const [i, name] of names.entries()) {
    const label = name.getBoundingClientRect();
    for (const other of names.slice(i + 1)) {
      const box = other.getBoundingClientRect();
      const across = Math.min(box.right, label.right) - Math.max(box.left, label.left);
      const down = Math.min(box.bottom, label.bottom) - Math.max(box.top, label.top);
      if (across > SLACK && down > SLACK)
        problems.push(
          `${where(name)}'s name "${name.textContent}" and ${where(other)}'s "${other.textContent}" overlap (${across.toFixed(0)}×${down.toFixed(0)} px)`,
        );
    }
    for (const disc of Array.from(svg.querySelectorAll('.ac-territory .ac-disc'))) {
      if (where(disc) === where(name)) continue;
      const round = disc.getBoundingClientRect();
      const r = round.width / 2;
      const cx = round.left + r;
      const cy = round.top + r;
      const dx = cx - Math.max(label.left, Math.min(cx, label.right));
      const dy = cy - Math.max(label.top, Math.min(cy, label.bottom));
      if (Math.hypot(dx, dy) < r - SLACK)
        problems.push(
          `${where(name)}'s name "${name.textContent}" runs into ${where(disc)}'s disc`,
        );
    }
  }
  const key = svg.querySelector('[data-testid="ac-key"]')?.getBoundingClientRect();
  if (key) {
    for (const territory of Array.from(svg.querySelectorAll('.ac-territory'))) {
      const box = territory.getBoundingClientRect();
      const apart =
        box.right <= key.left ||
        box.left >= key.right ||
        box.bottom <= key.top ||
        box.top >= key.bottom;
      if (!apart) problems.push(`the key runs into ${territory.getAttribute('data-territory')}`);
    }
  }
  return problems;
}
