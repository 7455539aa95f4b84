// Why Apocalyte refused an action: a code for tests and screens, and a sentence a player
// can read. An illegal action never throws; the state comes back unchanged.

export { no, type RuleError } from '../kit/guards.ts';
