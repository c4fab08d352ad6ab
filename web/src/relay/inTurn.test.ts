import { describe, expect, it } from 'vitest';
import { createTurns } from './inTurn.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTurn', () => {
  it('sends a call only once the one before it has replied, and replies in order', async () => {
    const inTurn = createTurns();
    const sent: string[] = [];
    const quantity = deferred<string>();
    const first = inTurn(() => {
      sent.push('quantity');
      return quantity.promise;
    }, new AbortController().signal);
    const second = inTurn(() => {
      sent.push('coupon');
      return Promise.resolve('coupon applied');
    }, new AbortController().signal);
    await tick();
    expect(sent).toEqual(['quantity']);
    quantity.resolve('quantity 3');
    expect(await first).toBe('quantity 3');
    expect(await second).toBe('coupon applied');
    expect(sent).toEqual(['quantity', 'coupon']);
  });

  it('goes on after a call that failed', async () => {
    const inTurn = createTurns();
    const failed = inTurn(() => Promise.reject(new Error('HTTP 503')), new AbortController().signal);
    const next = inTurn(() => Promise.resolve('sent'), new AbortController().signal);
    await expect(failed).rejects.toThrow('HTTP 503');
    expect(await next).toBe('sent');
  });

  it('never sends a call cancelled while it waited, and the next one still goes', async () => {
    const inTurn = createTurns();
    const sent: string[] = [];
    const quantity = deferred<string>();
    void inTurn(() => quantity.promise, new AbortController().signal);
    const controller = new AbortController();
    const cancelled = inTurn(() => {
      sent.push('cancelled');
      return Promise.resolve('never');
    }, controller.signal);
    const last = inTurn(() => {
      sent.push('last');
      return Promise.resolve('last');
    }, new AbortController().signal);
    controller.abort();
    quantity.resolve('quantity');
    await expect(cancelled).rejects.toThrow();
    expect(await last).toBe('last');
    expect(sent).toEqual(['last']);
  });
});
