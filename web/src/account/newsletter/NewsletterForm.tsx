import { useId, useReducer } from 'react';
import type { FormEvent } from 'react';
import { graphql } from 'react-relay/hooks';
import { isEmail } from '@shop/domain/customer/email';
import type { NewsletterFormMutation } from '../../__generated__/NewsletterFormMutation.graphql.js';
import { useCommit } from '../../forms/mutation.js';
import { useT } from '../../i18n/index.js';
import {
  canSubmit,
  failureOf,
  initialNewsletterState,
  newsletterMessage,
  newsletterReducer,
  showsInvalid,
} from './newsletter.js';

const reducer = newsletterReducer(isEmail);

const subscribe = graphql`
  mutation NewsletterFormMutation($input: NewsletterInput!) {
    subscribeNewsletter(input: $input) {
      subscribed
      userErrors {
        code
      }
    }
  }
`;

/**
 * The newsletter block's form (spec 2.4 / 4 / 5 / 8): an e-mail field and an OK button, a plain
 * controlled input (no form library: one field, a few states), committed with the kit's mutation
 * helper.
 */
export default function NewsletterForm() {
  const t = useT();
  const commit = useCommit<NewsletterFormMutation>(subscribe);
  const [state, dispatch] = useReducer(reducer, initialNewsletterState);
  const id = useId();
  const message = newsletterMessage(state, isEmail);
  const invalid = showsInvalid(state, isEmail);

  function submit(event: FormEvent) {
    event.preventDefault();
    const email = state.email.trim();
    if (state.status === 'loading') return;
    dispatch({ type: 'submit' });
    if (!isEmail(email)) return;
    commit({ input: { email } }).then(
      (response) => {
        const failure = failureOf(response.subscribeNewsletter.userErrors.map((e) => e.code));
        dispatch(failure ? { type: 'failed', failure } : { type: 'succeeded' });
      },
      () => dispatch({ type: 'failed', failure: 'server' }),
    );
  }

  return (
    <form className="newsletter__form" onSubmit={submit} noValidate>
      <label className="newsletter__label" htmlFor={`${id}-email`}>
        {t('newsLetter.label')}
      </label>
      <div className="newsletter__row">
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={state.email}
          aria-invalid={invalid || state.status === 'error'}
          aria-describedby={`${id}-error ${id}-status`}
          onChange={(event) => dispatch({ type: 'change', email: event.target.value })}
          onBlur={() => dispatch({ type: 'blur' })}
        />
        <button
          type="submit"
          className="button newsletter__submit"
          disabled={!canSubmit(state, isEmail)}
          aria-label={t('newsLetter.submitLabel')}
        >
          {t('newsLetter.submit')}
        </button>
      </div>
      <p id={`${id}-status`} className="newsletter__message newsletter__message--status" role="status">
        {message?.kind === 'status' ? t(message.key) : null}
      </p>
      <p id={`${id}-error`} className="newsletter__message newsletter__message--error" role="alert">
        {message?.kind === 'error' ? t(message.key) : null}
      </p>
    </form>
  );
}
