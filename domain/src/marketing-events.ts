/**
 * Marketing events of spec 7 ("Tracking", `POST marketing-event` with eventName and eventData) and
 * 2.2 (page view): the names the shop raises and what an event may carry. The web checks its events
 * with these schemas before sending them (a bad one is dropped, not its whole batch), the gateway
 * before forwarding them, the storefront-api before storing them (400 otherwise).
 *
 * No zod here: the web's first page carries this file (its schemas are in `api/marketing-events.ts`).
 *
 * An event is a count, not a profile: it holds no personal data. Keys that name personal data are
 * dropped and e-mail addresses inside any text are masked before anything is stored.
 */
import { isPlainText } from './text.js';

export const MARKETING_EVENTS = [
  'page_view',
  'profile_update',
  'search',
  'view_cart',
  'add_to_cart',
  'add_to_cart_light',
  'remove_from_cart',
  'login',
  'sign_up',
] as const;
export type MarketingEventName = (typeof MARKETING_EVENTS)[number];

export const isMarketingEventName = (value: unknown): value is MarketingEventName =>
  (MARKETING_EVENTS as readonly unknown[]).includes(value);

/** Events in one batch: what a page gathers in a few seconds, far below a beacon's 64 KiB. */
export const MARKETING_EVENT_BATCH_MAX = 50;
/** Largest batch body, in bytes: what one `navigator.sendBeacon` may carry at most. */
export const MARKETING_EVENT_BATCH_MAX_BYTES = 64 * 1024;
/** Longest eventData, as JSON: a page view's three addresses fit several times over. */
export const MARKETING_EVENT_DATA_MAX_LENGTH = 2_000;
/** Longest text value of eventData (an address, a search term, a product name). */
export const MARKETING_EVENT_TEXT_MAX_LENGTH = 500;
/** Keys of one object of eventData, and how deep objects and arrays nest. */
const MAX_KEYS = 20;
const MAX_DEPTH = 3;

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/u;
/** Markup or a script address in an event's text: nothing a shop's own event carries. */
const MARKUP = /<[a-z!/?]|javascript:/iu;
/** Keys whose values are personal data (`email`, `customerEmail`, `phoneNumber`, `lastName`…). */
const PERSONAL_KEY = /mail|password|token|phone|firstname|lastname|address|birth/iu;
const EMAIL_IN_TEXT = /[^\s@<>()[\]\\,;:"'/?=&]+@[^\s@<>()[\]\\,;:"'/?=&]+\.[^\s@<>()[\]\\,;:"'/?=&]+/gu;

/** Why a value cannot be an event's data, or null when it can. */
function problem(value: unknown, depth: number): string | null {
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'nombre invalide';
  if (typeof value === 'string') {
    if (value.length > MARKETING_EVENT_TEXT_MAX_LENGTH)
      return `texte de ${MARKETING_EVENT_TEXT_MAX_LENGTH} caractères au plus`;
    if (!isPlainText(value) || MARKUP.test(value)) return 'texte non autorisé';
    return null;
  }
  if (depth >= MAX_DEPTH) return `imbrication de ${MAX_DEPTH} niveaux au plus`;
  if (Array.isArray(value)) {
    if (value.length > MAX_KEYS) return `${MAX_KEYS} éléments au plus`;
    for (const item of value) {
      const found = problem(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length > MAX_KEYS) return `${MAX_KEYS} clés au plus`;
    for (const [key, item] of entries) {
      if (!KEY.test(key)) return 'clé non autorisée';
      const found = problem(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  return 'valeur non autorisée';
}

/** `value` without personal data: such keys dropped, e-mail addresses in texts masked. */
export function withoutPersonalData(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL_IN_TEXT, '[email]');
  if (Array.isArray(value)) return value.map(withoutPersonalData);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PERSONAL_KEY.test(key))
        .map(([key, item]) => [key, withoutPersonalData(item)]),
    );
  return value;
}

/** Why `data` cannot be an event's eventData (a French phrase), or null when it can. */
export function marketingEventDataProblem(data: unknown): string | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return 'objet attendu';
  const found = problem(data, 0);
  if (found) return found;
  if (JSON.stringify(data).length > MARKETING_EVENT_DATA_MAX_LENGTH)
    return `${MARKETING_EVENT_DATA_MAX_LENGTH} caractères au plus`;
  return null;
}
