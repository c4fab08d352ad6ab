import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** Ids of a field's help and error, for `aria-describedby`. */
function describedBy(id: string, help: ReactNode, error: string | undefined): string | undefined {
  return [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

/**
 * A labelled text input of a react-hook-form form: its spec 5 message under it, tied to the input by
 * `aria-describedby` and `aria-invalid`, so screen readers read it with the field.
 */
export function TextField({
  label,
  registration,
  error,
  help,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  max,
  readOnly,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  max?: string;
  readOnly?: boolean;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className="field__input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        max={max}
        readOnly={readOnly}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        {...registration}
      />
      {help ? (
        <p id={`${id}-help`} className="field__help">
          {help}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A yes/no setting shown as a switch (a checkbox with the switch role). */
export function SwitchField({ label, registration }: { label: string; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="field field--switch">
      <input id={id} className="switch" type="checkbox" role="switch" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function CheckboxField({
  label,
  registration,
}: {
  label: string;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" {...registration} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
