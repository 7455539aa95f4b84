// The referee's set-up (AC2, AC36): the territory cards dealt, the supplies drawn, the scenario
// chosen or rolled, and its starting placement.

import { newDraw } from './draw.ts';
import { TERRITORIES, type Territory } from './map.ts';
import { SCENARIOS, type Scenario, STARTS, SUPPLY_DRAWS } from './setup.ts';
import { type ApocalyteState, addArmies, strongest, type Task, withGround } from './state.ts';
import { drawStep, finish, list, tell } from './tasks.ts';

type S = ApocalyteState;

// Set-up.

/** AC2, AC36: the territory cards dealt by draws, in turn from the first seat. */
export function deal(s: S, task: Task & { do: 'deal' }, at: number): S {
  const step = drawStep(s, task, task.draw, 'deal');
  if (!step.done) return step.state;
  const seats = s.players.length;
  return finish(
    dealt(s, (_, i) => i % seats, step.done.drawn, at),
    at,
  );
}

/** AC2: the cards as dealt (`holder` of each), one army on each, the deal told seat by seat. */
export function dealt(
  s: S,
  holder: (t: Territory, i: number) => number,
  order: readonly Territory[],
  at: number,
): S {
  const cards: S['cards'] = {};
  let board = s.board;
  order.forEach((t, i) => {
    const seat = holder(t, i);
    cards[t] = seat;
    board = withGround(board, t, (g) => addArmies(g, seat, 1 - (g.armies[seat] ?? 0)));
  });
  let told: S = { ...s, cards, board, phase: 'place' };
  for (let seat = 0; seat < s.players.length; seat++) {
    const mine = TERRITORIES.filter((t) => cards[t] === seat);
    told = tell(
      told,
      { key: 'deal.cards', values: { seat, territories: list(mine) } },
      [],
      at,
      false,
    );
  }
  return told;
}

/** AC2: each player's supply draws among their own cards, seat by seat. */
export function supplyTasks(s: S): Task[] {
  const want = SUPPLY_DRAWS[s.players.length] ?? 0;
  return s.players.map((_, seat) => ({
    do: 'supplies',
    seat,
    draw: newDraw(
      TERRITORIES.filter((t) => s.cards[t] === seat),
      want,
    ),
  }));
}

export function supplies(s: S, task: Task & { do: 'supplies' }, at: number): S {
  const step = drawStep(s, task, task.draw, 'supplies');
  if (!step.done) return step.state;
  const after = suppliesOn(s, step.done.drawn);
  const said = tell(
    after,
    { key: 'supplies.placed', values: { seat: task.seat, territories: list(step.done.drawn) } },
    [],
    at,
    false,
  );
  const done = finish(said, at);
  return done.tasks.length === 0 ? { ...done, phase: 'scenario' } : done;
}

export function suppliesOn(s: S, ts: readonly Territory[]): S {
  let board = s.board;
  for (const t of ts) board = withGround(board, t, (g) => ({ ...g, supplies: g.supplies + 1 }));
  return { ...s, board };
}

/** Each scenario's starting placement on the territory cards drawn. */
export function placement(s: S, task: Task & { do: 'placement' }, at: number): S {
  const step = drawStep(s, task, task.draw, 'placement');
  if (!step.done) return step.state;
  const scenario = s.scenario ?? 'zombies';
  const { armies } = STARTS[scenario];
  const drawn = step.done.drawn;
  let board = s.board;
  const seats = s.players.length;
  const none = Array.from({ length: seats }, () => 0);
  for (const t of drawn) {
    board = withGround(board, t, (g) => {
      switch (scenario) {
        case 'infection': {
          // AC40: ground zero loses one army of its holder (the most armies there) to the infection.
          const seat = strongest(g)[0];
          return seat === undefined
            ? { ...g, apocalytes: 1 }
            : { ...addArmies(g, seat, -1), apocalytes: 1 };
        }
        case 'mutants':
          return { ...g, armies: none, apocalytes: armies, mark: 'ground-zero' };
        case 'aliens':
          return { ...g, armies: none, supplies: 0, apocalytes: armies, mark: 'mothership' };
        case 'demons':
          return { ...g, apocalytes: g.apocalytes + armies, mark: 'portal' };
        default:
          return { ...g, apocalytes: g.apocalytes + armies };
      }
    });
  }
  const values = { count: armies, territories: list(drawn), territory: drawn[0] ?? '' };
  const key = {
    zombies: 'place.each',
    infection: 'placement.infection',
    mutants: 'placement.mutants',
    aliens: 'placement.aliens',
    demons: 'placement.demons',
    meteor: 'place.each',
  } as const;
  const placed = tell({ ...s, board }, { key: key[scenario], values }, [], at, true);
  return { ...finish(placed, at), phase: 'apocalytes', round: 0 };
}

/** AC2: the scenario rolled on a d6 (1 Zombies … 6 Meteor). */
export function chooseScenario(s: S, die: number, at: number): S {
  return scenarioChosen(s, SCENARIOS[die - 1] ?? 'zombies', [die], at);
}

/** The scenario chosen or rolled: its starting placement's cards are drawn next. */
export function scenarioChosen(s: S, scenario: Scenario, dice: number[], at: number): S {
  const told = tell(
    { ...s, scenario },
    { key: 'scenario.is', values: { scenario } },
    dice,
    at,
    false,
  );
  return {
    ...told,
    phase: 'placement',
    tasks: [{ do: 'placement', draw: newDraw(TERRITORIES, STARTS[scenario].draw) }],
  };
}
