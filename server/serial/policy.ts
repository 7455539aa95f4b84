// What the link does differently for a box speaking protocol v1 or v2, beside the
// codec of each (src/protocol.ts): one object per protocol instead of `if (v2)`;
// and which boxes and messages the link takes at all (a HELLO, a command a codec has).
// DESIGN.md's "Serial protocol v1" and "v2" sections are the text these follow.
import {
  type BoxCommand,
  type Codec,
  DISPLAY_CAPABILITY,
  isProtocolVersion,
  LATEST_PROTOCOL,
  MAX_SEQ,
  PROOF_CAPABILITY,
  type ProtocolVersion,
  protocolV1,
  protocolV2,
} from '../../src/protocol.ts';
import type { Hello } from './types.ts';

export type ProtocolPolicy = {
  readonly version: ProtocolVersion;
  readonly codec: Codec;
  /**
   * Every box line takes the next seq (v1), heartbeats, ACKs and NAKs too, so they fill
   * gaps in the events' order; in v2 they carry 0 and a gap is always a lost event.
   */
  readonly numbersEveryLine: boolean;
  /** Our numbering goes on across a reconnection (v2: only a HELLO resets both counters). */
  readonly keepsOurNumbers: boolean;
  /** Our first seq after the box's HELLO at seq 0, `next` being the one we would have used. */
  firstSeqAfterHello(next: number): number;
  /** Our commands are ACKed and resent until then (v2; a beep only makes sense now). */
  readonly resendsCommands: boolean;
  /** The box rolls the dice `DICE` sets (v2); a v1 box rolls one d6. */
  readonly setsDice: boolean;
  /** Whether a box that said these capabilities shows `CLOCK` (and `SHOW` above 6). */
  showsClock(capabilities: readonly string[]): boolean;
  /** Whether a box that said these capabilities proves its dice (`COMMIT`, `ROLL … @n`, `REVEAL`). */
  proves(capabilities: readonly string[]): boolean;
  /**
   * A box taken back without a HELLO (it did not reset) is still asked for one to
   * confirm it (v1); a v2 box's HELLO would reset both counters, so it is not asked.
   */
  readonly confirmsResume: boolean;
  /** Any HELLO on a live link is a reboot (v1); a v2 box's HELLO may answer our ask. */
  readonly helloIsReboot: boolean;
  /**
   * The box's heartbeat uptime tells a reboot whose HELLO was lost (v2: a box taken back
   * without HELLO is never asked for one, so its uptime is the only word of a restart).
   */
  readonly uptimeTellsReboot: boolean;
  /**
   * Our `0 HELLO` makes the box number its events afresh (v2), so once one went out
   * unanswered the box's numbers cannot be trusted until its HELLO is heard.
   */
  readonly askRenumbers: boolean;
  /** How the log says where a box taken back was counting. */
  resumedAt(seq: number): string;
};

/** How far past our last seq a v2 box's HELLO moves our numbering. */
const SEQ_WINDOW = 32;

export const V1_POLICY: ProtocolPolicy = {
  version: 1,
  codec: protocolV1,
  numbersEveryLine: true,
  keepsOurNumbers: false,
  // A v1 box checks none of our numbers.
  firstSeqAfterHello: () => 1,
  resendsCommands: false,
  setsDice: false,
  showsClock: () => false,
  proves: () => false,
  confirmsResume: true,
  helloIsReboot: true,
  uptimeTellsReboot: false,
  askRenumbers: false,
  resumedAt: (seq) => `still counting from line ${seq}`,
};

export const V2_POLICY: ProtocolPolicy = {
  version: 2,
  codec: protocolV2,
  numbersEveryLine: false,
  keepsOurNumbers: true,
  // The box forgot our numbers when it said HELLO, but lines we sent under the old ones may reach
  // it after (they were on the cable): it takes them as new, and a command of ours under the same
  // number soon after would be ACKed as a resend and never obeyed (a REVEAL lost so, CI17). So our
  // numbering goes on a window (32) past the last we used: every line in flight is behind it, and
  // the box takes any first seq as new. Before anything was sent, it starts at 1.
  firstSeqAfterHello: (next) => (next === 1 ? 1 : ((next - 1 + SEQ_WINDOW) % MAX_SEQ) + 1),
  resendsCommands: true,
  setsDice: true,
  showsClock: (capabilities) => capabilities.includes(DISPLAY_CAPABILITY),
  proves: (capabilities) => capabilities.includes(PROOF_CAPABILITY),
  confirmsResume: false,
  helloIsReboot: false,
  uptimeTellsReboot: true,
  askRenumbers: true,
  resumedAt: () => 'still counting where it was',
};

/** The policy of a box speaking `version` (v1 until a HELLO says otherwise). */
export function policyFor(version: ProtocolVersion | null): ProtocolPolicy {
  return version === 2 ? V2_POLICY : V1_POLICY;
}

export const BOX_DEVICE = 'apophis-box';

/** Why a HELLO is refused, as a sentence, or null when it is our box and a protocol we speak. */
export function refuseHello(hello: Hello, path: string): string | null {
  if (hello.device !== BOX_DEVICE) {
    return `${path}: the device there calls itself "${hello.device}", not ${BOX_DEVICE}`;
  }
  if (!isProtocolVersion(hello.protocol)) {
    return (
      `${path}: the box (firmware ${hello.firmware}) speaks protocol ${hello.protocol}, ` +
      `this server speaks protocols 1 and ${LATEST_PROTOCOL}: flash the matching firmware or update the server`
    );
  }
  return null;
}

/** Why `codec`'s box would refuse `message`, or null when it would take it. */
export function refusedBy(codec: Codec, message: BoxCommand): string | null {
  const decoded = codec.decodeServerLine(codec.encode(codec.counted(message) ? 1 : 0, message));
  return decoded.ok ? null : decoded.error.reason;
}
