import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { get } from 'react-hook-form';
import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { useT } from '../i18n/index.js';
import './messages.js';
import './forms.css';

/** What a control needs to be tied to its label, help and error. */
export interface ControlIds {
  id: string;
  describedBy: string | undefined;
  invalid: true | undefined;
}

interface FrameProps {
  label: string;
  error?: string | undefined;
  help?: ReactNode;
  required?: boolean | undefined;
}

export interface InputProps extends FrameProps {
  registration: UseFormRegisterReturn;
  autoComplete?: string;
  /** The dialog that holds the form focuses this field first. */
  autoFocus?: boolean;
}

/**
 * A form's fields for the kit: `<TextField {...field('email')} label=… />` registers the field and
 * shows its message (its name is checked against the form's values).
 */
export function fieldsOf<V extends FieldValues, C, T>(form: UseFormReturn<V, C, T>) {
  return (name: Path<V>, options?: RegisterOptions<V, Path<V>>) => ({
    registration: form.register(name, options),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
}

/** The message under a field, the target of its `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

function describedBy(id: string, help: ReactNode, error: string | undefined): string | undefined {
  return [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * One field's frame: its label (a required one marked `*` for the eye and `aria-required` for
 * assistive technologies), the control, its help and its spec 5 message, tied to the control by
 * `aria-describedby` and `aria-invalid`.
 */
export function Field({
  label,
  error,
  help,
  required,
  children,
}: FrameProps & { children: (ids: ControlIds) => ReactNode }) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: describedBy(id, help, error), invalid: error ? true : undefined })}
      {help ? (
        <p id={`${id}-help`} className="field__help">
          {help}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The attributes every text-like control of the kit carries. */
function controlProps(ids: ControlIds, props: InputProps) {
  return {
    id: ids.id,
    className: 'field__input',
    autoComplete: props.autoComplete,
    'aria-invalid': ids.invalid,
    'aria-describedby': ids.describedBy,
    'aria-required': props.required || undefined,
    'data-autofocus': props.autoFocus || undefined,
    ...props.registration,
  };
}

export function TextField({
  type = 'text',
  inputMode,
  max,
  readOnly,
  ...props
}: InputProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  max?: string;
  readOnly?: boolean;
}) {
  const email = type === 'email';
  return (
    <Field {...props}>
      {(ids) => (
        <input
          {...controlProps(ids, props)}
          type={type}
          inputMode={inputMode}
          max={max}
          readOnly={readOnly}
          spellCheck={email ? false : undefined}
          autoCapitalize={email ? 'none' : undefined}
        />
      )}
    </Field>
  );
}

/** An e-mail address: the keyboard, autofill and spelling settings an address wants. */
export function EmailField(props: InputProps) {
  return <TextField autoComplete="email" {...props} type="email" inputMode="email" />;
}

/** A text of several lines (a message); `help` may hold a live counter, tied to it like any help. */
export function TextAreaField({ rows = 6, ...props }: InputProps & { rows?: number }) {
  return <Field {...props}>{(ids) => <textarea {...controlProps(ids, props)} rows={rows} />}</Field>;
}

/** A password with a show/hide button (typing a strong password blind on a phone is error-prone). */
export function PasswordField(props: InputProps & { autoComplete: 'current-password' | 'new-password' }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <Field {...props}>
      {(ids) => (
        <div className="field__password">
          <input
            {...controlProps(ids, props)}
            type={shown ? 'text' : 'password'}
            spellCheck={false}
            autoCapitalize="none"
          />
          <button
            type="button"
            className="field__toggle"
            aria-pressed={shown}
            aria-label={t(shown ? 'forms.hidePassword' : 'forms.showPassword')}
            aria-controls={ids.id}
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

/**
 * A new password and its repeat (`repeatPassword`), with the password rule under the first. After
 * a first try, the repeat is checked again whenever the password changes. Pair it with
 * `newPasswordResolver`.
 */
export function NewPasswordFields<V extends FieldValues & { repeatPassword: string }>({
  form,
  name,
  label,
  repeatLabel,
}: {
  form: UseFormReturn<V>;
  name: Path<V>;
  label: string;
  repeatLabel: string;
}) {
  const t = useT();
  const field = fieldsOf(form);
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        help={t('forms.passwordRule')}
        {...field(name, {
          onChange: () => {
            if (form.formState.isSubmitted) void form.trigger('repeatPassword' as Path<V>);
          },
        })}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        {...field('repeatPassword' as Path<V>)}
      />
    </>
  );
}

/**
 * A choice among a few options (an empty value asks to choose). A `preset` choice is shown
 * disabled: a disabled select sends nothing, so the value travels in a hidden field.
 */
export function SelectField({
  options,
  preset,
  ...props
}: InputProps & {
  options: readonly { value: string; label: string; disabled?: boolean; lang?: string }[];
  preset?: string | undefined;
}) {
  const list = options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
      {option.label}
    </option>
  ));
  return (
    <Field {...props}>
      {(ids) =>
        preset === undefined ? (
          <select {...controlProps(ids, props)}>{list}</select>
        ) : (
          <>
            <select id={ids.id} className="field__input" value={preset} disabled>
              {list}
            </select>
            <input type="hidden" {...props.registration} />
          </>
        )
      }
    </Field>
  );
}

/** Radio buttons of one question, in a fieldset named by its legend. */
export function RadioGroupField({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className="form__group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form__legend">{legend}</legend>
      <div className="form__choices">
        {options.map((option) => (
          <label key={option.value} className="form__choice">
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A checkbox whose label may hold a link (the terms of sale), with its message under it. */
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
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A yes/no setting shown as a switch (a checkbox with the switch role), with an optional help under it. */
export function SwitchField({
  label,
  help,
  registration,
  error,
}: {
  label: string;
  help?: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--check field--invalid' : 'field field--check'}>
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, help, error)}
        {...registration}
      />
      <label htmlFor={id} className="field__check-label">
        {label}
      </label>
      {help ? (
        <p id={`${id}-help`} className="field__help field__help--check">
          {help}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
