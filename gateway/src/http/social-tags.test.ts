import { describe, expect, it } from 'vitest';
import { jsonLdBlocks, socialTags } from './social-tags.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe("what a page's head tells machines", () => {
  it('writes Open Graph and Twitter tags, a large card with a picture', () => {
    const tags = socialTags(
      {
        title: 'Ventilateur "Alizé" | Boutique',
        description: 'Frais.',
        image: 'https://shop.test/media/1.webp',
        type: 'product',
        siteName: 'Boutique des Outre-mer',
        lang: 'fr',
        links: [{ rel: 'canonical', href: 'https://shop.test/martinique/fr/produit/v' }],
      },
      escape,
    );
    expect(tags).toContain('<meta property="og:type" content="product">');
    expect(tags).toContain('<meta property="og:title" content="Ventilateur &#34;Alizé&#34; | Boutique">');
    expect(tags).toContain('<meta property="og:url" content="https://shop.test/martinique/fr/produit/v">');
    expect(tags).toContain('<meta property="og:locale" content="fr_FR">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    const plain = socialTags({ title: 'Accueil', description: null, lang: 'en', links: [] }, escape);
    expect(plain).toContain('<meta name="twitter:card" content="summary">');
    expect(plain).toContain('<meta property="og:type" content="website">');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('og:url');
  });

  it('writes JSON-LD blocks no text can close', () => {
    const html = jsonLdBlocks(['{"name":"</script><script>alert(1)</script>"}']);
    expect(html.match(/<\/script>/gu)).toHaveLength(1);
    expect(JSON.parse(html.replace(/^<script[^>]*>|<\/script>$/gu, ''))).toEqual({
      name: '</script><script>alert(1)</script>',
    });
    expect(jsonLdBlocks(undefined)).toBe('');
  });
});
