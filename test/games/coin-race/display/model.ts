// The table as Coin race's screens read it: the shell's public state with the module's view.

import type { PublicState } from '../../../../src/messages.ts';
import type { CoinView } from '../module.ts';

export const asCoin = (state: PublicState) => state as unknown as PublicState<CoinView>;
