import type { ReactNode } from 'react';
import { useT } from '../i18n/index.js';
import './messages.js';
import './forms.css';

/** The key to the `*` of required fields, at the top of a form that has some. */
export function RequiredNote() {
  const t = useT();
  return (
    <p className="form__note">
      <span aria-hidden="true">* </span>
      {t('forms.required')}
    </p>
  );
}

/** A failure of the whole form (spec 8 "shown in an alert"), with what the shopper can do next. */
export function FormAlert({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      <p className="form-alert__text">{children}</p>
      {actions ? <p className="form-alert__actions">{actions}</p> : null}
    </div>
  );
}

/** A button that looks like a link (switching views inside a dialog is not a navigation). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * A form's submit button: busy while the call runs, disabled until it may go. `wide` fills the
 * form's width (the narrow sign-in dialogs).
 */
export function SubmitButton({
  busy,
  disabled = busy,
  wide = false,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={wide ? 'button form__submit form__submit--wide' : 'button form__submit'}
      disabled={disabled}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}
