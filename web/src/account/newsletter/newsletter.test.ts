import { describe, expect, it } from 'vitest';
import { isEmail } from '@shop/domain/customer/email';
import {
  canSubmit,
  failureOf,
  initialNewsletterState,
  newsletterMessage,
  newsletterReducer,
} from './newsletter.js';
import type { NewsletterAction, NewsletterState } from './newsletter.js';

const reduce = newsletterReducer(isEmail);
const run = (...actions: NewsletterAction[]): NewsletterState =>
  actions.reduce(reduce, initialNewsletterState);
const message = (state: NewsletterState) => newsletterMessage(state, isEmail);

describe('footer newsletter form', () => {
  it('starts idle, without a message, its button disabled until something is typed', () => {
    expect(initialNewsletterState.status).toBe('idle');
    expect(message(initialNewsletterState)).toBeNull();
    expect(canSubmit(initialNewsletterState, isEmail)).toBe(false);
  });

  it('keeps the button disabled while the e-mail is invalid and the field untouched', () => {
    const typing = run({ type: 'change', email: 'lea@' });
    expect(canSubmit(typing, isEmail)).toBe(false);
    expect(message(typing)).toBeNull();
  });

  it('says "Not a valid Email" once the field is left, and lets the shopper press OK to see it', () => {
    const left = run({ type: 'change', email: 'lea @example.fr' }, { type: 'blur' });
    expect(message(left)).toEqual({ key: 'newsLetter.invalid', kind: 'error' });
    expect(canSubmit(left, isEmail)).toBe(true);
    const pressed = reduce(left, { type: 'submit' });
    expect(pressed.status).toBe('idle');
  });

  it('goes idle, loading, then success', () => {
    const loading = run({ type: 'change', email: 'lea@example.fr' }, { type: 'submit' });
    expect(loading.status).toBe('loading');
    expect(canSubmit(loading, isEmail)).toBe(false);
    expect(message(loading)).toEqual({ key: 'newsLetter.loading', kind: 'status' });
    expect(message(reduce(loading, { type: 'succeeded' }))).toEqual({
      key: 'newsLetter.success',
      kind: 'status',
    });
  });

  it('tells an e-mail already subscribed apart from other failures', () => {
    const loading = run({ type: 'change', email: 'lea@example.fr' }, { type: 'submit' });
    expect(message(reduce(loading, { type: 'failed', failure: 'exists' }))).toEqual({
      key: 'newsLetter.errorMailExist',
      kind: 'error',
    });
    expect(message(reduce(loading, { type: 'failed', failure: 'server' }))).toEqual({
      key: 'errors.server.access',
      kind: 'error',
    });
  });

  it('ignores a second OK while the first is on its way, and starts over when the e-mail changes', () => {
    const loading = run({ type: 'change', email: 'lea@example.fr' }, { type: 'submit' });
    expect(reduce(loading, { type: 'submit' })).toBe(loading);
    const failed = reduce(loading, { type: 'failed', failure: 'server' });
    expect(reduce(failed, { type: 'change', email: 'leo@example.fr' }).status).toBe('idle');
  });

  it('maps the mutation’s user errors to the failure', () => {
    expect(failureOf([])).toBeNull();
    expect(failureOf(['NEWSLETTER_ALREADY_SUBSCRIBED'])).toBe('exists');
    expect(failureOf(['INVALID_INPUT'])).toBe('server');
  });
});
