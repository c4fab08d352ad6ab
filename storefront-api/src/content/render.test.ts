import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderOptional, resolveInternalLinks, slugify } from './render.js';

describe('slugify', () => {
  it('keeps lowercase ASCII letters, digits and dashes', () => {
    expect(slugify('Livraison & délais')).toBe('livraison-delais');
    expect(slugify('Guide d’achat : l’essentiel')).toBe('guide-dachat-lessentiel');
    expect(slugify('  Éte 2025 !! ')).toBe('ete-2025');
    expect(slugify('<>')).toBe('');
  });
});

describe('renderMarkdown', () => {
  it('turns headings into h2 to h4 with unique ids (the page title is the only h1)', () => {
    const html = renderMarkdown('# Un\n\n## Deux\n\n### Deux\n\n##### Cinq\n\n## ***\n');
    expect(html).toContain('<h2 id="un">Un</h2>');
    expect(html).toContain('<h2 id="deux">Deux</h2>');
    expect(html).toContain('<h3 id="deux-2">Deux</h3>');
    expect(html).toContain('<h4 id="cinq">Cinq</h4>');
    expect(html).not.toContain('<h1');
  });

  it('keeps text markup, tables and links; drops scripts, handlers and foreign schemes', () => {
    const html = renderMarkdown(
      '**gras** [lien](https://example.com) [mail](mailto:a@example.com)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n' +
        '<script>alert(1)</script><img src="https://example.com/i.png" onerror="alert(2)"><a href="javascript:x()">j</a>',
    );
    expect(html).toContain('<strong>gras</strong>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">lien</a>',
    );
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).not.toMatch(/script|onerror|javascript/u);
  });

  it('gives null for nothing', () => {
    expect(renderOptional(null)).toBeNull();
    expect(renderOptional('   ')).toBeNull();
    expect(renderOptional('<script>x</script>')).toBeNull();
  });
});

describe('resolveInternalLinks', () => {
  it('makes relative links absolute below the region, leaves the others', () => {
    const html = renderMarkdown(
      '[a](cms/livraison#frais) [b](https://x.fr) [c](#haut) [d](/ailleurs) [e](tel:+590590000000)',
    );
    expect(resolveInternalLinks(html, '/guadeloupe/fr/')).toBe(
      '<p><a href="/guadeloupe/fr/cms/livraison#frais">a</a> <a href="https://x.fr" target="_blank" rel="noopener noreferrer">b</a> ' +
        '<a href="#haut">c</a> <a href="/ailleurs">d</a> <a href="tel:+590590000000">e</a></p>',
    );
    expect(resolveInternalLinks(html, null)).toBe(html);
  });
});
