import { ONE_TIME_PASSWORD_ATTEMPTS, ONE_TIME_PASSWORD_LENGTH } from '@shop/domain/constants';

/**
 * The six boxes of the one-time code (spec 5): one digit per box, typing moves on, Backspace goes
 * back, a paste fills every box only when it is exactly 6 characters, and the code can be sent only
 * when every box holds a digit.
 */
export type OtpDigits = readonly string[];

/** Where the focus goes after a key, with the boxes' new content. */
export interface OtpStep {
  digits: OtpDigits;
  focus: number;
}

export const OTP_LENGTH = ONE_TIME_PASSWORD_LENGTH;
export const OTP_ATTEMPTS = ONE_TIME_PASSWORD_ATTEMPTS;

export function emptyOtp(): OtpDigits {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

const clamp = (index: number) => Math.min(Math.max(index, 0), OTP_LENGTH - 1);

/**
 * Text typed in box `index` (the browser's new value of that input: it may hold the old digit and
 * the new one). The last digit typed stays; anything else is ignored and the focus does not move.
 */
export function typeInBox(digits: OtpDigits, index: number, value: string): OtpStep {
  const typed = value.replace(/\D/g, '');
  if (typed === '') {
    // The box was emptied (e.g. select and delete): nothing to move on to.
    const next = [...digits];
    if (value === '') next[index] = '';
    return { digits: next, focus: index };
  }
  // A whole code arriving in one box: the phone's one-time-code autofill.
  const filled = typed.length === OTP_LENGTH ? pasteInBoxes(typed) : null;
  if (filled) return { digits: filled, focus: OTP_LENGTH - 1 };
  const next = [...digits];
  next[index] = typed.at(-1)!;
  return { digits: next, focus: clamp(index + 1) };
}

/** Backspace in box `index`: empties it, or when it is already empty, the box before (and goes there). */
export function backspaceInBox(digits: OtpDigits, index: number): OtpStep {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = clamp(index - 1);
  next[previous] = '';
  return { digits: next, focus: previous };
}

/**
 * The boxes filled by a paste, or null when the pasted text is not exactly 6 characters (spaces and
 * line breaks around it, as copied from an e-mail, do not count) or holds anything but digits.
 */
export function pasteInBoxes(text: string): OtpDigits | null {
  const code = text.trim();
  if (code.length !== OTP_LENGTH || !/^\d+$/.test(code)) return null;
  return [...code];
}

/** True when every box holds a digit: the only state in which the code may be sent. */
export function isOtpComplete(digits: OtpDigits): boolean {
  return digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));
}

export function otpCode(digits: OtpDigits): string {
  return digits.join('');
}

/** The wording of the tries left (spec 8): none left, the last one, or how many. */
export function attemptsKey(remaining: number): string {
  if (remaining <= 0) return 'auth.otp.attempts.deactivated';
  if (remaining === 1) return 'auth.otp.attempts.last';
  return 'auth.otp.attempts.left';
}
