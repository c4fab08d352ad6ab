import { describe, expect, it } from 'vitest';
import { pageHeaders } from './web-app.js';

const csp = (recaptcha: boolean, paymentFormOrigin = 'https://pay.test') =>
  pageHeaders({ publicOrigin: 'https://shop.test', paymentFormOrigin, recaptcha }, 'n0nce')[
    'content-security-policy'
  ];

describe('page CSP', () => {
  it('lets only the shop, its media origin and the card form in by default', () => {
    const policy = csp(false);
    expect(policy).toContain("script-src 'self' 'nonce-n0nce';");
    expect(policy).toContain('frame-src https://pay.test;');
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/google|gstatic/u);
    expect(csp(false, '')).toContain("frame-src 'none'");
  });

  it('lets reCAPTCHA load when it is the captcha (sign-in broke under the shop’s own CSP)', () => {
    const policy = csp(true);
    expect(policy).toContain(
      "script-src 'self' 'nonce-n0nce' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(policy).toContain(
      'frame-src https://pay.test https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    );
    expect(policy).toContain("connect-src 'self' https://www.google.com/recaptcha/;");
  });
});

describe('page CSP of the marketing trackers (spec 7 Tracking)', () => {
  const policy = (gtag: boolean, brevo: boolean) =>
    pageHeaders(
      { publicOrigin: '', paymentFormOrigin: '', recaptcha: false, trackers: { gtag, brevo } },
      'n0nce',
    )['content-security-policy'];

  it('names no tracker when none is configured', () => {
    expect(policy(false, false)).not.toMatch(/google|brevo|sendinblue|sibautomation/u);
    expect(policy(false, false)).toBe(
      pageHeaders({ publicOrigin: '', paymentFormOrigin: '', recaptcha: false }, 'n0nce')[
        'content-security-policy'
      ],
    );
  });

  it('lets exactly the configured tracker’s origins in', () => {
    const gtag = policy(true, false);
    expect(gtag).toContain("script-src 'self' 'nonce-n0nce' https://*.googletagmanager.com;");
    expect(gtag).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(gtag).not.toMatch(/brevo/u);
    const brevo = policy(false, true);
    expect(brevo).toContain(
      "script-src 'self' 'nonce-n0nce' https://cdn.brevo.com https://sibautomation.com;",
    );
    expect(brevo).not.toMatch(/google/u);
    expect(policy(true, true)).toMatch(/googletagmanager.*brevo/u);
  });
});
