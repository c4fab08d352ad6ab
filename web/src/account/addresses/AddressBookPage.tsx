import '../messages.js';
import { usePreloadedQuery } from 'react-relay/hooks';
import type { AccountLayoutQuery } from '../../__generated__/AccountLayoutQuery.graphql.js';
import type { PageProps } from '../../routing/page.js';
import { useT } from '../../i18n/index.js';
import { usePageMeta } from '../../shell/usePageMeta.js';
import { AccountLayout, SignInPrompt, accountQuery } from '../AccountLayout.js';
import { AddressBook } from './AddressBook.js';

/** `mon-compte/carnet-d-adresses` (spec 2.4): the customer's address book. */
export default function AddressBookPage({ queryRef }: PageProps<AccountLayoutQuery>) {
  const t = useT();
  const data = usePreloadedQuery<AccountLayoutQuery>(accountQuery, queryRef);
  const title = t('account.addresses.title');
  usePageMeta({ title });
  const customer = data.viewer.isAuthenticated ? data.viewer.customer : null;
  return (
    <AccountLayout title={title} firstName={customer?.firstName}>
      {customer ? <AddressBook customer={customer} /> : <SignInPrompt then="mon-compte/carnet-d-adresses" />}
    </AccountLayout>
  );
}
