import type { RecordMap } from 'relay-runtime/lib/store/RelayStoreTypes';
import type { Locale } from '@shop/domain/constants';
import type { Boot } from '../app/boot.js';

/**
 * What the server hands to the browser with its HTML, as JSON in a `<script type="application/json">`
 * (data, not script: the CSP stays `script-src 'self'`): the shop's boot data, the region and
 * language rendered, the screen size assumed, and the Relay records the rendering read, so that
 * hydration asks the gateway nothing again.
 */
export interface ServerData {
  boot: Boot;
  locale: Locale;
  /** Region of the rendered page; null outside /{catalog}/{locale}/ (the region choice). */
  catalog: string | null;
  mobile: boolean;
  records: RecordMap;
}

export const SERVER_DATA_ID = 'shop-data';

/** JSON safe inside a script element: `<` is escaped, so no `</script>` nor `<!--` can close it. */
export function serializeServerData(data: ServerData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerData;
  } catch {
    return null;
  }
}
