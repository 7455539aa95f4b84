// How many paced files (Debian's Chromium, the firmware in avr8js or simavr, the virtual box's
// services: each keeps a core busy) run at once, beside the files that mostly wait. Shared by the
// sequencer (test/sequencer.ts), which plans the order, and the paced files' turn
// (test/paced-turn.ts), which holds them to it.
export const PACED_AT_ONCE = 2;
/** Every file of the run at once: the paced ones and, beside them, the unit and integration ones. */
export const WORKERS = 8;
/** The folder of the paced files' turns, made for the run by the global set-up. */
export const TURNS_DIR = 'APOPHIS_PACED_TURNS';
