/**
 * Where `pnpm start` and `pnpm dev` keep the operator API key they generate for a local shop
 * (`scripts/processes.mjs` writes it, `pnpm shop` reads it); a real deployment sets OPERATOR_API_KEY.
 */
import { repoRoot } from './config.js';

export const operatorKeyFile = (): string => `${repoRoot}.data/operator-key`;
