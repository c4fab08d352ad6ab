import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { fieldsOf } from '../forms/Field.js';
import { CaptchaConsentMissing } from './captcha/consent.js';
import { useCaptcha } from './captcha/useCaptcha.js';
import type { Captcha } from './captcha/useCaptcha.js';
import { failureKey } from './errors.js';

/**
 * Sends a form that needs a captcha answer: waits for the answer, sends, and asks a new challenge
 * unless the form is done (an answer is spent by the server's check, right or wrong). `send`
 * resolves true when the form is done. Failures end up as a message key given to `fail`.
 */
export async function submitWithCaptcha(
  captcha: Captcha,
  fail: (key: string) => void,
  send: (answer: string) => Promise<boolean>,
): Promise<void> {
  let answer: string;
  try {
    answer = await captcha.answer();
  } catch (error) {
    // Spec 8 "cookie missing": the widget already offers to accept the cookies; a new challenge
    // would only be blocked again.
    if (error instanceof CaptchaConsentMissing) return fail('auth.errors.CAPTCHA_COOKIE_MISSING');
    fail('auth.errors.CAPTCHA_FAILED');
    captcha.renew();
    return;
  }
  let done = false;
  try {
    done = await send(answer);
  } catch (error) {
    fail(failureKey(error));
  }
  if (!done) captcha.renew();
}

/**
 * A sign-in form with a captcha (login, forgot password, register, reset): the form, its fields,
 * the captcha and the failure shown in its alert. `onSubmit(send)` clears the failure and sends the
 * values with a captcha answer (see `submitWithCaptcha`); `busy` while it runs.
 */
export function useCaptchaForm<V extends FieldValues>({
  action,
  resolver,
  defaultValues,
  notice = null,
}: {
  action: string;
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  /** Why the shopper is here, shown as the form's alert until the next try. */
  notice?: string | null;
}) {
  const form = useForm<V>({ resolver, defaultValues });
  const captcha = useCaptcha(action);
  const [failure, setFailure] = useState<string | null>(notice);
  const onSubmit = (send: (values: V, answer: string) => Promise<boolean>) =>
    form.handleSubmit((values) => {
      setFailure(null);
      return submitWithCaptcha(captcha, setFailure, (answer) => send(values, answer));
    });
  return {
    form,
    field: fieldsOf(form),
    captcha,
    failure,
    setFailure,
    onSubmit,
    busy: form.formState.isSubmitting,
  };
}
