/**
 * What is remembered until a catalogue change, over a hub the test drives: kept while the hub
 * listens, dropped by a change naming `all` or a lost listener, never kept from a read a change
 * overtook, never used while the hub does not listen.
 */
import { describe, expect, it } from 'vitest';
import type { ChangeHub, Follower } from './hub.js';
import { rememberUntilChange } from './memo.js';

function drivenHub() {
  const followers = new Set<Follower>();
  const hub: ChangeHub & { up: boolean } = {
    up: true,
    get listening() {
      return this.up;
    },
    follow(follower) {
      followers.add(follower);
      return () => followers.delete(follower);
    },
    close: async () => undefined,
  };
  return {
    hub,
    change: (payload: unknown) => {
      for (const f of followers) f.change(JSON.stringify(payload));
    },
    lose: () => {
      hub.up = false;
      for (const f of [...followers]) f.lost();
      followers.clear();
    },
  };
}

/** A read that counts its calls and answers the call's number. */
function countedRead() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe('rememberUntilChange', () => {
  it('reads once per key while the hub listens, and again after a change naming all', async () => {
    const { hub, change } = drivenHub();
    const remember = rememberUntilChange(hub);
    const read = countedRead();
    expect(await remember('a', read.load)).toBe(1);
    expect(await remember('a', read.load)).toBe(1);
    expect(await remember('b', read.load)).toBe(2);
    // A stock change names its offers: regions, tax rates and attributes stay as they were.
    change({ offers: ['1'], products: ['REF-1'] });
    expect(await remember('a', read.load)).toBe(1);
    change({ all: true });
    expect(await remember('a', read.load)).toBe(3);
  });

  it('reads every time while the hub does not listen, and starts afresh once it listens again', async () => {
    const { hub, lose } = drivenHub();
    const remember = rememberUntilChange(hub);
    const read = countedRead();
    expect(await remember('a', read.load)).toBe(1);
    lose();
    expect(await remember('a', read.load)).toBe(2);
    expect(await remember('a', read.load)).toBe(3);
    hub.up = true;
    expect(await remember('a', read.load)).toBe(4);
    expect(await remember('a', read.load)).toBe(4);
  });

  it('does not keep a read that a change overtook', async () => {
    const { hub, change } = drivenHub();
    const remember = rememberUntilChange(hub);
    let release: (value: string) => void = () => undefined;
    const before = remember('a', () => new Promise<string>((resolve) => (release = resolve)));
    change({ all: true });
    release('before the change');
    // The request that asked before the change gets the old answer; a later one reads again.
    expect(await before).toBe('before the change');
    expect(await remember('a', async () => 'after the change')).toBe('after the change');
  });

  it('does not keep a failed read', async () => {
    const { hub } = drivenHub();
    const remember = rememberUntilChange(hub);
    await expect(remember('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await remember('a', async () => 'up')).toBe('up');
  });

  it('takes any payload it cannot read for a change of all', async () => {
    const { hub } = drivenHub();
    const followers: Follower[] = [];
    const follow = hub.follow.bind(hub);
    hub.follow = (f) => (followers.push(f), follow(f));
    const remember = rememberUntilChange(hub);
    const read = countedRead();
    await remember('a', read.load);
    for (const f of followers) f.change('not json');
    expect(await remember('a', read.load)).toBe(2);
  });
});
