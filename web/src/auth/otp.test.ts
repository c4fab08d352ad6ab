import { describe, expect, it } from 'vitest';
import {
  attemptsKey,
  backspaceInBox,
  emptyOtp,
  isOtpComplete,
  otpCode,
  pasteInBoxes,
  typeInBox,
} from './otp.js';

describe('one-time code boxes (spec 5)', () => {
  it('has six empty boxes to start with, and is not complete', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
    expect(isOtpComplete(emptyOtp())).toBe(false);
  });

  it('keeps one digit per box and moves to the next box', () => {
    let step = typeInBox(emptyOtp(), 0, '4');
    expect(step).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    step = typeInBox(step.digits, 1, '27');
    expect(step.digits[1]).toBe('7');
    expect(step.focus).toBe(2);
  });

  it('stays on the last box after its digit', () => {
    const step = typeInBox(['1', '2', '3', '4', '5', ''], 5, '6');
    expect(step).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });

  it('ignores anything but digits', () => {
    const digits = ['1', '', '', '', '', ''];
    expect(typeInBox(digits, 1, 'a')).toEqual({ digits, focus: 1 });
    expect(typeInBox(digits, 1, ' ')).toEqual({ digits, focus: 1 });
  });

  it('fills every box when the phone autofills the whole code into one', () => {
    expect(typeInBox(emptyOtp(), 0, '123456')).toEqual({ digits: [...'123456'], focus: 5 });
  });

  it('Backspace empties the box, then goes back and empties the one before', () => {
    let step = backspaceInBox(['1', '2', '3', '', '', ''], 2);
    expect(step).toEqual({ digits: ['1', '2', '', '', '', ''], focus: 2 });
    step = backspaceInBox(step.digits, 2);
    expect(step).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(backspaceInBox(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focus: 0 });
  });

  it('fills all boxes from a paste of exactly 6 digits', () => {
    expect(pasteInBoxes('987654')).toEqual([...'987654']);
    expect(pasteInBoxes(' 987654\n')).toEqual([...'987654']);
  });

  it('refuses a paste that is not exactly 6 characters', () => {
    expect(pasteInBoxes('98765')).toBeNull();
    expect(pasteInBoxes('9876543')).toBeNull();
    expect(pasteInBoxes('987 654')).toBeNull();
    expect(pasteInBoxes('')).toBeNull();
  });

  it('refuses a paste of 6 characters that are not all digits', () => {
    expect(pasteInBoxes('98a654')).toBeNull();
    expect(pasteInBoxes('١٢٣٤٥٦')).toBeNull();
  });

  it('allows sending only when every box holds a digit', () => {
    expect(isOtpComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isOtpComplete(['1', '2', '', '4', '5', '6'])).toBe(false);
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(otpCode(['1', '2', '3', '4', '5', '6'])).toBe('123456');
  });
});

describe('tries left (spec 8)', () => {
  it('words 3 and 2 tries as a count, 1 as the last one, 0 as deactivated', () => {
    expect(attemptsKey(3)).toBe('auth.otp.attempts.left');
    expect(attemptsKey(2)).toBe('auth.otp.attempts.left');
    expect(attemptsKey(1)).toBe('auth.otp.attempts.last');
    expect(attemptsKey(0)).toBe('auth.otp.attempts.deactivated');
  });
});
