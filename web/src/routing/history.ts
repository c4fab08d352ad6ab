import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import type { Location } from 'react-router-dom';

type Listener = Parameters<ReturnType<typeof UNSAFE_createBrowserHistory>['listen']>[0];

const beforeRender = new Set<(location: Location) => void>();
let routerListener: Listener | null = null;
let created: ReturnType<typeof UNSAFE_createBrowserHistory> | null = null;

/** Made on first use: the server renders the same modules and has no window. */
function browserHistory() {
  if (!created) {
    created = UNSAFE_createBrowserHistory({ v5Compat: true });
    created.listen((update) => {
      // Page queries start here, before React renders the new location (render-as-you-fetch).
      for (const listener of beforeRender) listener(update.location);
      routerListener?.(update);
    });
  }
  return created;
}

/**
 * The browser history given to the router. React Router's history takes a single listener; this
 * one first runs ours (the page preloader), then the router's.
 */
export const history = new Proxy({} as ReturnType<typeof UNSAFE_createBrowserHistory>, {
  get(_target, property) {
    if (property === 'listen')
      return (listener: Listener) => {
        routerListener = listener;
        return () => {
          if (routerListener === listener) routerListener = null;
        };
      };
    const target = browserHistory();
    const value = Reflect.get(target, property, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
});

export function onLocationChange(listener: (location: Location) => void): () => void {
  beforeRender.add(listener);
  return () => beforeRender.delete(listener);
}
