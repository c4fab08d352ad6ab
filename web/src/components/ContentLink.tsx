import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/index.js';
import { useHref } from '../routing/catalog.js';

/** A link of the marketing content (`ContentLink` in the graph). */
export interface ContentTarget {
  readonly url: string;
  readonly external: boolean;
}

/**
 * A link of the content: an internal path opens in the shop (client-side, below
 * /{catalog}/{locale}/), an external URL in a new tab, said to screen readers.
 */
export function ContentLink({
  link,
  className,
  label,
  children,
}: {
  link: ContentTarget;
  className?: string;
  /** The link's name when its content does not say it (a picture alone). */
  label?: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const href = useHref();
  if (!link.external)
    return (
      <Link to={href(link.url)} className={className} aria-label={label}>
        {children}
      </Link>
    );
  const newTab = t('shell.footer.newTab');
  return (
    <a
      href={link.url}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${newTab}` : undefined}
    >
      {children}
      {label ? null : <span className="visually-hidden"> {newTab}</span>}
    </a>
  );
}
