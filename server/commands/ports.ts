// `apophis ports`: every serial port this machine lists, and which one is a box.

import { parseArgs } from 'node:util';
import { printLines } from '../output.ts';
import { describePorts, findBox } from '../serial/index.ts';
import { wholeNumber } from './usage.ts';

export async function portsCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { baud: { type: 'string', default: '115200' } } });
  const found = await findBox({ baudRate: wholeNumber('baud', values.baud, 300, 2_000_000) });
  console.log(printLines(describePorts(found)));
  return 0;
}
