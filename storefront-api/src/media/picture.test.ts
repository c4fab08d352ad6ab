import { describe, expect, it } from 'vitest';
import { createDemoCatalogue } from '../seed/generator.js';
import {
  PICTURE_SIZES,
  PLACEHOLDER_TITLE,
  escapeXml,
  initials,
  isPictureSize,
  renderPlaceholder,
  renderProductPicture,
  renderShopLogo,
  wrapText,
  type PictureSize,
} from './picture.js';

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;
const NAME = /[A-Za-z_][\w.:-]*/y;

function checkCharacterData(text: string, where: string): void {
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '<' || char === '>') throw new Error(`Unescaped ${char} in ${where}: ${text}`);
    if (char === '&') {
      ENTITY.lastIndex = i;
      if (!ENTITY.test(text)) throw new Error(`Bare & in ${where}: ${text}`);
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(char ?? ''))
      throw new Error(`Control character in ${where}`);
  }
}

/**
 * A strict little XML well-formedness check: balanced tags, one root, quoted attributes without
 * `<`, `>`, `"` or bare `&`, and text with every special character escaped (even `>`).
 */
function assertWellFormed(xml: string): { root: string; attributes: Record<string, string> } {
  const stack: string[] = [];
  let root: { root: string; attributes: Record<string, string> } | null = null;
  let closedRoot = false;
  let i = 0;
  while (i < xml.length) {
    const open = xml.indexOf('<', i);
    const text = xml.slice(i, open === -1 ? xml.length : open);
    if (stack.length === 0 && text.trim() !== '') throw new Error(`Text outside the root: ${text}`);
    checkCharacterData(text, 'text');
    if (open === -1) break;
    const close = xml.indexOf('>', open);
    if (close === -1) throw new Error('Unterminated tag');
    const tag = xml.slice(open + 1, close);
    if (tag.startsWith('/')) {
      const name = tag.slice(1);
      if (stack.pop() !== name) throw new Error(`Mismatched </${name}>`);
      if (stack.length === 0) closedRoot = true;
    } else {
      if (closedRoot) throw new Error('Second root element');
      NAME.lastIndex = 0;
      const name = NAME.exec(tag)?.[0];
      if (!name) throw new Error(`Bad tag <${tag}>`);
      const selfClosing = tag.endsWith('/');
      const rest = tag.slice(name.length, selfClosing ? -1 : undefined);
      const attributes: Record<string, string> = {};
      const attributePattern = /\s+([A-Za-z_][\w.:-]*)="([^"]*)"/y;
      let position = 0;
      while (position < rest.length) {
        attributePattern.lastIndex = position;
        const match = attributePattern.exec(rest);
        if (!match) {
          if (rest.slice(position).trim() === '') break;
          throw new Error(`Bad attributes in <${tag}>`);
        }
        const [, attribute = '', value = ''] = match;
        if (attribute in attributes) throw new Error(`Duplicate attribute ${attribute}`);
        checkCharacterData(value, `attribute ${attribute}`);
        attributes[attribute] = value;
        position = attributePattern.lastIndex;
      }
      if (!root) root = { root: name, attributes };
      if (!selfClosing) stack.push(name);
      else if (stack.length === 0) closedRoot = true;
    }
    i = close + 1;
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join('>, <')}>`);
  if (!root) throw new Error('No root element');
  return root;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function titleOf(svg: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/.exec(svg);
  return unescape(match?.[1] ?? '');
}

const NASTY = 'Robe "été" & <b>jupe</b> l\'île – 100 % coton\u0001 😀';
const SIZES = Object.keys(PICTURE_SIZES) as PictureSize[];

describe('the well-formedness check itself', () => {
  it('rejects what a strict XML parser rejects', () => {
    expect(() => assertWellFormed('<svg><title>a & b</title></svg>')).toThrow(/Bare &/);
    expect(() => assertWellFormed('<svg><title>a <b</title></svg>')).toThrow();
    expect(() => assertWellFormed('<svg a="x"y"></svg>')).toThrow();
    expect(() => assertWellFormed('<svg><g></svg>')).toThrow(/Mismatched/);
    expect(() => assertWellFormed('<svg></svg><svg></svg>')).toThrow(/Second root/);
    expect(assertWellFormed('<svg a="1 &amp; 2"><g/>x &lt; y</svg>').root).toBe('svg');
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and keeps accents', () => {
    expect(escapeXml(`A & B < C > D "E" 'F' é`)).toBe(
      'A &amp; B &lt; C &gt; D &quot;E&quot; &apos;F&apos; é',
    );
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML forbids but keeps emoji (surrogate pairs)', () => {
    expect(escapeXml('a\u0000b\u001Fc\uFFFEd')).toBe('abcd');
    expect(escapeXml('x\uD800y')).toBe('xy');
    expect(escapeXml('😀')).toBe('😀');
    expect(escapeXml('tab\tnew\nline')).toBe('tab\tnew\nline');
  });
});

describe('wrapText', () => {
  it('wraps on words, cuts overlong text with an ellipsis and never splits a surrogate pair', () => {
    expect(wrapText('Rhum vieux agricole 70 cl', 12, 3)).toEqual(['Rhum vieux', 'agricole 70', 'cl']);
    const cut = wrapText('un deux trois quatre cinq six sept huit', 10, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith('…')).toBe(true);
    expect(wrapText('Anticonstitutionnellement', 10, 3)).toEqual(['Anticonsti', 'tutionnell', 'ement']);
    expect(wrapText('😀😀😀😀😀😀', 3, 1)).toEqual(['😀😀…']);
    expect(wrapText('', 10, 2)).toEqual([]);
  });
});

describe('renderProductPicture', () => {
  it.each(SIZES)('renders a well-formed %s picture with its size, viewBox and title', (size) => {
    const svg = renderProductPicture({ reference: 'REF-000123', index: 0, title: NASTY, size });
    const { root, attributes } = assertWellFormed(svg);
    const { width, height } = PICTURE_SIZES[size];
    expect(root).toBe('svg');
    expect(attributes).toMatchObject({
      xmlns: 'http://www.w3.org/2000/svg',
      width: String(width),
      height: String(height),
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
    });
    expect(titleOf(svg)).toBe(NASTY.replace('\u0001', ''));
    expect(svg).not.toMatch(/url\(https?:|@import|<image|href="http/);
    expect(svg).toContain('font-family="sans-serif"');
  });

  it('uses the spec sizes: 480x480 main image, 130x95 thumbnails', () => {
    expect(PICTURE_SIZES.medium).toEqual({ width: 480, height: 480 });
    expect(PICTURE_SIZES.thumb).toEqual({ width: 130, height: 95 });
    expect(PICTURE_SIZES.large).toEqual({ width: 960, height: 960 });
    expect(isPictureSize('thumb')).toBe(true);
    expect(isPictureSize('toString')).toBe(false);
    expect(isPictureSize(undefined)).toBe(false);
  });

  it('is deterministic and differs per reference and index', () => {
    const input = {
      reference: 'REF-000042',
      index: 1,
      title: 'Téléviseur LED 55 pouces Samsung',
      size: 'medium',
    } as const;
    const svg = renderProductPicture(input);
    expect(renderProductPicture({ ...input })).toBe(svg);
    expect(renderProductPicture({ ...input, index: 2 })).not.toBe(svg);
    expect(renderProductPicture({ ...input, reference: 'REF-000043' })).not.toBe(svg);
  });

  it('shows the title legibly in the picture, escaped', () => {
    const svg = renderProductPicture({
      reference: 'REF-000001',
      index: 0,
      title: 'Black & Decker <Aspirateur>',
      size: 'medium',
    });
    const texts = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => unescape(m[1] ?? ''));
    expect(texts.join(' ')).toBe('Black & Decker <Aspirateur>');
    expect(svg).toContain('REF-000001');
  });

  it('renders every demo product title well-formed', () => {
    const catalogue = createDemoCatalogue();
    for (const product of catalogue.products(400)) {
      for (const item of [product, ...product.variants]) {
        for (const size of SIZES) {
          assertWellFormed(
            renderProductPicture({ reference: item.reference, index: 0, title: item.name, size }),
          );
        }
      }
    }
  });
});

describe('renderShopLogo', () => {
  it('renders a well-formed, deterministic monogram', () => {
    const svg = renderShopLogo({ shopId: 'kourou-sport-aventure', name: 'Kourou Sport & Aventure' });
    assertWellFormed(svg);
    expect(titleOf(svg)).toBe('Kourou Sport & Aventure');
    expect(svg).toContain('>KS</text>');
    expect(renderShopLogo({ shopId: 'kourou-sport-aventure', name: 'Kourou Sport & Aventure' })).toBe(svg);
    expect(renderShopLogo({ shopId: 'other', name: 'Kourou Sport & Aventure' })).not.toBe(svg);
    for (const size of SIZES) {
      const { attributes } = assertWellFormed(renderShopLogo({ shopId: 'x', name: `<"Nom" & l'île>`, size }));
      expect(attributes.width).toBe(String(PICTURE_SIZES[size].width));
    }
  });

  it('takes the initials of the significant words', () => {
    expect(initials('L’Atelier Créole')).toBe('AC');
    expect(initials('Péi Saveurs')).toBe('PS');
    expect(initials('Bébé Soleil')).toBe('BS');
    expect(initials('éclat')).toBe('É');
    expect(initials('&&&')).toBe('?');
  });

  it('renders every demo shop', () => {
    for (const shop of createDemoCatalogue().shops) {
      assertWellFormed(renderShopLogo({ shopId: shop.id, name: shop.name, size: 'thumb' }));
    }
  });
});

describe('renderPlaceholder', () => {
  it.each(SIZES)('renders a well-formed %s placeholder', (size) => {
    const svg = renderPlaceholder(size);
    const { attributes } = assertWellFormed(svg);
    expect(attributes.width).toBe(String(PICTURE_SIZES[size].width));
    expect(attributes.height).toBe(String(PICTURE_SIZES[size].height));
    expect(titleOf(svg)).toBe(PLACEHOLDER_TITLE);
    expect(renderPlaceholder(size)).toBe(svg);
  });
});
