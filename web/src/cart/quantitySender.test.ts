import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantitySender, QUANTITY_DEBOUNCE_MS } from './quantitySender.js';

interface Call {
  request: number;
  isLatest: () => boolean;
  disposed: boolean;
}

function recorder() {
  const calls: Call[] = [];
  const sender = createQuantitySender<number>((request, isLatest) => {
    const call: Call = { request, isLatest, disposed: false };
    calls.push(call);
    return { dispose: () => void (call.disposed = true) };
  });
  return { calls, sender };
}

describe('createQuantitySender', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a typed quantity 350 ms after the last change, once', () => {
    const { calls, sender } = recorder();
    sender.schedule(2);
    vi.advanceTimersByTime(200);
    sender.schedule(3);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.request)).toEqual([3]);
  });

  it('aborts the call in flight when a new quantity is sent, and only the latest reply counts', () => {
    const { calls, sender } = recorder();
    sender.now(1);
    sender.schedule(4);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(calls.map((c) => [c.request, c.disposed])).toEqual([
      [1, true],
      [4, false],
    ]);
    expect(calls[0]!.isLatest()).toBe(false);
    expect(calls[1]!.isLatest()).toBe(true);
  });

  it('drops a scheduled quantity when a button sends one at once', () => {
    const { calls, sender } = recorder();
    sender.schedule(5);
    sender.now(0);
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2);
    expect(calls.map((c) => c.request)).toEqual([0]);
  });

  it('sends the waiting quantity at once on flush, and nothing when none waits', () => {
    const { calls, sender } = recorder();
    sender.flush();
    sender.schedule(6);
    sender.flush();
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(calls.map((c) => c.request)).toEqual([6]);
  });

  it('cancel drops the waiting quantity and disposes of the call in flight', () => {
    const { calls, sender } = recorder();
    sender.now(1);
    sender.schedule(2);
    sender.cancel();
    vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.disposed).toBe(true);
    expect(calls[0]!.isLatest()).toBe(false);
  });
});
