import { useEffect, useMemo } from 'react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { catalogHref, useCatalog } from '../routing/catalog.js';
import { hashTarget } from './hash.js';
import { inAppPath, localizeLinks } from './links.js';
import './content.css';

/**
 * HTML of the content (a CMS body, a buying guide, an FAQ answer), as the gateway serves it: already
 * sanitised there (spec 2.4; `@shop/domain/rich-text`, on every path the content takes to a page),
 * so it is rendered as it is, on the server too. Its internal links point below the current region
 * and language and are followed by the router; external ones open in a new tab (the sanitiser set
 * their target).
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const { catalog, locale } = useCatalog();
  const navigate = useNavigate();
  const base = catalogHref(catalog, locale);
  const markup = useMemo(() => ({ __html: localizeLinks(html, base) }), [html, base]);
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const path = inAppPath(
      event,
      { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
      window.location.origin,
      base,
    );
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <div
      className={className ? `rich-content ${className}` : 'rich-content'}
      onClick={follow}
      dangerouslySetInnerHTML={markup}
    />
  );
}

function smooth(): ScrollBehavior {
  return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Spec 2.2 / 2.4: once the page's content is rendered (`ready`), a smooth scroll to the element the
 * URL's hash names (a heading of the body: the content gives its headings ids), which then takes the
 * focus, so that a keyboard goes on from there. It runs after the layout's own scroll rule (which
 * puts a new page at the top), each time the hash changes.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = ready ? hashTarget(hash) : null;
    const target = id === null ? null : document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: smooth(), block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key, ready]);
}
