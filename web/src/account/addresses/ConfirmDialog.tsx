import { Dialog } from '../../shell/Dialog.js';
import { useT } from '../../i18n/index.js';

/** A yes/no question before something that cannot be undone (removing an address). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('account.addressForm.close')}>
      <p>{text}</p>
      <div className="form__actions">
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose} data-autofocus>
          {t('account.addresses.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
