// The current turn told as steps a table follows (AC54): the instructions of the turn in hand
// only, cut into steps, each step ending where the referee waited for the table's OK; the step in
// hand apart, the ones before it done. Pure and light (types and a few key lists), for the screens.

import type { Instruction, Pending, Phase, PlayerTurn } from './state.ts';
import type { InstructionKey } from './words.ts';

/** A step: its lines in the order told; `ok` when it waited for (or took) the table's OK. */
export type Step = { lines: Instruction[]; ok: boolean };

/** The turn's steps: the one in hand (`now`, or null while dice or a choice are awaited), the done. */
export type TurnSteps = { now: Step | null; done: Step[] };

type Table = {
  instructions: readonly Instruction[];
  phase: Phase;
  round: number;
  turn: PlayerTurn | null;
  pending: Pending | null;
};

/**
 * A new step begins at these lines: a combat round's or a quarantine's head, the movers drawn, a
 * growth, a meteorite, a terminal phase, an attack on the mothership, a player's move, a
 * correction, the scenario and its placement.
 */
const HEADS: ReadonlySet<InstructionKey> = new Set<InstructionKey>([
  'scenario.is',
  'movers.drawn',
  'grow.place',
  'grow.mothership',
  'grow.mothershipSupplies',
  'grow.portals',
  'meteorite.falls',
  'terminal.struck',
  'terminal.none',
  'mothership.fails',
  'mothership.destroyed',
  'placement.infection',
  'placement.mutants',
  'placement.aliens',
  'placement.demons',
  'round.attack',
  'round.attacked',
  'quarantine.fails',
  'quarantine.holds',
  'move.armies',
  'move.armiesVia',
  'move.armiesSupplies',
  'move.armiesSuppliesVia',
  'corrected',
]);

/** The set-up's draws: each a step of its own lines (the deal's, the supplies'). */
const DRAWS: ReadonlySet<InstructionKey> = new Set<InstructionKey>([
  'deal.cards',
  'supplies.placed',
]);

/** Lines told before a round's head, in the same round (the Apocalytes' reroll, the cure's dice). */
const LEAD_INS: ReadonlySet<InstructionKey> = new Set<InstructionKey>([
  'reroll.apocalytes',
  'cure.found',
  'cure.missed',
]);

/**
 * The lines that ask for something on the board (a checklist's lines): the others say who
 * fights, what the dice did, or that nothing changes.
 */
const ON_THE_BOARD: ReadonlySet<InstructionKey> = new Set<InstructionKey>([
  'deal.cards',
  'supplies.placed',
  'place.each',
  'placement.infection',
  'placement.mutants',
  'placement.aliens',
  'placement.demons',
  'grow.place',
  'grow.mothership',
  'grow.mothershipSupplies',
  'grow.portals',
  'meteorite.falls',
  'move.apocalytes',
  'move.withSupplies',
  'move.withMothership',
  'spread.reaches',
  'round.lose',
  'round.add',
  'round.remove',
  'round.gain',
  'terminal.struck',
  'mothership.destroyed',
  'portal.closed',
]);

export const onTheBoard = (line: Instruction) => ON_THE_BOARD.has(line.phrase.key);

/** The turn in hand: its round and side (a seat, or -1 for the set-up and the Apocalytes). */
export function turnOf(table: Pick<Table, 'phase' | 'round' | 'turn'>): {
  round: number;
  side: number;
} {
  const side = table.phase === 'player' && table.turn ? table.turn.seat : -1;
  return { round: table.round, side };
}

/** The instructions told in the turn in hand, oldest first. */
export function turnLines(table: Table): Instruction[] {
  const { round, side } = turnOf(table);
  return table.instructions.filter((i) => i.round === round && i.side === side);
}

/** The turn's lines cut into steps: after each OK, and before each head (but after a lead-in). */
export function stepsOf(lines: readonly Instruction[]): Step[] {
  const steps: Step[] = [];
  let current: Instruction[] = [];
  const close = (ok: boolean) => {
    if (current.length > 0) steps.push({ lines: current, ok });
    current = [];
  };
  for (const line of lines) {
    const previous = current.at(-1);
    const key = line.phrase.key;
    if (
      previous &&
      ((HEADS.has(key) && !LEAD_INS.has(previous.phrase.key)) ||
        (DRAWS.has(key) && previous.phrase.key !== key))
    )
      close(false);
    current.push(line);
    if (line.ok) close(true);
  }
  close(false);
  return steps;
}

/**
 * AC54: the step the table must do now and those done. Waiting for OK, the step in hand is the
 * last, which ends with the line that asked for it; in a player's turn with nothing awaited,
 * the last fight's or move's lines (the table carries them out as play goes on); while dice or
 * a choice are awaited, no step is in hand (the screens say what the dice are for) and every
 * step told is done.
 */
export function turnSteps(table: Table): TurnSteps {
  const steps = stepsOf(turnLines(table));
  const last = steps.at(-1);
  const inHand =
    last &&
    (table.pending?.kind === 'confirm' ? last.ok : table.phase === 'player' && !table.pending);
  return inHand ? { now: last, done: steps.slice(0, -1) } : { now: null, done: steps };
}
