// Node's SHA-256 for the pure proof verifier (src/proof.ts), which takes its hash as an argument.
import { createHash } from 'node:crypto';
import type { Sha256 } from '../src/proof.ts';

export const nodeSha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest();
