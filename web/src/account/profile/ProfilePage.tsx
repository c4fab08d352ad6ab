import '../messages.js';
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import type { AccountLayoutQuery } from '../../__generated__/AccountLayoutQuery.graphql.js';
import type { PageProps } from '../../routing/page.js';
import { useT } from '../../i18n/index.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import { AccountLayout, SignInPrompt, accountQuery } from '../AccountLayout.js';
import { PasswordForm } from './PasswordForm.js';
import { PersonalDataForm } from './PersonalDataForm.js';

const TABS = ['personal', 'password'] as const;
type Tab = (typeof TABS)[number];

/** `mon-compte/profil` (spec 2.4): personal data and password, in two tabs. */
export default function ProfilePage({ queryRef }: PageProps<AccountLayoutQuery>) {
  const t = useT();
  const data = usePreloadedQuery<AccountLayoutQuery>(accountQuery, queryRef);
  const title = t('account.profile.title');
  usePageMeta({ title });
  const [tab, setTab] = useState<Tab>('personal');
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const customer = data.viewer.isAuthenticated ? data.viewer.customer : null;

  if (!customer)
    return (
      <AccountLayout title={title}>
        <SignInPrompt then="mon-compte/profil" />
      </AccountLayout>
    );

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern, automatic activation).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setTab(TABS[next]!);
    tabs.current[next]?.focus();
  }

  return (
    <AccountLayout title={title} firstName={customer.firstName}>
      <div className="tabs" role="tablist" aria-label={t('account.profile.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            className="tabs__tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`account.profile.${name}`)}
          </button>
        ))}
      </div>
      {/* Both panels stay mounted (a half-typed password survives a look at the other tab). */}
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`${id}-panel-${name}`}
          aria-labelledby={`${id}-tab-${name}`}
          className="account-panel tabs__panel"
          hidden={tab !== name}
        >
          {name === 'personal' ? <PersonalDataForm customer={customer} /> : <PasswordForm />}
        </div>
      ))}
    </AccountLayout>
  );
}
