import { currentConsent, subscribeConsent } from '../consent.js';

/**
 * The marketing trackers of spec 7 "Tracking" (its enabled handlers): gtag (Google's tag, audience
 * measurement) and brevo (the e-mail marketing tracker). This chunk is only downloaded when the
 * shop's configuration names one (`MarketingTrackers.tsx`), and a tracker's script is only added
 * once the shopper has accepted its kind of cookies: gtag needs audience measurement, brevo
 * marketing. They receive the shop's events from `shop:analytics` (raised only after audience
 * measurement is accepted, `analytics.ts`); a consent withdrawn later stops what is forwarded at
 * once (the page's loaded scripts go with the next page load).
 */
export interface TrackerSettings {
  gtagId: string | null;
  brevoClientKey: string | null;
}

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const BREVO_SCRIPT = 'https://cdn.brevo.com/js/sdk-loader.js';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
    Brevo?: unknown[];
  }
}

interface ShopEvent {
  event: string;
  [key: string]: unknown;
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Forwards each shop event to `handler` while `allowed()` holds. */
function forward(allowed: () => boolean, handler: (event: ShopEvent) => void): void {
  window.addEventListener('shop:analytics', (event) => {
    if (allowed()) handler((event as CustomEvent<ShopEvent>).detail);
  });
}

const analyticsAccepted = () => currentConsent()?.analytics === true;
const marketingAccepted = () => currentConsent()?.marketing === true;

function startGtag(id: string): void {
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // gtag.js reads its commands as `arguments` objects, not arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments as unknown as Record<string, unknown>);
  };
  window.gtag('js', new Date());
  // Page views are the shop's own `page_view` events (spec 2.2), not gtag's automatic one.
  window.gtag('config', id, { send_page_view: false });
  addScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`);
  forward(analyticsAccepted, ({ event, ...params }) => window.gtag?.('event', event, params));
}

function startBrevo(clientKey: string): void {
  const queue = (window.Brevo ??= []);
  queue.push(['init', { client_key: clientKey }]);
  addScript(BREVO_SCRIPT);
  forward(marketingAccepted, ({ event, ...data }) => window.Brevo?.push(['track', event, {}, { data }]));
}

/** Starts each configured tracker as soon as its consent is given; returns the unsubscription. */
export function startTrackers(settings: TrackerSettings): () => void {
  const started = { gtag: false, brevo: false };
  const apply = () => {
    const consent = currentConsent();
    if (settings.gtagId) {
      // Google's documented switch: a measurement refused after gtag loaded sends nothing more.
      (window as unknown as Record<string, unknown>)[`ga-disable-${settings.gtagId}`] = !consent?.analytics;
      if (consent?.analytics && !started.gtag) {
        started.gtag = true;
        startGtag(settings.gtagId);
      }
    }
    if (settings.brevoClientKey && consent?.marketing && !started.brevo) {
      started.brevo = true;
      startBrevo(settings.brevoClientKey);
    }
  };
  apply();
  return subscribeConsent(apply);
}
