import type { IncomingMessage } from 'node:http';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.js';
import { createPageExecutor } from './in-process.js';
import { chunkLinks, looksMobile, scriptsAfterPaint } from './server-pages.js';

const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/shared-b.js' },
  'src/routes/product/ProductPage.tsx': {
    file: 'assets/ProductPage-c.js',
    css: ['assets/ProductPage-c.css'],
    imports: ['_shared.js', '_Price.js'],
  },
  '_Price.js': { file: 'assets/Price-d.js', css: ['assets/Price-d.css'] },
};

describe('chunkLinks', () => {
  it('links a screen’s styles and modules, and what they import, but not the entry’s own', () => {
    const html = chunkLinks(manifest, ['src/routes/product/ProductPage.tsx']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ProductPage-c.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Price-d.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductPage-c.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Price-d.js">');
    expect(html).not.toContain('shared-b.js');
    expect(html).not.toContain('index-a');
  });

  it('inlines a known stylesheet and marks it present with a disabled link, which is never fetched', () => {
    const html = chunkLinks(manifest, ['src/routes/product/ProductPage.tsx'], (file) =>
      file === 'assets/Price-d.css' ? '.price{color:red}</style><script>' : undefined,
    );
    expect(html).toContain(
      '<style data-href="/assets/Price-d.css">.price{color:red}<\\/style><script></style>' +
        '<link rel="stylesheet" crossorigin href="/assets/Price-d.css" disabled>',
    );
    // Not inlined: an ordinary, enabled link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/ProductPage-c.css">');
  });

  it('ignores what the manifest does not know', () => {
    expect(chunkLinks(manifest, ['src/nowhere.tsx'])).toBe('');
  });
});

describe('scriptsAfterPaint', () => {
  const head =
    '<head><script type="module" crossorigin src="/assets/index-a.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">' +
    '<style>body{}</style></head>';

  it('asks for no script while the page is parsed, and for them all once it is painted', () => {
    const html = scriptsAfterPaint(head, 'n0nce');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<style>body{}</style>');
    const bootstrap = /<script nonce="n0nce">(.*)<\/script><\/head>$/u.exec(html)?.[1];
    expect(bootstrap).toContain('["/assets/shared-b.js"]');
    expect(bootstrap).toContain('import("/assets/index-a.js")');
    expect(bootstrap).toContain('requestAnimationFrame');
  });

  it('leaves a head without the entry as it is', () => {
    const plain = '<head><style>body{}</style></head>';
    expect(scriptsAfterPaint(plain, 'n0nce')).toBe(plain);
  });
});

describe('looksMobile', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  it('trusts the Client Hint, else the user agent', () => {
    expect(looksMobile(request({ 'sec-ch-ua-mobile': '?1' }))).toBe(true);
    expect(looksMobile(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Android Mobile' }))).toBe(false);
    expect(looksMobile(request({ 'user-agent': 'Mozilla/5.0 (iPhone) Mobile/15E148' }))).toBe(true);
    expect(looksMobile(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }))).toBe(false);
    expect(looksMobile(request({}))).toBe(false);
  });
});

describe('createPageExecutor', () => {
  const schema = makeExecutableSchema({
    typeDefs: 'type Query { region: String, deep: Query }',
    resolvers: {
      Query: { region: (_: unknown, __: unknown, context: { region: string }) => context.region },
    },
  });
  const operations = new Map([
    ['region-id', 'query RegionQuery { region }'],
    ['broken-id', 'query BrokenQuery { nothing }'],
  ]);
  const executor = createPageExecutor(schema, operations);
  const execute = executor((scope) => ({ region: scope.catalog }) as unknown as GatewayContext);

  it('runs a persisted operation with the context of the region asked', async () => {
    const result = await execute(
      { id: 'region-id', text: null, name: 'RegionQuery' },
      {},
      {
        catalog: 'martinique',
        locale: 'fr',
      },
    );
    expect(result).toEqual({ data: { region: 'martinique' } });
  });

  it('runs nothing else: an operation without id, an unknown id, an invalid document', async () => {
    const scope = { catalog: 'martinique', locale: 'fr' };
    await expect(execute({ id: null, text: '{ region }', name: 'X' }, {}, scope)).rejects.toThrow(
      /not persisted/,
    );
    await expect(execute({ id: 'other', text: null, name: 'X' }, {}, scope)).rejects.toThrow(/unknown/);
    await expect(execute({ id: 'broken-id', text: null, name: 'X' }, {}, scope)).rejects.toThrow(/invalid/);
  });
});
