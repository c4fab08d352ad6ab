import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Spec 9: code that takes longer than this to arrive fails, so the page shows its error state and a retry. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk timed out')), CHUNK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A component loaded on demand that can also be loaded ahead: once loaded, it renders at once. */
export type Preloadable<P> = ComponentType<P> & {
  preload(): Promise<void>;
  /** Its module's path in the web package (`src/…`), the key of its chunk in the build's manifest. */
  chunk: string;
};

/**
 * `React.lazy` with a `preload()`: the server and the hydrating browser load a page's code before
 * rendering, so it is in the first HTML instead of a placeholder, and hydration does not wait. A
 * chunk that fails or times out (`CHUNK_TIMEOUT_MS`) throws to the nearest error boundary; the next
 * render asks for it again. `chunk` lets the server link the module's styles and code in the first
 * HTML's head (the build's manifest is keyed by source path).
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // React keeps a failed `lazy` failed: a retry needs a fresh one.
  const makeLazy = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      withTimeout(preload()).then(
        () => ({ default: loaded! }),
        (error: unknown) => {
          Lazy = makeLazy();
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload, chunk });
}
