// Apocalyte's words on the phone, in English: the panels of the control page (set-up, dice,
// instructions, a player's turn, corrections). The French file has this shape (ControlDict), so
// a missing word is a type error. The names the big screen shares (territories, scenarios, the
// instructions' templates) are in en.ts.

import type { ErrorCode } from '../../../../src/games/apocalyte/errors.ts';
import type { Refusals } from '../../../i18n/index.ts';
import { decimal } from '../../../i18n/numbers.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const controlEn = {
  ap: {
    setUp: 'Set up Apocalyte',
    playAgain: 'Play again',
    players: 'Players',
    name: 'Name',
    letter: 'Letter',
    addPlayer: 'Add a player',
    removePlayer: 'Remove',
    start: 'Start the game',
    starting: 'Starting…',
    waitsDice: (count: number, sides: number) =>
      `waiting for ${count === 1 ? `a d${sides}` : `${count}d${sides}`}`,
    waitsOk: 'carry out the instruction on the board, then OK',
    waitsChoice: 'a question for the table',
    diceTitle: 'Dice',
    rollBox: 'Roll with the box',
    typeDice: (count: number, sides: number) =>
      `or type the ${count === 1 ? `d${sides}` : `${count}d${sides}`} rolled on the table:`,
    typed: 'typed',
    clearDice: 'Clear',
    /** A round's dice typed in (AC4): the attacker's first, then the defender's. */
    typeSplit: (attacker: string, attack: number, defender: string, defence: number) =>
      `Attack first: ${attacker}, ${plural(attack, 'die', 'dice')}; then defence: ${defender}, ${plural(defence, 'die', 'dice')}.`,
    sideTyped: (side: string, dice: string) => `${side}: ${dice}`,
    sendDice: 'Send the dice',
    // Instructions and choices
    instructionTitle: 'Instruction',
    ok: 'OK: done on the board',
    /** Under a step of several changes: ticking is a help, OK does not wait for it. */
    tickHelp: 'Tap a line once done (a help: OK does not wait for it)',
    quarantineYes: 'Quarantine (roll)',
    quarantineNo: 'Let them in',
    rerollDie: (value: number) => `Reroll the ${value}`,
    keep: 'Keep the dice',
    // Set-up phases
    dealTitle: 'Enter the deal',
    dealHelp: 'Pick a player, then tap their territories; or roll the deal with the dice above.',
    dealCount: (name: string, n: number) => `${name}: ${n}`,
    unassigned: (n: number) => `${n} territories without a holder`,
    sendDeal: 'Deal these territories',
    placeTitle: 'Place the extra armies',
    placeHelp: 'Tap a territory on the map: it takes up to 5 (as many as are left), then + or −.',
    placed: 'All placed',
    suppliesTitle: 'Enter the supply counters',
    suppliesHelp: 'Tap each territory whose card was drawn; or draw them with the dice above.',
    suppliesCount: (name: string, n: number, want: number) => `${name}: ${n} / ${want}`,
    sendSupplies: 'Put these supply counters',
    scenarioTitle: 'Choose the scenario',
    rollScenario: 'Roll for it',
    // A player's turn
    reinforceTitle: (n: number) => `Place ${plural(n, 'new army', 'new armies')}`,
    reinforceHelp: 'On one of your territories free of Apocalytes:',
    addArmies: (n: number) => `+${n}`,
    moveTitle: (left: number) => `Move (${plural(left, 'move', 'moves')} left)`,
    from: 'From',
    to: 'To',
    via: (name: string) => `through ${name}`,
    armies: 'Armies',
    /** A move of every army there but one, in one tap. */
    allButOne: (n: number) => `All but one (${n})`,
    supplies: 'Supplies',
    permission: 'With the holder’s permission',
    move: 'Move',
    endMoves: 'End the moves',
    combatTitle: 'Combat',
    nothingToFight: 'No contested territory left to fight.',
    /** Turn play 3, AC4: a round fought in each contested territory, more on offer. */
    fightAgain:
      'A round fought everywhere: fight again (3 rounds at most a territory) or end the turn.',
    /** Every contested territory has had all its rounds (or none may be fought, AC38). */
    noFightLeft: 'No fight left on offer this turn: end it.',
    fight: (name: string) => `Fight in ${name}`,
    roundsFought: (n: number) => `${plural(n, 'round', 'rounds')} fought`,
    odds: 'Next round',
    battle: (rounds: number) =>
      rounds === 1 ? 'In the one round left' : `Over the ${rounds} rounds left`,
    cleared: (many: string) => `to clear the ${many}`,
    beaten: 'to lose every army there',
    armiesLost: 'armies lost on average',
    apocalytesLost: (many: string) => `${many} removed on average`,
    everyOutcome: (n: number) => `Every outcome (${n})`,
    mean: (n: number) => decimal(n, 'en', 1, 1),
    mothership: 'Attack the mothership',
    closePortal: (name: string) => `Close the portal in ${name}`,
    endTurn: 'End the turn',
    // The board
    groundLine: (armies: string, apocalytes: number, supplies: number) =>
      [armies, apocalytes > 0 ? `☣${apocalytes}` : '', supplies > 0 ? `▣${supplies}` : '']
        .filter(Boolean)
        .join(' '),
    asList: 'The territories as a list',
    fromHelp: 'From: tap one of your territories',
    toHelp: (from: string) => `To: tap where from ${from} (${from} again to change it)`,
    otherFights: (n: number) => (n === 1 ? 'The other fight' : `The other ${n} fights`),
    correctTitle: 'Correct the board',
    correctHelp: 'When the board differs from the companion: set a territory as it stands.',
    winTitle: 'The board looks cleared',
    winHelp:
      'A correction left no Apocalyte on the board: confirm the players’ win, or go on correcting.',
    confirmWin: 'Confirm the win',
    correct: (name: string) => `Set ${name} so`,
    // The table
    pause: 'Pause',
    resume: 'Resume',
    undo: (what: string) => `Undo: ${what}`,
    nothingToUndo: 'Nothing to undo',
    action: {
      rolled: 'the dice',
      deal: 'the deal',
      place: 'an army placed',
      placed: 'the placement ended',
      supplies: 'the supply counters',
      scenario: 'the scenario',
      reinforce: 'the new armies',
      move: 'the move',
      endMoves: 'the end of the moves',
      fight: 'the fight',
      mothership: 'the attack on the mothership',
      closePortal: 'the portal closed',
      endTurn: 'the end of the turn',
      target: 'the target',
      quarantine: 'the quarantine',
      reroll: 'the reroll',
      confirm: 'the OK',
      confirmWin: 'the win confirmed',
      correct: 'the correction',
      start: 'the start',
    } as Readonly<Record<string, string>>,
  },
  /** Refusals by code: English keeps the module's own sentence (it names the places and numbers). */
  ruleErrors: {} as Partial<Refusals<ErrorCode>>,
};

export type ControlDict = typeof controlEn;
