import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sendJson } from './pages.js';
import type { ServerPagesOptions, createServerPages } from './server-pages.js';

type ServerPages = NonNullable<ReturnType<typeof createServerPages>>;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** What a page's CSP lets in besides the shop's own origin. */
export interface PageSources {
  /** Public origin written into media URLs (the same server, under another name). */
  publicOrigin: string;
  /** The card provider's hosted form, the one frame for card numbers; none when empty. */
  paymentFormOrigin: string;
  /** reCAPTCHA v3 is the captcha (`CAPTCHA_PROVIDER=recaptcha`): its script, frame and calls. */
  recaptcha: boolean;
  /** The marketing trackers the shop's configuration names (`tracking`); none by default. */
  trackers?: PageTrackers;
}

/** Which trackers are configured (spec 7 "Tracking"); their scripts still wait for the shopper's consent. */
export interface PageTrackers {
  gtag: boolean;
  brevo: boolean;
}

type Origins = { script: string[]; connect: string[]; img: string[] };

/** Google's documented sources of a Google tag (gtag.js, GA4) for a CSP. */
const GTAG: Origins = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** Brevo's tracker: its loader and script, and where it sends page views and events. */
const BREVO: Origins = {
  script: ['https://cdn.brevo.com', 'https://sibautomation.com'],
  connect: ['https://in-automate.brevo.com', 'https://in-automate.sendinblue.com'],
  img: [],
};

const NONE: Origins = { script: [], connect: [], img: [] };

/** Google's documented reCAPTCHA sources for a CSP. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

const sourceList = (...sources: string[]) => sources.filter((source) => source !== '').join(' ');

/**
 * Security headers of the shop's pages: scripts, styles and data from the shop's own origin only;
 * pictures also from the public origin; frames only for the card form (card numbers are typed
 * there, never in our pages) and, when it is the captcha, reCAPTCHA, whose script then loads too;
 * the script, calls and pixels of each marketing tracker the configuration names, and no other.
 */
export const pageHeaders = (sources: PageSources, nonce?: string) => {
  const recaptcha = sources.recaptcha ? RECAPTCHA : { script: [], frame: [], connect: [] };
  const gtag = sources.trackers?.gtag ? GTAG : NONE;
  const brevo = sources.trackers?.brevo ? BREVO : NONE;
  const frames = sourceList(sources.paymentFormOrigin, ...recaptcha.frame);
  return {
    'content-security-policy': [
      "default-src 'self'",
      // The server-rendered pages' streaming scripts (React's) carry the response's nonce.
      `script-src ${sourceList("'self'", nonce ? `'nonce-${nonce}'` : '', ...recaptcha.script, ...gtag.script, ...brevo.script)}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src ${sourceList("'self'", sources.publicOrigin, 'data:', 'blob:', ...gtag.img, ...brevo.img)}`,
      "font-src 'self'",
      `connect-src ${sourceList("'self'", ...recaptcha.connect, ...gtag.connect, ...brevo.connect)}`,
      "media-src 'self'",
      frames === '' ? "frame-src 'none'" : `frame-src ${frames}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(self), geolocation=(), microphone=()',
  };
};

interface Asset {
  type: string;
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  etag: string;
  immutable: boolean;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The build's own compressed form of a file (`scripts/compress-dist.mjs`), else one made now. */
function compressed(file: string, suffix: '.br' | '.gz', make: () => Buffer): Buffer {
  return existsSync(file + suffix) ? readFileSync(file + suffix) : make();
}

function loadAssets(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const files = walk(distDir);
  const present = new Set(files);
  for (const file of files) {
    const sidecar = /\.(br|gz)$/u.exec(file);
    if (sidecar && present.has(file.slice(0, sidecar.index))) continue;
    // Source maps stay on the server (error reports read them there): the shop's code is not published.
    if (file.endsWith('.map')) continue;
    const urlPath = `/${relative(distDir, file).split(sep).join('/')}`;
    const extension = extname(file);
    const body = readFileSync(file);
    const asset: Asset = {
      type: TYPES[extension] ?? 'application/octet-stream',
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      // Vite puts content-hashed names under /assets/: they never change, so caches may keep them.
      immutable: urlPath.startsWith('/assets/'),
    };
    if (COMPRESSIBLE.has(extension) && body.length > 512) {
      asset.gzip = compressed(file, '.gz', () => gzipSync(body, { level: 9 }));
      asset.brotli = compressed(file, '.br', () => brotliCompressSync(body));
    }
    assets.set(urlPath, asset);
  }
  return assets;
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  asset: Asset,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    'content-type': asset.type,
    etag: asset.etag,
    'cache-control': asset.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...extraHeaders,
  };
  if (req.headers['if-none-match'] === asset.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  let body = asset.body;
  if (asset.brotli && /\bbr\b/.test(accepted)) {
    body = asset.brotli;
    headers['content-encoding'] = 'br';
  } else if (asset.gzip && /\bgzip\b/.test(accepted)) {
    body = asset.gzip;
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the built storefront (`web/dist`): its files, compressed once at start-up, and its
 * `index.html` for every other path without an extension (the app's routes, including its 404).
 * Without a build, pages answer 503 with the command that makes one.
 */
export function createWebApp(
  distDir: string,
  publicUrl?: string,
  paymentFormOrigin = '',
  recaptcha = false,
  trackers: PageTrackers = { gtag: false, brevo: false },
  serverPages?: (
    options: Pick<ServerPagesOptions, 'distDir' | 'headers' | 'publicUrl'>,
  ) => ServerPages | null,
): RequestListener {
  if (!existsSync(join(distDir, 'index.html'))) {
    return (_req, res) =>
      sendJson(res, 503, {
        error: 'web-not-built',
        message: 'The storefront is not built: run `pnpm build`.',
      });
  }
  const assets = loadAssets(distDir);
  const index = assets.get('/index.html')!;
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : '';
  const sources = { publicOrigin, paymentFormOrigin, recaptcha, trackers };
  const headers = pageHeaders(sources);
  const rendered = serverPages?.({
    distDir,
    publicUrl,
    headers: (nonce) => pageHeaders(sources, nonce),
  });
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '/').split('?', 1)[0]!);
    } catch {
      sendJson(res, 400, { error: 'bad-path' });
      return;
    }
    const asset = path === '/index.html' ? undefined : assets.get(path);
    if (asset) send(req, res, asset);
    else if (/\.[a-z0-9]+$/i.test(path)) sendJson(res, 404, { error: 'not-found' });
    else if (rendered)
      void rendered(req, res).then(
        (done) => {
          if (!done) send(req, res, index, headers);
        },
        () => {
          if (!res.headersSent) send(req, res, index, headers);
          else res.destroy();
        },
      );
    else send(req, res, index, headers);
  };
}
