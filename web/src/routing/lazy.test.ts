import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, preloadable, withTimeout } from './lazy.js';

const Hello = ({ name }: { name: string }) => createElement('p', null, `Bonjour ${name}`);

describe('preloadable', () => {
  it('renders at once once preloaded, as the server and the hydrating browser need', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Screen = preloadable(load, 'src/Hello.tsx');
    expect(Screen.chunk).toBe('src/Hello.tsx');
    await Screen.preload();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(renderToString(createElement(Screen, { name: 'Léa' }))).toBe('<p>Bonjour Léa</p>');
  });

  it('asks again for a chunk that failed, on the next attempt', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ default: Hello });
    const Screen = preloadable(load, 'src/Hello.tsx');
    await expect(Screen.preload()).rejects.toThrow('network');
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived after spec 9’s 120,000 ms', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const waiting = withTimeout(never);
    const failed = expect(waiting).rejects.toThrow('chunk timed out');
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
  });

  it('passes on what arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(42))).resolves.toBe(42);
  });
});
