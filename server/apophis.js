#!/usr/bin/env node
// The `apophis` command: loads the TypeScript entry through tsx, so a checkout
// runs without a build step (`npx apophis …`, `npm start`).
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
