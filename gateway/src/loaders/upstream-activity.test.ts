import { describe, expect, it } from 'vitest';
import { UpstreamActivity } from './upstream-activity.js';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('UpstreamActivity', () => {
  it('dispatches a batch only once no call is in flight, after the woken resolvers ran', async () => {
    const activity = new UpstreamActivity();
    const events: string[] = [];
    const slow = activity
      .track(() => later('products', 20))
      .then((value) => {
        // What a resolver does with the reply: queue more keys before the batch leaves.
        events.push(`${value} loaded`);
      });
    const dispatched = new Promise<void>((resolve) =>
      activity.afterIdle(() => {
        events.push('batch dispatched');
        resolve();
      }),
    );
    await Promise.all([slow, dispatched]);
    expect(events).toEqual(['products loaded', 'batch dispatched']);
  });

  it('dispatches at once when nothing is in flight', async () => {
    const activity = new UpstreamActivity();
    await new Promise<void>((resolve) => activity.afterIdle(resolve));
  });

  it('refuses calls beyond its budget', async () => {
    const activity = new UpstreamActivity(2);
    await activity.track(async () => 1);
    await activity.track(async () => 2);
    await expect(activity.track(async () => 3)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errorCode: 'query-too-expensive' },
    });
  });
});
