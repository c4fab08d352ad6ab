import { badUserInput } from '../errors.js';

/** Upstream calls one GraphQL request may make; a normal page needs fewer than five. */
export const MAX_UPSTREAM_CALLS_PER_REQUEST = 50;

/**
 * Watches the upstream calls of one request, for two reasons:
 * - a query whose shape would fan out into many calls (listings nested in listings) is refused
 *   once it passes the budget, instead of flooding the upstream;
 * - the shops loader waits until no call is left in flight before dispatching its batch, so the
 *   offers of products still loading (related products, products fetched by reference) join the
 *   same `/shops?ids=` call instead of a second one. Shops then load after the products, which
 *   the response needs anyway.
 */
export class UpstreamActivity {
  private started = 0;
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  constructor(private readonly budget: number = MAX_UPSTREAM_CALLS_PER_REQUEST) {}

  /** Calls started so far (the metrics count them per operation). */
  get calls(): number {
    return this.started;
  }

  readonly track = async <T>(call: () => Promise<T>): Promise<T> => {
    if (++this.started > this.budget) {
      throw badUserInput(
        `Requête trop coûteuse : elle demanderait plus de ${this.budget} appels au catalogue.`,
        'query-too-expensive',
      );
    }
    this.inFlight++;
    try {
      return await call();
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.waiters.splice(0).forEach((wake) => wake());
    }
  };

  /**
   * A DataLoader `batchScheduleFn`. `setImmediate` runs after the pending promise callbacks, so
   * the resolvers woken by the last reply have queued their keys before the batch leaves.
   */
  readonly afterIdle = (dispatch: () => void): void => {
    const attempt = () => {
      if (this.inFlight === 0) dispatch();
      else this.waiters.push(() => setImmediate(attempt));
    };
    setImmediate(attempt);
  };
}
