import { Redirect } from '../routing/Redirect.js';
import { ORDER_PAGE_ROUTES } from '@shop/domain/account-routes';
import { COLLECTION_ROUTES } from '@shop/domain/collections';
import { WISHLIST_PATH, WishlistScreen } from '../wishlist/index.js';
import type { RouteObject } from 'react-router-dom';
import { addressBookPage, logoutPage, profilePage } from '../account/index.js';
import { OrdersScreen } from '../account/orders/index.js';
import { RequireAuth } from '../layouts/RequireAuth.js';
import { CheckoutLoginRoute, ResetPasswordRoute } from '../auth/routes.js';
import { BlankLayout } from '../layouts/BlankLayout.js';
import { CheckoutLayout } from '../layouts/CheckoutLayout.js';
import { DefaultLayout } from '../layouts/DefaultLayout.js';
import { cartPage } from '../routes/cart/index.js';
import { PaymentPage, PaymentOutcomePage, ShippingPage, ThanksPage } from '../routes/checkout/index.js';
import { becomeSellerPage } from '../routes/become-seller/index.js';
import { categoryPage } from '../routes/category/index.js';
import { bestOffersPage, madeInTheIslandsPage, promotionsPage } from '../routes/collection/index.js';
import { cmsPage } from '../routes/cms/index.js';
import { contactPage } from '../routes/contact/index.js';
import { giftSpacePage } from '../content/gift-space/index.js';
import { homePage } from '../routes/home/index.js';
import { NotFound, ToNotFound, Unauthorized } from '../routes/errors/ErrorPages.js';
import { productPage } from '../routes/product/index.js';
import { StockAlertUnsubscribeRoute } from '../product/stock-alert/routes.js';
import { RegionGate } from '../routes/region/RegionGate.js';
import { searchPage } from '../routes/search/index.js';
import { shopPage, shopsPage } from '../routes/shops/index.js';
import { CatalogRoot, OutsideCatalog } from './CatalogRoot.js';
import type { ShopSettings } from '../config/shop.js';
import type { RegionSummary } from '../routing/catalog.js';
import { Page } from '../routing/page.js';
import type { PageEntry } from '../routing/page.js';

function page(path: string | undefined, entry: PageEntry): RouteObject {
  const element = <Page entry={entry} />;
  return path === undefined
    ? { index: true, element, handle: { page: entry } }
    : { path, element, handle: { page: entry } };
}

/**
 * The route table of spec 2.1, under /{catalog}/{locale}/. What the shop's configuration turns off
 * has no route: its address ends on the 404 page, and its screen is never downloaded.
 */
export function shopRoutes(regions: readonly RegionSummary[], shop: ShopSettings): RouteObject[] {
  // Sellers exist in marketplace mode only (spec 1).
  const sellers = shop.marketplace
    ? [
        page('prestataires', shopsPage),
        page('prestataires/:shopId', shopPage),
        page('devenir-vendeur', becomeSellerPage),
      ]
    : [];
  return [
    { path: '/', element: <RegionGate regions={regions} /> },
    {
      path: '/:catalog/:locale',
      element: <CatalogRoot regions={regions} />,
      children: [
        {
          element: <DefaultLayout />,
          children: [
            page(undefined, homePage),
            page('categorie/*', categoryPage),
            page('produit/:slug', productPage),
            page('recherche', searchPage),
            ...sellers,
            page('mon-panier', cartPage),
            page(COLLECTION_ROUTES.promotions, promotionsPage),
            page(COLLECTION_ROUTES['best-offers'], bestOffersPage),
            page(COLLECTION_ROUTES['made-in-the-islands'], madeInTheIslandsPage),
            { path: 'reinitialisation-mot-de-passe', element: <ResetPasswordRoute /> },
            { path: 'alerte-stock/desinscription', element: <StockAlertUnsubscribeRoute /> },
            {
              // Spec 2.2: account pages need a signed-in customer (login dialog otherwise).
              element: <RequireAuth />,
              children: [
                { path: 'mon-compte', element: <Redirect to="profil" /> },
                page('mon-compte/profil', profilePage),
                page('mon-compte/carnet-d-adresses', addressBookPage),
                { path: 'mon-compte/commandes', element: <OrdersScreen screen="list" /> },
                { path: ORDER_PAGE_ROUTES.order, element: <OrdersScreen screen="order" /> },
                { path: ORDER_PAGE_ROUTES.withdrawal, element: <OrdersScreen screen="withdrawal" /> },
                { path: ORDER_PAGE_ROUTES.return, element: <OrdersScreen screen="return" /> },
                // Spec 9 flag `wishlist` (issue 35): no page when the shop has no wish list.
                ...(shop.features.wishlist ? [{ path: WISHLIST_PATH, element: <WishlistScreen /> }] : []),
                page('mon-compte/deconnexion', logoutPage),
              ],
            },
            page('contact', contactPage),
            page('cms/:slug', cmsPage),
            page('conditions-generales-de-vente', cmsPage),
            page('espace-cadeau', giftSpacePage),
            { path: '401', element: <Unauthorized /> },
            { path: '404', element: <NotFound /> },
            { path: '*', element: <ToNotFound /> },
          ],
        },
        {
          path: 'commande',
          element: <CheckoutLayout />,
          children: [
            {
              // Spec 2.2: checkout login when signed out, the cart when it is empty.
              element: <RequireAuth />,
              children: [
                { index: true, element: <Redirect to="livraison" /> },
                { path: 'connexion', element: <CheckoutLoginRoute /> },
                { path: 'livraison', element: <ShippingPage /> },
                { path: 'paiement', element: <PaymentPage /> },
                // Spec 2.1 `commande/merci/{orderReference?}`: the reference is optional.
                { path: 'merci', element: <ThanksPage /> },
                { path: 'merci/:orderReference', element: <ThanksPage /> },
              ],
            },
          ],
        },
        {
          path: 'commande/paiement',
          element: <BlankLayout />,
          children: [
            {
              element: <RequireAuth />,
              children: [{ path: ':step', element: <PaymentOutcomePage /> }],
            },
          ],
        },
      ],
    },
    { path: '*', element: <OutsideCatalog regions={regions} /> },
  ];
}
