/**
 * Global setup of the storefront-api test project: names the run, so the test processes can name
 * their throw-away server databases after it, and drops them all when the run ends, whether the
 * tests passed or not. Nothing to do on PGlite (in memory, gone with the process).
 */
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config.js';
import { dropRunDatabases, randomRunId } from './server-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Id of this test run, part of the name of every server database it creates. */
    storefrontApiTestRun: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const run = randomRunId();
  project.provide('storefrontApiTestRun', run);
  return async () => {
    const serverUrl = testDatabaseUrl();
    if (serverUrl) await dropRunDatabases(serverUrl, run);
  };
}
