import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Logger } from '../logger.js';
import type { PageOperation } from './in-process.js';
import { jsonLdBlocks, socialTags } from './social-tags.js';

/** What `web/src/entry-server.tsx` exports (the web package is built apart: its contract, restated). */
interface RenderedPage {
  status: number;
  redirect: string | null;
  lang: string;
  title: string | null;
  description: string | null;
  /** The link preview's picture and Open Graph type, and the shop's name (absent from an older build). */
  image?: string | null;
  type?: string;
  siteName?: string | null;
  /** The page's schema.org JSON-LD blocks, as JSON text (absent from an older build). */
  structuredData?: readonly string[];
  links: readonly { rel: string; href: string; hreflang?: string }[];
  chunks: string[];
  /** True for the catalogue's pages (home, category, product, search, sellers), which may be cached. */
  catalogue: boolean;
  pipe(destination: NodeJS.WritableStream): void;
  data(): string;
  abort(): void;
}

interface ServerEntry {
  render(request: {
    url: string;
    origin: string;
    stored: { catalog: string | null; language: string | null; consent: string | null };
    mobile: boolean;
    nonce: string;
    execute: PageOperation;
    onError(error: unknown): void;
  }): Promise<RenderedPage>;
}

/** One page request's access to the graph: its executor, and what it decided about cookies. */
export interface PageSession {
  execute: PageOperation;
  /** `Set-Cookie` lines the rendering's queries produced (a session renewed or cleared). */
  cookies(): string[];
  /** The request carries a shopper's session: the page is theirs, never cached. */
  personal: boolean;
}

export interface ServerPagesOptions {
  distDir: string;
  /** The server build's module (`web/dist-server/entry-server.js`). */
  entry: string;
  /** The page's security headers for a response nonce (React's streaming scripts carry it). */
  headers(nonce: string): Record<string, string>;
  publicUrl?: string | undefined;
  logger: Logger;
  session(req: IncomingMessage): PageSession;
}

/** Spec 9: an anonymous catalogue page may be kept this long by browsers and shared caches. */
export const CATALOGUE_PAGE_MAX_AGE_S = 60;
/** A rendering that has not finished by then is cut (the browser renders what is missing). */
const RENDER_TIMEOUT_MS = 10_000;

interface Manifest {
  [source: string]: { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A phone, as far as the request tells (Client Hints, else the user agent). */
export function looksMobile(req: IncomingMessage): boolean {
  const hint = req.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /\bMobi|Android/u.test(req.headers['user-agent'] ?? '');
}

/**
 * A stylesheet of the page, inline when it is known: the first paint then waits for no other
 * request (on a phone's network each one is a round trip). `data-href` names the file it came from.
 * A disabled link to the same file follows it: a disabled stylesheet is never fetched (HTML's
 * stylesheet fetch steps), but the build's module preloader counts it as present. Without it, every
 * lazy module of the page appended the stylesheets already inline, and the browser fetched them
 * again and restyled the whole page in the middle of hydration.
 */
function styleOf(file: string, css: string | undefined): string {
  return css === undefined
    ? `<link rel="stylesheet" crossorigin href="/${file}">`
    : `<style data-href="/${file}">${css.replace(/<\/style/giu, '<\\/style')}</style>` +
        `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}

/**
 * Until the browser has hydrated the page (`data-hydrated` on `<html>`, set by `web/src/main.tsx`),
 * a form of the server's HTML is not sent: its fields would otherwise go, without the page's
 * checks, into a GET to the page's own address (a password in a URL and the logs).
 */
function submitGuard(nonce: string): string {
  return `<script nonce="${nonce}">document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-hydrated'))e.preventDefault()},true)</script>`;
}

/**
 * The server's page is whole without its scripts, so they are asked for once it is painted: the
 * template's entry script and every module preload of the head leave it, and an inline script
 * (with the response's nonce) adds the preloads and imports the entry after the parsed page's
 * first frame (after 200 ms in a hidden tab, which paints none). The first paint then never waits
 * on the scripts' download or run, and hydration runs in short slices after it (web/src/main.tsx).
 */
export function scriptsAfterPaint(head: string, nonce: string): string {
  let entry: string | null = null;
  const modules: string[] = [];
  const rest = head
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/u, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/gu, (_tag, href: string) => {
      modules.push(href);
      return '';
    });
  if (entry === null) return head;
  const start =
    `var s=0,g=function(){if(s)return;s=1;${JSON.stringify(modules)}.forEach(function(h){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});` +
    `import(${JSON.stringify(entry)})};requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,200)`;
  return rest.replace(
    '</head>',
    `<script nonce="${nonce}">addEventListener('DOMContentLoaded',function(){${start}})</script></head>`,
  );
}

/** The styles and module preloads of the lazy modules a page needs at once, from the build's manifest. */
export function chunkLinks(
  manifest: Manifest,
  sources: string[],
  inlineCss: (file: string) => string | undefined = () => undefined,
): string {
  /** A chunk's scripts and styles, and those of every chunk it imports. */
  const closure = (keys: string[]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return { js, css };
  };
  const { js, css } = closure(sources);
  // The entry's own files are already in the template.
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const skip = new Set([...entry.js, ...entry.css]);
  return [
    ...[...css].filter((f) => !skip.has(f)).map((f) => styleOf(f, inlineCss(f))),
    ...[...js].filter((f) => !skip.has(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('');
}

/**
 * The shop's pages rendered on the server (issue 13): the web's server build renders each page
 * with its data, the head (status, title, description, canonical and alternate links, the page's
 * styles) goes out first, the body streams, and the records the browser needs to hydrate follow as
 * JSON. Returns null without a server build (`vite dev`, or a build from before): pages are then
 * the client-rendered `index.html`.
 */
export function createServerPages(options: ServerPagesOptions) {
  if (!existsSync(options.entry)) return null;
  const template = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const manifestFile = join(options.distDir, '.vite', 'manifest.json');
  const manifest = (
    existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}
  ) as Manifest;
  // The build's stylesheets, read once: the pages carry the ones they need inline.
  const styles = new Map<string, string>();
  const inlineCss = (file: string) => {
    if (!styles.has(file)) {
      const path = join(options.distDir, file);
      styles.set(file, existsSync(path) ? readFileSync(path, 'utf8') : '');
    }
    return styles.get(file) || undefined;
  };
  const [rawHead = '', tail = ''] = template.split('<div id="root"></div>');
  const head = rawHead.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/gu,
    (link, file: string) => styleOf(file, inlineCss(file)) || link,
  );
  const loaded = import(pathToFileURL(options.entry).href) as Promise<ServerEntry>;
  const { logger } = options;

  const headFor = (page: RenderedPage, nonce: string) => {
    let html = head.replace(/<html lang="[^"]*">/u, `<html lang="${escapeHtml(page.lang)}">`);
    if (page.title !== null)
      html = html.replace(/<title>[^<]*<\/title>/u, `<title>${escapeHtml(page.title)}</title>`);
    if (page.description !== null)
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/u,
        `<meta name="description" content="${escapeHtml(page.description)}" />`,
      );
    const links = page.links
      .map(
        (l) =>
          `<link rel="${escapeHtml(l.rel)}" href="${escapeHtml(l.href)}"${l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''} data-shell>`,
      )
      .join('');
    return (
      scriptsAfterPaint(
        html.replace(
          '</head>',
          `${links}${socialTags(page, escapeHtml)}${jsonLdBlocks(page.structuredData)}${chunkLinks(manifest, page.chunks, inlineCss)}${submitGuard(nonce)}</head>`,
        ),
        nonce,
      ) + '<div id="root">'
    );
  };

  /** Renders the page; false when it could not (the caller then sends the client-rendered page). */
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const entry = await loaded;
    const session = options.session(req);
    const nonce = randomBytes(16).toString('base64');
    const cookieHeader = req.headers.cookie;
    const origin = options.publicUrl
      ? new URL(options.publicUrl).origin
      : `http://${req.headers.host ?? 'localhost'}`;
    let page: RenderedPage;
    try {
      page = await entry.render({
        url: req.url ?? '/',
        origin,
        stored: {
          catalog: readCookie(cookieHeader, 'catalog'),
          language: readCookie(cookieHeader, 'language'),
          // The cookie consent (web/src/shell/consent.ts): the banner is in the HTML or not.
          consent: readCookie(cookieHeader, 'consent'),
        },
        mobile: looksMobile(req),
        nonce,
        execute: session.execute,
        onError: (error) =>
          logger.warn('server rendering: a part is left to the browser', {
            message: error instanceof Error ? error.message : String(error),
          }),
      });
    } catch (error) {
      logger.warn('server rendering failed: the page renders in the browser', {
        message: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
    const cookies = session.cookies();
    const personal = session.personal || cookies.length > 0;
    if (page.redirect !== null) {
      page.abort();
      res.writeHead(302, { location: page.redirect, 'cache-control': 'no-store', 'set-cookie': cookies });
      res.end();
      return true;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/u.test(accepted) ? 'br' : /\bgzip\b/u.test(accepted) ? 'gzip' : null;
    res.writeHead(page.status, {
      ...options.headers(nonce),
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control':
        !personal && page.catalogue && page.status === 200
          ? `public, max-age=${CATALOGUE_PAGE_MAX_AGE_S}`
          : 'private, no-store',
      // The same address renders for a signed-in shopper, another language cookie or a phone.
      vary: 'Accept-Encoding, Cookie, Sec-CH-UA-Mobile',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
    });
    if (req.method === 'HEAD') {
      page.abort();
      res.end();
      return true;
    }
    // Brotli at a streaming level: a page is compressed once per request, not once per build.
    const out =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? createGzip()
          : null;
    const sink: NodeJS.WritableStream = out ?? res;
    if (out) out.pipe(res);
    const flush = () => (out ? out.flush() : undefined);
    const timer = setTimeout(() => page.abort(), RENDER_TIMEOUT_MS);
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) page.abort();
    });
    sink.write(headFor(page, nonce));
    flush();
    // React ends the stream it writes to: the body's end, the data and the closing tags come after.
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        sink.write(chunk, done);
      },
      final(done) {
        clearTimeout(timer);
        sink.end(`</div><script type="application/json" id="shop-data">${page.data()}</script>${tail}`);
        done();
      },
    });
    Object.assign(body, { flush });
    page.pipe(body);
    return true;
  };
}
