// Why Apocalyte refused an action: a code for tests and screens, and a sentence a player
// can read. An illegal action never throws; the state comes back unchanged.

import type { RuleError } from '../../game.ts';

export type { RuleError };

export const no = (code: string, message: string): RuleError => ({ code, message });
