import { solveChallenge } from 'altcha-lib';
// The browser build of the key derivation (WebCrypto); `altcha-lib/algorithms/pbkdf2` is Node's.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { encodeAltchaPayload } from './payload.js';

/** Longest the proof of work may take before the widget offers to try again. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves an ALTCHA challenge in the browser (PBKDF2 through WebCrypto, off the main thread's
 * critical path since each derivation is asynchronous) and returns the `captcha` answer.
 */
export async function solveAltcha(challenge: Challenge, signal: AbortSignal): Promise<string> {
  if (signal.aborted) throw new Error('captcha aborted');
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
    if (!solution) throw new Error(signal.aborted ? 'captcha aborted' : 'captcha not solved in time');
    return encodeAltchaPayload(challenge, solution);
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
