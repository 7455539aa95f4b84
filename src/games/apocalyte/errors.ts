// Why Apocalyte refused an action: a code for tests and screens (the French screens word the
// refusal by its code), and a sentence a player can read. An illegal action never throws; the
// state comes back unchanged. The codes every seated game shares are the kit's `TableCode`.

import type { RuleError as Refusal, TableCode } from '../kit/guards.ts';
import type { TeachCode } from '../kit/teach.ts';

export type ErrorCode =
  | TableCode
  /** AC2: fewer than 2 or more than 5 players at set-up. */
  | 'setup/players'
  /** AC36: a player's letter not one capital letter, or two players of one letter. */
  | 'setup/letter'
  /** A seat the table does not have. */
  | 'player/unknown'
  /** A territory the board does not have. */
  | 'territory/unknown'
  /** An action of another phase than the table's. */
  | 'phase/wrong'
  /** AC3: an action while the table waits for dice. */
  | 'wait/dice'
  /** An action while an instruction waits for OK. */
  | 'wait/confirm'
  /** An action while the table waits for an answer (a target, a quarantine). */
  | 'wait/choice'
  /** AC3: dice rolled or typed in when none are awaited. */
  | 'roll/none'
  /** AC3: dice of another number of sides than the table waits for. */
  | 'roll/sides'
  /** AC3: another number of dice than the table waits for. */
  | 'roll/count'
  /** A die typed in outside its faces. */
  | 'roll/face'
  /** OK with no instruction waiting for it. */
  | 'confirm/none'
  /** An answer the table does not ask for now. */
  | 'choice/none'
  /** AC2: the territories entered after the first card is drawn. */
  | 'deal/late'
  /** AC2: a deal that leaves a territory without a holder. */
  | 'deal/count'
  /** AC2: a deal that does not divide the territories evenly. */
  | 'deal/uneven'
  /** AC2: a placement of no army, or not a whole number. */
  | 'place/count'
  /** AC2: a placement that takes a territory's starting army away. */
  | 'place/below'
  /** AC2: more extra armies on a territory than the rules allow. */
  | 'place/cap'
  /** AC2: more extra armies than the player has left to place. */
  | 'place/quota'
  /** AC2, AC36: placement ended while a player has extra armies left. */
  | 'place/unfinished'
  /** AC2: supply counters entered after the first card is drawn. */
  | 'supplies/late'
  /** AC2: a territory given two supply counters at set-up. */
  | 'supplies/twice'
  /** AC2: a player's supply draws not the number the rules give. */
  | 'supplies/count'
  /** A move carrying more supply counters than it may. */
  | 'supplies/carried'
  /** A move carrying supply counters its territory does not have. */
  | 'supplies/none'
  /** Meteor: supplies moved from where rioters are. */
  | 'supplies/rioters'
  /** Mutants: supplies leaving without as many armies as mutants. */
  | 'supplies/mutants'
  /** Demons: supplies leaving without outnumbering the demons. */
  | 'supplies/demons'
  /** Supplies carried by a player without the most armies in the territory. */
  | 'supplies/most'
  /** A scenario the game does not know. */
  | 'scenario/unknown'
  /** A scenario's own action (the mothership) in another scenario. */
  | 'scenario/wrong'
  /** Turn play 1: another action before the new armies are placed. */
  | 'turn/reinforce'
  /** An action of a turn's step that is over. */
  | 'turn/step'
  /** Turn play 3: the turn ended before a round in every contested territory. */
  | 'turn/fight'
  /** Turn play 1: new armies on a territory the player holds no army in. */
  | 'reinforce/not-yours'
  /** Turn play 1: new armies on a territory the Apocalytes occupy. */
  | 'reinforce/occupied'
  /** Turn play 1: more or fewer new armies than are left to place. */
  | 'reinforce/count'
  /** Turn play 2: a move to the territory it leaves. */
  | 'move/same'
  /** Turn play 2: a move between territories that share no border (or a `via` not between). */
  | 'move/border'
  /** Turn play 2: a move with no move left this turn (passing through takes both). */
  | 'move/none-left'
  /** Turn play 2: passing through a territory where an army may end a turn. */
  | 'move/via'
  /** Turn play 2: passing through a territory that holds Apocalytes. */
  | 'move/via-enemies'
  /** A move of no army. */
  | 'move/armies'
  /** A move of more armies than the player has there. */
  | 'move/too-many'
  /** A move that leaves a territory with no army of any sort. */
  | 'move/empty'
  /** A move into a territory no player army may enter. */
  | 'move/forbidden'
  /** A move into another player's territory without permission or outnumbering them. */
  | 'move/permission'
  /** A move out of a shared territory to one not the player's own, without permission. */
  | 'move/shared'
  /** AC4: a fight where the player has no army. */
  | 'fight/no-armies'
  /** AC4: a fight where there are no Apocalytes. */
  | 'fight/no-enemy'
  /** AC4: a fourth combat round in one territory this turn. */
  | 'fight/rounds'
  /** Infection: an attack on the infected where there are no supply counters. */
  | 'fight/infection'
  /** Aliens: an attempt on a mothership already destroyed. */
  | 'mothership/none'
  /** Aliens: an attempt on the mothership while aliens guard it. */
  | 'mothership/guarded'
  /** Aliens: an attempt by a player with no army at the mothership. */
  | 'mothership/away'
  /** Aliens: a second attempt on the mothership in one turn. */
  | 'mothership/tried'
  /** Demons: closing a territory that has no portal. */
  | 'portal/none'
  /** Demons: closing a portal where the player has no army. */
  | 'portal/away'
  /** Demons: closing a portal with too few supply counters there. */
  | 'portal/supplies'
  /** AC5: a target who does not have the most armies there. */
  | 'target/not-tied'
  /** A reroll of a die that was not rolled. */
  | 'reroll/die'
  /** A correction before the territories are dealt. */
  | 'correct/deal'
  /** A correction that does not give every player's armies. */
  | 'correct/seats'
  /** A correction with a count that is not a whole number of 0 or more. */
  | 'correct/count'
  /** AC10: a win confirmed while Apocalytes stand, or none asked by a correction. */
  | 'win/not-cleared';

/** The refusals: the game's codes, and the teaching's (AC56, ../kit/teach.ts, worded there in both languages). */
export type RuleError = Refusal<ErrorCode | TeachCode>;

export const no = (code: ErrorCode | TeachCode, message: string): RuleError => ({ code, message });
