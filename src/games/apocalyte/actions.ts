// Apocalyte's actions and commands as TypeScript types, derived from the schemas in
// ./schemas.ts (a type-only import: no schema library comes with them). Every action carries
// the wall-clock time it happened (`at`, epoch ms).

import type { Static } from 'typebox';
import type { OneOf } from '../kit/schemas.ts';
import type { ACTION_SCHEMAS, APOCALYTE, COMMAND_SCHEMAS } from './schemas.ts';

export type Action = OneOf<typeof ACTION_SCHEMAS>;
export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
export type PlayerSetup = Static<typeof APOCALYTE.seat.loose>;
export type ApocalyteCommand = OneOf<typeof COMMAND_SCHEMAS>;
