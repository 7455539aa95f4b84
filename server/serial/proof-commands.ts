// The dice proof's commands on one connection (DESIGN.md, "The dice proof" and "The table's
// salt"): the `SALT` sent and its answer awaited (a refusal or a silence told to the table, so
// its log names the box), and at the box's HELLO at seq 0 the `REVEAL` and `SALT` it never ACKed
// sent again under new numbers, with a `REVEAL` the table asked for between connections. The
// session (session.ts) hands it the box's lines that concern it and its way to send.
import type { BoxCommand } from '../../src/protocol.ts';
import type { Clock } from './clock.ts';
import type { BoxMemory } from './memory.ts';
import type { Unanswered } from './outbox.ts';
import type { SaltAnswered } from './salt-wait.ts';

export type ProofCommandsOptions = {
  path: string;
  clock: Clock;
  memory: BoxMemory;
  warn: (text: string) => void;
  /** Sends a command under our next seq (kept in the outbox until ACKed). */
  send: (message: BoxCommand) => void;
  /** Resends what has fallen due, once an answer took a command out of the outbox. */
  resendDue: () => void;
  /** Whether the box on the link proves its dice (its protocol and capabilities). */
  proves: () => boolean;
};

export class ProofCommands {
  readonly #o: ProofCommandsOptions;

  constructor(options: ProofCommandsOptions) {
    this.#o = options;
  }

  /** The salt just sent under `seq`: `answered` is told of a refusal or of no answer. */
  saltSent(seq: number, answered: SaltAnswered): void {
    this.#o.memory.salt.sent(seq, this.#o.clock.now(), answered);
  }

  /**
   * Salts sent before `before` and still unanswered at `now`: the box never answered them, and
   * they are resent no more (resent after the box's next `COMMIT`, one would be taken as its salt).
   */
  unansweredSalts(before: number, now: number): void {
    const unanswered = this.#o.memory.salt.overdue(before);
    for (const seq of unanswered) this.#o.memory.outbox.acknowledge(seq, now);
    if (unanswered.length > 0)
      this.#o.warn(
        `${this.#o.path}: the box never answered the table's salt: its rolls under that commitment are not provable`,
      );
  }

  /** The box NAKed `seq`: true when it refused the table's salt (then told, and final). */
  naked(seq: number, reason: string): boolean {
    const { memory, clock } = this.#o;
    if (!memory.salt.naked(seq, reason)) return false;
    // Final: a resend would be ACKed as a seq already seen, not taken.
    memory.outbox.acknowledge(seq, clock.now());
    this.#o.resendDue();
    this.#o.warn(
      `${this.#o.path}: the box refused the table's salt (${reason}): its rolls under this commitment are not provable`,
    );
    return true;
  }

  /**
   * The box said HELLO at seq 0 and forgot our numbers; `unanswered` is what it had not ACKed,
   * `kept`: it answered our HELLO (a v2 box keeps its seed, its commitment and its salt). Once
   * the box's state is sent, the proof's commands go again under new numbers, a salt still
   * awaiting its answer under the new one. Lost, a REVEAL would leave the game's rolls under the
   * lobby's commitment; a SALT, the commitment's rolls unsalted. A REVEAL goes again to any box
   * (one that rebooted reveals a seed it rolled nothing under); a SALT only to a box that kept
   * its commitment (a rebooted one would take it as its new commitment's, which the table salts
   * afresh). Nothing else goes again: the state covers lamps, dice and clock, and a ROLL the box
   * obeyed unheard would roll twice. A salt not sent again is told the box never answered it.
   */
  afterHello(unanswered: Unanswered[], kept: boolean): void {
    const { memory } = this.#o;
    const renumbered = new Map<number, number>();
    let revealed = false;
    for (const { seq, message } of unanswered) {
      if (message.verb === 'REVEAL') revealed = true;
      else if (!(kept && message.verb === 'SALT')) continue;
      renumbered.set(seq, memory.serverSeq);
      this.#o.send(message);
    }
    memory.salt.clear((seq) => renumbered.get(seq) ?? null);
    // A REVEAL the table asked for between connections (box-link.ts), once.
    if (memory.revealWanted && !revealed && this.#o.proves()) this.#o.send({ verb: 'REVEAL' });
    memory.revealWanted = false;
  }
}
