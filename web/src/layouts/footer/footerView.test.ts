import { describe, expect, it } from 'vitest';
import '../../content/messages.js';
import { translator } from '../../i18n/index.js';
import { builtInFooterView, contentFooterView } from './footerView.js';
import type { ContentFooter, ContentMenuLink } from './footerView.js';

const link = (label: string, url: string, extra: Partial<ContentMenuLink> = {}): ContentMenuLink => ({
  label,
  target: 'SELF',
  marketplaceOnly: false,
  link: { url, external: /^https:/.test(url) },
  ...extra,
});

const footer: ContentFooter = {
  columns: [
    {
      key: 'about',
      title: 'À propos',
      links: [
        link('Qui sommes-nous ?', 'cms/a-propos'),
        link('Devenir vendeur', 'devenir-vendeur', { marketplaceOnly: true }),
      ],
    },
    {
      key: 'sellers',
      title: 'Vendeurs',
      links: [link('Nos vendeurs', 'prestataires', { marketplaceOnly: true })],
    },
    {
      key: 'legal',
      title: 'Informations légales',
      links: [link('CGV', 'conditions-generales-de-vente', { target: 'BLANK' })],
    },
    { key: 'services', title: 'Services', links: [link('Livraison', 'cms/livraison#delais')] },
  ],
  annex: [link('Plan du site', 'cms/plan-du-site'), link('Presse', 'https://presse.example.test')],
  reassurance: [
    { icon: 'truck', title: 'Livraison', text: 'Rapide', marketplaceOnly: false },
    { icon: 'store', title: 'Vendeurs locaux', text: 'De votre territoire', marketplaceOnly: true },
  ],
  socialLinks: [{ network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/shop' }],
  contactEmail: null,
};

describe('contentFooterView (spec 2.3)', () => {
  it('hides what leads to sellers when the marketplace is off, and the columns it empties', () => {
    const view = contentFooterView(footer, false, 'contact@shop.test');
    expect(view.columns.map((c) => c.key)).toEqual(['about', 'legal', 'services']);
    expect(view.columns[0]!.links.map((l) => l.label)).toEqual(['Qui sommes-nous ?']);
    expect(view.reassurance.map((r) => r.title)).toEqual(['Livraison']);
  });

  it('keeps them in marketplace mode, at most three columns', () => {
    const view = contentFooterView(footer, true, 'contact@shop.test');
    expect(view.columns.map((c) => c.key)).toEqual(['about', 'sellers', 'legal']);
    expect(view.reassurance).toHaveLength(2);
  });

  it('opens external links and BLANK targets in a new tab, keeps the path and hash of internal ones', () => {
    const view = contentFooterView(footer, false, 'contact@shop.test');
    expect(view.columns[1]!.links[0]).toEqual({
      label: 'CGV',
      url: 'conditions-generales-de-vente',
      external: false,
      newTab: true,
    });
    expect(view.columns[2]!.links[0]).toMatchObject({ url: 'cms/livraison#delais', newTab: false });
    expect(view.annex).toEqual([
      { label: 'Plan du site', url: 'cms/plan-du-site', external: false, newTab: false },
      { label: 'Presse', url: 'https://presse.example.test', external: true, newTab: true },
    ]);
  });

  it("takes the content's e-mail, the shop's when it gives none", () => {
    expect(contentFooterView(footer, false, 'contact@shop.test').email).toBe('contact@shop.test');
    expect(contentFooterView({ ...footer, contactEmail: 'aide@shop.test' }, false, 'x@y.test').email).toBe(
      'aide@shop.test',
    );
  });
});

describe('builtInFooterView', () => {
  const t = translator('fr');

  it('lists the CMS pages of spec 2.1, the terms of sale in a new tab, sellers only in marketplace mode', () => {
    const off = builtInFooterView(t, false);
    expect(off.columns.map((c) => c.title)).toEqual(['À propos', 'Services', 'Informations légales']);
    expect(off.columns.flatMap((c) => c.links).some((l) => l.url === 'prestataires')).toBe(false);
    expect(off.columns[2]!.links.find((l) => l.url === 'conditions-generales-de-vente')).toEqual({
      label: 'Conditions générales de vente',
      url: 'conditions-generales-de-vente',
      external: false,
      newTab: true,
    });
    const on = builtInFooterView(t, true);
    expect(on.columns[0]!.links.map((l) => l.url)).toEqual([
      'cms/a-propos',
      'devenir-vendeur',
      'prestataires',
    ]);
    expect(on.reassurance).toHaveLength(4);
    expect(off.reassurance).toHaveLength(3);
  });
});
