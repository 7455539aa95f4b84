// What a box link keeps beyond one connection (the session is made anew at each): the box's
// protocol, capabilities and numbering, our commands waiting for ACKs, the salt awaiting its
// answer, the delivery of its events; and what the table wants the box to show.
import type { Dice } from '../../src/game.ts';
import type { ProtocolVersion } from '../../src/protocol.ts';
import type { EventDelivery } from './delivery.ts';
import type { CommandOutbox } from './outbox.ts';
import type { SaltWait } from './salt-wait.ts';
import type { BoxClock } from './types.ts';

/** What the link knows of the box beyond one connection. */
export type BoxMemory = {
  /** The protocol of the box, from its last HELLO (null before the first). */
  version: ProtocolVersion | null;
  /** The last HELLO was our box: a reconnection may resume on its numbering. */
  knownBox: boolean;
  /** What its last HELLO said it has beyond buttons and pips (`display`). */
  capabilities: string[];
  /** Our next seq. */
  serverSeq: number;
  /** The uptime of the box's last heartbeat since its last HELLO (null: none yet). */
  uptimeMs: number | null;
  /** When that heartbeat came, on our monotonic clock (null: none yet). */
  heardAt: number | null;
  /**
   * A `0 HELLO` went out and no HELLO came back since: a v2 box may have numbered its
   * events afresh (it answers with its waiting events renumbered from 1), so its numbers
   * mean nothing until its HELLO is heard, on this connection or the next.
   */
  helloAsked: boolean;
  /**
   * The table asked for a REVEAL while no connection was up: it goes at the box's next HELLO
   * (a box keeps its seed across a cable pulled and put back) instead of never.
   */
  revealWanted: boolean;
  /** v2: our commands waiting for the box's ACK. */
  readonly outbox: CommandOutbox;
  /** What we sent lately, by our seq, so a NAK can say what was refused. */
  readonly sent: Map<number, string>;
  /** v2: the table's salt awaiting the box's ACK or `NAK salt-late` (firmware 2.2). */
  readonly salt: SaltWait;
  readonly delivery: EventDelivery;
};

/** What the box should show whatever the connection: set by the table, re-sent after each HELLO. */
export type BoxWants = { lamps: number; dice: Dice; clock: BoxClock | null };
