import './messages.js';
import { lazy, useRef, useState } from 'react';
import { Suspense } from '../routing/hydration.js';
import { useT } from '../i18n/index.js';

// The address book's own form dialog (forms kit, `createAddress`), loaded when the shopper asks for it.
const AddressFormDialog = lazy(() =>
  import('../account/addresses/AddressFormDialog.js').then((m) => ({ default: m.AddressFormDialog })),
);

/**
 * "Ajouter une adresse" at checkout: the address book's form, offering only the territory's country,
 * then `onSaved(name)` so the step sets the new address on the cart. Focus comes back to the button.
 */
export function NewAddressButton({ country, onSaved }: { country: string; onSaved: (name: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t('checkout.shipping.newAddress')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AddressFormDialog countries={[country]} onClose={close} onSaved={onSaved} />
        </Suspense>
      ) : null}
    </>
  );
}
