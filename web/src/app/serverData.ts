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
  /** Every query of the rendering answered without error: the records hold the whole page. */
  complete: boolean;
}

export const SERVER_DATA_ID = 'shop-data';

/**
 * A record's `__id` is its key, and a node's `id` too: written three times, the ids made a third of
 * a category page's records (the shell's 123 categories alone, 52 KB). They travel once: `__id` is
 * left out and put back from the key, and an `id` equal to the key is marked `"~": 1` (no field's
 * storage key starts with `~`).
 */
const SAME_ID = '~';

function packRecords(records: RecordMap): RecordMap {
  const packed: RecordMap = {};
  for (const [key, record] of Object.entries(records)) {
    if (!record) {
      packed[key] = record;
      continue;
    }
    const { __id: _dropped, ...rest } = record;
    if (rest.id === key) {
      delete rest.id;
      rest[SAME_ID] = 1;
    }
    packed[key] = rest as typeof record;
  }
  return packed;
}

function unpackRecords(records: RecordMap): RecordMap {
  for (const [key, record] of Object.entries(records)) {
    if (!record) continue;
    record.__id = key;
    if (SAME_ID in record) {
      delete record[SAME_ID];
      record.id = key;
    }
  }
  return records;
}

/** JSON safe inside a script element: `<` is escaped, so no `</script>` nor `<!--` can close it. */
export function serializeServerData(data: ServerData): string {
  return JSON.stringify({ ...data, records: packRecords(data.records) })
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's data as `serializeServerData` wrote it; null when the text is not that. */
export function parseServerData(text: string): ServerData | null {
  try {
    const data = JSON.parse(text) as ServerData;
    return { ...data, records: unpackRecords(data.records) };
  } catch {
    return null;
  }
}

export function readServerData(): ServerData | null {
  const element = document.getElementById(SERVER_DATA_ID);
  return element?.textContent ? parseServerData(element.textContent) : null;
}
