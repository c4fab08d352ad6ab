import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { categoryTree_categories$key } from '../__generated__/categoryTree_categories.graphql.js';
import { useHref } from '../routing/catalog.js';
import { useShopSettings } from '../config/shop.js';
import { useT } from '../i18n/index.js';
import { Dialog } from '../shell/Dialog.js';
import { Icon } from '../shell/Icon.js';
import { useCategoryTree } from './categoryTree.js';
import type { MenuCategory } from './categoryTree.js';
import { COLLECTION_LINKS } from './collectionLinks.js';
import { LoadFailure } from '../routing/LoadFailure.js';

/**
 * Mobile left menu (under 768 px): drill-down through the category levels, with a "see the whole
 * universe" link at each sub level, then the shop's other pages.
 */
export default function MenuSidebarPanel({
  categories,
  onClose,
}: {
  categories: categoryTree_categories$key | null | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const href = useHref();
  const shop = useShopSettings();
  const tree = useCategoryTree(categories);
  const [trail, setTrail] = useState<MenuCategory[]>([]);
  const current = trail.at(-1);
  const items = current ? current.children : tree;
  const nav = useRef<HTMLElement>(null);
  const drilled = useRef(false);
  // After going down or back up a level, focus goes to the new level (the clicked button is gone).
  useEffect(() => {
    if (!drilled.current) return;
    nav.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [current]);
  const go = (next: MenuCategory[]) => {
    drilled.current = true;
    setTrail(next);
  };
  return (
    <Dialog
      variant="drawer"
      className="menu-sidebar"
      title={current ? current.label : t('shell.menu.label')}
      onClose={onClose}
      closeLabel={t('shell.menu.close')}
    >
      <nav ref={nav} aria-label={t('shell.menu.label')}>
        {current ? (
          <div className="menu-sidebar__context">
            <button
              type="button"
              className="menu-sidebar__back"
              data-autofocus
              onClick={() => go(trail.slice(0, -1))}
            >
              <Icon name="chevronLeft" size={18} />
              {t('shell.menu.back')}
            </button>
            <Link to={href(current.href)} className="menu-sidebar__all" onClick={onClose}>
              {t('shell.menu.seeAllOf', { category: current.label })}
            </Link>
          </div>
        ) : null}
        <ul className="menu-sidebar__list" key={current?.id ?? 'root'}>
          {items.map((item, index) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <button
                  type="button"
                  className="menu-sidebar__item"
                  data-autofocus={(!current && index === 0) || undefined}
                  onClick={() => go([...trail, item])}
                >
                  <span>{item.label}</span>
                  <Icon name="chevronRight" size={18} />
                </button>
              ) : (
                <Link
                  to={href(item.href)}
                  className="menu-sidebar__item"
                  data-autofocus={(!current && index === 0) || undefined}
                  onClick={onClose}
                >
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
        {current ? null : (
          <ul className="menu-sidebar__list menu-sidebar__list--pages">
            {COLLECTION_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={href(link.path)} className="menu-sidebar__item" onClick={onClose}>
                  {t(`shell.collections.${link.key}`)}
                </Link>
              </li>
            ))}
            {shop.marketplace ? (
              <li>
                <Link to={href('prestataires')} className="menu-sidebar__item" onClick={onClose}>
                  {t('shell.footer.links.sellers')}
                </Link>
              </li>
            ) : null}
            {shop.marketplace && shop.header.becomeSeller ? (
              <li>
                <Link to={href('devenir-vendeur')} className="menu-sidebar__item" onClick={onClose}>
                  {t('shell.header.becomeSeller')}
                </Link>
              </li>
            ) : null}
            {shop.header.help ? (
              <li>
                <Link to={href('contact')} className="menu-sidebar__item" onClick={onClose}>
                  {t('shell.header.help')}
                </Link>
              </li>
            ) : null}
          </ul>
        )}
      </nav>
    </Dialog>
  );
}

/** The left menu while the categories are still on their way. */
export function MenuSidebarLoadingPanel({ onClose, failed }: { onClose: () => void; failed: boolean }) {
  const t = useT();
  return (
    <Dialog
      variant="drawer"
      className="menu-sidebar"
      title={t('shell.menu.label')}
      onClose={onClose}
      closeLabel={t('shell.menu.close')}
    >
      {failed ? <LoadFailure message="categories" /> : <p role="status">{t('shell.menu.loading')}</p>}
    </Dialog>
  );
}
