/**
 * The one rule for HTML that reaches a page from the marketing content (spec 2.4: slider
 * descriptions, CMS bodies, FAQ answers): sanitize-html with an allow-list of text markup. The
 * storefront-api cleans what it stores, the gateway cleans what it serves (it may sit on another
 * upstream). Not exported from the package's index: browsers never download it
 * (`import { sanitizeRichText } from '@shop/domain/rich-text'`).
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'a',
    'span',
    'abbr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    // Ids let a URL's hash lead to a heading (spec 2.4, smooth scroll to the hash).
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Relative links stay (internal paths); `javascript:` and `data:` do not.
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https:\/\//iu.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external
          ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
          : omit(attribs, 'target'),
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  disallowedTagsMode: 'discard',
};

function omit(attribs: sanitizeHtml.Attributes, key: string): sanitizeHtml.Attributes {
  const { [key]: _, ...rest } = attribs;
  return rest;
}

/** Rich text cleaned for a page: no script, style, event handler, frame, form or foreign scheme. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
