/**
 * The PostgreSQL server of the tests that need a real one (several processes on one database, the
 * backup tools): TEST_DATABASE_URL, else the machine's 127.0.0.1:5432. Such a test skips, saying
 * why, when no server answers outside CI; in CI its absence is a failure.
 */
import net from 'node:net';

export const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Whether something accepts connections at the server's address (2 s at most). */
export function serverAnswers(url: string = SERVER_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const settle = (value: boolean) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000);
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => settle(false));
  });
}

/**
 * Whether the calling test file must skip: no server answers and this is not CI (where the file
 * runs and fails instead). Prints the reason when it skips.
 */
export async function skipWithoutServer(file: string): Promise<boolean> {
  if (await serverAnswers()) return false;
  if (process.env.CI) return false;
  console.warn(
    `${file} skipped: no PostgreSQL server answers at ${new URL(SERVER_URL).host} (TEST_DATABASE_URL)`,
  );
  return true;
}
