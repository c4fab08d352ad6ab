import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrowserOnly } from './hydration.js';
import { ServerRenderContext } from './server-render.js';
import type { ServerRender } from './server-render.js';

const server: ServerRender = {
  origin: 'https://shop.example',
  stored: { catalog: null, language: null },
  redirect: null,
  status: 200,
  meta: null,
  links: [],
};

const part = () =>
  createElement(BrowserOnly, {
    fallback: createElement('span', { className: 'slot' }),
    children: createElement('button', null, 'Ajouter au panier'),
  });

describe('BrowserOnly', () => {
  it('sends its fallback from the server as a completed boundary, never a failed one', () => {
    const html = renderToString(createElement(ServerRenderContext.Provider, { value: server }, part()));
    expect(html).toContain('<span class="slot"></span>');
    expect(html).not.toContain('Ajouter au panier');
    // A failed boundary (`<!--$!-->`) is rendered again at React's default priority, all at once.
    expect(html).toMatch(/^<!--\$-->/u);
    expect(html).not.toContain('<!--$!-->');
  });

  it('shows its children at once where no server HTML is being hydrated', () => {
    const html = renderToString(part());
    expect(html).toContain('Ajouter au panier');
    expect(html).not.toContain('slot');
  });
});
