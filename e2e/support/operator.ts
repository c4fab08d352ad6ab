import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The operator API key the journeys' storefront-api is started with (playwright.config.ts). */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef0123456789';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs the operator's command as a shop's staff would (`pnpm shop …`), against the journeys'
 * storefront-api; answers what it printed.
 */
export async function shopCommand(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('pnpm', ['--silent', 'shop', ...args], {
    cwd: root,
    env: {
      ...process.env,
      OPERATOR_API_KEY: E2E_OPERATOR_KEY,
      STOREFRONT_API_URL: `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4101}`,
    },
  });
  return stdout.trim();
}
