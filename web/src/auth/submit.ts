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
  } catch {
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
