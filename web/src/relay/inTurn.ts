/**
 * A shopper's changes reach the gateway one after another, in the order they were made. Each
 * mutation's reply carries the cart as the upstream then had it: two in flight at once (a quantity
 * stepped, then a coupon applied before its reply) can be answered out of order, and the older
 * cart, landing last in the store, takes the coupon off the screen although it is applied.
 */
export function createTurns() {
  let last: Promise<unknown> = Promise.resolve();
  /**
   * Runs `send` once every call queued before it has ended (replied, failed or been cancelled).
   * A call cancelled while it waits is never sent.
   */
  return function inTurn<T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const turn = last.then(() => {
      signal.throwIfAborted();
      return send();
    });
    last = turn.catch(() => undefined);
    return turn;
  };
}
