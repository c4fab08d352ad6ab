import '../../auth/messages.js';
import '../messages.js';
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router-dom';
import type { GiftSpacePageQuery } from '../../__generated__/GiftSpacePageQuery.graphql.js';
import { AuthFlow } from '../../auth/AuthFlow.js';
import { LinkButton } from '../../forms/Form.js';
import { useT } from '../../i18n/index.js';
import { useRoutes } from '../../routing/routes.js';
import { BrowserOnly } from '../../routing/hydration.js';
import type { PageProps } from '../../routing/page.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import '../../auth/auth.css';
import './gift-space.css';

/** Sign-in of the gift space: the sign-in dialog's views inline; once signed in, the home. */
function GiftSpaceSignIn() {
  const t = useT();
  const routes = useRoutes();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (sentTo !== null)
    return (
      <div className="gift-space__auth">
        <h2 className="gift-space__auth-title">{t('auth.reset.title')}</h2>
        <p role="status">{t('auth.reset.sent', { email: sentTo })}</p>
        <p className="auth-intro">{t('auth.reset.sentHint')}</p>
        <LinkButton
          onClick={() => {
            setSentTo(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('auth.forgot.back')}
        </LinkButton>
      </div>
    );
  return (
    <AuthFlow
      key={attempt}
      onSignedIn={() => void navigate(routes.Home())}
      onResetSent={setSentTo}
      frame={(title, body) => (
        <div className="gift-space__auth">
          <h2 className="gift-space__auth-title">{title}</h2>
          {body}
        </div>
      )}
    />
  );
}

/**
 * `espace-cadeau` (spec 2.4 "gift-space authentication page for a partner channel"): a partner
 * sends its customers here; the page says what the gift space is and signs the shopper in (or up)
 * with the shop's own sign-in, then leads to the home. A signed-in shopper is told so and led on.
 */
export default function GiftSpacePage({ queryRef }: PageProps<GiftSpacePageQuery>) {
  const t = useT();
  const routes = useRoutes();
  const data = usePreloadedQuery<GiftSpacePageQuery>(
    graphql`
      query GiftSpacePageQuery @preloadable {
        viewer {
          isAuthenticated
          customer {
            firstName
          }
        }
      }
    `,
    queryRef,
  );
  usePageMeta({ title: t('content.giftSpace.title'), description: t('content.giftSpace.description') });
  const firstName = data.viewer.customer?.firstName;
  return (
    <section className="page gift-space">
      <h1 className="gift-space__title">{t('content.giftSpace.title')}</h1>
      <p className="gift-space__intro">{t('content.giftSpace.intro')}</p>
      <div className="gift-space__columns">
        <section className="gift-space__steps" aria-labelledby="gift-space-steps">
          <h2 id="gift-space-steps">{t('content.giftSpace.steps.title')}</h2>
          <ol>
            <li>{t('content.giftSpace.steps.account')}</li>
            <li>{t('content.giftSpace.steps.shop')}</li>
            <li>{t('content.giftSpace.steps.code')}</li>
          </ol>
        </section>
        {data.viewer.isAuthenticated ? (
          <div className="gift-space__auth">
            <p role="status">
              {firstName
                ? t('content.giftSpace.signedInAs', { name: firstName })
                : t('content.giftSpace.signedIn')}
            </p>
            <Link className="button" to={routes.Home()}>
              {t('content.giftSpace.goHome')}
            </Link>
          </div>
        ) : (
          // The sign-in forms and their captcha need script: the browser renders them.
          <BrowserOnly
            fallback={<div className="gift-space__auth gift-space__auth--loading" aria-busy="true" />}
          >
            <GiftSpaceSignIn />
          </BrowserOnly>
        )}
      </div>
    </section>
  );
}
