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
