import { describe, expect, it } from 'vitest';
import { inAppPath, localizeLinks } from './links.js';

const BASE = '/martinique/fr/';

describe('localizeLinks', () => {
  it('puts internal paths below the region and language', () => {
    expect(localizeLinks('<p><a href="cms/livraison#retours">Livraison</a></p>', BASE)).toBe(
      '<p><a href="/martinique/fr/cms/livraison#retours">Livraison</a></p>',
    );
    expect(localizeLinks('<a title="x" href="categorie/maison?sort=PRICE_ASC&amp;a=1">M</a>', BASE)).toBe(
      '<a title="x" href="/martinique/fr/categorie/maison?sort=PRICE_ASC&amp;a=1">M</a>',
    );
  });

  it('leaves root paths as they are: the storefront-api already wrote them for the region', () => {
    const html = '<a href="/martinique/fr/cms/livraison">L</a><a href="/media/guide.pdf">G</a>';
    expect(localizeLinks(html, BASE)).toBe(html);
    expect(localizeLinks(localizeLinks('<a href="cms/a">A</a>', BASE), BASE)).toBe(
      '<a href="/martinique/fr/cms/a">A</a>',
    );
  });

  it('leaves external links, mail and phone links, and links within the page', () => {
    const html =
      '<a href="https://www.example.test/x" target="_blank" rel="noopener noreferrer">E</a>' +
      '<a href="mailto:service@shop.test">M</a><a href="tel:+596596000000">T</a>' +
      '<a href="#retours">R</a><a href="?page=2">P</a><a>none</a><a href="">empty</a>';
    expect(localizeLinks(html, BASE)).toBe(html);
  });

  it('touches only the href of links, not text or other tags', () => {
    const html = '<p>href="cms/x"</p><img src="https://cdn.test/a.png" alt="href=&quot;b&quot;" />';
    expect(localizeLinks(html, BASE)).toBe(html);
    expect(localizeLinks('<a href="cms/a">1</a> et <a href="cms/b">2</a>', '/guadeloupe/en')).toBe(
      '<a href="/guadeloupe/en/cms/a">1</a> et <a href="/guadeloupe/en/cms/b">2</a>',
    );
  });
});

describe('inAppPath', () => {
  const click = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  const anchor = (href: string, target = '', download = false) => ({ href, target, download });
  const ORIGIN = 'https://shop.test';

  it('routes a plain click on a shop page of the same origin, query and hash kept', () => {
    expect(
      inAppPath(click, anchor('https://shop.test/martinique/fr/cms/livraison#retours'), ORIGIN, BASE),
    ).toBe('/martinique/fr/cms/livraison#retours');
    expect(
      inAppPath(click, anchor('https://shop.test/martinique/fr/recherche?searchTerm=riz'), ORIGIN, BASE),
    ).toBe('/martinique/fr/recherche?searchTerm=riz');
    expect(inAppPath(click, anchor('https://shop.test/martinique/fr'), ORIGIN, BASE)).toBe('/martinique/fr');
  });

  it('leaves new-tab clicks, targets, downloads and other buttons to the browser', () => {
    const url = 'https://shop.test/martinique/fr/cms/a';
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)
      expect(inAppPath({ ...click, [modifier]: true }, anchor(url), ORIGIN, BASE)).toBeNull();
    expect(inAppPath({ ...click, button: 1 }, anchor(url), ORIGIN, BASE)).toBeNull();
    expect(inAppPath({ ...click, defaultPrevented: true }, anchor(url), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor(url, '_blank'), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor(url, '', true), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor(url, '_self'), ORIGIN, BASE)).toBe('/martinique/fr/cms/a');
  });

  it('leaves other origins, other schemes and files of the site outside the shop pages', () => {
    expect(inAppPath(click, anchor('https://other.test/martinique/fr/cms/a'), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor('mailto:service@shop.test'), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor('https://shop.test/media/guide.pdf'), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor('https://shop.test/martinique/free'), ORIGIN, BASE)).toBeNull();
    expect(inAppPath(click, anchor('not a url'), ORIGIN, BASE)).toBeNull();
  });
});
