/** The sandbox as the other packages' tests start it. */
import type { SandboxCredentials } from './protocol.js';
import { buildSandbox } from './server.js';

/**
 * A sandbox on a free port of 127.0.0.1 with these credentials: its card form at
 * `http://sandbox.test` (never framed), and a notification not taken is not retried.
 */
export async function startTestSandbox(
  credentials: SandboxCredentials,
): Promise<{ url: string; close: () => Promise<void> }> {
  const sandbox = await buildSandbox({
    // Only these: the shop's settings carrying them have other fields.
    shopId: credentials.shopId,
    password: credentials.password,
    hmacKey: credentials.hmacKey,
    publicUrl: 'http://sandbox.test',
    frameAncestors: [],
    ipnRetryDelays: [],
  });
  const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => sandbox.close() };
}
