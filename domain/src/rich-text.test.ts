import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps text markup and heading ids', () => {
    const html = '<h2 id="retours">Retours</h2><p>Sous <strong>14 jours</strong>.</p><ul><li>un</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and frames', () => {
    const html =
      '<p onclick="x()">a</p><script>alert(1)</script><img src="https://a.test/i.png" onerror="alert(1)">' +
      '<style>p{}</style><iframe src="https://evil.test"></iframe><svg><script>1</script></svg>';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onerror|onclick|style|iframe|svg/iu);
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('<img src="https://a.test/i.png" loading="lazy" />');
  });

  it('refuses foreign schemes and opens external links in a new tab', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,1">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://a.test" target="_self">x</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="cms/livraison" target="_blank">x</a>')).toBe(
      '<a href="cms/livraison">x</a>',
    );
  });
});
