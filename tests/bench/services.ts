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

function asService(child: ChildProcess, url: string): Service {
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

/** Starts a built service (`<package>/dist/main.js`) as its own process, as in production. */
export async function startBuilt(
  packageDir: 'storefront-api' | 'gateway' | 'payment-sandbox',
  port: number,
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
  /** Node's own options (`--cpu-prof`, …), before the script. */
  nodeArgs: string[] = [],
): Promise<Service> {
  const child = spawn(process.execPath, [...nodeArgs, `${packageDir}/dist/main.js`], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, readyTimeoutMs);
  return asService(child, url);
}

/** Starts `bare-proxy.ts` in front of `target` as its own process: the floor of any hop. */
export async function startBareProxy(port: number, target: string): Promise<Service> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('bare-proxy.ts', import.meta.url)), String(port), target],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  // The proxy forwards `/ready` to the storefront-api, which answers it.
  await waitReady(url, child, 30_000);
  return asService(child, url);
}
