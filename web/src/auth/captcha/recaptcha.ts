/**
 * reCAPTCHA v3, only when the shop is configured for it (`captchaChallenge.provider` RECAPTCHA): its
 * script comes from Google, so it is loaded on demand and never by the default ALTCHA set-up.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const loading = new Map<string, Promise<Grecaptcha>>();

/** Rejects when the script cannot load (an ad blocker, a firewall): the widget says so. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  let promise = loading.get(siteKey);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const api = window.grecaptcha;
        if (api) api.ready(() => resolve(api));
        else reject(new Error('reCAPTCHA unavailable'));
      };
      script.onerror = () => {
        loading.delete(siteKey);
        script.remove();
        reject(new Error('reCAPTCHA blocked'));
      };
      document.head.append(script);
    });
    loading.set(siteKey, promise);
  }
  return promise;
}

/** A fresh token (they last 2 minutes, so one is asked at each submit), for the named action. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const api = await loadRecaptcha(siteKey);
  return api.execute(siteKey, { action });
}
