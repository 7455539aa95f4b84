// Apocalyte's actions and commands as TypeScript types, derived from the schemas in
// ./schemas.ts (a type-only import: no schema library comes with them). Every action carries
// the wall-clock time it happened (`at`, epoch ms).

import type { Static } from 'typebox';
import type { OneOf } from '../kit/schemas.ts';
import type { ACTION_SCHEMAS, APOCALYTE, COMMAND_SCHEMAS } from './schemas.ts';

/** Every action a log holds, the teaching's taps and skip included (AC56). */
export type Played = OneOf<typeof ACTION_SCHEMAS>;
/** The game's own actions (the guards' moves among them): every one but the teaching's. */
export type Action = Exclude<Played, { type: 'teach' }>;
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
export type PlayerSetup = Static<typeof APOCALYTE.seat.loose>;
export type ApocalyteCommand = OneOf<typeof COMMAND_SCHEMAS>;
