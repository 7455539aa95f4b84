// Why Apogee refused an action: a code for tests and screens, and a sentence a player
// can read. An illegal action never throws; the state comes back unchanged. The codes
// every seated game shares (stage, undo, seats) are the kit's `TableCode`.

import type { RuleError as Refusal, TableCode } from '../kit/guards.ts';
import type { TeachCode } from '../kit/teach.ts';

export type ErrorCode =
  | TableCode
  /** AG1: fewer than 2 or more than 5 Directors at set-up. */
  | 'setup/players'
  /** AG2: a mission outside 1–9. */
  | 'setup/mission'
  /** AG42: a `newGame` of a rules' version this module does not know. */
  | 'setup/version'
  /** AG9: a Director's authority not a whole number, or two Directors of one authority. */
  | 'setup/authority'
  /** A seat the table does not have. */
  | 'player/unknown'
  /** AG35: specialists chosen after planning and the round's first launch. */
  | 'specialists/phase'
  /** AG35: specialists changed once a launch has flown this round. */
  | 'specialists/launched'
  /** A specialist the game does not know. */
  | 'specialists/unknown'
  /** AG7: one specialist named twice in a round. */
  | 'specialists/twice'
  /** A card built, corrected or removed on a rocket that waits for its d12. */
  | 'build/launching'
  /** AG8: a second Heavy Version on one rocket. */
  | 'build/second-heavy'
  /** AG44: a fourth card of one kind on the launch pad ("3 cards limit"). */
  | 'build/pad-full'
  /** AG43: a card the card texts forbid beside another (Nuclear Pulse Propulsion, Laser, SSTO, Ion Thruster, Nuclear Rocket). */
  | 'build/incompatible'
  /** A card corrected or removed that is not on the rocket. */
  | 'card/unknown'
  /** A card kind that is not First Stage, Upper Stage, Payload or R&D. */
  | 'card/kind'
  /** A card's thrust, mass or count outside its whole-number range. */
  | 'card/value'
  /** A card name not 1 to 30 characters. */
  | 'card/name'
  /** AG32: a feature on a kind of card the rules do not print it on. */
  | 'card/feature'
  /** AG3: a launch or a pass outside phase B (Launch). */
  | 'launch/phase'
  /** AG9: a second launch or pass by one Director in a round. */
  | 'launch/done'
  /** AG45: a launch by a player who docked this round (one sequence a round). */
  | 'launch/sequence'
  /** AG9: a Director launches or passes before one of higher authority. */
  | 'launch/order'
  /** A destination the tables do not know. */
  | 'launch/destination'
  /** AG4: a rocket without the stages a launch needs. */
  | 'launch/incomplete'
  /** AG5–AG7: a rocket whose performance cannot reach the destination. */
  | 'launch/unreachable'
  /** AG38: a new launch, or an advance, while a launch waits for its d12. */
  | 'launch/awaiting-die'
  /** A d12 rolled or typed in with no launch waiting for it. */
  | 'launch/none'
  /** A d12 typed in outside 1–12. */
  | 'roll/invalid'
  /** A confirmation the game does not know. */
  | 'confirm/unknown'
  /** AG2: a confirmation the mission does not ask for. */
  | 'confirm/mission'
  /** The same confirmation given twice. */
  | 'confirm/twice'
  /** AG33: a docking that names no launch, or a confirmation that names one it should not. */
  | 'confirm/launch'
  /** AG2: a docking in the same round as the lift-off it names. */
  | 'confirm/too-soon'
  /** AG45: a docking outside B. Launch. */
  | 'docking/phase'
  /** AG45: a docking by a player who launched this round (one sequence a round). */
  | 'docking/sequence'
  /** AG45: a second docking by one player in a round (one action of the Docking sequence). */
  | 'docking/done'
  /** Version 3: "a built Technology cannot be removed from a rocket" (a correction strikes a card typed by mistake). */
  | 'build/remove'
  /** A correction that gives neither the card nor `mistake`. */
  | 'card/missing'
  /** Zhang Kang: a player prevented from building this round. */
  | 'build/prevented'
  /** Shuguang Jun: no launch this round. */
  | 'launch/prevented'
  /** Mission 7 (version 3): an Asteroid launch with no satellite, not said to fly without. */
  | 'launch/satellites'
  /** A Director's specialty in a game of rules before version 3. */
  | 'director/version'
  /** A specialty the companion does not referee. */
  | 'director/unknown'
  /** A Director's specialty outside C. Administration. */
  | 'director/phase'
  /** A Director's specialty a second time (once a game). */
  | 'director/used'
  /** Zhang Kang without another competitor named, or a target named for another Director. */
  | 'director/target'
  /** Harper Tompkins with no successful launch of the player this round. */
  | 'director/no-success';

/** The refusals: the game's codes, and the teaching's (AG52, ../kit/teach.ts, worded there in both languages). */
export type RuleError = Refusal<ErrorCode | TeachCode>;

export const no = (code: ErrorCode | TeachCode, message: string): RuleError => ({ code, message });
