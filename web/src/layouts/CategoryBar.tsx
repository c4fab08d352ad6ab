import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { categoryTree_categories$key } from '../__generated__/categoryTree_categories.graphql.js';
import { useHref } from '../routing/catalog.js';
import { useT } from '../i18n/index.js';
import { useCategoryTree } from './categoryTree.js';
import './CategoryBar.css';

/** Spec 9: the menu's animation delay. */
export const MENU_DELAY_MS = 300;

/**
 * Desktop (768 px and wider) category bar: the level-1 categories; hovering or focusing one opens
 * its panel with levels 2 and 3 and a "see the whole universe" link at each sub level. Escape closes.
 */
export function CategoryBar({ categories }: { categories: categoryTree_categories$key | null | undefined }) {
  const t = useT();
  const href = useHref();
  const tree = useCategoryTree(categories);
  const location = useLocation();
  const [open, setOpen] = useState<string | null>(null);
  // A panel (the 450 links of all of them, on every page) is built the first time it opens, then
  // kept: neither the first HTML nor the hydration pays for menus a shopper may never open, and a
  // phone (no bar) never builds them. A panel only ever opens with JavaScript anyway.
  const [built, setBuilt] = useState<ReadonlySet<string>>(() => new Set());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Escape puts focus back on the top link without opening its panel again. */
  const closing = useRef(false);

  useEffect(() => {
    setOpen(null);
  }, [location.key]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: string | null) {
    setOpen(next);
    if (next !== null) setBuilt((ids) => (ids.has(next) ? ids : new Set(ids).add(next)));
  }

  function later(next: string | null) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => show(next), MENU_DELAY_MS);
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape') return;
    clearTimeout(timer.current);
    setOpen(null);
    closing.current = true;
    event.currentTarget.querySelector<HTMLElement>('.category-bar__top')?.focus();
    closing.current = false;
  }

  if (tree.length === 0) return null;
  return (
    <nav className="category-bar" aria-label={t('shell.menu.label')} onMouseLeave={() => later(null)}>
      <ul className="category-bar__list">
        {tree.map((l1) => {
          const isOpen = open === l1.id;
          return (
            <li
              key={l1.id}
              className={isOpen ? 'category-bar__item category-bar__item--open' : 'category-bar__item'}
              onMouseEnter={() => later(l1.id)}
              onFocus={() => {
                clearTimeout(timer.current);
                if (!closing.current) show(l1.id);
              }}
              onBlur={onBlur}
              onKeyDown={onKeyDown}
            >
              <Link to={href(l1.href)} className="category-bar__top">
                {l1.label}
              </Link>
              {built.has(l1.id) && l1.children.length > 0 ? (
                <div className="category-bar__panel">
                  <div className="category-bar__panel-inner">
                    <Link to={href(l1.href)} className="category-bar__all">
                      {t('shell.menu.seeAllOf', { category: l1.label })}
                    </Link>
                    <ul className="category-bar__columns">
                      {l1.children.map((l2) => (
                        <li key={l2.id} className="category-bar__column">
                          <Link to={href(l2.href)} className="category-bar__heading">
                            {l2.label}
                          </Link>
                          <ul className="category-bar__links">
                            {l2.children.map((l3) => (
                              <li key={l3.id}>
                                <Link to={href(l3.href)}>{l3.label}</Link>
                              </li>
                            ))}
                            {l2.children.length > 0 ? (
                              <li>
                                <Link to={href(l2.href)} className="category-bar__see-all">
                                  {t('shell.menu.seeAll')}
                                  <span className="visually-hidden"> {l2.label}</span>
                                </Link>
                              </li>
                            ) : null}
                          </ul>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
