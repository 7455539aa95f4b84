#!/usr/bin/env node
// The `apophis` command: loads the TypeScript entry through tsx, so a checkout
// runs without a build step (`npx apophis …`, `npm start`).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = await main(process.argv.slice(2));
