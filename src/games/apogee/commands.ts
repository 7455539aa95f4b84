// `apophis apogee launch`: Apogee's launch check on the command line (AG5–AG7), for a
// table that wants the d12 target and the chance of a rocket before rolling it. The service's
// CLI runs it from the module (`commandLines`) and prints the text.

import { parseArgs } from 'node:util';
import { type CommandLine, UsageError } from '../../command-line.ts';
import {
  DESTINATION_NAMES,
  DESTINATIONS,
  type Destination,
  type LaunchCheck,
  launchCheck,
  SPECIALIST_NAMES,
  type Specialist,
} from './launch.ts';

/** AG28: the specialists the command line takes (Diane Dyson needs stages it does not ask for). */
const CLI_SPECIALISTS = ['kathy-johnson', 'katalina-tsiolkovsky', 'mark-faget'] as const;

const SUB_COMMANDS = 'launch';

/** `--name` as a whole number of 0 or more; the tables say later whether it can fly. */
function count(name: string, text: string | undefined): number {
  if (text === undefined) {
    throw new UsageError(
      `--${name} is missing: give the rocket's total ${name}, like --${name} 24`,
    );
  }
  const value = Number(text.trim());
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value)) {
    throw new UsageError(`--${name} takes a whole number of 0 or more, not "${text}"`);
  }
  return value;
}

function destinationOf(text: string | undefined): Destination {
  const choices = `${DESTINATIONS.slice(0, -1).join(', ')} or ${DESTINATIONS.at(-1)}`;
  if (text === undefined) {
    throw new UsageError(`--destination is missing: give one of ${choices}`);
  }
  const wanted = text.trim().toLowerCase();
  const found = DESTINATIONS.find((d) => d === wanted);
  if (found === undefined) {
    throw new UsageError(`--destination takes ${choices}, not "${text}"`);
  }
  return found;
}

function specialistsOf(text: string | undefined): Specialist[] {
  if (text === undefined) return [];
  const names = text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  const choices = `${CLI_SPECIALISTS.slice(0, -1).join(', ')} or ${CLI_SPECIALISTS.at(-1)}`;
  const found: Specialist[] = [];
  for (const name of names) {
    if (name === 'diane-dyson') {
      throw new UsageError(
        'diane-dyson adds 1 thrust per built Nuclear Pulse Propulsion stage: add it to --thrust instead',
      );
    }
    const specialist = CLI_SPECIALISTS.find((s) => s === name);
    if (specialist === undefined) {
      throw new UsageError(`--specialists takes ${choices}, not "${name}"`);
    }
    if (!found.includes(specialist)) found.push(specialist); // AG21: each counts once.
  }
  return found;
}

function percent(chance: number): string {
  return `${(chance * 100).toFixed(1)}%`;
}

function render(
  input: { thrust: number; mass: number; destination: Destination; specialists: Specialist[] },
  check: LaunchCheck,
): string {
  const lines = [
    `Apogee launch to ${DESTINATION_NAMES[input.destination]}: thrust ${input.thrust}, mass ${input.mass}`,
  ];
  if (input.specialists.length > 0) {
    lines.push(`  specialists  ${input.specialists.map((s) => SPECIALIST_NAMES[s]).join(', ')}`);
  }
  if (check.thrust !== input.thrust || check.mass !== input.mass) {
    lines.push(`  the rocket   thrust ${check.thrust}, mass ${check.mass}`);
  }
  if (check.performance !== null) {
    lines.push(`  performance  ${check.performance.toFixed(1)}`);
  }
  if (!check.reachable) {
    lines.push(`  cannot reach: ${check.reason}`);
    return lines.join('\n');
  }
  const faces = Math.max(0, Math.min(12, 13 - check.target));
  lines.push(
    `  target       ${check.target} or more on a d12`,
    `  chance       ${percent(check.chance)} (${faces} in 12)`,
  );
  return lines.join('\n');
}

function launchSubCommand(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: {
      thrust: { type: 'string' },
      mass: { type: 'string' },
      destination: { type: 'string' },
      specialists: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const input = {
    thrust: count('thrust', values.thrust),
    mass: count('mass', values.mass),
    destination: destinationOf(values.destination),
    specialists: specialistsOf(values.specialists),
  };
  const check = launchCheck(input);
  if (values.json) {
    // DESIGN.md's fields first, then the rocket as the tables read it (after the specialists).
    const out = check.reachable
      ? {
          performance: check.performance,
          target: check.target,
          chance: check.chance,
          reachable: true,
          thrust: check.thrust,
          mass: check.mass,
        }
      : {
          reachable: false,
          target: null,
          chance: 0,
          reason: check.reason,
          performance: check.performance,
          thrust: check.thrust,
          mass: check.mass,
        };
    return JSON.stringify(out);
  }
  return render(input, check);
}

/** `apophis apogee SUB …`: Apogee's own questions; `launch` for now. */
function apogeeCommand(args: string[]): string {
  const [sub, ...rest] = args;
  if (sub === 'launch') return launchSubCommand(rest);
  if (sub === undefined) {
    throw new UsageError(
      `name a sub-command: apophis apogee ${SUB_COMMANDS} --thrust T --mass M --destination D`,
    );
  }
  throw new UsageError(
    `"${sub}" is not an apogee sub-command (try: apophis apogee ${SUB_COMMANDS})`,
  );
}

export const commandLines: readonly CommandLine[] = [
  {
    name: 'apogee',
    usage: [
      'apophis apogee launch --thrust T --mass M',
      '                --destination leo|geo|moon|lagrange|asteroid|mars',
      '                [--specialists kathy-johnson,katalina-tsiolkovsky,mark-faget] [--json]',
    ],
    run: (args) => ({ text: apogeeCommand(args), code: 0 }),
  },
];
