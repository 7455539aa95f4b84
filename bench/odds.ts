// How fast the exact launch odds are: every legal rocket, every Apophis value, both variants.
// Prints `name: value unit` lines (see bench/README.md).

import { performance } from 'node:perf_hooks';
import { launchOdds } from '../src/games/apophis/odds.ts';
import { COLOUR_LETTER, COLOURS, type Section, type Size } from '../src/games/apophis/sections.ts';
import type { Variant } from '../src/games/apophis/setup.ts';
import { scaled } from './quick.ts';

/** Per size, every ordered choice of distinct colours (1 + 4 + 12 + 24 + 24 = 65 of them). */
function layers(size: Size): Section[][] {
  const found: Section[][] = [];
  const extend = (layer: Section[]) => {
    found.push(layer);
    for (const colour of COLOURS) {
      const section: Section = `${COLOUR_LETTER[colour]}${size}`;
      if (!layer.includes(section)) extend([...layer, section]);
    }
  };
  extend([]);
  return found;
}

// R8: large sections, then medium, then small, bottom to top; any order within a size.
const rockets: Section[][] = [];
for (const large of layers(3)) {
  for (const medium of layers(2)) {
    for (const small of layers(1)) {
      const rocket = [...large, ...medium, ...small];
      if (rocket.length > 0) rockets.push(rocket);
    }
  }
}
console.log(`legal_rockets: ${rockets.length} count`);

const VALUES = [3, 2, 1];
const PASSES = scaled(7, 1);

/** One pass: the odds of every rocket at every value; returns µs per call and a sum to keep the work alive. */
function pass(variant: Variant): { microseconds: number; checksum: number } {
  let checksum = 0;
  const start = performance.now();
  for (const value of VALUES) {
    const apophis = { value, deflections: 2 };
    for (const rocket of rockets) checksum += launchOdds({ rocket, variant, apophis }).win;
  }
  const elapsed = performance.now() - start;
  return { microseconds: (elapsed * 1000) / (rockets.length * VALUES.length), checksum };
}

for (const variant of ['basic', 'advanced'] as const) {
  pass(variant); // warm-up: let the JIT settle before timing
  const runs = Array.from({ length: PASSES }, () => pass(variant));
  // Using the sums keeps the calls from being optimised away, and catches a NaN.
  if (!runs.every((run) => Number.isFinite(run.checksum))) {
    throw new Error(`launchOdds gave a chance that is not a number (${variant})`);
  }
  const times = runs.map((run) => run.microseconds).sort((a, b) => a - b);
  const median = times[Math.floor(PASSES / 2)] as number;
  console.log(`odds_per_rocket_${variant}: ${median.toFixed(3)} µs`);
}
