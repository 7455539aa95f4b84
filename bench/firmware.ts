// The firmware's own figures: how long the box's CPU works to answer a roll of six dice
// (six SHA-256 blocks or more, drawn in the loop pass that sends the ROLL) and a REVEAL
// (the SEED, a fresh seed from the entropy pool and its commitment), counted in cycles
// in avr8js on the committed .hex and turned into ms at 16 MHz; and the flash and RAM
// the build uses (firmware/build.sh, where avr-gcc is present; else flash from the .hex).
// Prints `name: value unit` lines.

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLOCK_HZ, parseIntelHex, Uno } from '../server/virtual-box/uno.ts';
import { crc16 } from '../src/protocol.ts';
import { scaled } from './quick.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HEX = join(ROOT, 'firmware', 'build', 'apophis-box.hex');
const CYCLES_PER_MS = CLOCK_HZ / 1000;

const frame = (body: string) =>
  `${body}*${crc16(body).toString(16).toUpperCase().padStart(4, '0')}\n`;

/**
 * The longest stretch the CPU stayed awake (one loop pass and the interrupts within it)
 * from sending `commands` until a line matching `answer` came, over `runs` boxes.
 */
function longestPass(commands: string[], answer: RegExp, runs: number): number[] {
  const passes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const uno = Uno.fromHexFile(HEX, { noiseSeed: run + 1 });
    uno.run(1500);
    let longest = 0;
    let answered = false;
    uno.onAwake((cycles) => {
      if (!answered) longest = Math.max(longest, cycles);
    });
    uno.onLine((line) => {
      if (answer.test(line)) answered = true;
    });
    commands.forEach((command, i) => {
      uno.write(frame(`${i + 1} ${command}`));
    });
    for (let ms = 0; ms < 3000 && !answered; ms += 10) uno.run(10);
    if (!answered) throw new Error(`no answer ${answer} to ${commands.join(', ')}`);
    // The pass that sent the answer ends at its next SLEEP.
    uno.run(50);
    passes.push(longest / CYCLES_PER_MS);
  }
  return passes;
}

const fmt = (ms: number) => ms.toFixed(1);
const RUNS = scaled(5, 1);
for (const [name, sides] of [
  ['firmware_roll_6d6', 6],
  ['firmware_roll_6d99', 99],
] as const) {
  const passes = longestPass([`DICE 6 ${sides}`, 'ROLL'], /^\d+ ROLL \d+/, RUNS);
  console.log(`${name}: ${fmt(Math.max(...passes))} ms`);
}
console.log(
  `firmware_reveal: ${fmt(Math.max(...longestPass(['REVEAL'], /^\d+ COMMIT /, RUNS)))} ms`,
);

// Flash and RAM, as the build prints them.
if (spawnSync('avr-gcc', ['--version']).status === 0) {
  const out = mkdtempSync(join(tmpdir(), 'apophis-bench-fw-'));
  try {
    const report = execFileSync('bash', [join(ROOT, 'firmware', 'build.sh')], {
      env: { ...process.env, BUILD_DIR: out },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const flash = Number(/flash: (\d+) bytes/.exec(report)?.[1]);
    const ram = Number(/ram: (\d+) bytes/.exec(report)?.[1]);
    const fresh = readFileSync(join(out, 'apophis-box.hex'), 'utf8');
    if (fresh !== readFileSync(HEX, 'utf8'))
      console.log('# the committed .hex is stale: run npm run firmware:build');
    console.log(`firmware_flash: ${flash} bytes`);
    console.log(`firmware_flash_share: ${((100 * flash) / 32768).toFixed(1)} %`);
    console.log(`firmware_ram: ${ram} bytes`);
    console.log(`firmware_ram_share: ${((100 * ram) / 2048).toFixed(1)} %`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
} else {
  // Without avr-gcc: the flash the .hex fills (its last programmed byte); RAM needs the build.
  const flash = parseIntelHex(readFileSync(HEX, 'utf8'));
  let used = flash.length;
  while (used > 0 && flash[used - 1] === 0xff) used--;
  console.log(`firmware_flash: ${used} bytes`);
  console.log('# firmware_ram: needs avr-gcc (npm run firmware:build prints it)');
}
