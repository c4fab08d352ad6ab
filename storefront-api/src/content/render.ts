/**
 * Markdown of the content (files and operator updates) to the HTML the API stores and serves:
 * rendered by marked, then cleaned by the one sanitiser of `@shop/domain/rich-text` (never a
 * hand-written filter). Headings get ids, so a URL's hash leads to them (spec 2.4); the page's title
 * is its only `h1`, so Markdown headings become `h2` to `h4`. Pure, no I/O.
 */
import { sanitizeRichText } from '@shop/domain/rich-text';
import { Marked, type Tokens } from 'marked';

/** `Livraison & délais` → `livraison-delais`: lowercase ASCII letters, digits and dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’]/gu, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 80)
    .replace(/-+$/u, '');
}

/** Text of a heading's HTML without its markup or entities (for its id). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/gu, '')
    .replace(/&(?:amp|lt|gt|quot|#39|#x27|nbsp);/gu, ' ')
    .trim();
}

/** A renderer of one document: heading ids are unique within it (`-2`, `-3`… on repeats). */
function documentRenderer(): Marked {
  const used = new Map<string, number>();
  const idFor = (text: string) => {
    const base = slugify(text) || 'section';
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
  return new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Heading) {
        // The id is made from what the sanitiser keeps of the heading (never from a script's text).
        const inner = sanitizeRichText(this.parser.parseInline(token.tokens));
        const level = Math.min(Math.max(token.depth, 2), 4);
        return `<h${level} id="${idFor(plainText(inner))}">${inner}</h${level}>\n`;
      },
    },
  });
}

/** A Markdown document (page body, FAQ answer, slide description) as sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  return sanitizeRichText(documentRenderer().parse(markdown, { async: false }));
}

/** Sanitised HTML of a Markdown text, or null when there is none. */
export function renderOptional(markdown: string | null | undefined): string | null {
  if (markdown === null || markdown === undefined || markdown.trim() === '') return null;
  const html = renderMarkdown(markdown);
  return html === '' ? null : html;
}

/**
 * Internal links of stored HTML are written relative to the shop's `/{catalog}/{locale}/`
 * (`cms/livraison`), like every link of the content. Served for a region, they become absolute
 * paths (`/martinique/fr/cms/livraison`), so they lead to the same page from any page that shows
 * them. Absolute URLs (`https:`, `mailto:`, `tel:`), root paths and `#hash` links are left alone.
 * Works on the sanitiser's output, whose attributes are always double-quoted.
 */
export function resolveInternalLinks(html: string, base: string | null): string {
  if (base === null) return html;
  return html.replace(/(<a\b[^>]*?\shref=")(?![a-z][a-z0-9+.-]*:|\/|#)/giu, `$1${base}`);
}
