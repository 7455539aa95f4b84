// The hall's signed commands as a table judges them (DESIGN.md): the mac with the table's own
// token over `<topic>\n<type>\n<nonce>\n<at>`, `at` within 30 s of the table's wall clock, each
// nonce once. A refusal is counted and logged once per burst (a flood is one line, then a count).

import { type CommandMessage, commandMac, macMatches, readCommand, readJson } from './contract.ts';

export const COMMAND_WINDOW_MS = 30_000;
/** Quiet this long ends a burst of refusals: the next one is logged again. */
export const BURST_QUIET_MS = 10_000;
/** Nonces remembered at most (a flood of valid-looking ones cannot fill the memory). */
const MAX_NONCES = 10_000;

export type Refusal = 'unreadable' | 'mac' | 'stale' | 'replayed';

export const REFUSAL_WORDS: Record<Refusal, string> = {
  unreadable: 'it is not a command this table reads',
  mac: "its signature is not the table's (a wrong or forged token)",
  stale: 'it is more than 30 s away from the table’s clock',
  replayed: 'it was already received (a replay)',
};

export class CommandJudge {
  readonly refused: Record<Refusal, number> = { unreadable: 0, mac: 0, stale: 0, replayed: 0 };
  readonly #nonces = new Map<string, number>();
  /** Per kind of refusal: when its burst ends, and how many it has had. */
  readonly #bursts = new Map<Refusal, { endsAt: number; count: number }>();

  constructor(
    private readonly options: {
      topic: string;
      token: string;
      log: { warn(message: string): void };
    },
  ) {}

  /** The command when it is to be obeyed, else null (counted, and logged once per burst). */
  judge(payload: Buffer, now: number): CommandMessage | null {
    const json = readJson(payload);
    const command = json ? readCommand(json) : null;
    if (!command) return this.#refuse('unreadable', now);
    const expected = commandMac(this.options.token, this.options.topic, command);
    // The mac first: a forged command must not burn a nonce the hall may still send.
    if (!macMatches(expected, command.mac)) return this.#refuse('mac', now);
    if (Math.abs(now - command.at) > COMMAND_WINDOW_MS) return this.#refuse('stale', now);
    this.#forgetOld(now);
    if (this.#nonces.has(command.nonce)) return this.#refuse('replayed', now);
    this.#nonces.set(command.nonce, command.at);
    return command;
  }

  /** A nonce older than the window cannot come back (it would be stale): forgotten. */
  #forgetOld(now: number): void {
    for (const [nonce, at] of this.#nonces) {
      if (this.#nonces.size < MAX_NONCES && Math.abs(now - at) <= COMMAND_WINDOW_MS * 2) break;
      this.#nonces.delete(nonce);
    }
  }

  #refuse(why: Refusal, now: number): null {
    this.refused[why]++;
    const burst = this.#bursts.get(why) ?? { endsAt: 0, count: 0 };
    if (now >= burst.endsAt) {
      // The previous burst's count, once it is over: one line per burst, however long.
      const before = burst.count > 1 ? ` (the last burst had ${burst.count})` : '';
      this.options.log.warn(
        `a command on ${this.options.topic} was refused: ${REFUSAL_WORDS[why]}; the game is unchanged${before}`,
      );
      burst.count = 0;
    }
    burst.count++;
    burst.endsAt = now + BURST_QUIET_MS;
    this.#bursts.set(why, burst);
    return null;
  }
}
