import './messages.js';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/index.js';
import { useRoutes } from '../../routing/routes.js';
import { Icon } from '../../shell/Icon.js';
import './CartPage.css';

/**
 * Spec 2.4 empty cart, in the side panel and on the cart page, with "Commencer mes achats" to the
 * home page. `focus` moves the keyboard to that link when the cart has just been emptied, since the
 * button that emptied it is gone.
 */
export function EmptyCart({ headingLevel = 2, focus = false }: { headingLevel?: 2 | 3; focus?: boolean }) {
  const t = useT();
  const routes = useRoutes();
  const action = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) action.current?.focus();
  }, [focus]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-cart">
      <Icon name="cart" size={48} className="empty-cart__icon" />
      <Heading className="empty-cart__title">{t('cartPage.empty.title')}</Heading>
      <p className="empty-cart__text">{t('cartPage.empty.text')}</p>
      <Link ref={action} to={routes.Home()} className="button">
        {t('cartPage.empty.action')}
      </Link>
    </div>
  );
}
