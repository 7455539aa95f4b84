// The box's choreography for a table: after each change it asks the game's module once
// what the box should do (the lamps, the dice it wants, the clock on its display, the
// beeps to come), and it keeps what the box is doing (a roll under way, the face shown,
// the dice a screen asked for, a costly press waiting for OK). The table session keeps
// the refereeing (commands, the log, the queue, the broadcast) and calls this.

import { boxRollProblem, diceName, protocolRolls } from '../src/box.ts';
import type { AnyGameModule, Dice } from '../src/game.ts';
import type { BoxScreen, BoxStatus } from '../src/messages.ts';
import {
  type Button,
  DISPLAY_CAPABILITY,
  type Gesture,
  LAMP_BIT,
  PROOF_CAPABILITY,
} from '../src/protocol.ts';
import type { CommandResult } from '../src/table/core.ts';
import { type Clock, systemClock, type Timer } from './serial/clock.ts';

/** What the table needs from the box link (server/serial), real or virtual. */
export interface TableBox {
  readonly status: {
    connected: boolean;
    firmware: string | null;
    path: string;
    error?: string;
    protocol?: number | null;
    capabilities?: string[];
  };
  /** The lamp mask last set. */
  readonly lamps: number;
  setLamps(mask: number): void;
  /** What the box's next roll rolls (a v2 box; a v1 box rolls one d6 whatever). */
  setDice(dice: Dice, again?: boolean): void;
  /** The game's time left for the box's display, or null. */
  setClock(clock: { remainingMs: number; running: boolean; at: number } | null): void;
  /** The virtual box's display as it shows now (absent for a real box). */
  readonly screen?: BoxScreen | null | undefined;
  requestRoll(): boolean;
  /** A proof box reveals its seed and commits anew (false: no box, or one without proof). */
  reveal?(): boolean;
  /**
   * The table's salt for the box's commitment (false: no box, or one without `salt`);
   * `answered`: told when the box refuses it or never answers it.
   */
  salt?(salt: string, answered?: (why: 'refused' | 'silent') => void): boolean;
  show(face: number): boolean;
  beep(ms: number, hz: number): boolean;
  /** The virtual box only: press one of its buttons. */
  press?(button: Button, gesture: Gesture): void;
}

export type BoxDriverOptions = {
  /** The game on the table now: its module and its state. */
  game: () => { module: AnyGameModule; state: unknown };
  source: BoxStatus['source'];
  /** Time and timers (the beeps, an armed press lapsing); the process's own by default. */
  clock?: Clock;
};

export class BoxDriver {
  readonly #game: BoxDriverOptions['game'];
  readonly #source: BoxStatus['source'];
  readonly #clock: Clock;
  #box: TableBox | null = null;
  #rolling = false;
  /** The dice a screen last asked the box to roll, until its ROLL comes back. */
  #askedDice: Dice | null = null;
  /** The dice the game wants now, as its module said at the last change. */
  #wanted: Dice | null = null;
  /** The face the die shows, as last rolled or shown (0 dark). */
  #face = 0;
  /** A costly press waiting for OK, and until when. */
  #armed: { confirm: string; until: number } | null = null;
  /** Lights the lamps again when the armed press lapses. */
  #lapse: Timer | null = null;
  #beeps: Timer[] = [];
  #closed = false;

  constructor(options: BoxDriverOptions) {
    this.#game = options.game;
    this.#source = options.source;
    this.#clock = options.clock ?? systemClock;
  }

  /** The box the table plays with from now on. */
  attach(box: TableBox): void {
    this.#box = box;
    this.#light();
  }

  /** The box as every screen sees it. */
  status(): BoxStatus {
    const status = this.#box?.status;
    if (!status) return { connected: false, source: 'none', firmware: null };
    const screen = this.#box?.screen;
    const dice = status.connected ? this.#wanted : null;
    return {
      cannotRoll: dice && !protocolRolls(status.protocol ?? null, dice) ? dice : null,
      connected: status.connected,
      source: this.#source,
      firmware: status.firmware,
      path: status.path,
      rolling: this.#rolling,
      lamps: this.#box?.lamps ?? 0,
      face: this.#face,
      problem: status.connected ? null : (status.error ?? null),
      protocol: status.protocol ?? null,
      display: (status.capabilities ?? []).includes(DISPLAY_CAPABILITY),
      ...(screen !== undefined ? { screen } : {}),
    };
  }

  /** The game changed: the box shows what its module says now, and the beeps to come are set. */
  changed(): void {
    this.#light();
    for (const beep of this.#beeps) beep.cancel();
    this.#beeps = [];
    if (this.#closed) return;
    const now = this.#clock.now();
    const { module, state } = this.#game();
    for (const beep of module.beeps(state)) {
      const when = beep.at - now;
      if (when > 0)
        this.#beeps.push(this.#clock.after(when, () => this.#box?.beep(beep.ms, beep.hz)));
    }
  }

  /** The link changed (connected, lost, refused): a box that went away rolls nothing. */
  linkChanged(): void {
    if (!this.#box?.status.connected) {
      this.#rolling = false;
      this.#askedDice = null;
    }
    this.#light();
  }

  /** The costly press waiting for OK at `at`, or null. */
  armedAt(at: number): string | null {
    return this.#armed && this.#armed.until > at ? this.#armed.confirm : null;
  }

  /** A costly press waits for OK within `withinMs`; OK's lamp lights until then. */
  arm(confirm: string, withinMs: number, at: number): void {
    this.#armed = { confirm, until: at + withinMs };
    this.#light();
    this.#lapse?.cancel();
    this.#lapse = this.#clock.after(withinMs + 10, () => this.#light());
  }

  disarm(): void {
    this.#armed = null;
  }

  /** An action was applied: a costly press is put away; a die typed in shows on the pips. */
  applied(face: number | null): void {
    this.#armed = null;
    if (face === null) return;
    this.#face = face;
    this.#box?.show(face);
  }

  /** The virtual box's button pressed from a screen. */
  press(button: Button, gesture: Gesture): CommandResult {
    if (!this.#box?.press) {
      return { ok: false, error: 'there is no virtual box to press: use the real box' };
    }
    this.#box.press(button, gesture);
    return { ok: true };
  }

  /** The game wants dice: the box rolls them, and its ROLL comes back as the game's actions. */
  roll(dice: Dice): CommandResult {
    const problem = boxRollProblem(this.status(), dice);
    if (problem || !this.#box) {
      return { ok: false, error: problem?.message ?? 'there is no box', code: problem?.code };
    }
    if (this.#rolling) {
      return { ok: false, error: 'the die is already rolling', code: 'box/rolling' };
    }
    this.#box.setDice(dice);
    this.#box.requestRoll();
    this.#askedDice = dice;
    return { ok: true };
  }

  /**
   * A game started or ended: a proof box reveals its seed, so that each game's box rolls run
   * from word @0 of a commitment made before them. False when the box cannot (no box, a box
   * without proof, the link away).
   */
  reveal(): boolean {
    return this.#box?.reveal?.() ?? false;
  }

  /** The box on the link proves its dice (its HELLO lists `proof`, firmware 2.1 on). */
  proves(): boolean {
    const status = this.#box?.status;
    return Boolean(status?.connected && status.capabilities?.includes(PROOF_CAPABILITY));
  }

  /** Sends the table's salt to a box that takes one (firmware 2.2); false otherwise. */
  salt(salt: string, answered?: (why: 'refused' | 'silent') => void): boolean {
    return this.#box?.salt?.(salt, answered) ?? false;
  }

  /** The box's die started rolling. */
  rollingNow(): void {
    this.#rolling = true;
  }

  /**
   * The box rolled: its dice must be the ones the game rolls now (those a screen asked
   * the box for, else those it wants), or nothing is applied and the box is told again.
   */
  rolled(sides: number, values: number[]): CommandResult | null {
    this.#rolling = false;
    const [first = 0] = values;
    // The pips show a d6's (or a smaller die's) value; a bigger die's goes to the display.
    this.#face = sides <= 6 ? first : 0;
    const wanted = this.#askedDice ?? this.#wanted;
    this.#askedDice = null;
    if (!wanted || (wanted.sides === sides && wanted.count === values.length)) return null;
    this.#box?.setDice(wanted, true);
    const rolled = diceName({ count: values.length, sides });
    const cannot = boxRollProblem(this.status(), wanted);
    return {
      ok: false,
      error:
        cannot?.message ??
        `the box rolled ${rolled} where the game rolls ${diceName(wanted)}: roll again`,
      code: cannot?.code ?? 'box/wrong-dice',
    };
  }

  /** The table closes: no beep or lamp after this. */
  close(): void {
    this.#closed = true;
    this.#lapse?.cancel();
    for (const beep of this.#beeps) beep.cancel();
    this.#beeps = [];
  }

  /**
   * Asks the module once: the dice it wants now; and for the box, the buttons that do
   * something (LAMPS), what its ROLL rolls, and the game's clock for its display.
   */
  #light(): void {
    const at = this.#clock.now();
    const { module, state } = this.#game();
    const context = { at, armed: this.armedAt(at) };
    this.#wanted = module.diceWanted(state, context);
    const box = this.#box;
    if (!box) return;
    const lit = module.lamps(state, context);
    box.setLamps(lit.reduce((mask, button) => mask | LAMP_BIT[button], 0));
    if (this.#wanted) box.setDice(this.#wanted);
    const clock = module.boxClock?.(state, at) ?? null;
    box.setClock(clock ? { ...clock, at } : null);
  }
}
