// `apophis apocalyte combat|move`: Apocalyte's exact odds on the command line, a combat
// round (AC4) and how many Apocalytes leave a territory (AC6), for a table before it rolls.
// The service's CLI runs them from the module (`commandLines`) and prints the text.

import { parseArgs } from 'node:util';
import { type CommandLine, UsageError, wholeNumber } from '../../command-line.ts';
import { type Chance, probability } from './chance.ts';
import { roundOdds } from './combat.ts';
import { LEAST_TO_MOVE, moveOdds, rollsToMove } from './move.ts';

/** AC34: the most armies the command takes on a side; more than any table holds in a territory. */
const MOST_ARMIES = 999;

const SUB_COMMANDS = 'combat or move';

function armies(name: string, text: string | undefined, least: number, example: string): number {
  if (text === undefined)
    throw new UsageError(`--${name} is missing: give it like --${name} ${example}`);
  return wholeNumber(name, text, least, MOST_ARMIES);
}

function percent(c: Chance): string {
  return `${(probability(c) * 100).toFixed(1)}%`.padStart(6);
}

/** A chance as dice faces, "2890 in 7776", over all `rolls` equally likely rolls. */
function inRolls(c: Chance, rolls: number): string {
  return `${(c.numerator * rolls) / c.denominator} in ${rolls}`;
}

/** "1 attacker rolls", "3 defenders roll". */
function side(n: number, word: string): string {
  return n === 1 ? `1 ${word} rolls` : `${n} ${word}s roll`;
}

function dice(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

function combatSubCommand(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: {
      attackers: { type: 'string' },
      defenders: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const attackers = armies('attackers', values.attackers, 1, '3');
  const defenders = armies('defenders', values.defenders, 1, '2');
  const odds = roundOdds(attackers, defenders);
  if (values.json) {
    // DESIGN.md's shape, field for field.
    const outcomes = odds.outcomes.map((o) => ({
      attackerLosses: o.attackerLosses,
      defenderLosses: o.defenderLosses,
      p: probability(o.chance),
    }));
    return JSON.stringify({
      attackerDice: odds.attackerDice,
      defenderDice: odds.defenderDice,
      outcomes,
    });
  }
  const rolls = 6 ** (odds.attackerDice + odds.defenderDice);
  const lines = [
    `Apocalyte combat round (AC4): ${side(attackers, 'attacker')} ${dice(odds.attackerDice)}, ` +
      `${side(defenders, 'defender')} ${dice(odds.defenderDice)}; ties go to the defender`,
    '  attacker loses  defender loses  chance',
    ...odds.outcomes.map(
      (o) =>
        `  ${String(o.attackerLosses).padStart(14)}  ${String(o.defenderLosses).padStart(14)}  ${percent(o.chance)}  (${inRolls(o.chance, rolls)})`,
    ),
  ];
  return lines.join('\n');
}

function moveSubCommand(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: {
      armies: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  // AC7: a territory of 0 or 1 is not a mistake of typing, so it gets its own reason.
  if (values.armies !== undefined && /^\s*0*[01]\s*$/.test(values.armies)) {
    throw new UsageError(
      `--armies takes a whole number from ${LEAST_TO_MOVE} to ${MOST_ARMIES}, not "${values.armies}": a territory of fewer than ${LEAST_TO_MOVE} Apocalytes does not move (AC7)`,
    );
  }
  const count = armies('armies', values.armies, LEAST_TO_MOVE, '5');
  const outcomes = moveOdds(count);
  if (values.json) {
    return JSON.stringify({
      outcomes: outcomes.map((o) => ({ moving: o.moving, p: probability(o.chance) })),
    });
  }
  const rolled = rollsToMove(count);
  const lines = [
    `Apocalytes leaving a territory of ${count} (AC6): ${rolled ? 'a d6 decides' : '1 moves, no roll'}`,
    '  moving  chance',
    ...outcomes.map(
      (o) =>
        `  ${String(o.moving).padStart(6)}  ${percent(o.chance)}${rolled ? `  (${inRolls(o.chance, 6)})` : ''}`,
    ),
  ];
  return lines.join('\n');
}

/** `apophis apocalyte SUB …`: Apocalyte's own questions, `combat` and `move`. */
function apocalyteCommand(args: string[]): string {
  const [sub, ...rest] = args;
  if (sub === 'combat') return combatSubCommand(rest);
  if (sub === 'move') return moveSubCommand(rest);
  if (sub === undefined) {
    throw new UsageError(
      'name a sub-command: apophis apocalyte combat --attackers A --defenders D, or apophis apocalyte move --armies N',
    );
  }
  throw new UsageError(
    `"${sub}" is not an apocalyte sub-command (try: apophis apocalyte ${SUB_COMMANDS})`,
  );
}

export const commandLines: readonly CommandLine[] = [
  {
    name: 'apocalyte',
    usage: [
      'apophis apocalyte combat --attackers A --defenders D [--json]',
      'apophis apocalyte move --armies N [--json]',
    ],
    run: (args) => ({ text: apocalyteCommand(args), code: 0 }),
  },
];
