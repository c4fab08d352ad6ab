import './messages.js';
import { Component, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { barcodeLookupKey } from '@shop/domain/barcode';
import { useT } from '../../i18n/index.js';
import { Suspense } from '../../routing/hydration.js';
import { Dialog } from '../Dialog.js';
import { QuickOrderCamera } from './QuickOrderCamera.js';
import { QuickOrderResult } from './QuickOrderResult.js';
import { createScanBeep } from './scanBeep.js';
import './QuickOrderDialog.css';

/** References (SKU) and barcodes are short codes: anything longer is a mistyped paste, not a lookup. */
const MAX_REFERENCE_LENGTH = 64;

/** One lookup: the code, and its rank (a code read twice is two scans, two units). */
interface Lookup {
  code: string;
  scan: number;
}

/**
 * Spec 2.4 and 4: the quick-order modal. The camera reads a barcode (with a beep), or the shopper
 * types or pastes a reference (a keyboard barcode scanner types it too, then Enter); the product
 * found shows with its add-to-cart control, which adds one unit per scan. Closing stops the camera
 * and forgets the product and its quantity: the dialog is unmounted.
 */
export default function QuickOrderDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const inputId = useId();
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [text, setText] = useState('');
  const beep = useMemo(() => createScanBeep(), []);
  useEffect(() => () => beep.close(), [beep]);

  const find = useCallback((raw: string) => {
    const code = barcodeLookupKey(raw).slice(0, MAX_REFERENCE_LENGTH);
    if (code !== '') setLookup((previous) => ({ code, scan: (previous?.scan ?? 0) + 1 }));
  }, []);

  const onCameraCode = useCallback(
    (code: string) => {
      beep.play();
      setText(code);
      find(code);
    },
    [beep, find],
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    find(text);
    // The next scan of a keyboard scanner replaces the code instead of adding to it.
    event.currentTarget.querySelector('input')?.select();
  }

  return (
    <Dialog
      title={t('shell.quickOrder.title')}
      onClose={onClose}
      closeLabel={t('shell.quickOrder.close')}
      className="quick-order"
    >
      <QuickOrderCamera onCode={onCameraCode} />
      <form className="quick-order__form" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{t('shell.quickOrder.reference')}</label>
        <div className="quick-order__row">
          <input
            id={inputId}
            data-autofocus
            className="quick-order__input"
            value={text}
            maxLength={MAX_REFERENCE_LENGTH}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            {t('shell.quickOrder.find')}
          </button>
        </div>
      </form>
      <div className="quick-order__result" aria-live="polite">
        {lookup === null ? (
          <p className="quick-order__hint">{t('shell.quickOrder.instruction')}</p>
        ) : (
          <LookupFailed key={lookup.scan} message={t('errors.server.access')}>
            <Suspense fallback={<p className="quick-order__hint">{t('shell.quickOrder.searching')}</p>}>
              <QuickOrderResult code={lookup.code} scan={lookup.scan} onOpen={onClose} />
            </Suspense>
          </LookupFailed>
        )}
      </div>
    </Dialog>
  );
}

/**
 * Spec 8: a lookup that failed (not a product unknown: the server) says so in the dialog; the
 * network layer has shown the notice. The next scan tries again (a new key).
 */
class LookupFailed extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="quick-order__none" role="alert">
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}
