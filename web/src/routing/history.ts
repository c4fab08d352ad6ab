import { UNSAFE_createBrowserHistory } from 'react-router-dom';
import type { Location } from 'react-router-dom';

type Listener = Parameters<ReturnType<typeof UNSAFE_createBrowserHistory>['listen']>[0];

const browserHistory = UNSAFE_createBrowserHistory({ v5Compat: true });
const beforeRender = new Set<(location: Location) => void>();
let routerListener: Listener | null = null;

browserHistory.listen((update) => {
  // Page queries start here, before React renders the new location (render-as-you-fetch).
  for (const listener of beforeRender) listener(update.location);
  routerListener?.(update);
});

/**
 * The browser history given to the router. React Router's history takes a single listener; this
 * one first runs ours (the page preloader), then the router's.
 */
export const history = new Proxy(browserHistory, {
  get(target, property, receiver) {
    if (property === 'listen')
      return (listener: Listener) => {
        routerListener = listener;
        return () => {
          if (routerListener === listener) routerListener = null;
        };
      };
    return Reflect.get(target, property, receiver) as unknown;
  },
});

export function onLocationChange(listener: (location: Location) => void): () => void {
  beforeRender.add(listener);
  return () => beforeRender.delete(listener);
}
