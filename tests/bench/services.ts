import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Service {
  url: string;
  /** The process (its memory is read in the load figures). */
  pid?: number | undefined;
  stop(): Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await delay(500);
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s`);
}

/** Starts a built service (`<package>/dist/main.js`) as its own process, as in production. */
export async function startBuilt(
  packageDir: 'storefront-api' | 'gateway' | 'payment-sandbox',
  port: number,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<Service> {
  const child = spawn(process.execPath, [`${packageDir}/dist/main.js`], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, readyTimeoutMs);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
