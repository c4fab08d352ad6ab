import { describe, expect, it } from 'vitest';
import { callSignal, QUERY_TIMEOUT_MS } from './network.js';

describe('callSignal', () => {
  it('gives up on a query whose answer does not come in time', async () => {
    const cancel = new AbortController();
    const signal = callSignal(cancel.signal, 20);
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).name).toBe('TimeoutError');
    // Not a cancellation: the network layer reports it as unreachable (spec 8).
    expect(cancel.signal.aborted).toBe(false);
  });

  it('follows the cancellation, and leaves a mutation untimed', () => {
    const cancel = new AbortController();
    const signal = callSignal(cancel.signal, QUERY_TIMEOUT_MS);
    cancel.abort();
    expect(signal.aborted).toBe(true);
    expect(callSignal(cancel.signal, null)).toBe(cancel.signal);
  });
});
