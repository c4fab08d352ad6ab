import { describe, expect, it } from 'vitest';
import { redactUrl } from './app.js';

describe('redactUrl', () => {
  it('keeps reset tokens and newsletter e-mails out of the request log', () => {
    expect(redactUrl('/customers/reset-password/abcDEF123_-xyz?locale=fr')).toBe(
      '/customers/reset-password/[redacted]?locale=fr',
    );
    expect(redactUrl('/customers/newsletter/subscribe?customerEmail=lea%40example.test&locale=fr')).toBe(
      '/customers/newsletter/subscribe?customerEmail=[redacted]&locale=fr',
    );
    expect(redactUrl('/customers/newsletter/unsubscribe?locale=fr&customerEmail=lea@example.test')).toBe(
      '/customers/newsletter/unsubscribe?locale=fr&customerEmail=[redacted]',
    );
    expect(redactUrl('/products/category?categoryPath=martinique')).toBe(
      '/products/category?categoryPath=martinique',
    );
  });
});
