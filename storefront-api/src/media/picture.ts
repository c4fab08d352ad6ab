/**
 * Product pictures, shop logos and the missing-image placeholder, drawn locally as SVG: no
 * download, no external font (generic `sans-serif`), pure functions. Colours and shapes derive from
 * a hash of the reference and picture index, so a picture never changes between runs and every
 * product looks different. Spec 9: main image 480x480, thumbnails 130x95.
 */
import { hash32, mulberry32, type Rng } from '../seed/random.js';

export type PictureSize = 'thumb' | 'medium' | 'large';

export const PICTURE_SIZES: Readonly<Record<PictureSize, { width: number; height: number }>> = {
  thumb: { width: 130, height: 95 },
  medium: { width: 480, height: 480 },
  large: { width: 960, height: 960 },
};

export function isPictureSize(value: unknown): value is PictureSize {
  return typeof value === 'string' && Object.hasOwn(PICTURE_SIZES, value);
}

/** Text layout per size: font sizes in pixels, caption lines, padding. */
const LAYOUT: Readonly<
  Record<PictureSize, { font: number; line: number; lines: number; pad: number; small: number }>
> = {
  thumb: { font: 10, line: 12, lines: 2, pad: 5, small: 0 },
  medium: { font: 24, line: 30, lines: 3, pad: 24, small: 16 },
  large: { font: 48, line: 60, lines: 3, pad: 48, small: 32 },
};

/** Average glyph width of a sans-serif font, as a share of the font size (for line wrapping). */
const GLYPH_WIDTH = 0.56;

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 forbids (controls, lone surrogates, U+FFFE/U+FFFF): dropped. */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for XML content and attribute values (`&`, `<`, `>`, quotes); drops invalid characters. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Splits into at most `maxLines` lines of `maxChars` characters; an ellipsis marks cut text. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  const lines: string[] = [];
  let current: string[] = [];
  const length = (chars: string[]) => chars.length;
  let truncated = false;
  for (const word of words) {
    let chars = Array.from(word);
    // Hard-split words longer than a line.
    while (chars.length > maxChars) {
      if (current.length > 0) {
        lines.push(current.join(''));
        current = [];
      }
      lines.push(chars.slice(0, maxChars).join(''));
      chars = chars.slice(maxChars);
    }
    const candidate = current.length > 0 ? [...current, ' ', ...chars] : chars;
    if (length(candidate) <= maxChars) {
      current = candidate;
    } else {
      lines.push(current.join(''));
      current = chars;
    }
    if (lines.length >= maxLines) {
      truncated = true;
      break;
    }
  }
  if (!truncated && current.length > 0) lines.push(current.join(''));
  if (lines.length > maxLines || truncated) {
    const kept = lines.slice(0, maxLines);
    const last = Array.from(kept[maxLines - 1] ?? '');
    kept[maxLines - 1] = `${last
      .slice(0, Math.max(0, maxChars - 1))
      .join('')
      .trimEnd()}…`;
    return kept;
  }
  return lines;
}

function textBlock(
  lines: readonly string[],
  x: number,
  firstBaseline: number,
  lineHeight: number,
  attributes: string,
): string {
  const spans = lines
    .map(
      (line, i) => `<tspan x="${x}" y="${round(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text ${attributes}>${spans}</text>`;
}

function svgOpen(width: number, height: number, titleId: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId}">` +
    `<title id="${titleId}">${escapeXml(title)}</title>`
  );
}

function shape(rng: Rng, width: number, height: number, hue: number): string {
  const colour = hslToHex((hue + Math.floor(rng() * 4) * 45) % 360, 55 + rng() * 25, 45 + rng() * 25);
  const opacity = round(0.3 + rng() * 0.35);
  const x = rng() * width;
  const y = rng() * height;
  const size = (0.15 + rng() * 0.3) * Math.min(width, height);
  const kind = Math.floor(rng() * 3);
  if (kind === 0) {
    return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size / 2)}" fill="${colour}" fill-opacity="${opacity}"/>`;
  }
  if (kind === 1) {
    const angle = Math.floor(rng() * 90) - 45;
    return (
      `<rect x="${round(x - size / 2)}" y="${round(y - size / 2)}" width="${round(size)}" height="${round(size * 0.7)}" ` +
      `rx="${round(size / 8)}" fill="${colour}" fill-opacity="${opacity}" transform="rotate(${angle} ${round(x)} ${round(y)})"/>`
    );
  }
  const points = [0, 1, 2]
    .map((i) => {
      const a = rng() * 0.6 + (i * 2 * Math.PI) / 3;
      return `${round(x + Math.cos(a) * size * 0.6)},${round(y + Math.sin(a) * size * 0.6)}`;
    })
    .join(' ');
  return `<polygon points="${points}" fill="${colour}" fill-opacity="${opacity}"/>`;
}

export interface ProductPictureInput {
  reference: string;
  /** Position in the gallery, from 0. */
  index: number;
  /** Product name (any text: it is escaped). */
  title: string;
  size: PictureSize;
}

/** A deterministic, colourful picture of a product with its name as caption. */
export function renderProductPicture({ reference, index, title, size }: ProductPictureInput): string {
  const { width, height } = PICTURE_SIZES[size];
  const layout = LAYOUT[size];
  const seed = hash32(`${reference}#${index}`);
  const rng = mulberry32(seed);
  const id = seed.toString(36);
  const hue = Math.floor(rng() * 360);
  const maxChars = Math.max(4, Math.floor((width - 2 * layout.pad) / (layout.font * GLYPH_WIDTH)));
  const lines = wrapText(title, maxChars, layout.lines);
  const smallLine = layout.small > 0 ? layout.small * 1.4 : 0;
  const band = layout.pad + lines.length * layout.line + smallLine + layout.pad / 2;
  const artHeight = height - band;

  const parts = [svgOpen(width, height, `t-${id}`, title)];
  parts.push(
    `<defs><linearGradient id="g-${id}" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${hslToHex(hue, 60, 88)}"/>` +
      `<stop offset="1" stop-color="${hslToHex((hue + 40) % 360, 55, 70)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g-${id})"/>`,
  );
  const shapeCount = 3 + Math.floor(rng() * 3);
  for (let i = 0; i < shapeCount; i++) parts.push(shape(rng, width, artHeight, hue));
  // A central "product": a rounded body with a lid, in the main hue.
  const body = Math.min(width, artHeight) * 0.42;
  const cx = width / 2;
  const cy = artHeight / 2 + body * 0.08;
  parts.push(
    `<rect x="${round(cx - body / 2)}" y="${round(cy - body / 2)}" width="${round(body)}" height="${round(body)}" ` +
      `rx="${round(body / 6)}" fill="${hslToHex(hue, 45, 35)}"/>`,
    `<rect x="${round(cx - body / 3)}" y="${round(cy - body / 2 - body / 7)}" width="${round((body * 2) / 3)}" ` +
      `height="${round(body / 5)}" rx="${round(body / 14)}" fill="${hslToHex(hue, 40, 55)}"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(body / 5)}" fill="#ffffff" fill-opacity="0.85"/>`,
  );
  if (layout.small > 0) {
    parts.push(
      `<text x="${layout.pad}" y="${round(layout.pad + layout.small)}" font-family="sans-serif" ` +
        `font-size="${layout.small}" fill="#1f2933" fill-opacity="0.7">Vue ${index + 1}</text>`,
    );
  }
  parts.push(
    `<rect x="0" y="${round(artHeight)}" width="${width}" height="${round(band)}" fill="#ffffff" fill-opacity="0.9"/>`,
  );
  parts.push(
    textBlock(
      lines,
      layout.pad,
      artHeight + layout.pad / 2 + layout.font,
      layout.line,
      `font-family="sans-serif" font-size="${layout.font}" font-weight="600" fill="#1f2933"`,
    ),
  );
  if (layout.small > 0) {
    parts.push(
      `<text x="${layout.pad}" y="${round(height - layout.pad / 2 - layout.small * 0.3)}" font-family="sans-serif" ` +
        `font-size="${layout.small}" fill="#52606d">${escapeXml(reference)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

const NAME_STOPWORDS = new Set(['de', 'des', 'du', 'la', 'le', 'les', 'l', 'd', 'et', 'en', 'the', 'and']);

/** Up to two initials of the significant words: `L’Atelier Créole` gives `AC`. */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-’'&.,]+/u)
    .filter((word) => word && !NAME_STOPWORDS.has(word.toLowerCase()) && /\p{L}|\p{N}/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toLocaleUpperCase('fr') || '?';
}

export interface ShopLogoInput {
  shopId: string;
  name: string;
  size?: PictureSize;
}

/** A round monogram in the shop's colour, with the shop name underneath. */
export function renderShopLogo({ shopId, name, size = 'medium' }: ShopLogoInput): string {
  const { width, height } = PICTURE_SIZES[size];
  const layout = LAYOUT[size];
  const seed = hash32(`shop:${shopId}`);
  const rng = mulberry32(seed);
  const id = seed.toString(36);
  const hue = Math.floor(rng() * 360);
  const nameLine = wrapText(name, Math.floor((width - 2 * layout.pad) / (layout.font * GLYPH_WIDTH)), 1);
  const captionHeight = layout.line + layout.pad;
  const diameter = Math.min(width, height - captionHeight) * 0.8;
  const cx = width / 2;
  const cy = (height - captionHeight) / 2 + layout.pad / 4;
  const monogram = initials(name);
  return [
    svgOpen(width, height, `t-${id}`, name),
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(diameter / 2)}" fill="${hslToHex(hue, 55, 42)}"/>`,
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(diameter / 2.4)}" fill="none" stroke="#ffffff" ` +
      `stroke-opacity="0.6" stroke-width="${round(diameter / 60)}"/>`,
    `<text x="${round(cx)}" y="${round(cy + diameter * 0.13)}" text-anchor="middle" font-family="sans-serif" ` +
      `font-size="${round(diameter * 0.36)}" font-weight="700" fill="#ffffff">${escapeXml(monogram)}</text>`,
    textBlock(
      nameLine,
      round(cx),
      height - layout.pad,
      layout.line,
      `text-anchor="middle" font-family="sans-serif" font-size="${layout.font}" font-weight="600" fill="#1f2933"`,
    ),
    '</svg>',
  ].join('');
}

export const PLACEHOLDER_TITLE = 'Image non disponible';

/** Neutral picture for a product without images (or an image that cannot be found). */
export function renderPlaceholder(size: PictureSize): string {
  const { width, height } = PICTURE_SIZES[size];
  const layout = LAYOUT[size];
  const icon = Math.min(width, height) * 0.4;
  const x = (width - icon) / 2;
  const y = (height - icon) / 2 - layout.line / 2;
  const stroke = round(Math.max(1.5, icon / 24));
  const mountains = [
    [x + icon * 0.08, y + icon * 0.82],
    [x + icon * 0.38, y + icon * 0.45],
    [x + icon * 0.58, y + icon * 0.68],
    [x + icon * 0.72, y + icon * 0.55],
    [x + icon * 0.92, y + icon * 0.82],
  ]
    .map(([px, py]) => `${round(px ?? 0)},${round(py ?? 0)}`)
    .join(' ');
  return [
    svgOpen(width, height, `t-placeholder-${size}`, PLACEHOLDER_TITLE),
    `<rect width="${width}" height="${height}" fill="#eef0f3"/>`,
    `<rect x="${round(x)}" y="${round(y)}" width="${round(icon)}" height="${round(icon)}" rx="${round(icon / 10)}" ` +
      `fill="none" stroke="#9aa5b1" stroke-width="${stroke}"/>`,
    `<circle cx="${round(x + icon * 0.7)}" cy="${round(y + icon * 0.28)}" r="${round(icon / 10)}" fill="#9aa5b1"/>`,
    `<polyline points="${mountains}" fill="none" stroke="#9aa5b1" stroke-width="${stroke}" stroke-linejoin="round"/>`,
    `<text x="${round(width / 2)}" y="${round(y + icon + layout.line)}" text-anchor="middle" font-family="sans-serif" ` +
      `font-size="${round(layout.font * 0.8)}" fill="#52606d">${escapeXml(PLACEHOLDER_TITLE)}</text>`,
    '</svg>',
  ].join('');
}
