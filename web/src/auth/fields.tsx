import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../i18n/index.js';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/** Label, input, hint and error, tied together for assistive technologies (spec 5 messages below). */
function Field({
  label,
  error,
  hint,
  required,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}) {
  const t = useT();
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required"> ({t('auth.required')})</span> : null}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  type = 'text',
  ...props
}: FieldProps & { type?: 'text' | 'email'; inputMode?: 'email' | 'text' }) {
  const { label, error, hint, required, registration, autoComplete, autoFocus } = props;
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <input
          id={id}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          data-autofocus={autoFocus || undefined}
          spellCheck={type === 'email' ? false : undefined}
          autoCapitalize={type === 'email' ? 'none' : undefined}
          {...registration}
        />
      )}
    </Field>
  );
}

/** A password with a show/hide button (typing a strong password blind on a phone is error-prone). */
export function PasswordField(props: FieldProps) {
  const { label, error, hint, required, registration, autoComplete, autoFocus } = props;
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy }) => (
        <div className="field__password">
          <input
            id={id}
            className="field__input"
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            data-autofocus={autoFocus || undefined}
            spellCheck={false}
            autoCapitalize="none"
            {...registration}
          />
          <button
            type="button"
            className="field__toggle"
            aria-pressed={shown}
            aria-label={t(shown ? 'auth.fields.hidePassword' : 'auth.fields.showPassword')}
            aria-controls={id}
            onClick={() => setShown((s) => !s)}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d={
                  shown
                    ? 'M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a12.4 12.4 0 0 1-3.1 4.2M6.6 6.6A12.3 12.3 0 0 0 2 12c1 2.5 5 7 10 7a9.6 9.6 0 0 0 4.4-1.1'
                    : 'M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z'
                }
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      )}
    </Field>
  );
}

export function CheckboxField({
  registration,
  error,
  children,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        id={id}
        type="checkbox"
        className="field__checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      <label htmlFor={id} className="field__check-label">
        {children}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
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

/** A button that looks like a link (switching views inside the dialog is not a navigation). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {children}
    </button>
  );
}

/** The submit button of the sign-in forms: busy while the call runs, disabled until it may go. */
export function SubmitButton({
  busy,
  disabled = busy,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button auth-form__submit" disabled={disabled} aria-busy={busy}>
      {children}
    </button>
  );
}
