// `apophis odds` and `apophis resolve`: the rules core on the command line, for a referee
// settling a question at the table or a designer checking a rocket. The service's CLI runs
// them from the module (`commandLines`) and prints the text; no rule of the game lives here.

import { parseArgs } from 'node:util';
import { type CommandLine, UsageError, wholeNumber } from '../../command-line.ts';
import { type Apophis, DEFLECTIONS_TO_WIN, type ResolvedLaunch, resolveLaunch } from './launch.ts';
import { launchOdds } from './odds.ts';
import { formatRocket, parseRocket, type Section } from './sections.ts';
import type { Variant } from './setup.ts';
import { describeStep, RESULT_TEXT } from './telling.ts';

const SHARED_OPTIONS = {
  advanced: { type: 'boolean', default: false },
  apophis: { type: 'string', default: '3' },
  deflections: { type: 'string', default: '0' },
  json: { type: 'boolean', default: false },
} as const;

type LaunchQuestion = { rocket: Section[]; variant: Variant; apophis: Apophis; json: boolean };

function question(
  values: { advanced: boolean; apophis: string; deflections: string; json: boolean },
  positionals: string[],
): LaunchQuestion {
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'name the rocket, bottom to top, like Y3,R2,B1'
        : `one rocket at a time, written without spaces between sections (got ${positionals.length} words)`,
    );
  }
  const parsed = parseRocket(positionals[0] ?? '');
  if (!parsed.ok) throw new UsageError(parsed.error);
  const variant: Variant = values.advanced ? 'advanced' : 'basic';
  const value = wholeNumber('apophis', values.apophis, 1, 3);
  const deflections = wholeNumber('deflections', values.deflections, 0, 99);
  // R15/R17: five counters have already won a basic game.
  if (variant === 'basic' && deflections >= DEFLECTIONS_TO_WIN) {
    throw new UsageError(`with ${deflections} deflection counters the basic game is already won`);
  }
  return {
    rocket: parsed.value,
    variant,
    apophis: { value, damages: 3 - value, deflections },
    json: values.json,
  };
}

function percent(p: number): string {
  return `${(p * 100).toFixed(1).padStart(5)}%`;
}

function heading(q: LaunchQuestion): string {
  const { value, damages, deflections } = q.apophis;
  return (
    `Rocket ${formatRocket(q.rocket)}, ${q.variant} rules; Apophis ${value} ` +
    `(${damages} damage${damages === 1 ? '' : 's'}, ${deflections} deflection counter${deflections === 1 ? '' : 's'})`
  );
}

function oddsCommand(args: string[]): string {
  const { values, positionals } = parseArgs({
    args,
    options: SHARED_OPTIONS,
    allowPositionals: true,
  });
  const q = question(values, positionals);
  const odds = launchOdds({ rocket: q.rocket, variant: q.variant, apophis: q.apophis });
  if (q.json) return JSON.stringify(odds);
  const lines = [
    heading(q),
    `  fuel        ${odds.fuelOk ? 'enough' : 'not enough: the launch fails'}`,
  ];
  if (q.variant === 'advanced') {
    lines.push(`  rerolls     ${odds.rerolls}`, `  explode     ${percent(odds.explode)}`);
  }
  lines.push(`  hit         ${percent(odds.hit)}`, `  damage      ${percent(odds.damage)}`);
  if (q.variant === 'basic') lines.push(`  deflection  ${percent(odds.deflection)}`);
  lines.push(`  win         ${percent(odds.win)}`);
  return lines.join('\n');
}

function parseDice(text: string | undefined): number[] {
  if (text === undefined || text.trim() === '') {
    throw new UsageError('give the dice in order with --dice, like --dice 4,5,2');
  }
  return text.split(',').map((part, i) => {
    const t = part.trim();
    if (!/^[1-6]$/.test(t))
      throw new UsageError(`die number ${i + 1} is "${t}": a die shows 1 to 6`);
    return Number(t);
  });
}

function resolveCommand(args: string[]): string {
  const { values, positionals } = parseArgs({
    args,
    options: { ...SHARED_OPTIONS, dice: { type: 'string' } },
    allowPositionals: true,
  });
  const q = question(values, positionals);
  const dice = parseDice(values.dice);
  const resolved = resolveLaunch(q.rocket, q.variant, q.apophis, dice);
  if (!resolved.ok) throw new UsageError(resolved.error);
  const { launch, apophis } = resolved.value;
  const won = launch.result === 'destroyed' || launch.result === 'deflected';
  const after = {
    value: apophis.value,
    damages: apophis.damages,
    deflections: apophis.deflections,
  };
  if (q.json) {
    return JSON.stringify({
      steps: launch.steps,
      apophis: after,
      result: won ? 'won' : 'continue',
      launch: launch.result,
      diceUsed: resolved.value.diceUsed,
    });
  }
  return render(q, resolved.value);
}

function render(q: LaunchQuestion, resolved: ResolvedLaunch): string {
  const { launch, apophis } = resolved;
  const lines = [heading(q)];
  launch.steps.forEach((step, i) => {
    lines.push(`  ${i + 1}. ${describeStep(step, launch.points, q.apophis.value)}`);
  });
  const result = launch.result ? RESULT_TEXT[launch.result] : 'unfinished';
  lines.push(`Result: ${result}.`);
  lines.push(
    `Apophis now: value ${apophis.value}, ${apophis.damages} damage(s), ${apophis.deflections} deflection counter(s).`,
  );
  return lines.join('\n');
}

const ROCKET_NOTE = `A rocket is written bottom to top: Y3,R2,B1 (G green, R red, B blue, Y yellow;
1/2/3 or S/M/L for small, medium, large).`;

export const commandLines: readonly CommandLine[] = [
  {
    name: 'odds',
    usage: ['apophis odds    [--advanced] [--apophis 3] [--deflections 0] [--json] ROCKET'],
    note: ROCKET_NOTE,
    run: (args) => ({ text: oddsCommand(args), code: 0 }),
  },
  {
    name: 'resolve',
    usage: [
      'apophis resolve [--advanced] [--apophis 3] [--deflections 0] --dice 4,5,… [--json] ROCKET',
    ],
    run: (args) => ({ text: resolveCommand(args), code: 0 }),
  },
];
