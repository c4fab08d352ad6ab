/**
 * The footer's newsletter form (spec 2.4, 4, 5, 8): idle, loading, then success or error. The
 * e-mail check is spec 5's ('Not a valid Email'); the submit button stays disabled while the e-mail
 * is invalid and the field untouched, so a shopper who has not typed yet is not scolded.
 */
export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error';
/** Why a subscription failed: already subscribed (409) or anything else (server access). */
export type NewsletterFailure = 'exists' | 'server';

export interface NewsletterState {
  email: string;
  touched: boolean;
  status: NewsletterStatus;
  failure: NewsletterFailure | null;
}

export type NewsletterAction =
  | { type: 'change'; email: string }
  | { type: 'blur' }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: NewsletterFailure };

export const initialNewsletterState: NewsletterState = {
  email: '',
  touched: false,
  status: 'idle',
  failure: null,
};

export function newsletterReducer(
  isEmail: (value: string) => boolean,
): (state: NewsletterState, action: NewsletterAction) => NewsletterState {
  return (state, action) => {
    switch (action.type) {
      case 'change':
        // Typing again after an answer starts a new attempt; while one is on its way it is kept.
        if (state.status === 'loading') return { ...state, email: action.email };
        return { ...state, email: action.email, status: 'idle', failure: null };
      case 'blur':
        return state.touched || state.email === '' ? state : { ...state, touched: true };
      case 'submit':
        if (state.status === 'loading') return state;
        if (!isEmail(state.email.trim())) return { ...state, touched: true, status: 'idle', failure: null };
        return { ...state, touched: true, status: 'loading', failure: null };
      case 'succeeded':
        return state.status === 'loading' ? { ...state, status: 'success', failure: null } : state;
      case 'failed':
        return state.status === 'loading' ? { ...state, status: 'error', failure: action.failure } : state;
    }
  };
}

/** The e-mail message is shown once the shopper has left the field or tried to send it. */
export function showsInvalid(state: NewsletterState, isEmail: (value: string) => boolean): boolean {
  return state.touched && !isEmail(state.email.trim());
}

export function canSubmit(state: NewsletterState, isEmail: (value: string) => boolean): boolean {
  if (state.status === 'loading') return false;
  return isEmail(state.email.trim()) || state.touched;
}

/** Key of the message under the field, if any. */
export function newsletterMessage(
  state: NewsletterState,
  isEmail: (value: string) => boolean,
): { key: string; kind: 'error' | 'status' } | null {
  if (state.status === 'loading') return { key: 'newsLetter.loading', kind: 'status' };
  if (state.status === 'success') return { key: 'newsLetter.success', kind: 'status' };
  if (state.status === 'error')
    return {
      key: state.failure === 'exists' ? 'newsLetter.errorMailExist' : 'errors.server.access',
      kind: 'error',
    };
  if (showsInvalid(state, isEmail)) return { key: 'newsLetter.invalid', kind: 'error' };
  return null;
}

/** Spec 8: a 409 (the e-mail is already subscribed) has its own message; anything else is a server error. */
export function failureOf(userErrorCodes: readonly string[]): NewsletterFailure | null {
  if (userErrorCodes.length === 0) return null;
  return userErrorCodes.includes('NEWSLETTER_ALREADY_SUBSCRIBED') ? 'exists' : 'server';
}
